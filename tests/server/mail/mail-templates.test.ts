// What the e-mails say, from the booking record alone: money in en-IN rupees, the stay, the refund of a
// cancellation however the ledger stored it, and the settings that choose where mail goes.
import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../../server/config.ts';
import {
  bookingCancelledMail,
  bookingConfirmedMail,
  formatMoney,
  nameChangedMail,
  signInLinkMail,
} from '../../../server/mail/templates.ts';
import type { BookingRecord } from '../../../server/bookings/types.ts';

const ctx = { businessName: 'StayIndia' };
const manage = 'https://stays.example.in/bookings/SI0123456789';

function booking(over: Partial<BookingRecord> = {}): BookingRecord {
  return {
    reference: 'SI0123456789',
    status: 'CONFIRMED',
    prebookId: 'pb1',
    transactionId: 'tr1',
    offerId: 'o1',
    hotel: {
      id: 'lp1',
      name: 'Hotel Sea View',
      address: '12 Marine Drive',
      city: 'Mumbai',
      country: 'in',
      phone: null,
      checkinTime: '02:00 PM',
      checkoutTime: '11:00 AM',
    },
    roomName: 'Deluxe Double Room',
    boardName: 'Breakfast Included',
    checkin: '2026-12-02',
    checkout: '2026-12-05',
    nights: 3,
    adults: 3,
    children: 1,
    occupancies: [
      { adults: 2, childrenAges: [] },
      { adults: 1, childrenAges: [7] },
    ],
    holder: { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in' },
    guests: [
      { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in' },
      { firstName: 'Vikram', lastName: 'Rao', email: 'asha.rao@example.in' },
    ],
    price: { amount: 123456.5, currency: 'INR' },
    feesPayableAtHotel: [{ description: 'Municipal tax', amount: { amount: 200, currency: 'INR' }, isGst: false }],
    taxes: [],
    business: null,
    commission: null,
    cancellation: null,
    providerBookingId: 'BK1',
    hotelConfirmationCode: 'HCC1',
    supplierBookingId: null,
    supplierBookingName: null,
    attempts: 1,
    nextAttemptAt: null,
    leaseUntil: null,
    leasedBy: null,
    lastError: null,
    createdAt: '2026-11-27T06:00:00.000Z',
    updatedAt: '2026-11-27T06:00:00.000Z',
    paidAt: null,
    confirmedAt: null,
    failedAt: null,
    cancelRequestedAt: null,
    cancelAttempts: 0,
    cancellationResult: null,
    cancelledAt: null,
    language: 'en',
    ...over,
  };
}

describe('mail templates', () => {
  it('writes rupees the Indian way', () => {
    expect(formatMoney({ amount: 123456.5, currency: 'INR' })).toBe('₹1,23,456.50');
    expect(formatMoney({ amount: 4500, currency: 'INR' })).toBe('₹4,500');
  });

  it('confirmation: hotel, dates with times, rooms, guests, total, reference, hotel fees and the manage link', () => {
    const m = bookingConfirmedMail(booking(), manage, ctx);
    expect(m.subject).toBe('Booking confirmed: Hotel Sea View, Wed, 2 Dec 2026 (SI0123456789)');
    for (const part of [
      'Hotel Sea View',
      '12 Marine Drive, Mumbai',
      'Wed, 2 Dec 2026 from 02:00 PM',
      'Sat, 5 Dec 2026 until 11:00 AM',
      '2 × Deluxe Double Room (Breakfast Included)',
      '3 adults, 1 child',
      '₹1,23,456.50',
      'Payable at the hotel: Municipal tax  ₹200',
      'SI0123456789',
      'HCC1',
      `Manage your booking: ${manage}`,
    ]) {
      expect(m.text).toContain(part);
    }
    expect(m.html).toContain(`href="${manage}"`);
    expect(m.html).toContain('#c2410c');
    expect(m.html).toContain('₹1,23,456.50');
  });

  it('cancellation: refund and charge from the ledger settlement, else from the event, else no figures', () => {
    const settled = (refund: number, penalty: number) => ({
      status: 'CANCELLED' as const,
      cancellationResult: {
        outcome: penalty > 0 ? ('CANCELLED_WITH_CHARGES' as const) : ('CANCELLED' as const),
        refund: { amount: refund, currency: 'INR' },
        penalty: { amount: penalty, currency: 'INR' },
        cancelledAt: '2026-12-01T10:00:00.000Z',
      },
    });
    const withCharge = bookingCancelledMail(booking(settled(100000, 23456.5)), manage, ctx);
    expect(withCharge.text).toMatch(/Cancellation charge\s+₹23,456\.50/);
    expect(withCharge.text).toMatch(/Refund\s+₹1,00,000/);
    expect(withCharge.text).toContain('A refund of ₹1,00,000 is on its way');

    const nothingBack = bookingCancelledMail(booking(settled(0, 123456.5)), manage, ctx);
    expect(nothingBack.text).toMatch(/Refund\s+₹0/);
    expect(nothingBack.text).toContain('no refund is due');

    const fromEvent = bookingCancelledMail(booking({ status: 'CANCELLED' }), manage, ctx, { refund: 5000, fee: 0 });
    expect(fromEvent.text).toMatch(/Refund\s+₹5,000/);

    const unknown = bookingCancelledMail(booking({ status: 'CANCELLED' }), manage, ctx, { refund: 'n/a' });
    expect(unknown.text).not.toMatch(/Refund\s+₹/);
    expect(unknown.subject).toBe('Booking cancelled: Hotel Sea View (SI0123456789)');
    expect(unknown.text).toContain(manage);
  });

  it('name change: the names as they now stand, and the manage link', () => {
    const m = nameChangedMail(booking({ holder: { firstName: 'Aasha', lastName: 'Rao', email: 'a@b.in' } }), manage, ctx);
    expect(m.text).toContain('Lead guest');
    expect(m.text).toContain('Aasha Rao');
    expect(m.text).toContain('Asha Rao, Vikram Rao');
    expect(m.text).toContain(manage);
  });

  it('sign-in link: the link, its expiry, no booking details', () => {
    const m = signInLinkMail({ link: 'https://stays.example.in/sign-in?token=x"><script>', expiresInMinutes: 15 }, ctx);
    expect(m.text).toContain('expires in 15 minutes');
    expect(m.html).toContain('href="https://stays.example.in/sign-in?token=x&quot;&gt;&lt;script&gt;"');
    expect(m.html).not.toContain('<script>');
  });
});

describe('mail settings', () => {
  it('takes an smtp:// or smtps:// SMTP_URL and refuses anything else, naming the variable', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.in:587' }).SMTP_URL).toBe('smtp://mail.example.in:587');
    expect(loadConfig({ SMTP_URL: 'smtps://user:p%40ss@mail.example.in' }).SMTP_URL).toBe('smtps://user:p%40ss@mail.example.in');
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    for (const bad of ['http://mail.example.in', 'mail.example.in:25', 'smtp://']) {
      expect(() => loadConfig({ SMTP_URL: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ SMTP_URL: bad }), bad).toThrow(/SMTP_URL/);
    }
  });
});
