// The development console's public entry: the REST console, its catalogue, and the GraphQL explorer's loader
// (a chunk of its own, with its editor).
export { ApiConsole } from './ApiConsole.tsx';
export { fetchCatalogue, type ConsoleCatalogue } from './api.ts';
export const loadGraphQLExplorer = () => import('./GraphQLExplorer.tsx');
