/** At least a screen less the header, so the sticky board menu rests at the foot of the screen. */
export const priceBoardsMinHeight = { xs: 'calc(100dvh - 150px)', sm: 'calc(100dvh - 200px)' } as const;
