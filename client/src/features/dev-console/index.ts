// The development console's public entry: the REST console, its catalogue, the GraphQL explorer is a chunk of its own
// (lazy.ts).
export { ApiConsole } from './ApiConsole.tsx';
export { OutboxView } from './OutboxView.tsx';
export { fetchCatalogue, type ConsoleCatalogue } from './api.ts';
