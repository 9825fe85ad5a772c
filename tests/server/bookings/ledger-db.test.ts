// The ledger's storage on both backends: migrations run once (also when two instances start together),
// and the database itself refuses what would break the money path: a second row for one payment,
// an illegal status move, two claims of one booking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase, type Db } from '../../../server/db/index.ts';
import * as repo from '../../../server/bookings/repository.ts';
import { newReference, sha256Hex } from '../../../server/bookings/ids.ts';
import { backends, futureDate } from './ledger-fixtures.ts';

function newRow(over: Partial<repo.NewBooking> = {}): repo.NewBooking {
  return {
    id: newReference(),
    access_token_hash: sha256Hex(Math.random().toString()),
    prebook_id: 'pbAAA',
    transaction_id: `tr_ct_${Math.random().toString(36).slice(2)}`,
    offer_id: 'offer',
    hotel_id: 'lp1',
    hotel_name: 'Hotel',
    hotel_address: null,
    hotel_city: null,
    hotel_country: null,
    hotel_phone: null,
    hotel_checkin_time: null,
    hotel_checkout_time: null,
    room_name: 'Room',
    board_name: 'Room Only',
    checkin: futureDate(5),
    checkout: futureDate(6),
    nights: 1,
    adults: 2,
    children: 0,
    occupancies: [{ adults: 2, childrenAges: [] }],
    holder: { firstName: 'A', lastName: 'B', email: 'a@b.in', phone: '+919845012345' },
    holder_email: 'a@b.in',
    holder_phone: '+919845012345',
    guests: [{ firstName: 'A', lastName: 'B', email: 'a@b.in' }],
    price: 1000.25,
    currency: 'INR',
    fees_at_hotel: [],
    taxes: [],
    business: null,
    commission: null,
    cancellation: null,
    ...over,
  };
}

describe.each(backends)('ledger storage on $name', (backend) => {
  let db: Db;
  let second: () => Promise<Db>;
  let cleanup: () => Promise<void>;

  // Opening an embedded database takes seconds: one ledger per backend, each test with rows of its own.
  beforeAll(async () => {
    ({ db, second, cleanup } = await backend.open());
  });
  afterAll(async () => {
    await cleanup();
  });

  it('migrates once: running the migrations again (or from a second instance at once) changes nothing', async () => {
    const other = await second();
    const [a, b] = await Promise.all([migrate(db), migrate(other)]);
    expect([...a, ...b]).toEqual([]);
    const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
    expect(rows.map((r) => r.version).sort()).toEqual([
      '001_booking_ledger.sql',
      '002_unpaid_probe_index.sql',
      '003_fees_payable_at_hotel.sql',
      '004_holder_phone.sql',
      '005_cancellation.sql',
      '006_business_taxes.sql',
      '007_outbox.sql',
      '008_access_and_sign_in.sql',
      '009_booking_language.sql',
    ]);
  });

  it("keeps a business trip's company and the included taxes per room, and reads older rows as a personal trip without taxes", async () => {
    const business = { companyName: 'Acme Travels Pvt Ltd', gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' };
    const taxes = [{ description: 'GST', amount: { amount: 47.64, currency: 'INR' }, isGst: true, room: 1, roomTotal: 1000.25 }];
    const rec = await repo.insertBooking(db, newRow({ business, taxes }));
    expect((await repo.findById(db, rec.reference))!).toMatchObject({ business, taxes });
    const personal = await repo.insertBooking(db, newRow());
    expect(personal).toMatchObject({ business: null, taxes: [] });
    // A row written before migration 006: the columns' defaults.
    await db.query('UPDATE bookings SET taxes = DEFAULT, business = DEFAULT WHERE id = $1', [rec.reference]);
    expect((await repo.findById(db, rec.reference))!).toMatchObject({ business: null, taxes: [] });
  });

  it('accepts CANCELLATION_PENDING and a settlement after migration 005, and still refuses unknown statuses and outcomes', async () => {
    const rec = await repo.insertBooking(db, newRow());
    await db.query(`UPDATE bookings SET status = 'CANCELLATION_PENDING' WHERE id = $1`, [rec.reference]);
    await db.query(
      `UPDATE bookings SET status = 'CANCELLED', cancellation_outcome = 'CANCELLED_WITH_CHARGES', refund_amount = 700.25,
              cancellation_fee = 300, cancelled_at = now() WHERE id = $1`,
      [rec.reference],
    );
    const back = await repo.findById(db, rec.reference);
    expect(back?.cancellationResult).toMatchObject({
      outcome: 'CANCELLED_WITH_CHARGES',
      refund: { amount: 700.25, currency: 'INR' },
      penalty: { amount: 300, currency: 'INR' },
    });
    await expect(db.query(`UPDATE bookings SET status = 'CANCELING' WHERE id = $1`, [rec.reference])).rejects.toThrow();
    await expect(db.query(`UPDATE bookings SET cancellation_outcome = 'MAYBE' WHERE id = $1`, [rec.reference])).rejects.toThrow();
  });

  it('keeps dates as calendar dates and amounts as numbers, whatever the server time zone', async () => {
    const row = newRow({ checkin: '2027-03-01', checkout: '2027-03-04', nights: 3 });
    const rec = await repo.insertBooking(db, row);
    expect(rec.checkin).toBe('2027-03-01');
    expect(rec.checkout).toBe('2027-03-04');
    expect(rec.price).toEqual({ amount: 1000.25, currency: 'INR' });
    expect(rec.status).toBe('PENDING_PAYMENT');
    expect(rec.holder).toEqual({ firstName: 'A', lastName: 'B', email: 'a@b.in', phone: '+919845012345' });
  });

  it('keeps the holder phone only in E.164, and reads rows from before the phone as having none', async () => {
    await expect(repo.insertBooking(db, newRow({ holder_phone: '98450 12345' }))).rejects.toThrow();
    const old = await repo.insertBooking(db, newRow({ holder: { firstName: 'A', lastName: 'B', email: 'a@b.in' }, holder_phone: null }));
    expect(old.holder.phone).toBeNull();
  });

  it('refuses a second ledger row for the same payment transaction', async () => {
    await repo.insertBooking(db, newRow({ transaction_id: 'tr_ct_same' }));
    await expect(repo.insertBooking(db, newRow({ transaction_id: 'tr_ct_same' }))).rejects.toThrow();
    const { rows } = await db.query<{ n: number }>("SELECT count(*) AS n FROM bookings WHERE transaction_id = 'tr_ct_same'");
    expect(rows[0].n).toBe(1);
  });

  it('moves status only from the expected state, and records every move with a timestamp', async () => {
    const rec = await repo.insertBooking(db, newRow());
    // Not from PENDING_PAYMENT straight to CONFIRMED: the state machine refuses before the database is asked.
    await expect(repo.transition(db, rec.reference, ['PENDING_PAYMENT'], 'CONFIRMED')).rejects.toThrow(/illegal/);
    expect(await repo.transition(db, rec.reference, ['PAID'], 'CONFIRMED')).toBeNull();
    const paid = await repo.transition(db, rec.reference, ['PENDING_PAYMENT'], 'PAID');
    expect(paid?.status).toBe('PAID');
    expect(paid?.paidAt).not.toBeNull();
    // A second, racing move from the old state finds nothing to move.
    expect(await repo.transition(db, rec.reference, ['PENDING_PAYMENT'], 'FAILED')).toBeNull();
    expect((await repo.transition(db, rec.reference, ['PAID'], 'CONFIRMED'))?.confirmedAt).not.toBeNull();
    const events = await repo.eventsOf(db, rec.reference);
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'PENDING_PAYMENT'],
      ['PENDING_PAYMENT', 'PAID'],
      ['PAID', 'CONFIRMED'],
    ]);
    for (const e of events) expect(Number.isNaN(Date.parse(e.at))).toBe(false);
  });

  it('lets exactly one of many concurrent claimants (on separate connections) take a booking', async () => {
    const rec = await repo.insertBooking(db, newRow());
    const other = await second();
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => repo.claimForPayment(i % 2 ? other : db, rec.reference, `worker-${i}`, 60_000, {})),
    );
    const winners = claims.filter((c) => c !== null);
    expect(winners).toHaveLength(1);
    expect(winners[0]?.status).toBe('PAID');
    // While the lease is live nobody else may retry it; the reconciler sees nothing due.
    expect(await repo.claimForRetry(db, rec.reference, 'someone-else', 60_000)).toBeNull();
    expect(await repo.claimNextDue(other, 'someone-else', 60_000)).toBeNull();
  });

  it('hands an expired lease to exactly one reconciler', async () => {
    const rec = await repo.insertBooking(db, newRow());
    await repo.claimForPayment(db, rec.reference, 'dead-process', 60_000, {});
    await db.query(`UPDATE bookings SET lease_until = now() - interval '1 second' WHERE id = $1`, [rec.reference]);
    const other = await second();
    const claims = await Promise.all(Array.from({ length: 6 }, (_, i) => repo.claimNextDue(i % 2 ? other : db, `reconciler-${i}`, 60_000)));
    const winners = claims.filter((c) => c !== null);
    expect(winners).toHaveLength(1);
    expect(winners[0]?.attempts).toBe(2);
  });
});

describe('openDatabase', () => {
  it('reopens an embedded ledger from its folder with its bookings intact (a restart)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ledger-reopen-'));
    try {
      const first = await openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
      await migrate(first);
      const rec = await repo.insertBooking(first, newRow());
      await first.close();
      const again = await openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
      expect(await migrate(again)).toEqual([]);
      expect((await repo.findById(again, rec.reference))?.transactionId).toBe(rec.transactionId);
      await again.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a schema name that could inject SQL', async () => {
    await expect(openDatabase({ DATA_DIR: ':memory:', DATABASE_URL: undefined }, undefined, { schema: 'x; DROP TABLE y' })).rejects.toThrow(
      /invalid schema/,
    );
  });
});
