// THE one place where failures become GraphQL errors. Every error a resolver throws reaches Apollo's
// formatError, which gives it a stable `extensions.code` and a message safe for travellers; anything not
// raised on purpose is logged in full and masked. Resolvers and services never catch-and-rewrap.
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, type AppErrorCode } from '../lib/errors.ts';
import { ProviderError, type ProviderFailure } from '../provider/errors.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { shortenEchoes } from './error-text.ts';

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE_MESSAGE = 'The hotel provider is not answering right now. Please try again in a moment.';
const PAYMENT_NOT_COMPLETED_MESSAGE = 'Your payment has not completed yet.';
/** Only the booking ledger uses the database, so its loss reads as bookings being unavailable. */
export const LEDGER_UNAVAILABLE_MESSAGE = 'Bookings are temporarily unavailable. Please try again in a few minutes.';

/** A persisted-query id that is not one of the trusted documents (graphql/trusted-documents.ts). */
export const UNKNOWN_DOCUMENT_MESSAGE =
  'Unknown document id: this server runs only the operations of its own client by id. Send the query text instead.';

/** Codes Apollo and graphql-js produce for bad requests; they describe the client's query and are kept. */
const REQUEST_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

export interface PublicError {
  code: AppErrorCode | string;
  message: string;
  details?: Record<string, unknown>;
}

/**
 * What each kind of provider failure means to the client: THE table from provider failures to GraphQL errors
 * (ProviderError#failure reads the provider's codes; nothing else does).
 */
const PROVIDER_FAILURES: Record<ProviderFailure, (e: ProviderError) => PublicError> = {
  payment_not_completed: () => ({ code: 'PAYMENT_REQUIRED', message: PAYMENT_NOT_COMPLETED_MESSAGE }),
  offer_expired: () => ({ code: 'OFFER_EXPIRED', message: 'This rate is no longer available. Please search the rates again.' }),
  sold_out: () => ({ code: 'OFFER_EXPIRED', message: 'This room is no longer available at this price. Please choose another rate.' }),
  // Only the booking service meets it, and it adopts the earlier booking; should one escape, it is ours to fix.
  duplicate_reference: () => ({ code: 'UPSTREAM_ERROR', message: 'The hotel provider could not complete the request.' }),
  // Timeouts and network failures carry their own plain words (ProviderError's defaults); a 5xx or an unreadable
  // answer says nothing a traveller could use.
  unavailable: (e) => ({
    code: 'UPSTREAM_UNAVAILABLE',
    message: e.kind === 'timeout' || e.kind === 'network' || e.kind === 'rate_limited' ? e.message : UNAVAILABLE_MESSAGE,
  }),
  // The provider answered with its error envelope: its message was made safe by ProviderError (spec §8).
  bad_request: (e) => ({ code: 'UPSTREAM_ERROR', message: e.message }),
};

/** What a ProviderError means to the client. */
export function providerErrorToPublic(e: ProviderError): PublicError {
  return PROVIDER_FAILURES[e.failure](e);
}

/** The public face of any thrown value, or null when it must be masked. */
export function toPublicError(err: unknown): PublicError | null {
  if (err instanceof AppError) return { code: err.code, message: err.message, details: err.details };
  if (err instanceof ProviderError) return providerErrorToPublic(err);
  if (isDatabaseUnavailable(err)) return { code: 'SERVICE_UNAVAILABLE', message: LEDGER_UNAVAILABLE_MESSAGE };
  return null;
}

export interface FormatErrorOptions {
  log: FastifyBaseLogger;
  /** GRAPHQL_DEBUG: keep Apollo's stack traces for the developer */
  includeStack: boolean;
}

export function createFormatError(opts: FormatErrorOptions) {
  const format = formatWith(opts);
  // Whatever the error, its message never echoes more than a few dozen characters of the request.
  return function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
    const out = format(formatted, error);
    return { ...out, message: shortenEchoes(out.message) };
  };
}

function formatWith(opts: FormatErrorOptions) {
  return function format(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
    const original = unwrapResolverError(error);
    const stack = opts.includeStack ? formatted.extensions?.stacktrace : undefined;
    const withStack = (ext: Record<string, unknown>) => (stack ? { ...ext, stacktrace: stack } : ext);

    const pub = toPublicError(original);
    if (pub) {
      if (pub.code === 'UPSTREAM_UNAVAILABLE' || pub.code === 'UPSTREAM_ERROR') {
        opts.log.warn({ err: original, path: formatted.path }, 'provider failure answered to client');
      }
      if (pub.code === 'SERVICE_UNAVAILABLE')
        opts.log.error({ err: original, path: formatted.path }, 'booking ledger database unavailable');
      return {
        message: pub.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: withStack({ code: pub.code, ...(pub.details ? { details: pub.details } : {}) }),
      };
    }

    // Errors graphql-js or Apollo raised about the request itself (syntax, validation, variable coercion,
    // a scalar refusing a value) carry a known code and a message about the query: keep them.
    const code = formatted.extensions?.code;
    if (code === 'PERSISTED_QUERY_NOT_FOUND') {
      // Apollo's own words are "PersistedQueryNotFound"; say what the caller can do.
      return { message: UNKNOWN_DOCUMENT_MESSAGE, extensions: withStack({ code }) };
    }
    if (typeof code === 'string' && REQUEST_CODES.has(code) && (original instanceof GraphQLError || original === error)) {
      return { ...formatted, extensions: withStack({ ...formatted.extensions, code }) };
    }

    opts.log.error({ err: original, path: formatted.path }, 'unexpected error in GraphQL request');
    return {
      message: INTERNAL_MESSAGE,
      locations: formatted.locations,
      path: formatted.path,
      extensions: withStack({ code: 'INTERNAL_SERVER_ERROR' }),
    };
  };
}
