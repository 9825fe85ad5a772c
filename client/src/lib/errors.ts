// Reads the API's error contract (extensions.code, safe messages) off whatever Apollo or the router threw.
import { CombinedGraphQLErrors } from '@apollo/client';

/** The first GraphQL error's `extensions.code` (UPSTREAM_UNAVAILABLE, NOT_FOUND, ...), if any. */
export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/**
 * A message fit for a traveller: the API's own message (the server only sends safe ones) or the
 * fallback. Network and parsing failures never show their raw text, which can carry internals.
 */
export function userMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (first?.extensions?.code === 'INTERNAL_SERVER_ERROR') return fallback;
    if (first?.message) return first.message;
  }
  return fallback;
}
