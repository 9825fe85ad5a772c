// The ledger on a PostgreSQL server through a node-postgres Pool, with every call bounded: a server that
// refuses answers an error at once, and one that accepts connections but never answers (a stalled
// network, a hung server) fails the caller at the call's deadline and loses its connection, never a
// pooled client stuck behind a statement that will not come back.
import pg from 'pg';
import { DatabaseTimeoutError, isDatabaseUnavailable } from '../lib/db-errors.ts';
import { withDeadline } from './bounded.ts';
import type { Db, DbLog, DbTimeouts, Queryable, TransactionOptions } from './types.ts';

// OIDs of the types whose default JS mapping does not suit the ledger.
const DATE_OID = 1082; // keep `yyyy-MM-dd` as text: a JS Date would shift it by the server's time zone
const NUMERIC_OID = 1700; // money amounts come back as numbers, not strings
const INT8_OID = 20; // count(*) and friends

export interface PostgresOptions {
  schema?: string;
  poolSize?: number;
  timeouts: DbTimeouts;
  log?: DbLog;
}

interface Lease {
  /** the call's deadline has passed: its client is gone, and nothing more may be sent on it */
  expired(): boolean;
  /** give the connection up rather than back to the pool (its state is unknown) */
  discard(err: Error): void;
}

export function openPostgres(connectionString: string, opts: PostgresOptions): Db {
  const t = opts.timeouts;
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === DATE_OID) return (v: string) => v;
      if (oid === NUMERIC_OID || oid === INT8_OID) return (v: string) => Number(v);
      return pg.types.getTypeParser(oid, format as 'text');
    },
  };
  const connection = {
    connectionString,
    types: types as pg.CustomTypesConfig,
    // search_path as a startup option applies to every pooled connection, not just the first.
    ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    connectionTimeoutMillis: t.connectMs,
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
    // An idle pooled connection whose peer vanished (no FIN, no RST) is found by the kernel's probes.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  const pool = new pg.Pool({ ...connection, max: opts.poolSize ?? 10, query_timeout: t.queryMs, statement_timeout: t.statementMs });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});

  interface Checkout {
    client: pg.ClientBase;
    /** back to the pool, or with an error: destroyed */
    release(err?: Error): void;
  }
  const fromPool = async (): Promise<Checkout> => {
    const client = await pool.connect();
    // A checked-out client whose connection dies emits 'error' with no pool listener attached: without
    // one the process would crash. The statement in flight fails on its own; the client goes back broken.
    let lost: Error | undefined;
    const onError = (err: Error) => {
      lost = err;
    };
    client.on('error', onError);
    return {
      client,
      release: (err) => {
        client.removeListener('error', onError);
        client.release(err ?? lost);
      },
    };
  };
  /**
   * A connection of its own for a call given a longer budget than a request's (start-up: the first
   * connection, and migrations, which may wait for another instance's lock longer than one pooled
   * statement may take), with its connect and statement bounds set to that budget.
   */
  const dedicated = (timeoutMs: number) => async (): Promise<Checkout> => {
    const client = new pg.Client({
      ...connection,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      statement_timeout: timeoutMs,
    });
    client.on('error', () => {});
    try {
      await client.connect();
    } catch (err) {
      void client.end().catch(() => {});
      throw err;
    }
    // end() destroys the socket when a statement is still in flight, else says goodbye.
    return { client, release: () => void client.end().catch(() => {}) };
  };

  /**
   * Checks a connection out, runs `work` on it and gives it back, all within `timeoutMs`. At the deadline
   * the caller is answered at once and the connection is released destroyed: a statement in flight on it
   * may never be answered, and the next caller must not queue behind it.
   */
  function onClient<T>(
    operation: string,
    timeoutMs: number,
    work: (c: pg.ClientBase, lease: Lease) => Promise<T>,
    checkout: () => Promise<Checkout> = fromPool,
  ): Promise<T> {
    let held: Checkout | undefined;
    let released = false;
    let expired = false;
    const release = (err?: Error) => {
      if (!held || released) return;
      released = true;
      held.release(err);
    };
    const lease: Lease = { expired: () => expired, discard: (err) => release(err) };
    return withDeadline(
      operation,
      timeoutMs,
      async () => {
        held = await checkout();
        if (expired) {
          // Connected after the caller gave up: unused, so it goes back as it is.
          release();
          throw new DatabaseTimeoutError(operation, timeoutMs);
        }
        try {
          const result = await work(held.client, lease);
          release();
          return result;
        } catch (err) {
          // The server refusing a statement leaves a usable connection; a lost, stalled or timed-out one
          // (or any failure that is not the server's answer) does not.
          const answered = err instanceof pg.DatabaseError && !isDatabaseUnavailable(err);
          release(answered ? undefined : err instanceof Error ? err : new Error(String(err)));
          throw err;
        }
      },
      (err) => {
        expired = true;
        release(err);
      },
    );
  }

  const rowsOf = <T>(r: pg.QueryResult): { rows: T[] } => ({ rows: r.rows as T[] });

  return {
    kind: 'postgres',
    timeouts: t,

    query<T>(sql: string, params?: unknown[]) {
      return onClient('query', t.operationMs, async (c) => rowsOf<T>(await c.query(sql, params as unknown[] | undefined)));
    },

    exec(sql: string) {
      return onClient('exec', t.operationMs, async (c) => {
        await c.query(sql);
      });
    },

    transaction<T>(fn: (tx: Queryable) => Promise<T>, txOpts: TransactionOptions = {}): Promise<T> {
      const timeoutMs = txOpts.timeoutMs ?? t.operationMs;
      return onClient(
        'transaction',
        timeoutMs,
        async (c, lease) => {
          const refuseIfExpired = () => {
            if (lease.expired()) throw new DatabaseTimeoutError('transaction', timeoutMs);
          };
          const tx: Queryable = {
            async query<R>(sql: string, params?: unknown[]) {
              refuseIfExpired();
              return rowsOf<R>(await c.query(sql, params as unknown[] | undefined));
            },
            async exec(sql: string) {
              refuseIfExpired();
              await c.query(sql);
            },
          };
          await c.query('BEGIN');
          try {
            const result = await fn(tx);
            refuseIfExpired();
            const done = await c.query('COMMIT');
            // PostgreSQL answers COMMIT of a transaction that had failed (an error `fn` caught) with a
            // ROLLBACK: none of it was written, so this must not look like success.
            if (done.command === 'ROLLBACK') throw new Error('the transaction was rolled back: a statement in it had failed');
            return result;
          } catch (err) {
            if (!lease.expired() && !isDatabaseUnavailable(err)) {
              try {
                await c.query('ROLLBACK');
              } catch (rollbackErr) {
                lease.discard(rollbackErr instanceof Error ? rollbackErr : new Error('ROLLBACK failed'));
              }
            }
            throw err;
          }
        },
        timeoutMs > t.operationMs ? dedicated(timeoutMs) : fromPool,
      );
    },

    async ping(pingOpts: { timeoutMs?: number } = {}) {
      const timeoutMs = pingOpts.timeoutMs ?? t.pingMs;
      await onClient('ping', timeoutMs, (c) => c.query('SELECT 1'), timeoutMs > t.operationMs ? dedicated(timeoutMs) : fromPool);
    },

    close: once(async () => {
      // Clients still checked out hold pool.end() until their calls' deadlines release them.
      try {
        await withDeadline('close', t.closeMs, () => pool.end());
      } catch (err) {
        opts.log?.warn({ err }, 'booking ledger database: connections still busy at close; letting go of them');
      }
    }),
  };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= fn());
}
