// The booking ledger's database going away. At start: the process refuses to run and says which
// database (without its password). Mid-flight (PostgreSQL reached through a TCP proxy the test closes):
// readiness turns 503, prebook and confirmBooking fail with SERVICE_UNAVAILABLE and a sentence for the
// traveller, a prebook that could not be recorded hands out no payment session, search keeps working,
// and everything recovers when the database is back.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_UNAVAILABLE_MESSAGE } from '../../../server/graphql/errors.ts';
import { pricedHotelId, startTestApp, type TestApp } from '../helpers.ts';
import { PG_URL, futureDate } from './ledger-fixtures.ts';

/** A port nobody listens on. */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  const { port } = srv.address() as { port: number };
  await new Promise((r) => srv.close(r));
  return port;
}

/** Forwards TCP to the PostgreSQL server until stopped; can start again on the same port. */
class PgProxy {
  private server?: Server;
  private sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => this.server!.listen(this.port, '127.0.0.1', () => r()));
    this.port = (this.server.address() as { port: number }).port;
  }

  /** The database "goes away": no new connections, and the open ones are cut. */
  async stop(): Promise<void> {
    const closed = new Promise((r) => this.server?.close(r));
    for (const s of this.sockets) s.destroy();
    await closed;
  }
}

describe('the database down at start', () => {
  it('exits non-zero naming the database problem, without the password', async () => {
    const port = await closedPort();
    const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'warn',
        LITEAPI_KEY: '',
        DATABASE_URL: `postgresql://ledger:hunter2-secret@127.0.0.1:${port}/ledger`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    proc.stderr.on('data', (d) => (stderr += String(d)));
    proc.stdout.on('data', (d) => (stderr += String(d)));
    const code = await new Promise<number | null>((r) => proc.once('exit', r));
    expect(code).not.toBe(0);
    expect(stderr).toContain('booking ledger could not open the PostgreSQL database');
    expect(stderr).toContain(`127.0.0.1:${port}/ledger`);
    expect(stderr).toContain('ECONNREFUSED');
    expect(stderr).not.toContain('hunter2-secret');
  }, 60_000);
});

describe('the database lost mid-flight (PostgreSQL)', () => {
  const dbName = `dbdown_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  const pgUrl = new URL(PG_URL);
  const proxy = new PgProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
  let t: TestApp;
  let hotelId: string;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await proxy.start();
    const url = new URL(PG_URL);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${dbName}`;
    t = await startTestApp({ DATABASE_URL: url.toString() });
    hotelId = await pricedHotelId(t.gql, 'Kochi', { checkin: futureDate(15), checkout: futureDate(16) });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await proxy.stop().catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  const holder = { firstName: 'Devika', lastName: 'Menon', email: 'devika.menon@example.in', phone: '9845012348' };
  async function prebook() {
    const rates = await t.gql(`query($input: RatesInput!) { hotelRates(input: $input) { rates { offerId } } }`, {
      input: { hotelId, checkin: futureDate(15), checkout: futureDate(16) },
    });
    return t.gql(`mutation($input: PrebookInput!) { prebook(input: $input) { secretKey transactionId booking { reference status } } }`, {
      input: {
        offerId: rates.data.hotelRates.rates[0].offerId,
        hotelId,
        checkin: futureDate(15),
        checkout: futureDate(16),
        holder,
        guests: [holder],
      },
    });
  }

  it('reports not ready, refuses bookings cleanly, keeps search working, and recovers', async () => {
    expect((await fetch(`${t.url}/health/ready`)).status).toBe(200);
    expect((await prebook()).errors).toBeUndefined();

    await proxy.stop();

    const ready = await fetch(`${t.url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not ready', checks: { database: 'failing' } });

    const refused = await prebook();
    expect(refused.status).toBe(200);
    expect(refused.data).toBeNull(); // no secretKey: the payment widget has nothing to charge
    expect(refused.errors?.[0]).toMatchObject({ message: LEDGER_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
    expect(JSON.stringify(refused.errors)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres|stack/i);

    const confirm = await t.gql(`mutation($input: ConfirmBookingInput!) { confirmBooking(input: $input) { status } }`, {
      input: {
        prebookId: 'pb_x',
        transactionId: 'tr_x',
        paymentIntent: 'pi_x',
        paymentIntentClientSecret: 'sec_x',
        redirectStatus: 'succeeded',
      },
    });
    expect(confirm.errors?.[0]).toMatchObject({ message: LEDGER_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } });

    const lookup = await t.gql(`query { booking(reference: "SI0000000000", email: "a@example.in") { status } }`);
    expect(lookup.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');

    // Hotel pages do not need the ledger.
    const search = await t.gql(`query { searchHotels(input: { destination: "Kochi" }) { total } }`);
    expect(search.errors).toBeUndefined();
    const metrics = await (await fetch(`${t.url}/metrics`)).text();
    expect(metrics).toContain('ledger_up 0');

    await proxy.start();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await fetch(`${t.url}/health/ready`)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
    const again = await prebook();
    expect(again.errors).toBeUndefined();
    expect(again.data.prebook.booking.status).toBe('PENDING_PAYMENT');
  }, 60_000);
});
