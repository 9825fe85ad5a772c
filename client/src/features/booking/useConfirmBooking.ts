// The payment return as one hook: reads the widget's redirect (redirect_status, payment_intent, our pid/tid/
// ref), checks what this browser kept (pending booking), books the prebooked rate once per page load
// (idempotent on the server; guarded here against StrictMode's double effects), keeps the record in the
// history, and re-reads the booking a second later (spec §4 "Payment return", "Booking creation").
// The confirmation route only draws the view this hook returns.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingDetails_BookingFragment } from '../../__generated__/graphql.ts';
import { errorCode } from '../../lib/errors.ts';
import { untilOnline } from '../offline/index.ts';
import { mergeBookingDetails, pendingConfirmationRecord, recordFromBooking } from './bookingRecord.ts';
import {
  addToBookingHistory,
  clearPendingBooking,
  findBookingAttempt,
  findBookingByTransaction,
  readPendingBooking,
  updateFirstBookingInHistory,
  type BookingAttempt,
  type BookingRecord,
  type PendingBooking,
} from './bookingStorage.ts';
import { attemptOutcome } from './bookingState.ts';
import { bookingErrorMessage } from './errors.ts';
import { BookingLookupQuery, ConfirmBookingMutation } from './operations.ts';
import { ns, type BookingT } from './i18n.ts';

/** Spec §9: booking details are re-fetched this long after creation. */
export const REFETCH_DELAY_MS = 1000;

/** Errors after which the payment certainly did not go through: no "payment received" banner for them. */
const DEFINITIVE_CODES = new Set(['PAYMENT_FAILED', 'PAYMENT_REQUIRED', 'NOT_FOUND', 'BAD_USER_INPUT', 'OFFER_EXPIRED']);

export type ConfirmView =
  | { kind: 'processing' }
  /** The card was declined: no money taken; `attempt` (when this browser kept it) lets the traveller pay again. */
  | { kind: 'paymentFailed'; message: string; attempt: BookingAttempt | null; pending: PendingBooking | null }
  | { kind: 'error'; message: string; paymentReference?: string }
  | { kind: 'success'; record: BookingRecord }
  | { kind: 'unconfirmed'; record: BookingRecord };

/** A message said in the language shown when it is drawn: a language switch re-says it. */
type Said = (t: BookingT) => string;
const said =
  (key: `confirm.${'paymentFailed' | 'invalidStatus' | 'noData' | 'missingIds' | 'missingGuests'}`): Said =>
  (t) =>
    t(key);

/** The hook's own state: ConfirmView with its messages not yet said. */
type State =
  | Exclude<ConfirmView, { kind: 'paymentFailed' | 'error' }>
  | (Omit<Extract<ConfirmView, { kind: 'paymentFailed' }>, 'message'> & { message: Said })
  | (Omit<Extract<ConfirmView, { kind: 'error' }>, 'message'> & { message: Said });

const isConfirmedRecord = (r: BookingRecord | null): r is BookingRecord => !!r && !r.apiError && r.status !== 'payment_received';

/** The booking's access token, when this browser kept it: only its holder is shown the whole booking. */
const tokenOf = (pending: PendingBooking | null) => (pending?.accessToken ? { accessToken: pending.accessToken } : {});

/** What a browser without the booking's access token may be told: its reference and where it stands. */
export function anonymousOutcomeMessage(reference: string, status: string, t: BookingT): string {
  if (status === 'CONFIRMED') return t('confirm.anonymousConfirmed', { reference });
  return t('confirm.anonymousPending', { reference });
}

/** Runs the payment return for `params` once per mounted page and returns what to show. */
export function useConfirmBooking(params: URLSearchParams): ConfirmView {
  const client = useApolloClient();
  const [confirm] = useMutation(ConfirmBookingMutation);
  const { t } = useTranslation(ns);
  const [view, setView] = useState<State>({ kind: 'processing' });
  const started = useRef(false);
  // The first render's answer is the one acted on: later renders must not book again.
  const first = useRef({ params, client, confirm });

  useEffect(() => {
    // StrictMode mounts twice in development: one booking attempt per page load.
    if (started.current) return;
    started.current = true;
    const { params, client, confirm } = first.current;

    const refetchLater = (record: BookingRecord, email: string | undefined) => {
      const reference = record.reference;
      if (!reference || !email) return;
      setTimeout(async () => {
        try {
          const { data } = await client.query({
            query: BookingLookupQuery,
            variables: { reference, email },
            fetchPolicy: 'network-only',
          });
          const fresh = data?.booking;
          if (!fresh) return;
          const merged = mergeBookingDetails(record, fresh);
          updateFirstBookingInHistory(record.bookingId, merged);
          setView((v) => (v.kind === 'success' && v.record.bookingId === record.bookingId ? { kind: 'success', record: merged } : v));
        } catch (err) {
          // Spec §8: a failed details refresh is logged only; the confirmation already shows.
          console.error('Booking details refresh failed', err);
        }
      }, REFETCH_DELAY_MS);
    };

    const run = async (): Promise<State> => {
      const redirectStatus = params.get('redirect_status');
      const paymentIntent = params.get('payment_intent');
      const clientSecret = params.get('payment_intent_client_secret');
      const pid = params.get('pid');
      const tid = params.get('tid');
      const ref = params.get('ref');
      const stored = readPendingBooking();
      // A pending booking from another, older attempt must not be booked with this payment.
      const pending: PendingBooking | null = stored && (!pid || stored.prebookId === pid) ? stored : null;
      const prebookId = pending?.prebookId || pid;
      const transactionId = pending?.transactionId || tid;
      const input = {
        prebookId: prebookId ?? '',
        transactionId: transactionId ?? '',
        paymentIntent,
        paymentIntentClientSecret: clientSecret,
        redirectStatus,
        ...tokenOf(pending),
      };

      if (redirectStatus === 'failed') {
        // Lets the ledger mark the attempt FAILED; its answer changes nothing on this page.
        if (prebookId && transactionId) confirm({ variables: { input } }).catch(() => {});
        const attempt = findBookingAttempt(pending?.reference || ref) ?? findBookingAttempt(transactionId);
        return { kind: 'paymentFailed', message: said('confirm.paymentFailed'), attempt, pending };
      }
      if (redirectStatus !== 'succeeded' || !paymentIntent) return { kind: 'error', message: said('confirm.invalidStatus') };
      if (!pending && !pid && !tid) return { kind: 'error', message: said('confirm.noData') };
      if (!prebookId || !transactionId) return { kind: 'error', message: said('confirm.missingIds') };
      if (pending && (!pending.holder || !Array.isArray(pending.guests) || pending.guests.length === 0)) {
        return { kind: 'error', message: said('confirm.missingGuests') };
      }

      const already = findBookingByTransaction(transactionId);
      if (isConfirmedRecord(already)) {
        // A reload after success: show what was booked; the server would only return the same booking.
        clearPendingBooking();
        refetchLater(already, already.holder?.email);
        return { kind: 'success', record: already };
      }

      const saveUnconfirmed = (record: BookingRecord): State => {
        addToBookingHistory(record);
        clearPendingBooking();
        return { kind: 'unconfirmed', record };
      };

      let booking: BookingDetails_BookingFragment | undefined;
      try {
        // Opened with no signal, the booking is made once the connection is back (issue 17 §3).
        const { data } = await untilOnline(() => confirm({ variables: { input } }));
        // Without this browser's access token (storage cleared) the server answers the reference and status only.
        booking = data?.confirmBooking?.booking ?? undefined;
        const outcome = data?.confirmBooking;
        if (!booking && outcome) {
          const { reference, status } = outcome;
          return { kind: 'error', message: (t) => anonymousOutcomeMessage(reference, status, t), paymentReference: transactionId };
        }
        if (!booking) throw new Error('Booking failed');
      } catch (err) {
        console.error('Booking confirmation failed', err);
        const code = errorCode(err);
        if (pending && !(code && DEFINITIVE_CODES.has(code))) {
          return saveUnconfirmed(pendingConfirmationRecord(pending, paymentIntent, pending.reference || ref));
        }
        return { kind: 'error', message: (t) => bookingErrorMessage(err, t), paymentReference: transactionId };
      }

      if (booking.status === 'PAYMENT_RECEIVED_UNCONFIRMED') {
        const base = pending
          ? pendingConfirmationRecord(pending, paymentIntent, booking.reference)
          : {
              ...recordFromBooking(booking, { paymentIntent }),
              bookingId: 'PENDING_CONFIRMATION',
              confirmationNumber: 'PENDING',
              apiError: true,
            };
        return saveUnconfirmed({ ...base, status: 'payment_received', paymentStatus: 'succeeded' });
      }

      const record = recordFromBooking(booking, { pending, paymentIntent });
      if (attemptOutcome(record)) {
        // A refund or a failure is not a booking: no confirmation, no voucher; My Bookings lists it as it is.
        clearPendingBooking();
        return { kind: 'error', message: (t) => attemptOutcome(record, t) ?? '', paymentReference: transactionId };
      }
      addToBookingHistory(record);
      clearPendingBooking();
      refetchLater(record, booking.holder.email);
      return { kind: 'success', record };
    };

    void run().then(setView);
  }, []);

  return view.kind === 'paymentFailed' || view.kind === 'error' ? { ...view, message: view.message(t) } : view;
}
