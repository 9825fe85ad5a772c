// The one error type the provider client throws. Its message is always safe to show a traveller
// (spec §8 "General failed provider call": the provider's message, else 'API Error: {status}');
// keys, URLs and raw bodies stay out of it and go, at most, to the server log.

export type ProviderErrorKind = 'timeout' | 'network' | 'http' | 'provider' | 'malformed' | 'rate_limited';

/** Provider error codes the rest of the server may want to branch on (provider-contract.md §6). */
export const ProviderCodes = {
  NO_AVAILABILITY: 2001,
  PAYMENT_NOT_COMPLETED: 2014,
  BOOKING_NOT_CONFIRMED: 2010,
  BOOKING_FAILED: 2013,
  BAD_REQUEST: 4000,
  INVALID_INPUT: 4002,
  DUPLICATE_CLIENT_REFERENCE: 4005,
  WRONG_RATE: 4010,
  PREBOOK_TIMEOUT: 4016,
  OUTDATED_OFFER: 4040,
  RATE_LIMITED: 4290,
  RATE_LIMIT_CHECK_FAILED: 4291,
  NOT_FOUND: 204,
  UNAUTHORIZED: 401,
} as const;

/**
 * What a failed provider call means for the product, whatever code, status or transport carried it. This and
 * server/graphql/errors.ts (which turns each into a GraphQL error code and message) are the only places that
 * read the provider's error codes; the booking service branches on these names.
 */
export type ProviderFailure =
  /** 2014: the payment behind the transaction has not gone through (declined, abandoned or still running) */
  | 'payment_not_completed'
  /** 4040, 4010, and 4002 at prebook ("invalid offerId"): the offer is gone, the rates must be searched again */
  | 'offer_expired'
  /** 2001, 2010, 2013: no room left at this rate, or the supplier would not book it */
  | 'sold_out'
  /** 4005: a booking with this clientReference already exists (an earlier attempt went through) */
  | 'duplicate_reference'
  /** no usable answer: a timeout, the network, rate limits, 4016, 4291, 5xx or a body that cannot be read */
  | 'unavailable'
  /** the provider refused the request as malformed (4000, 4002 outside prebook, other 4xx) */
  | 'bad_request';

export interface ProviderErrorInit {
  kind: ProviderErrorKind;
  endpoint: string;
  status?: number;
  code?: number;
  message?: string;
  /** from a Retry-After header, when the provider sent one */
  retryAfterMs?: number;
  cause?: unknown;
}

const MAX_MESSAGE = 300;

/** Provider text goes to travellers: strip control characters and angle brackets, and cap its length. */
export function safeProviderText(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const cleaned = text
    .replace(/[\p{Cc}<>]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned) return undefined;
  return cleaned.length > MAX_MESSAGE ? `${cleaned.slice(0, MAX_MESSAGE - 1)}…` : cleaned;
}

function defaultMessage(kind: ProviderErrorKind, status?: number): string {
  switch (kind) {
    case 'timeout':
      return 'The hotel provider did not answer in time. Please try again.';
    case 'network':
      return 'The hotel provider could not be reached. Please try again.';
    case 'malformed':
      return 'The hotel provider sent a response that could not be read.';
    case 'rate_limited':
      return status ? `API Error: ${status}` : 'The hotel provider is busy. Please try again shortly.';
    default:
      return status ? `API Error: ${status}` : 'The hotel provider could not complete the request.';
  }
}

export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  /** HTTP status of the provider's answer, when there was one */
  readonly status?: number;
  /** the provider's `error.code` */
  readonly code?: number;
  /** e.g. "POST /rates/book"; never a full URL */
  readonly endpoint: string;
  /** how long the provider asked us to wait (Retry-After), when it said */
  readonly retryAfterMs?: number;

  constructor(init: ProviderErrorInit) {
    super(
      safeProviderText(init.message) ?? defaultMessage(init.kind, init.status),
      init.cause !== undefined ? { cause: init.cause } : undefined,
    );
    this.name = 'ProviderError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.endpoint = init.endpoint;
    this.retryAfterMs = init.retryAfterMs;
  }

  /** What this failure means (see ProviderFailure). */
  get failure(): ProviderFailure {
    switch (this.code) {
      case ProviderCodes.PAYMENT_NOT_COMPLETED:
        return 'payment_not_completed';
      case ProviderCodes.OUTDATED_OFFER:
      case ProviderCodes.WRONG_RATE:
        return 'offer_expired';
      case ProviderCodes.INVALID_INPUT:
        // At prebook the only input is the offer id: "invalid offerId" has the same remedy as an outdated one.
        return this.endpoint.endsWith('/rates/prebook') ? 'offer_expired' : 'bad_request';
      case ProviderCodes.NO_AVAILABILITY:
      case ProviderCodes.BOOKING_NOT_CONFIRMED:
      case ProviderCodes.BOOKING_FAILED:
        return 'sold_out';
      case ProviderCodes.DUPLICATE_CLIENT_REFERENCE:
        return 'duplicate_reference';
      case ProviderCodes.PREBOOK_TIMEOUT:
      case ProviderCodes.RATE_LIMITED:
      case ProviderCodes.RATE_LIMIT_CHECK_FAILED:
        return 'unavailable';
    }
    if (this.kind === 'timeout' || this.kind === 'network' || this.kind === 'rate_limited' || this.kind === 'malformed') {
      return 'unavailable';
    }
    if (this.status !== undefined && this.status >= 500) return 'unavailable';
    return 'bad_request';
  }

  /**
   * Whether trying the same call again may succeed. Timeouts are left out on purpose: the provider
   * already spent its whole budget, and for a booking a timeout means "outcome unknown", not "failed".
   */
  get isRetryable(): boolean {
    if (this.kind === 'rate_limited' || this.kind === 'network') return true;
    if (this.code === ProviderCodes.RATE_LIMIT_CHECK_FAILED) return true;
    if ((this.kind === 'http' || this.kind === 'provider') && this.status !== undefined && this.status >= 500) return true;
    return false;
  }
}

export const isProviderError = (e: unknown): e is ProviderError => e instanceof ProviderError;
