// The booking service over the real ledger (PGlite and the PostgreSQL server) with a fake provider
// that keeps the provider's booking rules: what a traveller and the API see on the money path
// (prebook, confirmation, idempotency, failures after payment, reconciliation, access).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/index.ts';
import { AppError } from '../../../server/lib/errors.ts';
import { BookingService } from '../../../server/bookings/service.ts';
import * as repo from '../../../server/bookings/repository.ts';
import type { BookingRecord, PrebookResult } from '../../../server/bookings/types.ts';
import { backends, FakeProvider, futureDate, prebookInput, recordingLog } from './ledger-fixtures.ts';

const config = { sandbox: true };

async function codeOf(p: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    const e = err as AppError;
    return { code: e.code, message: e.message };
  }
  throw new Error('expected the call to fail');
}

describe.each(backends)('booking service on $name', (backend) => {
  let db: Db;
  let second: () => Promise<Db>;
  let cleanup: () => Promise<void>;
  let provider: FakeProvider;
  let log: ReturnType<typeof recordingLog>;
  let service: BookingService;

  const newService = (over: Partial<ConstructorParameters<typeof BookingService>[0]> = {}) =>
    new BookingService({ db, provider, config, log, waitPollMs: 20, backoff: () => 0, ...over });

  /** prebook + the widget's successful payment */
  async function prebookAndPay(svc = service): Promise<PrebookResult> {
    const pre = await svc.prebook(prebookInput());
    provider.pay(pre.transactionId);
    return pre;
  }
  /** What the traveller's own return page sends: the ids from the return address and the booking's access token. */
  const confirmOf = (pre: PrebookResult) => ({
    prebookId: pre.prebookId,
    transactionId: pre.transactionId,
    paymentIntent: 'pi_1',
    paymentIntentClientSecret: pre.secretKey,
    redirectStatus: 'succeeded',
    accessToken: pre.accessToken,
  });

  beforeAll(async () => {
    ({ db, second, cleanup } = await backend.open());
  });
  afterAll(async () => {
    await cleanup();
  });
  beforeEach(async () => {
    // The reconciler works on every due row of the ledger: each test starts from an empty one.
    await db.query('DELETE FROM bookings');
    provider = new FakeProvider();
    log = recordingLog();
    service = newService();
  });

  describe('prebook', () => {
    it('holds the rate with the provider and records a pending booking with the hotel snapshot', async () => {
      const pre = await service.prebook(prebookInput());
      expect(pre.prebookId).toMatch(/^pb/);
      expect(pre.transactionId).toMatch(/^tr_ct_/);
      expect(pre.secretKey).toMatch(/_secret_/);
      expect(pre.price).toEqual({ amount: 12_345.5, currency: 'INR' });
      expect(pre).toMatchObject({ priceDifferencePercent: 0, cancellationChanged: false, boardChanged: false });
      expect(pre.accessToken.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url

      const b = pre.booking;
      // The included GST is in the price; the municipal tax is collected at the hotel and kept apart.
      expect(b.feesPayableAtHotel).toEqual([{ description: 'Municipal tax', amount: { amount: 200, currency: 'INR' }, isGst: false }]);
      expect(b.reference).toMatch(/^SI[0-9A-HJKMNP-TV-Z]{10}$/);
      expect(b.status).toBe('PENDING_PAYMENT');
      expect(b.hotel).toEqual({
        id: 'lp1897',
        name: 'Hotel Sea View',
        address: '12 Marine Drive',
        city: 'Mumbai',
        country: 'IN',
        phone: '+91 22 5555 0100',
        checkinTime: '02:00 PM',
        checkoutTime: '11:00 AM',
      });
      expect(b).toMatchObject({ roomName: 'Deluxe Double Room', boardName: 'Breakfast Included', nights: 2, adults: 2, children: 0 });
      expect(b.commission).toEqual({ amount: 1234, currency: 'INR' });
      expect(b.cancellation).toEqual({
        refundable: true,
        refundableTag: 'RFN',
        freeCancellationUntil: '2030-01-05T12:00:00.000Z',
        penalties: [{ from: '2030-01-05T12:00:00.000Z', amount: { amount: 12_345.5, currency: 'INR' } }],
        remarks: [],
      });
      expect(b.holder.email).toBe('Asha.Rao@Example.in');

      // Only a hash of the token is kept.
      const { rows } = await db.query<{ access_token_hash: string; holder_email: string }>(
        'SELECT access_token_hash, holder_email FROM bookings',
      );
      expect(rows[0].access_token_hash).not.toContain(pre.accessToken);
      expect(rows[0].access_token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0].holder_email).toBe('asha.rao@example.in');
    });

    it('still prebooks when the hotel details cannot be fetched', async () => {
      provider.hotelFails = true;
      const pre = await service.prebook(prebookInput());
      expect(pre.booking.status).toBe('PENDING_PAYMENT');
      expect(pre.booking.hotel.address).toBeNull();
      // The voucher still gets the address: the snapshot is taken again at confirmation.
      provider.hotelFails = false;
      provider.pay(pre.transactionId);
      const booked = await service.confirmBooking(confirmOf(pre));
      expect(booked.hotel).toMatchObject({ name: 'Hotel Sea View', address: '12 Marine Drive', checkinTime: '02:00 PM' });
    });

    it.each([
      ['an empty holder first name', { holder: { firstName: ' ', lastName: 'Rao', email: 'a@b.in' } }, 'holder.firstName'],
      ['a malformed holder e-mail', { holder: { firstName: 'A', lastName: 'Rao', email: 'not-an-email' } }, 'holder.email'],
      ['a guest without a last name', { guests: [{ firstName: 'A', lastName: '', email: 'a@b.in' }] }, 'guests.0.lastName'],
      ['no guests', { guests: [] }, 'guests'],
      [
        'more guests than rooms',
        {
          guests: [
            { firstName: 'A', lastName: 'B', email: 'a@b.in' },
            { firstName: 'C', lastName: 'D', email: 'c@d.in' },
          ],
        },
        'guests',
      ],
      ['an impossible date', { checkin: '2031-02-30' }, 'checkin'],
      ['check-out before check-in', { checkin: futureDate(12), checkout: futureDate(10) }, 'checkout'],
      ['a check-in in the past', { checkin: futureDate(-3), checkout: futureDate(-1) }, 'checkin'],
      ['a name that is too long', { holder: { firstName: 'x'.repeat(101), lastName: 'Rao', email: 'a@b.in' } }, 'holder.firstName'],
      ['a holder without a phone number', { holder: { firstName: 'A', lastName: 'Rao', email: 'a@b.in' } }, 'holder.phone'],
      ['a 9-digit phone number', { holder: { firstName: 'A', lastName: 'Rao', email: 'a@b.in', phone: '984501234' } }, 'holder.phone'],
      [
        'a phone number with letters',
        { holder: { firstName: 'A', lastName: 'Rao', email: 'a@b.in', phone: '98450 CALL ME' } },
        'holder.phone',
      ],
    ])('refuses %s before calling the provider', async (_label, over, field) => {
      const err = await service.prebook(prebookInput(over)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('BAD_USER_INPUT');
      expect((err as AppError).details).toEqual({ field });
      expect(provider.calls.prebook).toBe(0);
    });

    it('answers OFFER_EXPIRED for an outdated offer and records nothing', async () => {
      const e = await codeOf(service.prebook(prebookInput({ offerId: 'stale-offer' })));
      expect(e).toEqual({ code: 'OFFER_EXPIRED', message: 'This rate is no longer available. Please search rates again.' });
      const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM bookings');
      expect(rows[0].n).toBe(0);
    });
  });

  describe('confirmBooking', () => {
    it('books a paid prebook once, with our reference as clientReference, and records every step', async () => {
      const pre = await prebookAndPay();
      const booking = await service.confirmBooking(confirmOf(pre));
      expect(booking.status).toBe('CONFIRMED');
      expect(booking.providerBookingId).toBe('BK1aB');
      expect(booking.hotelConfirmationCode).toBe('HCC1');
      expect(booking.supplierBookingId).toBe('SUP-1');
      expect(booking.confirmedAt).not.toBeNull();
      expect(provider.bookRequests).toEqual([
        {
          prebookId: pre.prebookId,
          // The holder's phone as typed ('98450 12345') reaches the provider in E.164.
          holder: { firstName: 'Asha', lastName: 'Rao', email: 'Asha.Rao@Example.in', phone: '+919845012345' },
          guests: [{ occupancyNumber: 1, firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in', remarks: 'Late arrival' }],
          payment: { method: 'TRANSACTION_ID', transactionId: pre.transactionId },
          clientReference: pre.booking.reference,
        },
      ]);
      const events = await repo.eventsOf(db, booking.reference);
      expect(events.map((e) => e.toStatus)).toEqual(['PENDING_PAYMENT', 'PAID', 'CONFIRMED']);

      // Again (a reload of the confirmation page): the stored booking, no second provider call.
      const again = await service.confirmBooking(confirmOf(pre));
      expect(again).toEqual(booking);
      expect(provider.calls.book).toBe(1);
    });

    it('answers 20 concurrent confirmations with one provider booking and 20 identical bookings', async () => {
      const pre = await prebookAndPay();
      provider.bookDelayMs = 150;
      const answers = await Promise.all(Array.from({ length: 20 }, () => service.confirmBooking(confirmOf(pre))));
      expect(provider.calls.book).toBe(1);
      expect(provider.bookings).toHaveLength(1);
      for (const a of answers) expect(a).toEqual(answers[0]);
      expect(answers[0].status).toBe('CONFIRMED');
    });

    it('books once when two processes confirm the same payment at the same moment', async () => {
      const pre = await prebookAndPay();
      provider.bookDelayMs = 100;
      const otherProcess = new BookingService({ db: await second(), provider, config, log, waitPollMs: 20, instanceId: 'other' });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? otherProcess : service).confirmBooking(confirmOf(pre))),
      );
      expect(provider.calls.book).toBe(1);
      for (const a of answers) expect(a).toEqual(answers[0]);
    });

    it('answers PAYMENT_REQUIRED for an unpaid transaction and keeps the booking unpaid', async () => {
      const pre = await service.prebook(prebookInput());
      const e = await codeOf(service.confirmBooking(confirmOf(pre)));
      expect(e).toEqual({ code: 'PAYMENT_REQUIRED', message: 'Your payment has not completed yet.' });
      const row = await service.get(pre.booking.reference);
      expect(row?.status).toBe('PENDING_PAYMENT');
      expect(row?.paidAt).toBeNull();

      // Once the payment completes, the same confirmation goes through.
      provider.pay(pre.transactionId);
      expect((await service.confirmBooking(confirmOf(pre))).status).toBe('CONFIRMED');
    });

    it('answers every concurrent confirmation of an unpaid transaction with PAYMENT_REQUIRED', async () => {
      const pre = await service.prebook(prebookInput());
      provider.bookDelayMs = 100;
      const results = await Promise.allSettled(Array.from({ length: 8 }, () => service.confirmBooking(confirmOf(pre))));
      for (const r of results) {
        expect(r.status).toBe('rejected');
        expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'PAYMENT_REQUIRED' });
      }
      expect((await service.get(pre.booking.reference))?.status).toBe('PENDING_PAYMENT');
    });

    it('marks a declined payment FAILED with PAYMENT_FAILED, without calling the provider', async () => {
      const pre = await service.prebook(prebookInput());
      const e = await codeOf(service.confirmBooking({ ...confirmOf(pre), redirectStatus: 'failed' }));
      expect(e).toEqual({ code: 'PAYMENT_FAILED', message: 'Payment failed. Please try again.' });
      const row = await service.get(pre.booking.reference);
      expect(row?.status).toBe('FAILED');
      expect(row?.failedAt).not.toBeNull();
      expect(provider.calls.book).toBe(0);
    });

    it('gives the same NOT_FOUND for an unknown transaction and for a prebook id that does not match', async () => {
      const pre = await prebookAndPay();
      const unknown = await codeOf(service.confirmBooking({ ...confirmOf(pre), transactionId: 'tr_ct_nope' }));
      const mismatch = await codeOf(service.confirmBooking({ ...confirmOf(pre), prebookId: 'pbOTHER' }));
      expect(unknown).toEqual({ code: 'NOT_FOUND', message: 'Booking not found.' });
      expect(mismatch).toEqual(unknown);
      expect(provider.calls.book).toBe(0);
    });

    it.each(['http500', 'error2013', 'network'] as const)(
      'keeps a paid booking as PAYMENT_RECEIVED_UNCONFIRMED when book fails (%s), and the reconciler confirms it',
      async (fault) => {
        service = newService({ backoff: () => 60_000 });
        const pre = await prebookAndPay();
        provider.bookFaults = [fault];
        const first = await service.confirmBooking(confirmOf(pre));
        expect(first.status).toBe('PAYMENT_RECEIVED_UNCONFIRMED');
        expect(first.paidAt).not.toBeNull();
        expect(first.attempts).toBe(1);
        expect(first.nextAttemptAt).not.toBeNull();
        // The traveller reloads: same answer, no provider call before the retry is due.
        expect((await service.confirmBooking(confirmOf(pre))).status).toBe('PAYMENT_RECEIVED_UNCONFIRMED');
        expect(await service.reconcileOnce()).toBe(0);
        expect(provider.calls.book).toBe(1);

        await db.query('UPDATE bookings SET next_attempt_at = now() WHERE id = $1', [pre.booking.reference]);
        expect(await service.reconcileOnce()).toBe(1);
        const done = await service.get(pre.booking.reference);
        expect(done?.status).toBe('CONFIRMED');
        expect(done?.providerBookingId).toBe('BK1aB');
        // It asked first whether the earlier attempt had booked, then booked once.
        expect(provider.calls.find).toBe(1);
        expect(provider.bookings).toHaveLength(1);
        const events = await repo.eventsOf(db, pre.booking.reference);
        expect(events.map((e) => e.toStatus)).toEqual(['PENDING_PAYMENT', 'PAID', 'PAYMENT_RECEIVED_UNCONFIRMED', 'CONFIRMED']);
      },
    );

    it('treats a book timeout as unknown: the reconciler finds the booking by clientReference and never books twice', async () => {
      const pre = await prebookAndPay();
      provider.bookFaults = ['timeoutAfterBooking'];
      const first = await service.confirmBooking(confirmOf(pre));
      expect(first.status).toBe('PAYMENT_RECEIVED_UNCONFIRMED');
      expect(provider.bookings).toHaveLength(1); // the provider did book

      expect(await service.reconcileOnce()).toBe(1);
      const done = await service.get(pre.booking.reference);
      expect(done?.status).toBe('CONFIRMED');
      expect(done?.providerBookingId).toBe(provider.bookings[0].bookingId);
      expect(provider.calls.book).toBe(1);
      expect(provider.bookings).toHaveLength(1);
    });

    it('adopts the existing booking when a retry hears "duplicate clientReference" (4005)', async () => {
      const pre = await prebookAndPay();
      provider.bookFaults = ['timeoutAfterBooking'];
      await service.confirmBooking(confirmOf(pre));
      provider.findHidesNext = 1; // the lookup before the retry does not see it yet
      await service.reconcileOnce();
      const done = await service.get(pre.booking.reference);
      expect(done?.status).toBe('CONFIRMED');
      expect(provider.calls.book).toBe(2); // the retry, refused with 4005
      expect(provider.bookings).toHaveLength(1);
    });

    it('marks NEEDS_REFUND, and says so loudly, when every retry fails', async () => {
      service = newService({ maxAttempts: 3 });
      const pre = await prebookAndPay();
      provider.bookFaults = ['error2013', 'http500', 'error2013', 'http500'];
      expect((await service.confirmBooking(confirmOf(pre))).status).toBe('PAYMENT_RECEIVED_UNCONFIRMED');
      await service.reconcileOnce(); // attempt 2
      expect((await service.get(pre.booking.reference))?.status).toBe('PAYMENT_RECEIVED_UNCONFIRMED');
      await service.reconcileOnce(); // attempt 3, the last
      const row = await service.get(pre.booking.reference);
      expect(row?.status).toBe('NEEDS_REFUND');
      expect(provider.calls.book).toBe(3);
      expect(await service.reconcileOnce()).toBe(0);
      const loud = log.entries.filter((e) => e.level === 'error' && (e.obj as { alert?: string }).alert === 'NEEDS_REFUND');
      expect(loud).toHaveLength(1);
      expect(loud[0].obj).toMatchObject({ reference: pre.booking.reference, transactionId: pre.transactionId });
      // The traveller's page shows where it stands, and nothing books it any more.
      expect((await service.confirmBooking(confirmOf(pre))).status).toBe('NEEDS_REFUND');
      expect(provider.calls.book).toBe(3);
    });
  });

  describe('restart between payment and book', () => {
    async function leftPaidByDeadProcess(): Promise<PrebookResult> {
      const pre = await prebookAndPay();
      // The process claimed the booking (PAID, leased) and died before or during its book call.
      await repo.claimForPayment(db, pre.booking.reference, 'dead-process', 60_000, {});
      await db.query(`UPDATE bookings SET lease_until = now() - interval '1 second' WHERE id = $1`, [pre.booking.reference]);
      return pre;
    }

    it('completes the booking when the next process starts', async () => {
      const pre = await leftPaidByDeadProcess();
      const restarted = newService({ instanceId: 'restarted' });
      const stop = restarted.startReconciler({ intervalMs: 60_000 });
      await stop(); // waits for the round run at start
      const row = await restarted.get(pre.booking.reference);
      expect(row?.status).toBe('CONFIRMED');
      expect(provider.calls.book).toBe(1);
    });

    it('adopts the booking the dead process had already made instead of booking again', async () => {
      const pre = await leftPaidByDeadProcess();
      await provider.book({
        prebookId: pre.prebookId,
        holder: { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in' },
        guests: [{ occupancyNumber: 1, firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in' }],
        payment: { method: 'TRANSACTION_ID', transactionId: pre.transactionId },
        clientReference: pre.booking.reference,
      });
      const restarted = newService({ instanceId: 'restarted' });
      expect(await restarted.reconcileOnce()).toBe(1);
      expect((await restarted.get(pre.booking.reference))?.status).toBe('CONFIRMED');
      expect(provider.calls.book).toBe(1);
      expect(provider.bookings).toHaveLength(1);
    });

    it("lets the traveller's reload finish a booking whose process died", async () => {
      const pre = await leftPaidByDeadProcess();
      const b = await newService({ instanceId: 'restarted' }).confirmBooking(confirmOf(pre));
      expect(b.status).toBe('CONFIRMED');
      expect(provider.bookings).toHaveLength(1);
    });
  });

  describe('a traveller who paid and never came back', () => {
    /** The reconciler of an instance whose payment checks start at once and repeat without waiting. */
    const checker = (over: Partial<ConstructorParameters<typeof BookingService>[0]> = {}) =>
      newService({ paymentProbe: { afterMs: 0, backoff: () => 0 }, ...over });

    it('books a paid booking whose return page never loaded, once, and answers the late return from it', async () => {
      const pre = await prebookAndPay();
      const svc = checker();
      expect(await svc.reconcileOnce()).toBe(1);
      const row = (await svc.get(pre.booking.reference))!;
      expect(row.status).toBe('CONFIRMED');
      expect(provider.bookings.filter((b) => b.transactionId === pre.transactionId)).toHaveLength(1);
      expect(row.providerBookingId).toBe(provider.bookings[0].bookingId);
      // Nothing is due any more, and the traveller opening the return link later gets the same booking.
      const calls = provider.calls.book;
      expect(await svc.reconcileOnce()).toBe(0);
      const late = await service.confirmBooking(confirmOf(pre));
      expect(late).toMatchObject({ reference: pre.booking.reference, status: 'CONFIRMED', providerBookingId: row.providerBookingId });
      expect(provider.calls.book).toBe(calls);
    });

    it('leaves a fresh prebook alone: the traveller has two minutes to come back first', async () => {
      await prebookAndPay();
      expect(await newService().reconcileOnce()).toBe(0);
      expect(provider.calls.book).toBe(0);
    });

    it('asks about an unpaid booking a bounded number of times, spaced out, and changes nothing', async () => {
      const pre = await service.prebook(prebookInput());
      const spaced = checker({ paymentProbe: { afterMs: 0, maxProbes: 3 } });
      expect(await spaced.reconcileOnce()).toBe(1);
      let row = (await spaced.get(pre.booking.reference))!;
      expect(row.status).toBe('PENDING_PAYMENT');
      expect(provider.bookings).toHaveLength(0);
      // The next check waits (1 minute by default): a round right after does nothing.
      expect(await spaced.reconcileOnce()).toBe(0);
      // A minute later it is due again.
      await db.query('UPDATE bookings SET next_attempt_at = now() WHERE id = $1', [pre.booking.reference]);
      const eager = checker({ paymentProbe: { afterMs: 0, maxProbes: 3, backoff: () => 0 } });
      expect(await eager.reconcileOnce()).toBe(1);
      expect(await eager.reconcileOnce()).toBe(1);
      expect(await eager.reconcileOnce()).toBe(0); // three checks, then it stops asking
      expect(provider.calls.book).toBe(3);
      row = (await eager.get(pre.booking.reference))!;
      expect(row.status).toBe('PENDING_PAYMENT');
      // Paid after all, and back on the return page: the traveller's own confirmation still books it.
      provider.pay(pre.transactionId);
      expect((await service.confirmBooking(confirmOf(pre))).status).toBe('CONFIRMED');
    });

    it('a return that arrives while the reconciler is asking waits for it, then books rather than failing', async () => {
      const pre = await service.prebook(prebookInput());
      // The check runs while the payment is still being made: the provider says 2014 and it lets go.
      provider.bookDelayMs = 150;
      const round = checker().reconcileOnce();
      await new Promise((r) => setTimeout(r, 40));
      provider.pay(pre.transactionId);
      const confirmed = await service.confirmBooking(confirmOf(pre));
      await round;
      expect(confirmed.status).toBe('CONFIRMED');
      expect(provider.bookings.filter((b) => b.transactionId === pre.transactionId)).toHaveLength(1);
    });
  });

  describe('access', () => {
    it('finds a booking by reference and e-mail (either case, ours or the provider id), and nothing otherwise', async () => {
      const pre = await prebookAndPay();
      const confirmed = await service.confirmBooking(confirmOf(pre));
      const ref = pre.booking.reference;
      expect((await service.findByReferenceAndEmail(ref, 'ASHA.RAO@example.IN'))?.reference).toBe(ref);
      expect((await service.findByReferenceAndEmail(` ${ref.toLowerCase()} `, 'asha.rao@example.in'))?.reference).toBe(ref);
      expect((await service.findByReferenceAndEmail(confirmed.providerBookingId!, 'asha.rao@example.in'))?.reference).toBe(ref);
      // A guest's e-mail is not the holder's: guests do not get to see the booking this way.
      expect(await service.findByReferenceAndEmail(ref, 'someone@else.in')).toBeNull();
      expect(await service.findByReferenceAndEmail('SI0000000000', 'asha.rao@example.in')).toBeNull();
      expect(await service.findByReferenceAndEmail(ref, '')).toBeNull();
    });

    it('lists only the bookings of the tokens given, newest first, ignoring unknown tokens', async () => {
      const a = await service.prebook(prebookInput());
      const b = await service.prebook(prebookInput());
      const other = await service.prebook(
        prebookInput({ holder: { firstName: 'Ravi', lastName: 'K', email: 'ravi@example.in', phone: '+14155550100' } }),
      );
      const mine = await service.findByAccessTokens([a.accessToken, b.accessToken, 'x'.repeat(43)]);
      expect(mine.map((r: BookingRecord) => r.reference)).toEqual([b.booking.reference, a.booking.reference]);
      expect(mine.map((r) => r.reference)).not.toContain(other.booking.reference);
      expect(await service.findByAccessTokens(['not-a-token'])).toEqual([]);
      expect(await service.findByAccessTokens([])).toEqual([]);
      const tooMany = await codeOf(service.findByAccessTokens(Array.from({ length: 101 }, (_, i) => `t${i}`.padEnd(43, 'x'))));
      expect(tooMany.code).toBe('BAD_USER_INPUT');
    });
  });
});
