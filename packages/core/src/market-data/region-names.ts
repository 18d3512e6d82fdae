/**
 * The six world regions origins and destinations are grouped by (regions.json). A module of its own: the screens'
 * region lists and the replies' region field read it, and neither should build the reference files' schemas to do so.
 */
export const regionNames = ['Africa', 'Asia', 'Europe', 'North America', 'South America', 'Oceania'] as const;
