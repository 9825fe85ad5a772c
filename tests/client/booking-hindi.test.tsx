// Booking and manage-booking in Hindi (issue 17 §1): the booking dialog, its checks, the voucher and the
// manage page's wording and IST times read the Hindi strings; switching back gives the English ones again.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RateCard_RateFragment } from '../../client/src/__generated__/graphql.ts';
import { BookingDialog } from '../../client/src/features/booking/BookingDialog.tsx';
import type { BookingRecord } from '../../client/src/features/booking/bookingStorage.ts';
import { gstinError } from '../../client/src/features/booking/gstin.ts';
import { checkPhone } from '../../client/src/features/booking/phone.ts';
import { buildVoucherText } from '../../client/src/features/booking/voucher.ts';
import { formatIst, statusView } from '../../client/src/features/manage-booking/wording.ts';
import { i18n } from '../../client/src/lib/i18n.ts';
import { managedBooking } from './manage-fixture.ts';

const hotel = { id: 'lp1897', name: 'The Oberoi, Mumbai', city: 'Mumbai' };
const stay = { checkin: '2099-01-10', checkout: '2099-01-12', nights: 2, occupancies: [{ adults: 2, childrenAges: [7] }] };
const rate: RateCard_RateFragment = {
  __typename: 'Rate',
  offerId: 'OFFER1',
  rateId: 'RATE1',
  roomName: 'Deluxe King Room',
  name: 'Deluxe King Room',
  boardType: 'BB',
  boardName: 'Bed and Breakfast',
  maxOccupancy: 3,
  adultCount: 2,
  childCount: 1,
  total: { __typename: 'Money', amount: 20000, currency: 'INR' },
  suggestedSellingPrice: null,
  includesTaxes: true,
  taxesAndFees: [],
  cancellation: {
    __typename: 'CancellationPolicy',
    refundable: false,
    refundableTag: 'NRFN',
    freeCancellationUntil: null,
    penalties: [],
  },
  commission: null,
  priceType: 'commission',
};

beforeEach(async () => {
  await i18n.changeLanguage('hi');
  await i18n.loadNamespaces(['booking', 'manage-booking']);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('booking in Hindi', () => {
  it('draws the booking dialog in Hindi, with the party and nights counted in Hindi', async () => {
    render(
      <MockedProvider mocks={[]}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <Suspense fallback={null}>
            <BookingDialog open onClose={() => {}} hotel={hotel} rate={rate} stay={stay} />
          </Suspense>
        </ConfigProvider>
      </MockedProvider>,
    );
    expect(await screen.findByText('अपनी बुकिंग पूरी करें')).toBeInTheDocument();
    expect(screen.getByText('मेहमान की जानकारी')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' })).toBeDisabled();
    const summary = screen.getByTestId('booking-summary');
    expect(summary).toHaveTextContent('2 वयस्क, 1 बच्चा');
    expect(summary).toHaveTextContent('(2 रातें)');
    expect(screen.getByPlaceholderText('खास अनुरोध (वैकल्पिक)')).toBeInTheDocument();
    expect(screen.getByText('बिज़नेस ट्रिप (GST इनवॉइस)')).toBeInTheDocument();
  });

  it('says what is wrong with a phone number or a GSTIN in Hindi', () => {
    expect(checkPhone('12345')).toEqual({ ok: false, message: '10 अंकों का मोबाइल नंबर डालें, जैसे 98765 43210।' });
    expect(gstinError('27AAPFU0939F1ZW')).toBe('इस GSTIN का आख़िरी अक्षर मेल नहीं खाता: कृपया टाइपिंग की गलती जाँच लें।');
  });

  it('writes the voucher in Hindi', () => {
    const record: BookingRecord = {
      bookingId: 'zzWkJcdgk',
      reference: 'SI-7K3M9Q',
      status: 'confirmed',
      confirmationNumber: 'HTL-5521',
      hotelName: 'The Taj Mahal Palace',
      roomName: 'Deluxe Double Room',
      boardName: 'Breakfast Included',
      holder: { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in' },
      guests: [{ firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in' }],
      totalPrice: 20000,
      currency: 'INR',
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      nights: 2,
      adultCount: 2,
      childCount: 0,
      paymentStatus: 'succeeded',
      transactionId: 'tr_ct_abc123',
      cancellationPolicies: { refundableTag: 'NRFN', cancelPolicyInfos: [] },
    } as unknown as BookingRecord;
    const text = buildVoucherText(record, new Date('2026-11-20T12:00:00Z'));
    expect(text).toContain('होटल बुकिंग वाउचर');
    expect(text).toContain('  मेहमान: 2 वयस्क');
    expect(text).toContain('  भुगतान की स्थिति: सफल');
    expect(text).toContain('नॉन-रिफ़ंडेबल');
  });

  it('states the manage page’s status and IST times in Hindi, and English again after switching back', async () => {
    expect(statusView(managedBooking({ status: 'CONFIRMED' })).title).toBe('पक्की');
    expect(formatIst('2026-12-15T08:30:00Z')).toBe('15 दिस॰ 2026, 2:00 pm IST');
    await i18n.changeLanguage('en');
    expect(statusView(managedBooking({ status: 'CONFIRMED' })).title).toBe('Confirmed');
    expect(formatIst('2026-12-15T08:30:00Z')).toBe('15 Dec 2026, 2:00 pm IST');
  });
});
