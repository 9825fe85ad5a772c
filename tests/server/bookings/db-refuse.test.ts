// The booking ledger's PostgreSQL server refusing connections rather than stalling: SQLSTATE 55000 (what
// PostgreSQL answers a connection to a database that is not accepting connections, produced here for
// real with ALLOW_CONNECTIONS false) and 57P03 "cannot connect now" (a server starting up or shutting
// down, answered by a proxy speaking PostgreSQL's wire protocol). Both are the database being
// unavailable: readiness 503, booking operations SERVICE_UNAVAILABLE with a sentence for the traveller,
// never INTERNAL_SERVER_ERROR, and everything works again once connections are accepted.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_UNAVAILABLE_MESSAGE, toPublicError } from '../../../server/graphql/errors.ts';
import { openDatabase } from '../../../server/db/index.ts';
import { databaseStartupMessage, isDatabaseUnavailable } from '../../../server/lib/db-errors.ts';
import { pricedHotelId, startTestApp, type GqlResponse, type TestApp } from '../helpers.ts';
import { PG_URL, futureDate } from './ledger-fixtures.ts';
import { PgFaultProxy } from './pg-fault-proxy.ts';

const INTERNALS = /ECONN|55000|57P03|accepting connections|starting up|127\.0\.0\.1|postgres|sql|stack/i;

function urlOf(database: string): string {
  const u = new URL(PG_URL);
  u.pathname = `/${database}`;
  return u.toString();
}

function expectLedgerUnavailable(r: GqlResponse): void {
  expect(r.status).toBe(200);
  expect(Object.values(r.data ?? {}).every((v) => v === null)).toBe(true);
  expect(r.errors).toHaveLength(1);
  expect(r.errors?.[0]).toMatchObject({ message: LEDGER_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
  expect(JSON.stringify(r.errors)).not.toMatch(INTERNALS);
}

async function waitForReady(url: string): Promise<number> {
  let status = 0;
  for (let i = 0; i < 100 && status !== 200; i++) {
    status = (await fetch(`${url}/health/ready`)).status;
    if (status !== 200) await new Promise((r) => setTimeout(r, 100));
  }
  return status;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('opening a database that refuses connections', () => {
  const admin = new pg.Client({ connectionString: PG_URL });
  const dbName = `dbrefuse_${randomBytes(6).toString('hex')}`;
  const proxy = PgFaultProxy.for(PG_URL);

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.query(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS false`);
    await proxy.start();
  });
  afterAll(async () => {
    await proxy.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  it('reads SQLSTATE 55000 from a real PostgreSQL database not accepting connections as unavailable', async () => {
    const err = await openDatabase({ DATABASE_URL: urlOf(dbName), DATA_DIR: '.data' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ code: '55000' });
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(toPublicError(err)).toEqual({ code: 'SERVICE_UNAVAILABLE', message: LEDGER_UNAVAILABLE_MESSAGE });
    expect(databaseStartupMessage(err, urlOf(dbName))).toContain('is not currently accepting connections');
  });

  it('reads SQLSTATE 57P03 (cannot connect now) as unavailable', async () => {
    proxy.refuse('57P03', 'the database system is starting up');
    const err = await openDatabase({ DATABASE_URL: proxy.url(PG_URL), DATA_DIR: '.data' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ code: '57P03', message: 'the database system is starting up' });
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(toPublicError(err)).toEqual({ code: 'SERVICE_UNAVAILABLE', message: LEDGER_UNAVAILABLE_MESSAGE });
  });

  it('still treats a statement the server refuses as a bug, not as the database being away', () => {
    for (const code of ['23505', '22012', '42P01', '40001']) {
      const err = Object.assign(new Error('refused'), { code });
      expect(isDatabaseUnavailable(err)).toBe(false);
      expect(toPublicError(err)).toBeNull();
    }
  });
});

describe('the ledger database refusing connections under the app', () => {
  const admin = new pg.Client({ connectionString: PG_URL });
  const stay = { checkin: futureDate(30), checkout: futureDate(31) };
  const holder = { firstName: 'Rohan', lastName: 'Kulkarni', email: 'rohan.kulkarni@example.in', phone: '9845012347' };
  const logLines: string[] = [];

  beforeAll(async () => {
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
  });

  /** Starts the app on `databaseUrl`, logging warnings and errors into `logLines`. */
  async function start(databaseUrl: string): Promise<TestApp> {
    return startTestApp(
      { DATABASE_URL: databaseUrl },
      { logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } } },
    );
  }

  async function prebook(t: TestApp, hotelId: string): Promise<GqlResponse> {
    const rates = await t.gql(`query($input: RatesInput!) { hotelRates(input: $input) { rates { offerId } } }`, {
      input: { hotelId, ...stay },
    });
    expect(rates.errors).toBeUndefined();
    return t.gql(
      `mutation($input: PrebookInput!) {
        prebook(input: $input) { prebookId transactionId secretKey booking { reference status } }
      }`,
      { input: { offerId: rates.data.hotelRates.rates[0].offerId, hotelId, ...stay, holder, guests: [holder] } },
    );
  }

  const confirm = (t: TestApp, p: { prebookId: string; transactionId: string }) =>
    t.gql(`mutation($input: ConfirmBookingInput!) { confirmBooking(input: $input) { status } }`, {
      input: { prebookId: p.prebookId, transactionId: p.transactionId, paymentIntent: 'pi_x', redirectStatus: 'succeeded' },
    });

  const lookup = (t: TestApp, reference: string) =>
    t.gql(`query($r: ID!, $e: String!) { booking(reference: $r, email: $e) { status } }`, { r: reference, e: holder.email });

  /** What GraphQL's error formatting logged (server/graphql/errors.ts): unavailable, or unexpected (masked). */
  function loggedFailures(): Array<{ msg: string; err?: { code?: string; message?: string } }> {
    return logLines
      .map((l) => JSON.parse(l))
      .filter((e) => e.msg === 'booking ledger database unavailable' || e.msg === 'unexpected error in GraphQL request');
  }

  it('answers SERVICE_UNAVAILABLE for 55000 (ALLOW_CONNECTIONS false), never INTERNAL_SERVER_ERROR, and recovers', async () => {
    const dbName = `dbrefuse_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${dbName}`);
    const t = await start(urlOf(dbName));
    try {
      const hotelId = await pricedHotelId(t.gql, 'Kochi', stay);
      const before = await prebook(t, hotelId);
      expect(before.errors).toBeUndefined();
      const p = before.data.prebook as { prebookId: string; transactionId: string; booking: { reference: string } };

      // The database stops accepting connections, and its open sessions end.
      await admin.query(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [dbName]);
      await sleep(200); // the pool hears its idle sessions end

      const ready = await fetch(`${t.url}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ checks: { database: 'failing' } });
      // Past the fail-fast pause the readiness failure began, each operation meets the refusal itself.
      logLines.length = 0;
      for (const op of [() => prebook(t, hotelId), () => confirm(t, p), () => lookup(t, p.booking.reference)]) {
        await sleep(t.app.services.db.timeouts.failFastMs + 100);
        expectLedgerUnavailable(await op());
      }
      const failures = loggedFailures();
      expect(failures).toHaveLength(3);
      for (const f of failures) {
        expect(f.msg).toBe('booking ledger database unavailable');
        expect(f.err?.code).toBe('55000');
      }

      await admin.query(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS true`);
      expect(await waitForReady(t.url)).toBe(200);
      expect((await lookup(t, p.booking.reference)).data.booking).toEqual({ status: 'PENDING_PAYMENT' });
      const after = await prebook(t, hotelId);
      expect(after.errors).toBeUndefined();
      expect(after.data.prebook.booking.status).toBe('PENDING_PAYMENT');
    } finally {
      await t.close();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    }
  }, 90_000);

  it('answers SERVICE_UNAVAILABLE at once for 57P03 (the server refusing: cannot connect now), and recovers', async () => {
    const dbName = `dbrefuse_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${dbName}`);
    const proxy = PgFaultProxy.for(PG_URL);
    await proxy.start();
    const t = await start(proxy.url(PG_URL, dbName));
    try {
      const hotelId = await pricedHotelId(t.gql, 'Kochi', stay);
      const before = await prebook(t, hotelId);
      expect(before.errors).toBeUndefined();
      const p = before.data.prebook as { prebookId: string; transactionId: string; booking: { reference: string } };

      proxy.refuse('57P03', 'the database system is shutting down');
      logLines.length = 0;
      const started = performance.now();
      const answers = [await prebook(t, hotelId), await confirm(t, p), await lookup(t, p.booking.reference)];
      const ms = Math.round(performance.now() - started);
      for (const a of answers) expectLedgerUnavailable(a);
      // A refusal is an answer: nothing waits for a deadline.
      expect(ms).toBeLessThan(t.app.services.db.timeouts.operationMs);
      console.info(`[db-refuse] 57P03: prebook, confirmBooking and booking answered SERVICE_UNAVAILABLE in ${ms} ms together`);
      const ready = await fetch(`${t.url}/health/ready`);
      expect(ready.status).toBe(503);
      const failures = loggedFailures();
      expect(failures.length).toBeGreaterThan(0);
      expect(failures.every((f) => f.msg === 'booking ledger database unavailable')).toBe(true);

      proxy.forward();
      expect(await waitForReady(t.url)).toBe(200);
      const after = await prebook(t, hotelId);
      expect(after.errors).toBeUndefined();
      expect(after.data.prebook.booking.status).toBe('PENDING_PAYMENT');
    } finally {
      await t.close();
      await proxy.close();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    }
  }, 90_000);
});
