// The booking dialog: step 1 enabling rules, 'Processing...', prebook failures staying on step 1, the
// price-change acceptance, the pending booking kept in local storage, and the payment widget on step 2.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RateCard_RateFragment } from '../../client/src/__generated__/graphql.ts';
import { BookingDialog } from '../../client/src/features/booking/BookingDialog.tsx';
import { PaymentWidgetQuery, PrebookMutation } from '../../client/src/features/booking/operations.ts';
import { readAccessTokens, readPendingBooking } from '../../client/src/features/booking/bookingStorage.ts';
import { allServed } from './served.ts';

const hotel = {
  id: 'lp1897',
  name: 'The Oberoi, Mumbai',
  address: 'Nariman Point',
  city: 'Mumbai',
  country: 'IN',
  phone: '+91 22 6632 5757',
  checkinTime: '02:00 PM',
  checkoutTime: '12:00 PM',
};
const stay = { checkin: '2099-01-10', checkout: '2099-01-12', nights: 2, occupancies: [{ adults: 2, childrenAges: [] }] };

const rate: RateCard_RateFragment = {
  __typename: 'Rate',
  offerId: 'OFFER1',
  rateId: 'RATE1',
  roomName: 'Deluxe King Room',
  name: 'Deluxe King Room',
  boardType: 'BB',
  boardName: 'Bed and Breakfast',
  maxOccupancy: 2,
  adultCount: 2,
  childCount: 0,
  total: { __typename: 'Money', amount: 20000, currency: 'INR' },
  suggestedSellingPrice: null,
  includesTaxes: true,
  taxesAndFees: [],
  cancellation: {
    __typename: 'CancellationPolicy',
    refundable: true,
    refundableTag: 'RFN',
    freeCancellationUntil: '2099-01-08T12:30:00.000Z',
    penalties: [],
  },
  commission: { __typename: 'Money', amount: 1500, currency: 'INR' },
  priceType: 'commission',
};

const holder = { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in' };
/** The holder as prebook sends it: the phone typed as '98450 12345' with +91 selected, in E.164. */
const holderInput = { ...holder, phone: '+919845012345' };
const money = (amount: number) => ({ __typename: 'Money', amount, currency: 'INR' });

function bookingResult() {
  return {
    __typename: 'Booking',
    reference: 'SI-7K3M9Q',
    providerBookingId: null,
    hotelConfirmationCode: null,
    status: 'PENDING_PAYMENT',
    hotel: { __typename: 'BookingHotel', ...hotel },
    roomName: 'Deluxe King Room',
    boardName: 'Bed and Breakfast',
    checkin: stay.checkin,
    checkout: stay.checkout,
    nights: 2,
    adults: 2,
    children: 0,
    holder: { __typename: 'Person', ...holder },
    guests: [{ __typename: 'Person', ...holder, remarks: null }],
    price: money(20000),
    commission: money(1500),
    cancellation: {
      __typename: 'CancellationPolicy',
      refundable: true,
      refundableTag: 'RFN',
      freeCancellationUntil: '2099-01-08T12:30:00.000Z',
      penalties: [],
    },
    feesPayableAtHotel: [],
    paymentReference: 'tr_ct_abc',
    supplierBookingId: null,
    supplierBookingName: null,
    createdAt: '2098-12-01T10:00:00.000Z',
  };
}

function prebookMock(
  over: {
    result?: MockLink.MockedResponse['result'];
    error?: Error;
    delay?: number;
    price?: number;
    pct?: number;
    business?: { companyName: string; gstin: string };
  } = {},
) {
  const prebook = {
    __typename: 'Prebook',
    prebookId: 'PB123',
    transactionId: 'tr_ct_abc',
    secretKey: 'pi_1_secret_2',
    price: money(over.price ?? 20000),
    priceDifferencePercent: over.pct ?? 0,
    cancellationChanged: false,
    boardChanged: false,
    accessToken: 'tok_abc',
    booking: bookingResult(),
  };
  return {
    request: {
      query: PrebookMutation,
      variables: {
        input: {
          offerId: 'OFFER1',
          hotelId: 'lp1897',
          checkin: stay.checkin,
          checkout: stay.checkout,
          occupancies: stay.occupancies,
          holder: holderInput,
          guests: [{ ...holder, remarks: 'Late arrival' }],
          ...(over.business ? { business: over.business } : {}),
        },
      },
    },
    ...(over.error ? { error: over.error } : { result: over.result ?? { data: { prebook } } }),
    delay: over.delay ?? 20,
  } satisfies MockLink.MockedResponse;
}

const widgetMock: MockLink.MockedResponse = {
  request: { query: PaymentWidgetQuery },
  result: {
    data: {
      paymentWidget: {
        __typename: 'PaymentWidgetConfig',
        scriptUrl: '/sandbox/payment/liteAPIPayment.js',
        publicKey: 'sandbox',
        businessName: 'StayIndia',
        sandbox: true,
        testCardNumber: '4242424242424242',
      },
    },
  },
};

function renderDialog(mocks: MockLink.MockedResponse[], rateOverride: RateCard_RateFragment = rate) {
  const onClose = vi.fn();
  const utils = render(
    <MockedProvider mocks={allServed(mocks)}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <BookingDialog open onClose={onClose} hotel={hotel} rate={rateOverride} stay={stay} />
      </ConfigProvider>
    </MockedProvider>,
  );
  return { ...utils, onClose };
}

/** Pastes the text: far faster than typing key by key through antd inputs, same change events. */
async function typeInto(el: HTMLElement, text: string) {
  await userEvent.click(el);
  await userEvent.paste(text);
}

const continueButton = () => screen.getByRole('button', { name: /Continue to Payment|Processing\.\.\./ });

async function fillHolderAndGuest() {
  await typeInto(document.getElementById('holder-first')!, holder.firstName);
  await typeInto(document.getElementById('holder-last')!, holder.lastName);
  await typeInto(document.getElementById('holder-email')!, holder.email);
  await typeInto(document.getElementById('holder-phone')!, '98450 12345');
  await userEvent.click(screen.getByRole('button', { name: 'Same as holder' }));
  await typeInto(screen.getByPlaceholderText('Special requests (optional)'), 'Late arrival');
}

const handlePayment = vi.fn();
const widgetCtor = vi.fn();

beforeEach(() => {
  localStorage.clear();
  handlePayment.mockReset();
  widgetCtor.mockReset();
  // The real script is never loaded in tests: the global it defines is stubbed.
  window.LiteAPIPayment = class {
    constructor(config: unknown) {
      widgetCtor(config);
    }
    handlePayment() {
      handlePayment();
    }
  } as unknown as Window['LiteAPIPayment'];
});
afterEach(() => {
  cleanup();
  delete window.LiteAPIPayment;
});

describe('booking dialog, step 1', () => {
  it('shows the three steps and the summary', () => {
    renderDialog([]);
    expect(screen.getByText('Guest Information')).toBeInTheDocument();
    expect(screen.getByText('Payment')).toBeInTheDocument();
    expect(screen.getByText('Booking Confirmed')).toBeInTheDocument();
    const summary = screen.getByTestId('booking-summary');
    expect(summary).toHaveTextContent('Deluxe King Room');
    expect(summary).toHaveTextContent('Bed and Breakfast');
    expect(summary).toHaveTextContent('2 adults');
    expect(summary).toHaveTextContent('₹20,000');
  });

  it('enables Continue to Payment only when holder and every guest have first name, last name and e-mail, and the holder a valid phone', async () => {
    renderDialog([]);
    expect(continueButton()).toBeDisabled();
    await typeInto(document.getElementById('holder-first')!, 'Asha');
    await typeInto(document.getElementById('holder-last')!, 'Verma');
    await typeInto(document.getElementById('holder-email')!, 'asha@example.in');
    await typeInto(document.getElementById('holder-phone')!, '98450 12345');
    expect(continueButton()).toBeDisabled();
    await typeInto(document.getElementById('guest-0-first')!, 'Rohan');
    await typeInto(document.getElementById('guest-0-last')!, 'Iyer');
    expect(continueButton()).toBeDisabled();
    await typeInto(document.getElementById('guest-0-email')!, 'rohan@example.in');
    expect(continueButton()).toBeEnabled();
    // Whitespace is not a name.
    await userEvent.clear(document.getElementById('holder-last')!);
    await typeInto(document.getElementById('holder-last')!, '   ');
    expect(continueButton()).toBeDisabled();
  });

  it('asks for the holder phone with +91 selected, and says plainly what is wrong with a number', async () => {
    renderDialog([]);
    await typeInto(document.getElementById('holder-first')!, 'Asha');
    await typeInto(document.getElementById('holder-last')!, 'Verma');
    await typeInto(document.getElementById('holder-email')!, 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Same as holder' }));
    expect(screen.getByLabelText('Country code')).toBeInTheDocument();
    expect(screen.getByText('+91')).toBeInTheDocument();
    const phone = screen.getByLabelText(/Mobile phone/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(continueButton()).toBeDisabled();

    await typeInto(phone, '12345');
    await userEvent.tab();
    expect(await screen.findByText('Enter the 10-digit mobile number, for example 98765 43210.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(continueButton()).toBeDisabled();

    // Another country: typed with its own code, whatever the select says.
    await userEvent.clear(phone);
    await typeInto(phone, '+44 20 7946 0958');
    expect(screen.queryByText(/10-digit mobile number/)).not.toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it("shows 'Processing...' while prebooking, keeps the pending booking and goes to the payment widget", async () => {
    renderDialog([prebookMock({ delay: 300 }), widgetMock]);
    await fillHolderAndGuest();
    await userEvent.click(continueButton());
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();

    expect(await screen.findByText('Use test card 4242 4242 4242 4242 with any future expiry and any CVC')).toBeInTheDocument();
    expect(screen.getByTestId('payment-element')).toHaveAttribute('id', 'payment-element');
    await waitFor(() => expect(handlePayment).toHaveBeenCalledTimes(1));
    expect(widgetCtor).toHaveBeenCalledWith({
      publicKey: 'sandbox',
      secretKey: 'pi_1_secret_2',
      targetElement: '#payment-element',
      returnUrl: `${window.location.origin}/booking-confirmation?pid=PB123&tid=tr_ct_abc&ref=SI-7K3M9Q`,
      appearance: { theme: 'flat' },
      options: { business: { name: 'StayIndia' } },
    });

    const pending = readPendingBooking();
    expect(pending).toMatchObject({
      prebookId: 'PB123',
      transactionId: 'tr_ct_abc',
      reference: 'SI-7K3M9Q',
      accessToken: 'tok_abc',
      hotelId: 'lp1897',
      hotelName: 'The Oberoi, Mumbai',
      roomName: 'Deluxe King Room',
      boardName: 'Bed and Breakfast',
      totalPrice: 20000,
      currency: 'INR',
      commission: 1500,
      adultCount: 2,
      childCount: 0,
      holder: holderInput,
      guests: [{ ...holder, remarks: 'Late arrival' }],
      checkIn: '2099-01-10',
      checkOut: '2099-01-12',
      nights: 2,
    });
    expect(pending?.cancellationPolicies?.refundableTag).toBe('RFN');
    expect(readAccessTokens()).toEqual(['tok_abc']);
  });

  it('takes an optional business trip: checks the GSTIN (format, state code, check digit), upper-cases it and sends it with the prebook', async () => {
    renderDialog([prebookMock({ business: { companyName: 'Acme Traders Pvt Ltd', gstin: '27AAPFU0939F1ZV' } }), widgetMock]);
    await fillHolderAndGuest();
    expect(continueButton()).toBeEnabled();
    await userEvent.click(screen.getByText('Business trip (GST invoice)'));
    await typeInto(await screen.findByLabelText('Company name'), 'Acme Traders Pvt Ltd');
    // A company without its GSTIN cannot be invoiced: the section, once started, must be complete.
    await userEvent.tab();
    expect(await screen.findByText('Enter the company’s GSTIN.')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    const gstin = screen.getByLabelText('GSTIN');
    // A typo in the last character: the check digit does not match.
    await typeInto(gstin, '27aapfu0939f1zx');
    expect(gstin).toHaveValue('27AAPFU0939F1ZX');
    await userEvent.tab();
    expect(await screen.findByText(/last character does not match/)).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    // A state code that does not exist.
    await userEvent.clear(gstin);
    await typeInto(gstin, '45AAPFU0939F1ZV');
    expect(await screen.findByText(/state code/)).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();

    await userEvent.clear(gstin);
    await typeInto(gstin, '27aapfu0939f1zv');
    await waitFor(() => expect(screen.queryByText(/state code|does not match/)).toBeNull());
    expect(continueButton()).toBeEnabled();
    await userEvent.click(continueButton());
    expect(await screen.findByText('Use test card 4242 4242 4242 4242 with any future expiry and any CVC')).toBeInTheDocument();
  });

  it('stays on step 1 with the server message when the prebook fails', async () => {
    renderDialog([
      prebookMock({
        result: {
          errors: [new GraphQLError('This rate is no longer available. Please search again.', { extensions: { code: 'OFFER_EXPIRED' } })],
        },
      }),
    ]);
    await fillHolderAndGuest();
    await userEvent.click(continueButton());
    expect(await screen.findByText('This rate is no longer available. Please search again.')).toBeInTheDocument();
    expect(continueButton()).toHaveTextContent('Continue to Payment');
    expect(screen.queryByText(/Use test card/)).toBeNull();
    expect(readPendingBooking()).toBeNull();
  });

  it("falls back to 'Failed to initialize booking. Please try again.' when the request fails", async () => {
    renderDialog([prebookMock({ error: new Error('Failed to fetch') })]);
    await fillHolderAndGuest();
    await userEvent.click(continueButton());
    expect(await screen.findByText('Failed to initialize booking. Please try again.')).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it('asks to accept a changed price before payment', async () => {
    renderDialog([prebookMock({ price: 21000, pct: 5 }), widgetMock]);
    await fillHolderAndGuest();
    await userEvent.click(continueButton());
    expect(await screen.findByText(/The price is now ₹21,000 instead of ₹20,000 \(\+5\.0%\)/)).toBeInTheDocument();
    expect(screen.queryByText(/Use test card/)).toBeNull();
    expect(screen.getByTestId('booking-summary')).toHaveTextContent('₹21,000');
    await userEvent.click(screen.getByRole('button', { name: 'Accept new price' }));
    expect(await screen.findByText(/Use test card/)).toBeInTheDocument();
  });

  it('sends nothing for a rate without an offer id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderDialog([], { ...rate, offerId: '' });
    await fillHolderAndGuest();
    await userEvent.click(continueButton());
    // With no mocks, any request would surface as an error message.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(continueButton()).toHaveTextContent('Continue to Payment');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('drops the abandoned hold from local storage when closed on the payment step', async () => {
    const { onClose } = renderDialog([prebookMock(), widgetMock]);
    await fillHolderAndGuest();
    await userEvent.click(continueButton());
    await screen.findByText(/Use test card/);
    expect(readPendingBooking()?.prebookId).toBe('PB123');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(readPendingBooking()).toBeNull();
  });

  it('clears everything when closed and reopened', async () => {
    const { rerender, onClose } = renderDialog([]);
    await typeInto(document.getElementById('holder-first')!, 'Asha');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    const tree = (open: boolean) => (
      <MockedProvider mocks={[]}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <BookingDialog open={open} onClose={onClose} hotel={hotel} rate={rate} stay={stay} />
        </ConfigProvider>
      </MockedProvider>
    );
    rerender(tree(false));
    rerender(tree(true));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('First name', { selector: '#holder-first' })).toHaveValue('');
  });
});

describe('booking dialog, several rooms', () => {
  const familyStay = {
    ...stay,
    occupancies: [
      { adults: 2, childrenAges: [7] },
      { adults: 2, childrenAges: [] },
    ],
  };
  const ravi = { firstName: 'Ravi', lastName: 'Iyer', email: 'ravi@example.in' };

  it('asks one lead guest per room, in room order, and prebooks every room with its children', async () => {
    const base = prebookMock();
    // Both rooms with the child, and both lead guests in room order (no remarks given, so none sent).
    const input = { ...base.request.variables.input, occupancies: familyStay.occupancies, guests: [holder, ravi] };
    const mock: MockLink.MockedResponse = { ...base, request: { ...base.request, variables: { input } } };
    render(
      <MockedProvider mocks={allServed([mock, widgetMock])}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <BookingDialog open onClose={() => {}} hotel={hotel} rate={{ ...rate, adultCount: 4, childCount: 1 }} stay={familyStay} />
        </ConfigProvider>
      </MockedProvider>,
    );
    expect(screen.getByTestId('booking-summary')).toHaveTextContent('2 rooms, 4 adults, 1 child');
    expect(screen.getByText('Lead guest for room 1')).toBeInTheDocument();
    expect(screen.getByText('Lead guest for room 2')).toBeInTheDocument();
    expect(screen.getByTestId('guest-0-room')).toHaveTextContent('2 adults, 1 child (7)');
    expect(screen.getByTestId('guest-1-room')).toHaveTextContent('2 adults');

    await typeInto(document.getElementById('holder-first')!, holder.firstName);
    await typeInto(document.getElementById('holder-last')!, holder.lastName);
    await typeInto(document.getElementById('holder-email')!, holder.email);
    await typeInto(document.getElementById('holder-phone')!, '98450 12345');
    await userEvent.click(screen.getAllByRole('button', { name: 'Same as holder' })[0]);
    // Room 2 has no lead guest yet: nothing can be held.
    expect(continueButton()).toBeDisabled();
    await typeInto(document.getElementById('guest-1-first')!, ravi.firstName);
    await typeInto(document.getElementById('guest-1-last')!, ravi.lastName);
    await typeInto(document.getElementById('guest-1-email')!, ravi.email);
    expect(continueButton()).toBeEnabled();
    await userEvent.click(continueButton());
    // The mock answers only the two rooms with the child and both lead guests in order: step 2 proves it was sent.
    await waitFor(() => expect(widgetCtor).toHaveBeenCalled(), { timeout: 8000 });
  });
});
