// The home feature's public entry: the popular cities in the traveller's language and the stat tiles of the first screen. The sections below the
// fold are a chunk of their own (lazy.ts).
export { useDestinations, type Destination } from './useDestinations.ts';
export { StatTiles } from './StatTiles.tsx';
