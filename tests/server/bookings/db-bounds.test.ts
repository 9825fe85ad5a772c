// The ledger database layer's time bounds, on both backends: a call past its deadline answers its caller
// at once with an error the GraphQL layer reads as "unavailable"; what was waiting never runs; what was
// in flight is rolled back (a transaction) or its connection destroyed (PostgreSQL), never left for the
// next caller to queue behind; the server-side timeouts are set on every session; and after one call
// finds the database gone the next ones fail at once until a ping finds it back.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db, type DbTimeouts } from '../../../server/db/index.ts';
import { DatabaseTimeoutError, DatabaseUnavailableError, isDatabaseUnavailable } from '../../../server/lib/db-errors.ts';
import { toPublicError, LEDGER_UNAVAILABLE_MESSAGE } from '../../../server/graphql/errors.ts';
import { PG_URL } from './ledger-fixtures.ts';
import { PgFaultProxy } from './pg-fault-proxy.ts';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** How a call ended, and after how many ms. */
async function outcome<T>(call: Promise<T>): Promise<{ ok: boolean; value?: T; err?: unknown; ms: number }> {
  const started = performance.now();
  try {
    const value = await call;
    return { ok: true, value, ms: performance.now() - started };
  } catch (err) {
    return { ok: false, err, ms: performance.now() - started };
  }
}

const count = async (db: Db, where = 'true') =>
  (await db.query<{ n: number }>(`SELECT count(*) AS n FROM bounded_t WHERE ${where}`)).rows[0].n;

describe('PGlite calls are bounded', () => {
  let db: Db;
  // Opening an embedded database takes seconds: one for all the tests, its table emptied between them.
  beforeAll(async () => {
    db = await openDatabase({ DATA_DIR: ':memory:', DATABASE_URL: undefined }, undefined, {
      timeouts: { operationMs: 1000, pingMs: 200, failFastMs: 0 },
    });
    await db.exec('CREATE TABLE bounded_t (x integer)');
  }, 120_000);
  afterEach(async () => {
    await db.exec('TRUNCATE bounded_t');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('rolls back a transaction past its deadline, answers its caller then, and lets the calls behind it run', async () => {
    const hold = deferred();
    let laterStatement: unknown;
    const tx = outcome(
      db.transaction(
        async (q) => {
          await q.query('INSERT INTO bounded_t VALUES (1)');
          await hold.promise; // a transaction waiting on something that does not come
          try {
            await q.query('INSERT INTO bounded_t VALUES (2)');
          } catch (err) {
            laterStatement = err;
          }
        },
        { timeoutMs: 300 },
      ),
    );
    await new Promise((r) => setTimeout(r, 50));
    const behind = outcome(count(db)); // queued behind the transaction

    const ended = await tx;
    expect(ended.ok).toBe(false);
    expect(ended.err).toBeInstanceOf(DatabaseTimeoutError);
    expect(isDatabaseUnavailable(ended.err)).toBe(true);
    expect(ended.ms).toBeGreaterThanOrEqual(290);
    expect(ended.ms).toBeLessThan(1000);
    // The call behind it ran once the transaction was rolled back, and saw none of it.
    expect(await behind).toMatchObject({ ok: true, value: 0 });

    // The stuck transaction wakes up: it may not write any more.
    hold.resolve();
    await new Promise((r) => setTimeout(r, 50));
    expect(laterStatement).toBeInstanceOf(DatabaseTimeoutError);
    expect(await count(db)).toBe(0);
  });

  it('never runs a call that was still queued at its deadline; ping answers in time behind a long transaction', async () => {
    const hold = deferred();
    const tx = db.transaction(
      async (q) => {
        await hold.promise;
        await q.query('INSERT INTO bounded_t VALUES (1)');
      },
      { timeoutMs: 5000 },
    );
    const [write, ping] = await Promise.all([outcome(db.query('INSERT INTO bounded_t VALUES (2)')), outcome(db.ping())]);
    for (const o of [write, ping]) {
      expect(o.ok).toBe(false);
      expect(o.err).toBeInstanceOf(DatabaseTimeoutError);
      expect(o.ms).toBeLessThan(2000);
    }
    hold.resolve();
    await tx;
    // The transaction committed; the write that timed out in the queue did not happen later.
    expect(await count(db, 'x = 1')).toBe(1);
    expect(await count(db, 'x = 2')).toBe(0);
  });

  it('refuses to report as committed a transaction whose failed statement was caught', async () => {
    const r = await outcome(
      db.transaction(async (q) => {
        await q.query('INSERT INTO bounded_t VALUES (1)');
        await q.query('SELECT 1 / 0').catch(() => null);
      }),
    );
    expect(r.ok).toBe(false);
    expect(String(r.err)).toMatch(/rolled back/);
    expect(await count(db)).toBe(0);
  });
});

describe('PostgreSQL calls are bounded (through a proxy that can stall)', () => {
  const schema = `ledger_bounds_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  const proxy = PgFaultProxy.for(PG_URL);
  const opened: Db[] = [];

  async function open(timeouts: Partial<DbTimeouts>, poolSize?: number): Promise<Db> {
    const db = await openDatabase({ DATABASE_URL: proxy.url(PG_URL), DATA_DIR: '.data' }, undefined, { schema, timeouts, poolSize });
    opened.push(db);
    return db;
  }

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.query(`CREATE TABLE ${schema}.bounded_t (x integer)`);
    await proxy.start();
  });
  afterEach(async () => {
    proxy.forward();
    for (const db of opened.splice(0)) await db.close();
    await admin.query(`TRUNCATE ${schema}.bounded_t`);
  });
  afterAll(async () => {
    await proxy.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  });

  const backendGone = async (pid: number) => {
    for (let i = 0; i < 100; i++) {
      const { rows } = await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]);
      if (!rows.length) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
    return false;
  };

  it('fails a statement on a stalled connection in time and destroys that connection instead of pooling it', async () => {
    const db = await open({ connectMs: 300, queryMs: 400, operationMs: 500, pingMs: 300, failFastMs: 0 }, 1);
    const pid = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;

    proxy.stall();
    const stalled = await outcome(db.query('SELECT 1'));
    expect(stalled.ok).toBe(false);
    expect(isDatabaseUnavailable(stalled.err)).toBe(true);
    expect(stalled.ms).toBeLessThan(1000);
    // Its one pooled connection is not stuck behind the stalled statement: a new one is tried (and stalls).
    const ping = await outcome(db.ping());
    expect(ping.ok).toBe(false);
    expect(ping.ms).toBeLessThan(1000);

    proxy.forward();
    const again = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    expect(again).not.toBe(pid);
    // The stalled session ended on the server once the network let the client's goodbye through.
    expect(await backendGone(pid)).toBe(true);
  });

  it('rolls back a transaction the stall cut short', async () => {
    const db = await open({ operationMs: 500, failFastMs: 0 });
    const r = await outcome(
      db.transaction(async (q) => {
        await q.query('INSERT INTO bounded_t VALUES (1)');
        proxy.stall();
        await q.query('INSERT INTO bounded_t VALUES (2)');
      }),
    );
    expect(r.ok).toBe(false);
    expect(isDatabaseUnavailable(r.err)).toBe(true);
    expect(r.ms).toBeLessThan(1000);
    proxy.forward();
    // The held-back INSERT reaches the server after the session's end: nothing of it is committed.
    await new Promise((r) => setTimeout(r, 300));
    expect((await admin.query(`SELECT count(*)::int AS n FROM ${schema}.bounded_t`)).rows[0].n).toBe(0);
  });

  it('sets the server-side statement and idle-in-transaction timeouts on its sessions, and they fire', async () => {
    const db = await open({ statementMs: 200, idleInTransactionMs: 300, failFastMs: 0 });
    const show = async (name: string) => (await db.query<Record<string, string>>(`SHOW ${name}`)).rows[0][name];
    expect(await show('statement_timeout')).toBe('200ms');
    expect(await show('idle_in_transaction_session_timeout')).toBe('300ms');

    const slow = await outcome(db.query('SELECT pg_sleep(2)'));
    expect(slow.err).toMatchObject({ code: '57014' });
    expect(isDatabaseUnavailable(slow.err)).toBe(true);

    // A client that goes quiet inside a transaction loses its session (and its locks) on the server.
    const idle = await outcome(
      db.transaction(async (q) => {
        await q.query('INSERT INTO bounded_t VALUES (1)');
        await new Promise((r) => setTimeout(r, 800));
        await q.query('INSERT INTO bounded_t VALUES (2)');
      }),
    );
    expect(idle.ok).toBe(false);
    expect(isDatabaseUnavailable(idle.err)).toBe(true);
    expect(await count(db)).toBe(0);
  });

  it('fails calls at once for a moment after one found the database gone, until a ping finds it back', async () => {
    const db = await open({ connectMs: 300, queryMs: 400, operationMs: 500, pingMs: 300, failFastMs: 60_000 });
    proxy.stall();
    const first = await outcome(db.query('SELECT 1'));
    expect(isDatabaseUnavailable(first.err)).toBe(true);

    const next = await outcome(db.transaction((q) => q.query('SELECT 1')));
    expect(next.err).toBeInstanceOf(DatabaseUnavailableError);
    expect(next.ms).toBeLessThan(50);
    expect(toPublicError(next.err)).toEqual({ code: 'SERVICE_UNAVAILABLE', message: LEDGER_UNAVAILABLE_MESSAGE });
    // Readiness always asks the database itself; once it answers, the pause ends.
    expect((await outcome(db.ping())).ok).toBe(false);
    proxy.forward();
    await db.ping();
    expect(await count(db)).toBe(0);
  });

  it('keeps the defaults the readiness and booking deadlines rely on', async () => {
    const db = await open({});
    expect(db.timeouts.pingMs).toBeLessThan(2000);
    expect(db.timeouts.operationMs).toBeLessThan(5000);
    expect(await db.query<{ statement_timeout: string }>('SHOW statement_timeout').then((r) => r.rows[0].statement_timeout)).toBe('2s');
  });
});
