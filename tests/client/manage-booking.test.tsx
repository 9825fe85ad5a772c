// The manage-booking page /bookings/:reference (issue 16 §3): each status in its own words with its own
// actions, the booking's details in rupees and IST, the documents, the quote-first cancel (and a refusal that
// changes nothing), the name correction, and "Find your booking" for a browser without the access token.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { BookingStatus, ManageBooking_BookingFragment } from '../../client/src/__generated__/graphql.ts';
import { addBookingAccess, findAccessToken, readAccessTokens } from '../../client/src/features/booking/bookingStorage.ts';
import {
  AccessBookingMutation,
  AmendGuestNameMutation,
  CancelBookingMutation,
  CancellationQuoteQuery,
  ManageBookingQuery,
} from '../../client/src/features/manage-booking/operations.ts';
import { quoteLines, statusView, type Quote } from '../../client/src/features/manage-booking/wording.ts';
import { ManageBookingPage } from '../../client/src/features/manage-booking/ManageBooking.tsx';
import { Component as ManageRoute } from '../../client/src/routes/manage-booking/index.tsx';
import { managedBooking, money } from './manage-fixture.ts';
import { allServed } from './served.ts';

const REF = 'SI7K2M9Q4XHD';
const TOKEN = 'tok_manage';

function bookingQuery(b: ManageBooking_BookingFragment): MockLink.MockedResponse {
  return { request: { query: ManageBookingQuery, variables: { accessToken: TOKEN } }, result: { data: { myBookings: [b] } } };
}

function renderPage(mocks: MockLink.MockedResponse[], path = `/bookings/${REF}`) {
  return render(
    <MockedProvider mocks={allServed(mocks)}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/bookings/:reference" element={<ManageRoute />} />
            <Route path="/bookings" element={<p>My Bookings page</p>} />
          </Routes>
        </MemoryRouter>
      </ConfigProvider>
    </MockedProvider>,
  );
}

const state = async () => screen.findByTestId('booking-state');
const quote = (over: Partial<Quote> = {}): Quote => ({
  __typename: 'CancellationQuote',
  reference: REF,
  cancellable: true,
  reason: null,
  free: false,
  paid: money(15000),
  refund: money(12000),
  penalty: money(3000),
  deadline: '2099-12-18T08:30:00Z',
  deadlineIst: '18 Dec 2099, 2:00 pm IST',
  next: {
    __typename: 'CancellationTier',
    from: '2099-12-18T08:30:00Z',
    fromIst: '18 Dec 2099, 2:00 pm IST',
    refund: money(0),
    penalty: money(15000),
  },
  ...over,
});

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('/bookings/:reference with this browser’s access token', () => {
  beforeEach(() => addBookingAccess(REF, TOKEN));

  it('shows the hotel, stay, rooms and guests, the price with its GST lines, the policy and the history in IST, and the documents', async () => {
    renderPage([bookingQuery(managedBooking())]);
    expect(await state()).toHaveTextContent('Confirmed');
    expect(screen.getByRole('heading', { level: 2, name: 'Taj Lands End' })).toBeInTheDocument();
    const page = document.body;
    expect(page).toHaveTextContent('Bandstand, Bandra West, Mumbai, IN');
    expect(page).toHaveTextContent('+91 22 6668 1234');
    expect(page).toHaveTextContent('from 14:00');
    expect(page).toHaveTextContent('until 12:00');
    expect(page).toHaveTextContent('2 rooms, 3 adults');
    expect(page).toHaveTextContent('Room 1 lead guestAsha Rao');
    expect(page).toHaveTextContent('Room 2 lead guestVikram Rao');
    expect(page).toHaveTextContent('Breakfast Included');
    expect(page).toHaveTextContent('Total paid₹15,000');
    expect(page).toHaveTextContent('CGST (GST, included)₹804');
    expect(page).toHaveTextContent('SGST (GST, included)₹804');
    expect(page).toHaveTextContent('City tax (pay at the hotel)₹200');
    expect(screen.getByTestId('cancellation-policy')).toHaveTextContent('Free cancellation until 15 Dec 2099, 2:00 pm IST.');
    expect(screen.getByTestId('cancellation-policy')).toHaveTextContent('From 15 Dec 2099, 2:00 pm IST: a cancellation charge of ₹3,000.');
    const history = screen.getByTestId('booking-timeline');
    expect(history).toHaveTextContent('1 Dec 2099, 10:00 am IST');
    expect(history).toHaveTextContent('Paid');
    expect(history).toHaveTextContent('1 Dec 2099, 10:01 am IST');
    expect(history).toHaveTextContent('Confirmed by the hotel');

    const voucher = screen.getByRole('link', { name: /Download voucher \(PDF\)/ });
    expect(voucher).toHaveAttribute('href', '/documents/SI7K2M9Q4XHD/voucher.pdf?sig=abc');
    expect(voucher).toHaveAttribute('download', 'SI7K2M9Q4XHD-voucher.pdf');
    expect(screen.getByRole('link', { name: /Add to calendar \(\.ics\)/ })).toHaveAttribute('download', 'SI7K2M9Q4XHD.ics');
  });

  const cases: { status: BookingStatus; over: Partial<ManageBooking_BookingFragment>; says: RegExp; actions: boolean }[] = [
    { status: 'CONFIRMED', over: {}, says: /Your booking is confirmed/, actions: true },
    { status: 'PENDING_PAYMENT', over: {}, says: /Payment not completed.*nothing is booked and no money was taken/, actions: false },
    {
      status: 'PAID',
      over: {},
      says: /We have your payment and are confirming your booking with the hotel\. You need do nothing; we'll e-mail you\./,
      actions: false,
    },
    {
      status: 'PAYMENT_RECEIVED_UNCONFIRMED',
      over: {},
      says: /We have your payment and are confirming your booking with the hotel\. You need do nothing; we'll e-mail you\./,
      actions: false,
    },
    { status: 'CANCELLATION_PENDING', over: {}, says: /Cancellation in progress/, actions: false },
    {
      status: 'CANCELLED',
      over: {
        cancellationResult: {
          __typename: 'BookingCancellation',
          outcome: 'CANCELLED_WITH_CHARGES',
          refund: money(12000),
          penalty: money(3000),
          cancelledAt: '2099-12-16T04:30:00Z',
        },
      },
      says: /Cancelled with charges.*with a cancellation charge of ₹3,000\. Your refund of ₹12,000 is on its way/,
      actions: false,
    },
    {
      status: 'NEEDS_REFUND',
      over: {},
      says: /The hotel could not confirm this booking\. Your refund of ₹15,000 is on its way\./,
      actions: false,
    },
    { status: 'FAILED', over: {}, says: /No money was taken/, actions: false },
  ];

  it.each(cases)(
    '$status has its own wording and offers cancel and name changes only when the server allows them',
    async ({ status, over, says, actions }) => {
      renderPage([
        bookingQuery(
          managedBooking({
            status,
            cancellable: actions,
            amendable: actions,
            documents: actions ? managedBooking().documents : [],
            ...over,
          }),
        ),
      ]);
      expect(await state()).toHaveTextContent(says);
      expect(screen.queryByRole('button', { name: /Cancel booking/ }) !== null).toBe(actions);
      expect(screen.queryByRole('button', { name: /Edit guest name/ }) !== null).toBe(actions);
      expect(screen.queryByRole('link', { name: /Download voucher/ }) !== null).toBe(actions);
      // No "Total paid" when nothing was paid, and no cancellation terms for an attempt that is not a stay.
      const unpaid = status === 'FAILED' || status === 'PENDING_PAYMENT';
      expect(document.body.textContent?.includes('Total paid')).toBe(!unpaid);
      expect(screen.queryByTestId('cancellation-policy') !== null).toBe(!unpaid && status !== 'NEEDS_REFUND');
    },
  );

  it('shows the quote before cancelling, and after confirming shows "Cancelled" with the refund', async () => {
    const cancelled = managedBooking({
      status: 'CANCELLED',
      cancellable: false,
      amendable: false,
      cancellationResult: {
        __typename: 'BookingCancellation',
        outcome: 'CANCELLED_WITH_CHARGES',
        refund: money(12000),
        penalty: money(3000),
        cancelledAt: '2099-12-16T04:30:00Z',
      },
      documents: [
        {
          __typename: 'BookingDocument',
          kind: 'CANCELLATION_NOTE_PDF',
          fileName: `${REF}-cancellation.pdf`,
          url: `/documents/${REF}/cancellation.pdf?sig=x`,
          contentType: 'application/pdf',
        },
      ],
    });
    renderPage([
      bookingQuery(managedBooking()),
      {
        request: { query: CancellationQuoteQuery, variables: { reference: REF, accessToken: TOKEN } },
        result: { data: { cancellationQuote: quote() } },
      },
      {
        request: { query: CancelBookingMutation, variables: { reference: REF, accessToken: TOKEN } },
        result: { data: { cancelBooking: cancelled } },
        delay: 50,
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /Cancel booking/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('You will get back ₹12,000 of ₹15,000. A cancellation charge of ₹3,000 applies.'),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('These terms hold until 18 Dec 2099, 2:00 pm IST.');
    expect(dialog).toHaveTextContent('From 18 Dec 2099, 2:00 pm IST you would get back ₹0.');

    await userEvent.click(within(dialog).getByRole('button', { name: /Cancel booking/ }));
    await waitFor(() => expect(screen.getByTestId('booking-state')).toHaveTextContent('Cancelled'));
    expect(screen.getByTestId('booking-state')).toHaveTextContent('Your refund of ₹12,000 is on its way.');
    expect(document.body).toHaveTextContent('Refund₹12,000');
    expect(document.body).toHaveTextContent('Cancellation charge₹3,000');
    expect(screen.getByRole('link', { name: /Cancellation note \(PDF\)/ })).toHaveAttribute('download', `${REF}-cancellation.pdf`);
    expect(screen.queryByRole('button', { name: /Cancel booking/ })).toBeNull();
  });

  it('shows "Cancellation in progress" when the provider’s answer is not known yet', async () => {
    renderPage([
      bookingQuery(managedBooking()),
      {
        request: { query: CancellationQuoteQuery, variables: { reference: REF, accessToken: TOKEN } },
        result: { data: { cancellationQuote: quote({ free: true, refund: money(15000), penalty: money(0), next: null }) } },
      },
      {
        request: { query: CancelBookingMutation, variables: { reference: REF, accessToken: TOKEN } },
        result: {
          data: { cancelBooking: managedBooking({ status: 'CANCELLATION_PENDING', cancellable: false, amendable: false, documents: [] }) },
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /Cancel booking/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Free cancellation: you will get back the full ₹15,000.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Cancel booking/ }));
    await waitFor(() => expect(screen.getByTestId('booking-state')).toHaveTextContent('Cancellation in progress'));
    expect(screen.getByTestId('booking-status')).toHaveTextContent('CANCELLATION IN PROGRESS');
  });

  it('reads a booking being cancelled again until the provider’s answer settles it', async () => {
    const requested = {
      __typename: 'BookingEvent' as const,
      kind: 'CANCELLATION_REQUESTED' as const,
      status: 'CANCELLATION_PENDING' as const,
      at: '2099-12-16T04:30:00Z',
      description: null,
    };
    const pending = managedBooking({
      status: 'CANCELLATION_PENDING',
      cancellable: false,
      amendable: false,
      documents: [],
      timeline: [...managedBooking().timeline, requested],
    });
    const settled = managedBooking({
      status: 'CANCELLED',
      cancellable: false,
      amendable: false,
      documents: [],
      cancellationResult: {
        __typename: 'BookingCancellation',
        outcome: 'CANCELLED',
        refund: money(15000),
        penalty: money(0),
        cancelledAt: '2099-12-16T04:35:00Z',
      },
      timeline: [...pending.timeline, { ...requested, kind: 'CANCELLED', status: 'CANCELLED', at: '2099-12-16T04:35:00Z' }],
    });
    render(
      <MockedProvider mocks={allServed([bookingQuery(pending), bookingQuery(settled)])}>
        <MemoryRouter>
          <ManageBookingPage reference={REF} refreshMs={150} />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(await state()).toHaveTextContent('Cancellation in progress');
    await waitFor(() => expect(screen.getByTestId('booking-state')).toHaveTextContent('Your refund of ₹15,000 is on its way.'), {
      timeout: 3000,
    });
    expect(screen.getByTestId('booking-timeline')).toHaveTextContent('Cancellation requested');
  });

  it('keeps the booking "Confirmed" and says why when the provider refuses the cancellation', async () => {
    renderPage([
      bookingQuery(managedBooking()),
      {
        request: { query: CancellationQuoteQuery, variables: { reference: REF, accessToken: TOKEN } },
        result: { data: { cancellationQuote: quote() } },
      },
      {
        request: { query: CancelBookingMutation, variables: { reference: REF, accessToken: TOKEN } },
        result: {
          errors: [
            new GraphQLError('The hotel could not cancel this booking right now. Your booking is unchanged; please try again later.', {
              extensions: { code: 'UPSTREAM_UNAVAILABLE' },
            }),
          ],
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /Cancel booking/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/You will get back ₹12,000/);
    await userEvent.click(within(dialog).getByRole('button', { name: /Cancel booking/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The hotel could not cancel this booking right now. Your booking is unchanged; please try again later.',
    );
    expect(screen.getByTestId('booking-state')).toHaveTextContent('Confirmed');
    expect(screen.getByTestId('booking-state')).not.toHaveTextContent('Cancelled');
  });

  it('says plainly when the booking can no longer be cancelled, with no confirm button', async () => {
    renderPage([
      bookingQuery(managedBooking()),
      {
        request: { query: CancellationQuoteQuery, variables: { reference: REF, accessToken: TOKEN } },
        result: {
          data: {
            cancellationQuote: quote({ cancellable: false, reason: 'Check-in day has passed: this booking can no longer be cancelled.' }),
          },
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /Cancel booking/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Check-in day has passed: this booking can no longer be cancelled.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Cancel booking/ })).toBeNull();
  });

  it('corrects a guest’s name, checked like the booking form, and shows the new name', async () => {
    const renamed = managedBooking({
      guests: [
        { __typename: 'Person', firstName: 'Asha', lastName: 'Rao' },
        { __typename: 'Person', firstName: 'Vikram', lastName: 'Roy' },
      ],
      timeline: [
        ...managedBooking().timeline,
        {
          __typename: 'BookingEvent',
          kind: 'NAME_CHANGED',
          status: 'CONFIRMED',
          at: '2099-12-02T04:30:00Z',
          description: 'Guest name changed from Vikram Rao to Vikram Roy',
        },
      ],
    });
    renderPage([
      bookingQuery(managedBooking()),
      {
        request: {
          query: AmendGuestNameMutation,
          variables: { input: { reference: REF, accessToken: TOKEN, guests: [{ room: 2, firstName: 'Vikram', lastName: 'Roy' }] } },
        },
        result: { data: { amendGuestName: renamed } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /Edit guest name/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Lead guest for room 2')).toBeInTheDocument();
    const last = dialog.querySelector<HTMLInputElement>('#amend-2-lastName')!;
    expect(last).toHaveValue('Rao');
    await userEvent.clear(last);
    await userEvent.type(last, 'R0y');
    await userEvent.click(within(dialog).getByRole('button', { name: /Save names/ }));
    expect(await within(dialog).findByText('Last name can hold only letters, spaces, apostrophes, dots and hyphens.')).toBeInTheDocument();
    await userEvent.clear(last);
    await userEvent.type(last, 'Roy');
    await userEvent.click(within(dialog).getByRole('button', { name: /Save names/ }));
    await waitFor(() => expect(document.body).toHaveTextContent('Room 2 lead guestVikram Roy'));
    expect(screen.getByTestId('booking-timeline')).toHaveTextContent('Guest name changed from Vikram Rao to Vikram Roy');
  });
});

describe('/bookings/:reference without an access token', () => {
  it('asks for the e-mail with the reference filled in, keeps the token it gets and shows the booking', async () => {
    renderPage([
      {
        request: { query: AccessBookingMutation, variables: { reference: REF, email: 'asha@example.in' } },
        result: { data: { accessBooking: { __typename: 'BookingAccess', accessToken: 'tok_new', booking: managedBooking() } } },
      },
    ]);
    expect(await screen.findByText('Find your booking')).toBeInTheDocument();
    expect(screen.getByLabelText('Booking reference')).toHaveValue(REF);
    await userEvent.type(screen.getByLabelText('E-mail'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: /Find Booking/ }));
    expect(await state()).toHaveTextContent('Confirmed');
    expect(findAccessToken(REF)).toBe('tok_new');
    expect(readAccessTokens()).toEqual(['tok_new']);
  });

  it('says so when the reference and e-mail do not match, storing nothing', async () => {
    renderPage([
      {
        request: { query: AccessBookingMutation, variables: { reference: REF, email: 'someone@example.in' } },
        result: { data: { accessBooking: null } },
      },
    ]);
    await userEvent.type(await screen.findByLabelText('E-mail'), 'someone@example.in');
    await userEvent.click(screen.getByRole('button', { name: /Find Booking/ }));
    expect(await screen.findByText('No booking found with that reference and e-mail.')).toBeInTheDocument();
    expect(readAccessTokens()).toEqual([]);
  });
});

describe('a cancelled booking in words', () => {
  const cancelledWith = (outcome: 'CANCELLED' | 'CANCELLED_WITH_CHARGES', refund: number, penalty: number) =>
    statusView(
      managedBooking({
        status: 'CANCELLED',
        cancellationResult: {
          __typename: 'BookingCancellation',
          outcome,
          refund: money(refund),
          penalty: money(penalty),
          cancelledAt: '2099-12-16T04:30:00Z',
        },
      }),
    );

  it('says whether it was free, what was charged and what comes back', () => {
    expect(cancelledWith('CANCELLED', 15000, 0)).toMatchObject({
      title: 'Cancelled',
      text: 'This booking is cancelled free of charge. Your refund of ₹15,000 is on its way.',
    });
    expect(cancelledWith('CANCELLED_WITH_CHARGES', 12000, 3000).title).toBe('Cancelled with charges');
    expect(cancelledWith('CANCELLED_WITH_CHARGES', 0, 15000).text).toBe(
      'This booking is cancelled. Under the rate’s cancellation policy no refund is due.',
    );
  });
});

describe('the quote in words', () => {
  it('says free, partial and non-refundable plainly, in rupees', () => {
    expect(quoteLines(quote({ free: true, refund: money(15000), penalty: money(0), next: null }))[0]).toBe(
      'Free cancellation: you will get back the full ₹15,000.',
    );
    expect(quoteLines(quote())[0]).toBe('You will get back ₹12,000 of ₹15,000. A cancellation charge of ₹3,000 applies.');
    expect(quoteLines(quote({ refund: money(0), penalty: money(15000), deadline: null, deadlineIst: null, next: null }))).toEqual([
      'This rate is non-refundable: you will get back ₹0.',
    ]);
  });
});
