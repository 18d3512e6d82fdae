import useMediaQuery from '@mui/material/useMediaQuery';

/** The boards' wide layout is for windows over 500 px (§2.6, §9 breakpoints). */
export const useIsWideBoard = (): boolean => useMediaQuery('(min-width:501px)', { noSsr: true });
