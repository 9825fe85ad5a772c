// The home feature's public entry: its content and the stat tiles of the first screen. The sections below the
// fold are a chunk of their own (lazy.ts).
export { destinations } from './content.ts';
export { useDestinations, type Destination } from './useDestinations.ts';
export { StatTiles } from './StatTiles.tsx';
