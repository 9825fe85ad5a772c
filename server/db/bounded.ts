// Deadlines for database calls: a promise that gives up at a deadline (and tells the caller's backend so
// it can drop what it was waiting on), a first-come first-served gate whose waiters leave the queue at
// their deadline without ever running, and a short fail-fast pause after the database is found gone.
import { DatabaseTimeoutError, DatabaseUnavailableError, isDatabaseUnavailable } from '../lib/db-errors.ts';
import type { Db, Queryable, TransactionOptions } from './types.ts';

/**
 * Runs `work` and settles with it, unless `timeoutMs` passes first: then it rejects with a
 * DatabaseTimeoutError and calls `onTimeout` (to destroy a stalled connection, roll a transaction back).
 * `work` keeps running; its later result is ignored.
 */
export function withDeadline<T>(
  operation: string,
  timeoutMs: number,
  work: () => Promise<T>,
  onTimeout?: (err: DatabaseTimeoutError) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      // Timers run before the I/O callbacks of the same turn of the event loop: after a busy spell an
      // answer that arrived in time may be waiting behind this timer. Let it through first.
      setImmediate(() => {
        if (settled) return;
        settled = true;
        const err = new DatabaseTimeoutError(operation, timeoutMs);
        try {
          onTimeout?.(err);
        } finally {
          reject(err);
        }
      });
    }, timeoutMs);
    work().then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

/**
 * One holder at a time, in arrival order. A waiter still queued at its deadline is removed and rejected
 * with a DatabaseTimeoutError: what it would have run never runs, so a caller told "timed out" while
 * waiting has changed nothing.
 */
export class SerialGate {
  private held = false;
  private readonly waiting: Array<() => void> = [];

  /** Resolves with the release function once every earlier holder has released. */
  acquire(operation: string, timeoutMs: number): Promise<() => void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve(this.releaser());
      };
      const timer = setTimeout(() => {
        const i = this.waiting.indexOf(grant);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(new DatabaseTimeoutError(operation, timeoutMs));
      }, timeoutMs);
      this.waiting.push(grant);
    });
  }

  /** Callers queued behind the current holder (tests, diagnostics). */
  get queued(): number {
    return this.waiting.length;
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.held = false;
    };
  }
}

/**
 * `db` with a pause of `pauseMs` after any call finds the database unavailable: calls in the pause are
 * refused at once with a DatabaseUnavailableError. Without it, a booking operation that makes one more
 * call after a failed one (recording the failure) would wait out a second deadline. `ping()` is never
 * refused, and ends the pause when it succeeds.
 */
export function failFast(db: Db, pauseMs: number): Db {
  let pausedUntil = 0;
  let lastFailure: unknown;
  const noteFailure = (err: unknown) => {
    if (!isDatabaseUnavailable(err)) return;
    pausedUntil = Date.now() + pauseMs;
    lastFailure = err;
  };
  const guard = <T>(operation: string, call: () => Promise<T>): Promise<T> => {
    if (Date.now() < pausedUntil) return Promise.reject(new DatabaseUnavailableError(operation, { cause: lastFailure }));
    return call().catch((err: unknown) => {
      noteFailure(err);
      throw err;
    });
  };
  return {
    kind: db.kind,
    timeouts: db.timeouts,
    query<T>(sql: string, params?: unknown[]) {
      return guard('query', () => db.query<T>(sql, params));
    },
    exec(sql: string) {
      return guard('exec', () => db.exec(sql));
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>, opts?: TransactionOptions) {
      return guard('transaction', () => db.transaction(fn, opts));
    },
    async ping(opts?: { timeoutMs?: number }) {
      try {
        await db.ping(opts);
      } catch (err) {
        noteFailure(err);
        throw err;
      }
      pausedUntil = 0;
    },
    close: () => db.close(),
  };
}
