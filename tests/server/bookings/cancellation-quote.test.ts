// The refund quote as pure functions of the stored terms and "now" (server/bookings/cancellation.ts): tiers,
// non-refundable rates, unknown terms, the IST wording of deadlines, and the check-in day rule.
import { describe, expect, it } from 'vitest';
import { formatIst, quoteCancellation, refundAt } from '../../../server/bookings/cancellation.ts';
import type { BookingRecord, LedgerCancellation } from '../../../server/bookings/types.ts';

const INR = (amount: number) => ({ amount, currency: 'INR' });

function booking(cancellation: LedgerCancellation | null, over: Partial<BookingRecord> = {}): BookingRecord {
  return {
    reference: 'SI0000000001',
    status: 'CONFIRMED',
    checkin: '2026-12-20',
    price: INR(10_000),
    cancellation,
    ...over,
  } as BookingRecord;
}

const tiers: LedgerCancellation = {
  refundable: true,
  refundableTag: 'RFN',
  freeCancellationUntil: '2026-12-15T08:30:00.000Z',
  penalties: [
    { from: '2026-12-15T08:30:00.000Z', amount: INR(2500) },
    { from: '2026-12-18T18:30:00.000Z', amount: INR(10_000) },
  ],
  remarks: [],
};

describe('formatIst', () => {
  it('writes an instant as travellers in India read it', () => {
    expect(formatIst('2026-12-15T08:30:00.000Z')).toBe('15 Dec 2026, 2:00 pm IST');
    expect(formatIst('2026-12-18T18:30:00.000Z')).toBe('19 Dec 2026, 12:00 am IST');
    expect(formatIst('2026-09-01T00:00:00.000Z')).toBe('1 Sep 2026, 5:30 am IST');
  });
});

describe('quoteCancellation', () => {
  it('before the first tier: free, full refund, the first tier as deadline and next', () => {
    const q = quoteCancellation(booking(tiers), new Date('2026-12-10T00:00:00Z'));
    expect(q).toEqual({
      reference: 'SI0000000001',
      cancellable: true,
      reason: null,
      free: true,
      paid: INR(10_000),
      refund: INR(10_000),
      penalty: INR(0),
      deadline: '2026-12-15T08:30:00.000Z',
      deadlineIst: '15 Dec 2026, 2:00 pm IST',
      next: { from: '2026-12-15T08:30:00.000Z', fromIst: '15 Dec 2026, 2:00 pm IST', refund: INR(7500), penalty: INR(2500) },
    });
  });

  it('within a tier: its penalty, and the following tier next', () => {
    const q = quoteCancellation(booking(tiers), new Date('2026-12-16T00:00:00Z'));
    expect(q).toMatchObject({ free: false, refund: INR(7500), penalty: INR(2500), deadlineIst: '19 Dec 2026, 12:00 am IST' });
    expect(q.next).toMatchObject({ refund: INR(0), penalty: INR(10_000) });
  });

  it('in the last tier: nothing back, no further deadline', () => {
    const q = quoteCancellation(booking(tiers), new Date('2026-12-19T00:00:00Z'));
    expect(q).toMatchObject({ cancellable: true, refund: INR(0), penalty: INR(10_000), deadline: null, deadlineIst: null, next: null });
  });

  it('non-refundable, or terms unknown: cancellable with ₹0 back', () => {
    const nrfn = { ...tiers, refundable: false, refundableTag: 'NRFN', freeCancellationUntil: null };
    for (const c of [nrfn, null]) {
      expect(quoteCancellation(booking(c), new Date('2026-12-10T00:00:00Z'))).toMatchObject({
        cancellable: true,
        free: false,
        refund: INR(0),
        penalty: INR(10_000),
        next: null,
      });
    }
  });

  it('a penalty larger than the price keeps the price, never more', () => {
    const big = { ...tiers, penalties: [{ from: '2026-12-01T00:00:00.000Z', amount: INR(99_999) }] };
    expect(refundAt(booking(big), new Date('2026-12-10T00:00:00Z'))).toEqual({ refund: INR(0), penalty: INR(10_000) });
  });

  it('cancellable through the check-in day (IST), not after', () => {
    // 20 Dec 23:00 IST is still the check-in day; 21 Dec 00:30 IST is not.
    expect(quoteCancellation(booking(tiers), new Date('2026-12-20T17:30:00Z')).cancellable).toBe(true);
    expect(quoteCancellation(booking(tiers), new Date('2026-12-20T19:00:00Z'))).toMatchObject({
      cancellable: false,
      reason: 'The stay has begun: this booking can no longer be cancelled.',
    });
  });

  it.each([
    ['PENDING_PAYMENT', 'This booking has not been paid, so there is nothing to cancel.'],
    ['PAYMENT_RECEIVED_UNCONFIRMED', 'This booking is still being confirmed with the hotel. It can be cancelled once it is confirmed.'],
    ['FAILED', 'This booking was not completed and no money was taken, so there is nothing to cancel.'],
    ['NEEDS_REFUND', 'This booking could not be confirmed and your payment is being refunded, so there is nothing to cancel.'],
    ['CANCELLATION_PENDING', 'A cancellation of this booking is already in progress.'],
    ['CANCELLED', 'This booking is already cancelled.'],
  ] as const)('a %s booking is not cancellable: %s', (status, reason) => {
    expect(quoteCancellation(booking(tiers, { status }), new Date('2026-12-10T00:00:00Z'))).toMatchObject({ cancellable: false, reason });
  });
});
