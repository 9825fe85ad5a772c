// /booking-confirmation: where the payment widget returns. Checks the payment outcome, books the prebooked
// rate (idempotent on the server, guarded here against StrictMode's double effects), keeps the record in
// the browser's history and shows the confirmation with its voucher (spec §2, §4 "Payment return").
import {
  CheckCircleFilled,
  CloseCircleFilled,
  DownloadOutlined,
  HomeOutlined,
  LoadingOutlined,
  MailOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Col, Descriptions, Flex, Result, Row, Spin, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { BookingDetails_BookingFragment } from '../../__generated__/graphql.ts';
import { recordFromBooking, mergeBookingDetails, pendingConfirmationRecord } from '../../features/booking/bookingRecord.ts';
import { BookingStatusTag } from '../../features/booking/BookingStatusTag.tsx';
import { cancellationSummary, isRefundableBooking } from '../../features/booking/cancellation.ts';
import { safeFormatDate } from '../../features/booking/dates.ts';
import { bookingErrorMessage } from '../../features/booking/errors.ts';
import { BookingLookupQuery, ConfirmBookingMutation } from '../../features/booking/operations.ts';
import {
  addToBookingHistory,
  clearPendingBooking,
  findBookingByTransaction,
  readPendingBooking,
  updateFirstBookingInHistory,
  type BookingRecord,
  type PendingBooking,
} from '../../features/booking/bookingStorage.ts';
import { errorCode } from '../../lib/errors.ts';
import { formatPrice } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { SUPPORT_CONTACT, downloadVoucher } from '../../features/booking/voucher.ts';

/** Spec §9: booking details are re-fetched this long after creation. */
export const REFETCH_DELAY_MS = 1000;

export const MESSAGES = {
  paymentFailed: 'Payment failed. Please try again.',
  invalidStatus: 'Invalid payment status',
  noData: 'No booking data found. Please start a new booking.',
  missingIds: 'Invalid booking data. Missing prebookId or transactionId.',
  missingGuests: 'Invalid booking data. Missing guest information.',
} as const;

/** Errors after which the payment certainly did not go through: no "payment received" banner for them. */
const DEFINITIVE_CODES = new Set(['PAYMENT_FAILED', 'PAYMENT_REQUIRED', 'NOT_FOUND', 'BAD_USER_INPUT', 'OFFER_EXPIRED']);

type View =
  | { kind: 'processing' }
  | { kind: 'error'; message: string; paymentReference?: string }
  | { kind: 'success'; record: BookingRecord }
  | { kind: 'unconfirmed'; record: BookingRecord };

const isConfirmedRecord = (r: BookingRecord | null): r is BookingRecord => !!r && !r.apiError && r.status !== 'payment_received';

export function Component() {
  const [params] = useSearchParams();
  const client = useApolloClient();
  const [confirm] = useMutation(ConfirmBookingMutation);
  const [view, setView] = useState<View>({ kind: 'processing' });
  const started = useRef(false);

  useEffect(() => {
    // StrictMode mounts twice in development: one booking attempt per page load.
    if (started.current) return;
    started.current = true;

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

    if (redirectStatus === 'failed') {
      if (prebookId && transactionId) {
        // Lets the ledger mark the attempt FAILED; its answer changes nothing on this page.
        confirm({
          variables: {
            input: {
              prebookId,
              transactionId,
              paymentIntent,
              paymentIntentClientSecret: clientSecret,
              redirectStatus,
              ...tokenOf(pending),
            },
          },
        }).catch(() => {});
      }
      setView({ kind: 'error', message: MESSAGES.paymentFailed });
      return;
    }
    if (redirectStatus !== 'succeeded' || !paymentIntent) {
      setView({ kind: 'error', message: MESSAGES.invalidStatus });
      return;
    }
    if (!pending && !pid && !tid) {
      setView({ kind: 'error', message: MESSAGES.noData });
      return;
    }
    if (!prebookId || !transactionId) {
      setView({ kind: 'error', message: MESSAGES.missingIds });
      return;
    }
    if (pending && (!pending.holder || !Array.isArray(pending.guests) || pending.guests.length === 0)) {
      setView({ kind: 'error', message: MESSAGES.missingGuests });
      return;
    }

    const already = findBookingByTransaction(transactionId);
    if (isConfirmedRecord(already)) {
      // A reload after success: show what was booked; the server would only return the same booking.
      clearPendingBooking();
      setView({ kind: 'success', record: already });
      refetchLater(already, already.holder?.email);
      return;
    }

    const saveUnconfirmed = (record: BookingRecord) => {
      addToBookingHistory(record);
      clearPendingBooking();
      setView({ kind: 'unconfirmed', record });
    };

    (async () => {
      let booking: BookingDetails_BookingFragment | undefined;
      try {
        const { data } = await confirm({
          variables: {
            input: {
              prebookId,
              transactionId,
              paymentIntent,
              paymentIntentClientSecret: clientSecret,
              redirectStatus,
              ...tokenOf(pending),
            },
          },
        });
        // Without this browser's access token (storage cleared) the server answers the reference and status only.
        booking = data?.confirmBooking?.booking ?? undefined;
        const outcome = data?.confirmBooking;
        if (!booking && outcome) {
          setView({ kind: 'error', message: anonymousOutcomeMessage(outcome.reference, outcome.status), paymentReference: transactionId });
          return;
        }
        if (!booking) throw new Error('Booking failed');
      } catch (err) {
        console.error('Booking confirmation failed', err);
        const code = errorCode(err);
        if (pending && !(code && DEFINITIVE_CODES.has(code))) {
          saveUnconfirmed(pendingConfirmationRecord(pending, paymentIntent, pending.reference || ref));
        } else {
          setView({ kind: 'error', message: bookingErrorMessage(err), paymentReference: transactionId });
        }
        return;
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
        saveUnconfirmed({ ...base, status: 'payment_received', paymentStatus: 'succeeded' });
        return;
      }

      const record = recordFromBooking(booking, { pending, paymentIntent });
      addToBookingHistory(record);
      clearPendingBooking();
      setView({ kind: 'success', record });
      refetchLater(record, booking.holder.email);
    })();
    // Runs once per page load by design (see the ref guard): later renders must not book again.
  }, []);

  if (view.kind === 'processing') return <Processing />;
  if (view.kind === 'error') return <BookingError message={view.message} paymentReference={view.paymentReference} />;
  return <Confirmation record={view.record} unconfirmed={view.kind === 'unconfirmed'} />;
}

export default Component;

/** The booking's access token, when this browser kept it: only its holder is shown the whole booking. */
const tokenOf = (pending: PendingBooking | null) => (pending?.accessToken ? { accessToken: pending.accessToken } : {});

/** What a browser without the booking's access token may be told: its reference and where it stands. */
function anonymousOutcomeMessage(reference: string, status: string): string {
  if (status === 'CONFIRMED')
    return `Booking ${reference} is confirmed. Find it in My Bookings with this reference and the holder's e-mail.`;
  return `Booking ${reference} is being confirmed. Find it in My Bookings with this reference and the holder's e-mail.`;
}

function Processing() {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={16} style={{ padding: '96px 16px', minHeight: '60vh' }} role="status" aria-live="polite">
      <Spin indicator={<LoadingOutlined style={{ fontSize: 48 }} spin />} />
      <Typography.Title level={3} style={{ margin: 0 }}>
        Processing Your Booking
      </Typography.Title>
      <Typography.Text type="secondary">Please do not close or refresh this page.</Typography.Text>
      <Flex vertical gap={4} style={{ color: token.colorTextSecondary }}>
        <span>Verifying payment...</span>
        <span>Confirming with the hotel...</span>
        <span>Preparing your voucher...</span>
      </Flex>
    </Flex>
  );
}

function BookingError({ message, paymentReference }: { message: string; paymentReference?: string }) {
  const navigate = useNavigate();
  return (
    <Flex justify="center" style={{ padding: '64px 16px' }}>
      <Card style={{ maxWidth: 560, width: '100%' }}>
        <Result
          status="error"
          icon={<CloseCircleFilled />}
          title="Booking Error"
          subTitle={
            <Flex vertical gap={4}>
              <span role="alert">{message}</span>
              {paymentReference && (
                <span>
                  Payment reference: <Typography.Text code>{paymentReference}</Typography.Text>
                </span>
              )}
            </Flex>
          }
          extra={[
            <Button key="home" icon={<HomeOutlined />} onClick={() => navigate(paths.home())}>
              Go Home
            </Button>,
            <Button key="retry" type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
              Try Again
            </Button>,
          ]}
        />
      </Card>
    </Flex>
  );
}

const personName = (p: { firstName: string; lastName: string } | null | undefined) => (p ? `${p.firstName} ${p.lastName}`.trim() : '—');

function Confirmation({ record, unconfirmed }: { record: BookingRecord; unconfirmed: boolean }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const hotelLocation = [record.hotelAddress, record.hotelCity, record.hotelCountry].filter(Boolean).join(', ');

  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: '32px 16px' }}>
      {unconfirmed && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 24 }}
          title="Payment Received - Confirmation Pending"
          description={
            <>
              Your payment was received (payment reference <Typography.Text code>{record.transactionId}</Typography.Text>) and we are
              confirming your stay with the hotel. If you do not receive a confirmation e-mail within 24 hours, please contact support at{' '}
              {SUPPORT_CONTACT.email} or {SUPPORT_CONTACT.phone} quoting this payment reference.
            </>
          }
        />
      )}
      <Card style={{ textAlign: 'center', marginBottom: 24 }}>
        {unconfirmed ? null : <CheckCircleFilled style={{ fontSize: 56, color: token.colorSuccess }} />}
        <Typography.Title level={2} style={{ marginTop: 12 }}>
          {unconfirmed ? 'Booking Received' : 'Booking Confirmed!'}
        </Typography.Title>
        <Flex justify="center" align="center" gap={8} wrap>
          <BookingStatusTag status={record.status} />
          <Typography.Text>
            Booking ID:{' '}
            <Typography.Text strong copyable data-testid="booking-id">
              {record.bookingId}
            </Typography.Text>
          </Typography.Text>
          {record.reference && (
            <Typography.Text>
              Reference:{' '}
              <Typography.Text strong copyable>
                {record.reference}
              </Typography.Text>
            </Typography.Text>
          )}
        </Flex>
      </Card>

      <Row gutter={[24, 24]}>
        <Col xs={24} md={12}>
          <Card title="Hotel Details" style={{ height: '100%' }}>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'name', label: 'Hotel', children: record.hotelName },
                { key: 'addr', label: 'Address', children: hotelLocation || '—' },
                ...(record.hotelPhone
                  ? [{ key: 'phone', label: 'Phone', children: <a href={`tel:${record.hotelPhone}`}>{record.hotelPhone}</a> }]
                  : []),
                {
                  key: 'in',
                  label: 'Check-in',
                  children: `${safeFormatDate(record.checkIn)}${record.checkInTime ? `, from ${record.checkInTime}` : ''}`,
                },
                {
                  key: 'out',
                  label: 'Check-out',
                  children: `${safeFormatDate(record.checkOut)}${record.checkOutTime ? `, until ${record.checkOutTime}` : ''}`,
                },
                { key: 'nights', label: 'Nights', children: record.nights },
                { key: 'room', label: 'Room', children: record.roomName },
                { key: 'board', label: 'Board', children: record.boardName },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title="Guest Information" style={{ height: '100%' }}>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'holder', label: 'Booked by', children: personName(record.holder) },
                { key: 'email', label: 'E-mail', children: record.holder?.email ?? '—' },
                {
                  key: 'party',
                  label: 'Guests',
                  children: `${record.adultCount} adult(s)${record.childCount ? `, ${record.childCount} child(ren)` : ''}`,
                },
                ...record.guests.map((g, i) => ({
                  key: `g${i}`,
                  label: record.guests.length > 1 ? `Room ${i + 1}` : 'Guest',
                  children: `${personName(g)}${g.remarks ? ` (${g.remarks})` : ''}`,
                })),
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title="Payment Details" style={{ height: '100%' }}>
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'total',
                  label: 'Total Paid',
                  children: <Typography.Text strong>{formatPrice(record.totalPrice, record.currency || 'INR')}</Typography.Text>,
                },
                { key: 'ref', label: 'Payment Reference', children: <Typography.Text code>{record.transactionId}</Typography.Text> },
                { key: 'status', label: 'Payment Status', children: record.paymentStatus },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title="Cancellation Policy" style={{ height: '100%' }}>
            <Typography.Text type={isRefundableBooking(record) ? 'success' : 'danger'}>{cancellationSummary(record)}</Typography.Text>
          </Card>
        </Col>
      </Row>

      <Alert
        type="info"
        showIcon
        icon={<MailOutlined />}
        style={{ marginTop: 24 }}
        title={
          unconfirmed
            ? `We will e-mail the confirmation to ${record.holder?.email ?? 'you'} as soon as the hotel confirms.`
            : `A confirmation e-mail has been sent to ${record.holder?.email ?? 'your e-mail address'}.`
        }
      />

      <Flex justify="center" gap={12} wrap style={{ marginTop: 24 }}>
        <Button type="primary" size="large" icon={<DownloadOutlined />} onClick={() => downloadVoucher(record)}>
          Download Voucher
        </Button>
        <Button size="large" icon={<HomeOutlined />} onClick={() => navigate(paths.home())}>
          Back to Home
        </Button>
      </Flex>
    </div>
  );
}
