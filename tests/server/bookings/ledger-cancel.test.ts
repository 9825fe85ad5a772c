// Cancelling and correcting names over the real ledger (PGlite and the PostgreSQL server) with the fake provider
// (issue 16 §1, §2, §7): the cancel matrix (before the deadline, after it, non-refundable, a provider refusal, a
// timeout settled by the reconciler), one provider cancel for 20 concurrent calls, a crash mid-cancel, the name
// correction and its timeline entry, and access (a wrong token answers exactly like an unknown reference).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/index.ts';
import { toPublicError } from '../../../server/graphql/errors.ts';
import { BookingService } from '../../../server/bookings/service.ts';
import * as repo from '../../../server/bookings/repository.ts';
import type { BookingRecord, PrebookResult } from '../../../server/bookings/types.ts';
import type { ProviderCancellationPolicies } from '../../../server/provider/types.ts';
import { backends, FakeProvider, prebookInput, recordingLog } from './ledger-fixtures.ts';

async function failure(p: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await p;
  } catch (err) {
    const pub = toPublicError(err);
    expect(pub).not.toBeNull();
    return { code: pub!.code, message: pub!.message };
  }
  throw new Error('expected the call to fail');
}

const DAY = 86_400_000;
/** "2026-07-30 02:00:00" (GMT), the provider's deadline form, `ms` from now */
const gmtIn = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 19).replace('T', ' ');

const PRICE = 12_345.5;
const TIERED: () => ProviderCancellationPolicies = () => ({
  refundableTag: 'RFN',
  cancelPolicyInfos: [
    { cancelTime: gmtIn(-DAY), amount: 3000, currency: 'INR', timezone: 'GMT' },
    { cancelTime: gmtIn(5 * DAY), amount: PRICE, currency: 'INR', timezone: 'GMT' },
  ],
  hotelRemarks: [],
});
const NON_REFUNDABLE: () => ProviderCancellationPolicies = () => ({
  refundableTag: 'NRFN',
  cancelPolicyInfos: [{ cancelTime: gmtIn(-3600_000), amount: PRICE, currency: 'INR', timezone: 'GMT' }],
  hotelRemarks: [],
});

describe.each(backends)('cancel and amend on $name', (backend) => {
  let db: Db;
  let second: () => Promise<Db>;
  let cleanup: () => Promise<void>;
  let provider: FakeProvider;
  let service: BookingService;

  const newService = (over: Partial<ConstructorParameters<typeof BookingService>[0]> = {}) =>
    new BookingService({ db, provider, log: recordingLog(), waitPollMs: 10, backoff: () => 0, cancelBackoff: () => 0, ...over });

  /** A confirmed booking and its access token. */
  async function confirmed(policy?: ProviderCancellationPolicies): Promise<{ booking: BookingRecord; pre: PrebookResult }> {
    if (policy) provider.cancelPolicy = policy;
    const pre = await service.prebook(prebookInput());
    provider.pay(pre.transactionId);
    const booking = await service.confirmBooking({
      prebookId: pre.prebookId,
      transactionId: pre.transactionId,
      redirectStatus: 'succeeded',
      accessToken: pre.accessToken,
    });
    expect(booking.status).toBe('CONFIRMED');
    return { booking, pre };
  }

  const statuses = async (ref: string) => (await repo.eventsOf(db, ref)).map((e) => e.toStatus);

  beforeAll(async () => {
    ({ db, second, cleanup } = await backend.open());
  });
  afterAll(async () => {
    await cleanup();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM bookings');
    provider = new FakeProvider();
    service = newService();
  });

  describe('the cancel matrix', () => {
    it('before the free-cancellation deadline: quoted free, cancelled with a full refund', async () => {
      const { booking, pre } = await confirmed();
      const quote = await service.cancellationQuote(booking.reference, pre.accessToken);
      expect(quote).toMatchObject({
        reference: booking.reference,
        cancellable: true,
        reason: null,
        free: true,
        paid: { amount: PRICE, currency: 'INR' },
        refund: { amount: PRICE, currency: 'INR' },
        penalty: { amount: 0, currency: 'INR' },
        deadline: '2030-01-05T12:00:00.000Z',
        deadlineIst: '5 Jan 2030, 5:30 pm IST',
        next: { from: '2030-01-05T12:00:00.000Z', refund: { amount: 0 }, penalty: { amount: PRICE } },
      });

      const cancelled = await service.cancelBooking(booking.reference, pre.accessToken);
      expect(cancelled.status).toBe('CANCELLED');
      expect(cancelled.cancellationResult).toMatchObject({
        outcome: 'CANCELLED',
        refund: { amount: PRICE, currency: 'INR' },
        penalty: { amount: 0, currency: 'INR' },
      });
      expect(cancelled.cancellationResult!.cancelledAt).toBe(cancelled.cancelledAt);
      expect(provider.calls.cancel).toBe(1);
      expect(provider.bookings[0].status).toBe('CANCELLED');
      expect(await statuses(booking.reference)).toEqual(['PENDING_PAYMENT', 'PAID', 'CONFIRMED', 'CANCELLATION_PENDING', 'CANCELLED']);
      // No quote is cancellable any more, and it says why.
      expect(await service.cancellationQuote(booking.reference, pre.accessToken)).toMatchObject({
        cancellable: false,
        reason: 'This booking is already cancelled.',
      });
    });

    it('after a deadline: quoted and cancelled with the tier penalty, the next tier announced', async () => {
      const { booking, pre } = await confirmed(TIERED());
      const quote = (await service.cancellationQuote(booking.reference, pre.accessToken))!;
      expect(quote).toMatchObject({ cancellable: true, free: false, refund: { amount: 9345.5 }, penalty: { amount: 3000 } });
      expect(quote.next).toMatchObject({ refund: { amount: 0 }, penalty: { amount: PRICE } });
      expect(quote.deadline).toBe(quote.next!.from);
      expect(quote.deadlineIst).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm) IST$/);

      const cancelled = await service.cancelBooking(booking.reference, pre.accessToken);
      expect(cancelled.status).toBe('CANCELLED');
      expect(cancelled.cancellationResult).toMatchObject({
        outcome: 'CANCELLED_WITH_CHARGES',
        refund: { amount: 9345.5 },
        penalty: { amount: 3000 },
      });
    });

    it('non-refundable: cancellable, quoted ₹0 back, cancelled with charges', async () => {
      const { booking, pre } = await confirmed(NON_REFUNDABLE());
      expect(await service.cancellationQuote(booking.reference, pre.accessToken)).toMatchObject({
        cancellable: true,
        free: false,
        refund: { amount: 0 },
        penalty: { amount: PRICE },
        deadline: null,
        next: null,
      });
      const cancelled = await service.cancelBooking(booking.reference, pre.accessToken);
      expect(cancelled.cancellationResult).toMatchObject({
        outcome: 'CANCELLED_WITH_CHARGES',
        refund: { amount: 0 },
        penalty: { amount: PRICE },
      });
    });

    it('a provider refusal leaves the booking CONFIRMED and says so', async () => {
      service = newService({ refusalCooldownMs: 300 });
      const { booking, pre } = await confirmed();
      provider.cancelFaults = ['error304'];
      const e = await failure(service.cancelBooking(booking.reference, pre.accessToken));
      expect(e.code).toBe('UPSTREAM_ERROR');
      expect(e.message).toMatch(/could not cancel this booking, so it is still confirmed/);
      const row = (await service.get(booking.reference))!;
      expect(row.status).toBe('CONFIRMED');
      expect(row.cancellationResult).toBeNull();
      expect(provider.bookings[0].status).toBe('CONFIRMED');
      // A click right after hears the same refusal without a second provider call; a while later it goes through.
      expect((await failure(service.cancelBooking(booking.reference, pre.accessToken))).code).toBe('UPSTREAM_ERROR');
      expect(provider.calls.cancel).toBe(1);
      await new Promise((r) => setTimeout(r, 400));
      expect((await service.cancelBooking(booking.reference, pre.accessToken)).status).toBe('CANCELLED');
      expect(provider.calls.cancel).toBe(2);
    });

    it('a timeout after the provider cancelled: CANCELLATION_PENDING, then CANCELLED by a reconciler round', async () => {
      const { booking, pre } = await confirmed(TIERED());
      provider.cancelFaults = ['timeoutAfterCancel'];
      const pending = await service.cancelBooking(booking.reference, pre.accessToken);
      expect(pending.status).toBe('CANCELLATION_PENDING');
      expect(pending.cancelRequestedAt).not.toBeNull();
      // Never shown as confirmed meanwhile, and a second click does not cancel again.
      expect((await service.cancelBooking(booking.reference, pre.accessToken)).status).toBe('CANCELLATION_PENDING');
      expect(provider.calls.cancel).toBe(1);

      await service.reconcileOnce();
      const settled = (await service.get(booking.reference))!;
      expect(settled.status).toBe('CANCELLED');
      expect(settled.cancellationResult).toMatchObject({
        outcome: 'CANCELLED_WITH_CHARGES',
        refund: { amount: 9345.5 },
        penalty: { amount: 3000 },
      });
      expect(provider.calls.cancel).toBe(1); // read, not cancelled twice
    });

    it('a timeout before the provider cancelled: the reconciler finds it confirmed and sends the cancel again', async () => {
      const { booking, pre } = await confirmed();
      provider.cancelFaults = ['timeout'];
      expect((await service.cancelBooking(booking.reference, pre.accessToken)).status).toBe('CANCELLATION_PENDING');
      await service.reconcileOnce();
      const settled = (await service.get(booking.reference))!;
      expect(settled.status).toBe('CANCELLED');
      expect(settled.cancellationResult).toMatchObject({ outcome: 'CANCELLED', refund: { amount: PRICE } });
      expect(provider.calls.cancel).toBe(2);
    });

    it('a provider that keeps reporting the booking confirmed: back to CONFIRMED after the last attempt', async () => {
      const svc = newService({ maxCancelAttempts: 2 });
      const { booking, pre } = await confirmed();
      provider.cancelFaults = ['timeout', 'http500'];
      expect((await svc.cancelBooking(booking.reference, pre.accessToken)).status).toBe('CANCELLATION_PENDING');
      await svc.reconcileOnce(); // reads CONFIRMED, sends attempt 2, which fails with a 500: still unknown
      expect((await svc.get(booking.reference))!.status).toBe('CANCELLATION_PENDING');
      await svc.reconcileOnce(); // reads CONFIRMED again, attempts used up
      expect((await svc.get(booking.reference))!.status).toBe('CONFIRMED');
      expect(provider.calls.cancel).toBe(2);
    });

    it('a reconciler that cannot read the provider leaves the cancellation pending', async () => {
      const { booking, pre } = await confirmed();
      provider.cancelFaults = ['timeoutAfterCancel'];
      await service.cancelBooking(booking.reference, pre.accessToken);
      provider.getBookingFails = 1;
      await service.reconcileOnce();
      expect((await service.get(booking.reference))!.status).toBe('CANCELLATION_PENDING');
      await service.reconcileOnce();
      expect((await service.get(booking.reference))!.status).toBe('CANCELLED');
    });

    it('a crash between the claim and the provider answer is settled once the lease runs out', async () => {
      const { booking } = await confirmed();
      // A process claims the cancellation, reaches the provider, and dies before writing the answer.
      const claimed = await repo.claimForCancel(db, booking.reference, 'dead-process', 30, {});
      expect(claimed?.status).toBe('CANCELLATION_PENDING');
      await provider.cancelBooking(booking.providerBookingId!);
      await new Promise((r) => setTimeout(r, 60));
      await service.reconcileOnce();
      const settled = (await service.get(booking.reference))!;
      expect(settled.status).toBe('CANCELLED');
      expect(settled.cancellationResult).toMatchObject({ outcome: 'CANCELLED', refund: { amount: PRICE } });
      expect(provider.calls.cancel).toBe(1);
    });

    it('refuses to cancel after the check-in day, and the quote says why', async () => {
      const { booking, pre } = await confirmed();
      const later = newService({ now: () => new Date(Date.parse(`${booking.checkin}T12:00:00Z`) + 2 * DAY) });
      const e = await failure(later.cancelBooking(booking.reference, pre.accessToken));
      expect(e).toEqual({ code: 'NOT_CANCELLABLE', message: 'The stay has begun: this booking can no longer be cancelled.' });
      expect(await later.cancellationQuote(booking.reference, pre.accessToken)).toMatchObject({
        cancellable: false,
        reason: 'The stay has begun: this booking can no longer be cancelled.',
      });
      expect(provider.calls.cancel).toBe(0);
      // On the check-in day itself it still can.
      const onTheDay = newService({ now: () => new Date(`${booking.checkin}T06:00:00Z`) });
      expect((await onTheDay.cancellationQuote(booking.reference, pre.accessToken))!.cancellable).toBe(true);
    });

    it('refuses a booking that is not confirmed, with a reason of its own', async () => {
      const pre = await service.prebook(prebookInput());
      const e = await failure(service.cancelBooking(pre.booking.reference, pre.accessToken));
      expect(e).toEqual({ code: 'NOT_CANCELLABLE', message: 'This booking has not been paid, so there is nothing to cancel.' });
    });
  });

  describe('idempotency', () => {
    it('20 concurrent cancels make one provider cancel and return the same booking', async () => {
      const { booking, pre } = await confirmed();
      provider.cancelDelayMs = 150;
      const answers = await Promise.all(Array.from({ length: 20 }, () => service.cancelBooking(booking.reference, pre.accessToken)));
      expect(provider.calls.cancel).toBe(1);
      for (const a of answers) expect(a).toEqual(answers[0]);
      expect(answers[0].status).toBe('CANCELLED');
    });

    it('two processes cancelling at once make one provider cancel', async () => {
      const { booking, pre } = await confirmed();
      provider.cancelDelayMs = 100;
      const other = newService({ db: await second(), instanceId: 'other' });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? other : service).cancelBooking(booking.reference, pre.accessToken)),
      );
      expect(provider.calls.cancel).toBe(1);
      for (const a of answers) expect(a).toEqual(answers[0]);
    });

    it('concurrent cancels refused by the provider: one provider call, every caller hears the refusal', async () => {
      const { booking, pre } = await confirmed();
      provider.cancelDelayMs = 100;
      provider.cancelFaults = ['error304'];
      const results = await Promise.allSettled(Array.from({ length: 8 }, () => service.cancelBooking(booking.reference, pre.accessToken)));
      expect(provider.calls.cancel).toBe(1);
      for (const r of results) {
        expect(r.status).toBe('rejected');
        expect(toPublicError((r as PromiseRejectedResult).reason)).toMatchObject({ code: 'UPSTREAM_ERROR' });
      }
      expect((await service.get(booking.reference))!.status).toBe('CONFIRMED');
    });

    it('cancelling a cancelled booking returns it unchanged, without calling the provider', async () => {
      const { booking, pre } = await confirmed();
      const first = await service.cancelBooking(booking.reference, pre.accessToken);
      const again = await service.cancelBooking(booking.reference, pre.accessToken);
      expect(again).toEqual(first);
      expect(provider.calls.cancel).toBe(1);
    });
  });

  describe('name correction', () => {
    it('amends the holder and a guest with the provider, stores the names and records NAME_CHANGED', async () => {
      const { booking, pre } = await confirmed();
      const amended = await service.amendGuestName({
        reference: booking.reference,
        accessToken: pre.accessToken,
        holder: { firstName: 'Asha', lastName: 'Roy' },
        guests: [{ room: 1, firstName: ' Asha ', lastName: "D'Souza-Roy" }],
      });
      expect(amended.holder).toMatchObject({ firstName: 'Asha', lastName: 'Roy', email: 'Asha.Rao@Example.in', phone: '+919845012345' });
      expect(amended.guests[0]).toMatchObject({ firstName: 'Asha', lastName: "D'Souza-Roy", remarks: 'Late arrival' });
      expect(amended.status).toBe('CONFIRMED');
      expect(provider.amendRequests).toEqual([
        {
          bookingId: booking.providerBookingId,
          req: {
            holder: { firstName: 'Asha', lastName: 'Roy', email: 'Asha.Rao@Example.in', phone: '+919845012345' },
            remarks: "Guest name correction: room 1: Asha Rao → Asha D'Souza-Roy",
          },
        },
      ]);
      expect((await service.get(booking.reference))!.holder.lastName).toBe('Roy');

      const events = await repo.eventsOf(db, booking.reference);
      const last = events[events.length - 1];
      expect(last).toMatchObject({ fromStatus: 'CONFIRMED', toStatus: 'CONFIRMED' });
      expect(last.detail).toMatchObject({
        kind: 'NAME_CHANGED',
        before: { holder: { firstName: 'Asha', lastName: 'Rao' } },
        after: { holder: { firstName: 'Asha', lastName: 'Roy' }, guests: [{ room: 1, firstName: 'Asha', lastName: "D'Souza-Roy" }] },
      });
      // The mail outbox keys on exactly this.
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM booking_events WHERE booking_id = $1 AND detail->>'kind' = 'NAME_CHANGED'`,
        [booking.reference],
      );
      expect(rows[0].n).toBe(1);
      const timelines = await service.timelines([booking.reference]);
      expect(timelines.get(booking.reference)!.map((e) => e.toStatus)).toEqual(['PENDING_PAYMENT', 'PAID', 'CONFIRMED', 'CONFIRMED']);
    });

    it.each([
      ['an empty first name', { holder: { firstName: ' ', lastName: 'Roy' } }, 'holder.firstName'],
      ['digits in a name', { holder: { firstName: 'Asha2', lastName: 'Roy' } }, 'holder.firstName'],
      ['a name over 100 characters', { holder: { firstName: 'Asha', lastName: 'R'.repeat(101) } }, 'holder.lastName'],
      ['a room the booking does not have', { guests: [{ room: 2, firstName: 'A', lastName: 'B' }] }, 'guests.0.room'],
      ['nothing to change', {}, 'holder'],
    ])('refuses %s before calling the provider', async (_label, over, field) => {
      const { booking, pre } = await confirmed();
      const err = await service
        .amendGuestName({ reference: booking.reference, accessToken: pre.accessToken, ...over })
        .catch((e: unknown) => e);
      expect(toPublicError(err)).toMatchObject({ code: 'BAD_USER_INPUT', details: { field } });
      expect(provider.calls.amend).toBe(0);
    });

    it('refuses on the check-in day and for a cancelled booking', async () => {
      const { booking, pre } = await confirmed();
      const onTheDay = newService({ now: () => new Date(`${booking.checkin}T06:00:00Z`) });
      const input = { reference: booking.reference, accessToken: pre.accessToken, holder: { firstName: 'Asha', lastName: 'Roy' } };
      expect(await failure(onTheDay.amendGuestName(input))).toEqual({
        code: 'NOT_CANCELLABLE',
        message: 'Names can be corrected only before the check-in day.',
      });
      await service.cancelBooking(booking.reference, pre.accessToken);
      expect((await failure(service.amendGuestName(input))).code).toBe('NOT_CANCELLABLE');
      expect(provider.calls.amend).toBe(0);
    });
  });

  describe('access', () => {
    it('a wrong token answers exactly like an unknown reference, for the quote, the cancel and the amend', async () => {
      const { booking, pre } = await confirmed();
      const wrongToken = 'x'.repeat(43);
      const unknownRef = 'SI0000000000';
      expect(await service.cancellationQuote(booking.reference, wrongToken)).toBeNull();
      expect(await service.cancellationQuote(unknownRef, pre.accessToken)).toBeNull();
      expect(await service.cancellationQuote(booking.reference, '')).toBeNull();

      const cancelWrong = await failure(service.cancelBooking(booking.reference, wrongToken));
      const cancelUnknown = await failure(service.cancelBooking(unknownRef, pre.accessToken));
      expect(cancelWrong).toEqual({ code: 'NOT_FOUND', message: 'Booking not found.' });
      expect(cancelUnknown).toEqual(cancelWrong);

      const name = { holder: { firstName: 'Eve', lastName: 'Hacker' } };
      const amendWrong = await failure(service.amendGuestName({ reference: booking.reference, accessToken: wrongToken, ...name }));
      const amendUnknown = await failure(service.amendGuestName({ reference: unknownRef, accessToken: pre.accessToken, ...name }));
      expect(amendWrong).toEqual(cancelWrong);
      expect(amendUnknown).toEqual(cancelWrong);

      expect(provider.calls.cancel + provider.calls.amend).toBe(0);
      expect((await service.get(booking.reference))!.status).toBe('CONFIRMED');
    });

    it('another booking’s token opens nothing', async () => {
      const a = await confirmed();
      const b = await confirmed();
      expect(await service.cancellationQuote(a.booking.reference, b.pre.accessToken)).toBeNull();
      expect((await failure(service.cancelBooking(a.booking.reference, b.pre.accessToken))).code).toBe('NOT_FOUND');
    });
  });
});
