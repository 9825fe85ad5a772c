// The ledger on embedded PostgreSQL (PGlite, in process). It cannot stall on a network, but every call
// waits its turn on one connection, so a call could hang behind a slow transaction: each call here has
// the same deadline as on the server, calls still queued at their deadline never run, and a transaction
// past its deadline is rolled back so the calls behind it go ahead.
//
// What PGlite cannot bound: a single statement already executing. It runs synchronously in WebAssembly
// on the main thread, so no timer fires until it ends; and its `statement_timeout` and
// `idle_in_transaction_session_timeout` do not work in its single-user mode (the first is accepted and
// never fires; with the second set, the first statement after an idle gap inside a transaction never
// returns), so neither is set. The ledger's statements are point reads and writes by key.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DatabaseTimeoutError } from '../lib/db-errors.ts';
import { SerialGate, withDeadline } from './bounded.ts';
import type { Db, DbLog, DbTimeouts, Queryable, TransactionOptions } from './types.ts';

const DATE_OID = 1082;
const NUMERIC_OID = 1700;
const INT8_OID = 20;

export interface PgliteOptions {
  schema?: string;
  timeouts: DbTimeouts;
  log?: DbLog;
}

export async function openPglite(dataDir: string, opts: PgliteOptions): Promise<Db> {
  const t = opts.timeouts;
  let location: string;
  if (dataDir === ':memory:') {
    location = 'memory://';
  } else {
    location = join(dataDir, 'ledger');
    await mkdir(location, { recursive: true });
  }
  const pgl = new PGlite(location, {
    parsers: {
      [DATE_OID]: (v: string) => v,
      [NUMERIC_OID]: (v: string) => Number(v),
      [INT8_OID]: (v: string) => Number(v),
    },
  });
  await pgl.waitReady;
  if (opts.schema) {
    // PGlite is a single connection, so a session-level search_path covers every later query.
    await pgl.exec(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}; SET search_path TO ${opts.schema};`);
  }

  // Our own queue in front of PGlite's: a call that waited past its deadline leaves it without running,
  // and a transaction is ours to end (PGlite's transaction() holds its lock until the callback settles).
  const gate = new SerialGate();

  /** Runs `work` alone on the connection, within `timeoutMs` of the call, waiting included. */
  function exclusive<T>(operation: string, timeoutMs: number, work: () => Promise<T>): Promise<T> {
    let expired = false;
    return withDeadline(
      operation,
      timeoutMs,
      async () => {
        const release = await gate.acquire(operation, timeoutMs);
        try {
          // Granted just as the deadline passed: the caller has its answer already, so run nothing.
          if (expired) throw new DatabaseTimeoutError(operation, timeoutMs);
          return await work();
        } finally {
          release();
        }
      },
      () => {
        expired = true;
      },
    );
  }

  return {
    kind: 'pglite',
    timeouts: t,

    query<T>(sql: string, params?: unknown[]) {
      return exclusive('query', t.operationMs, async () => ({ rows: (await pgl.query<T>(sql, params)).rows }));
    },

    exec(sql: string) {
      return exclusive('exec', t.operationMs, async () => {
        await pgl.exec(sql);
      });
    },

    transaction<T>(fn: (tx: Queryable) => Promise<T>, txOpts: TransactionOptions = {}): Promise<T> {
      const timeoutMs = txOpts.timeoutMs ?? t.operationMs;
      let expired = false;
      let abort: (() => void) | undefined;
      return withDeadline(
        'transaction',
        timeoutMs,
        async () => {
          const release = await gate.acquire('transaction', timeoutMs);
          if (expired) {
            release();
            throw new DatabaseTimeoutError('transaction', timeoutMs);
          }
          let ended = false;
          // Ends the transaction exactly once, by the caller or by the deadline, and only then lets the
          // next call in. PGlite runs statements one at a time in call order, so a ROLLBACK sent while
          // one of `fn`'s statements runs follows it.
          const end = async (how: 'COMMIT' | 'ROLLBACK') => {
            if (ended) return undefined;
            ended = true;
            try {
              return await pgl.query(how);
            } finally {
              release();
            }
          };
          abort = () => void end('ROLLBACK').catch(() => {});
          const refuseIfEnded = () => {
            if (ended) throw new DatabaseTimeoutError('transaction', timeoutMs);
          };
          const tx: Queryable = {
            async query<R>(sql: string, params?: unknown[]) {
              refuseIfEnded();
              return { rows: (await pgl.query<R>(sql, params)).rows };
            },
            async exec(sql: string) {
              refuseIfEnded();
              await pgl.exec(sql);
            },
          };
          try {
            await pgl.query('BEGIN');
            const result = await fn(tx);
            refuseIfEnded();
            const done = await end('COMMIT');
            // COMMIT of a transaction in which a statement failed (and `fn` caught it) rolls back.
            if (done?.command === 'ROLLBACK') throw new Error('the transaction was rolled back: a statement in it had failed');
            return result;
          } catch (err) {
            await end('ROLLBACK').catch(() => {});
            throw err;
          }
        },
        () => {
          expired = true;
          abort?.();
        },
      );
    },

    async ping(pingOpts: { timeoutMs?: number } = {}) {
      await exclusive('ping', pingOpts.timeoutMs ?? t.pingMs, () => pgl.query('SELECT 1'));
    },

    async close() {
      if (pgl.closed) return;
      // Let the call in progress finish (bounded), then close; calls still queued fail as "closed".
      const release = await gate.acquire('close', t.closeMs).catch(() => undefined);
      try {
        if (!pgl.closed) await pgl.close();
      } finally {
        release?.();
      }
    },
  };
}
