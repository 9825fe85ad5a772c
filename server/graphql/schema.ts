// The GraphQL contract (../../schema.graphql, the single source of truth shared with the client's codegen),
// read once at start.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const typeDefs = readFileSync(fileURLToPath(new URL('../../schema.graphql', import.meta.url)), 'utf8');
