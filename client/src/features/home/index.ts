// The home feature's public entry. The sections below the fold are a chunk of their own: load them with
// loadBelowTheFold().
export { destinations } from './content.ts';
export { StatTiles } from './StatTiles.tsx';
export const loadBelowTheFold = () => import('./HomeSections.tsx');
