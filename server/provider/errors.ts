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
