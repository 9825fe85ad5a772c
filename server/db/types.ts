// The ledger database's small interface, shared by both backends (PGlite and node-postgres), and the
// time bounds every call to it keeps: a database that stalls must fail a caller quickly, never hang it.

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs several statements (no parameters), e.g. a migration file. */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /**
   * How long the whole transaction may take, waiting for a connection included (default
   * `timeouts.operationMs`). Longer budgets are for start-up work such as migrations.
   */
  timeoutMs?: number;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The bounds this database was opened with. */
  readonly timeouts: Readonly<DbTimeouts>;
  /**
   * Runs `fn` in one transaction on one connection: COMMIT when it resolves, ROLLBACK when it throws.
   * Past its deadline the caller gets a DatabaseTimeoutError at once, the transaction is rolled back and
   * `fn`'s further statements are refused.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, opts?: TransactionOptions): Promise<T>;
  /** `SELECT 1`, failing after `timeoutMs` (default `timeouts.pingMs`) so readiness can answer in time. */
  ping(opts?: { timeoutMs?: number }): Promise<void>;
  close(): Promise<void>;
}

/**
 * Bounds on every database call, in milliseconds. Each outer bound is above the inner ones it contains,
 * so that the most specific error (the server's own statement timeout, a connect timeout) arrives first
 * when the server is slow rather than stalled.
 */
export interface DbTimeouts {
  /** PostgreSQL: opening a connection, or waiting for a free pooled one */
  connectMs: number;
  /** PostgreSQL: server-side `statement_timeout` (a statement the server received runs no longer) */
  statementMs: number;
  /**
   * PostgreSQL: client-side bound on one statement's answer (node-postgres `query_timeout`). It is what
   * fires when the connection stalls: a server that never received the bytes never times them out.
   */
  queryMs: number;
  /** Both: one `query`/`exec`/`transaction` call as a whole, waiting for a connection included */
  operationMs: number;
  /**
   * PostgreSQL: server-side `idle_in_transaction_session_timeout`, which ends the session (and frees its
   * row locks) of a client that stalled inside a transaction. The ledger's transactions never wait on
   * anything but their own statements, so any gap this long means the client is gone.
   */
  idleInTransactionMs: number;
  /** Both: `ping()` by default; readiness must answer 503 within 2 s of a stall */
  pingMs: number;
  /** Both: how long `close()` waits for work in flight before letting go */
  closeMs: number;
  /**
   * Both: after a call finds the database unavailable (a deadline passed, a refused connection), further
   * calls fail at once for this long instead of each waiting out its own deadline, so an operation
   * making several calls in a row fails after one deadline. `ping()` always tries, and its success ends
   * the pause early (readiness probes find the database back).
   */
  failFastMs: number;
}

export const DEFAULT_DB_TIMEOUTS: Readonly<DbTimeouts> = Object.freeze({
  connectMs: 2000,
  statementMs: 2000,
  queryMs: 2500,
  // Under the 5 s in which a booking operation must fail when the database stalls, with room for the
  // provider call a prebook makes before its ledger write.
  operationMs: 3000,
  idleInTransactionMs: 10_000,
  pingMs: 1500,
  closeMs: 5000,
  failFastMs: 1000,
});

/** The parts of the logger the database layer uses (pino / Fastify's logger fit). */
export interface DbLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}
