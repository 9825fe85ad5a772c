// Errors the server raises on purpose, with a stable public code and a message safe to show a traveller.
// The GraphQL layer's error formatter (server/graphql/errors.ts) passes these through as
// `extensions.code`; every other error is masked as INTERNAL_SERVER_ERROR.

export type AppErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_ERROR'
  | 'OFFER_EXPIRED'
  | 'PAYMENT_REQUIRED'
  | 'PAYMENT_FAILED'
  | 'RATE_LIMITED'
  /** a sign-in link was already used or has expired */
  | 'LINK_EXPIRED'
  | 'NOT_CANCELLABLE'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** extra, client-safe details (e.g. { field: 'checkout' }) */
  readonly details?: Record<string, unknown>;

  constructor(code: AppErrorCode, message: string, details?: Record<string, unknown>, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

export const badInput = (message: string, field?: string) => new AppError('BAD_USER_INPUT', message, field ? { field } : undefined);
