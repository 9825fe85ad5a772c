// Recognising "the ledger's database is unreachable" among errors from node-postgres and PGlite, so
// the GraphQL layer can answer SERVICE_UNAVAILABLE instead of a masked 500, and the process can say at
// start which database it could not open (never with its password).

/** Socket-level failures node-postgres passes through from `net`. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ECONNABORTED',
]);
/**
 * SQLSTATEs that mean the server is going away, refusing connections or not answering in time
 * (PostgreSQL appendix A): 57P01–57P03 shutdown and "cannot connect now", 53300 too many connections,
 * 55000 what PostgreSQL answers a connection to a database that is not accepting connections
 * (ALLOW_CONNECTIONS false), 57014 a statement cancelled by statement_timeout, 25P03 a session ended by
 * idle_in_transaction_session_timeout.
 */
const SERVER_GONE = new Set(['57P01', '57P02', '57P03', '53300', '55000', '57014', '25P03']);
const GONE_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|connection error|cannot use a pool after calling end|pglite is closed|database system is (starting up|shutting down)|server closed the connection|query read timeout/i;

/**
 * The database layer's own deadline passed (server/db): it stalled, or waited behind other work, for
 * longer than a caller may wait. Whatever was in flight is abandoned (its connection destroyed), so the
 * caller can answer now; a write in flight may still have been applied, as with any lost answer.
 */
export class DatabaseTimeoutError extends Error {
  override readonly name = 'DatabaseTimeoutError';
  readonly code = 'DB_TIMEOUT';
  constructor(
    /** what timed out: "query", "transaction", "ping", "connect" */
    readonly operation: string,
    readonly timeoutMs: number,
  ) {
    super(`the database did not answer within ${timeoutMs} ms (${operation})`);
  }
}

function codeOf(err: object): string | undefined {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A call refused without trying because another call found the database unavailable moments before
 * (server/db: fail fast), so that an operation making several calls fails after one deadline, not several.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
  readonly code = 'DB_UNAVAILABLE';
  constructor(
    /** what was refused: "query", "transaction" */
    readonly operation: string,
    options?: { cause?: unknown },
  ) {
    super(`the database was unavailable moments ago; ${operation} not attempted`, options);
  }
}

/** Whether `err` (or what caused it) says the database cannot be reached, rather than a query being wrong. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 4) return false;
  if (err instanceof DatabaseTimeoutError || err instanceof DatabaseUnavailableError) return true;
  const code = codeOf(err);
  if (code && (NETWORK_CODES.has(code) || SERVER_GONE.has(code) || code.startsWith('08'))) return true;
  const message = (err as { message?: unknown }).message;
  if (typeof message === 'string' && GONE_MESSAGES.test(message)) return true;
  // Node reports a refused connection to a host with several addresses as an AggregateError.
  const inner = (err as { errors?: unknown }).errors;
  if (Array.isArray(inner) && inner.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable((err as { cause?: unknown }).cause, depth + 1);
}

/** A DATABASE_URL fit for logs: the password replaced. */
export function redactDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

/** The one line the process prints when it cannot start because of its database. */
export function databaseStartupMessage(err: unknown, databaseUrl: string | undefined): string {
  const where = databaseUrl
    ? `the PostgreSQL database at ${redactDatabaseUrl(databaseUrl)} (DATABASE_URL)`
    : 'the embedded database (DATA_DIR)';
  const code = typeof err === 'object' && err !== null ? codeOf(err) : undefined;
  let reason = err instanceof Error && err.message ? err.message : 'unknown error';
  if (err instanceof AggregateError && err.errors.length)
    reason = err.errors.map((e) => (e instanceof Error ? e.message : String(e))).join('; ');
  if (databaseUrl) reason = reason.split(databaseUrl).join(redactDatabaseUrl(databaseUrl));
  return `Cannot start: the booking ledger could not open ${where}: ${reason}${code && !reason.includes(code) ? ` (${code})` : ''}`;
}
