// /booking-confirmation: where the payment widget returns. useConfirmBooking checks the payment outcome and
// books the prebooked rate; this page draws what it answers: the confirmation with its voucher, the
// pending-confirmation banner, a declined payment (with "Try Again" that pays again) or an error
// (spec §2, §4 "Payment return"; issue 14 §2).
import {
  CheckCircleFilled,
  CloseCircleFilled,
  DownloadOutlined,
  HomeOutlined,
  LoadingOutlined,
  MailOutlined,
  ReloadOutlined,
  SettingOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, Flex, Result, Row, Spin, Typography, theme } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import {
  BookingStatusTag,
  PaymentRetry,
  SUPPORT_CONTACT,
  cancellationSummary,
  downloadVoucher,
  isRefundableBooking,
  paymentStatusLabel,
  retryPath,
  safeFormatDate,
  useConfirmBooking,
  type BookingAttempt,
  type BookingRecord,
  type PendingBooking,
} from '../../features/booking/index.ts';
import { hotelFees, hotelFeesText, totalInAllText } from '../../lib/fees.ts';
import { formatPrice, withoutBoard } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';

export { MESSAGES, REFETCH_DELAY_MS } from '../../features/booking/index.ts';

export function Component() {
  const [params] = useSearchParams();
  const view = useConfirmBooking(params);
  if (view.kind === 'processing') return <Processing />;
  if (view.kind === 'paymentFailed') return <PaymentFailed message={view.message} attempt={view.attempt} pending={view.pending} />;
  if (view.kind === 'error') return <BookingError message={view.message} paymentReference={view.paymentReference} />;
  return <Confirmation record={view.record} unconfirmed={view.kind === 'unconfirmed'} />;
}

export default Component;

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

/** A declined card: no money taken, no booking; "Try Again" pays again for a fresh hold of the same rate. */
function PaymentFailed({ message, attempt, pending }: { message: string; attempt: BookingAttempt | null; pending: PendingBooking | null }) {
  const navigate = useNavigate();
  // Without a stored attempt (another browser, storage cleared) the hotel's rates are the way back; with
  // nothing stored at all, a new search is.
  const backToRates = attempt ? null : pending ? () => navigate(retryPath(pendingAsAttempt(pending))) : () => navigate(paths.hotels());
  return (
    <Flex justify="center" style={{ padding: '48px 12px' }}>
      <Card style={{ maxWidth: 640, width: '100%' }} styles={{ body: { padding: 'clamp(8px, 4vw, 24px)' } }}>
        <Result
          status="error"
          icon={<CloseCircleFilled />}
          style={{ padding: '24px 0' }}
          title="Booking Error"
          subTitle={
            <Flex vertical gap={4}>
              <span role="alert">{message}</span>
              <span>No money was taken and nothing was booked.</span>
            </Flex>
          }
          extra={
            <Flex vertical gap={12} align="center">
              {attempt && <PaymentRetry attempt={attempt} pending={pending} />}
              <Flex gap={8} wrap justify="center">
                {backToRates && (
                  <Button type="primary" icon={<UnorderedListOutlined />} onClick={backToRates}>
                    Try Again
                  </Button>
                )}
                <Button icon={<HomeOutlined />} onClick={() => navigate(paths.home())}>
                  Go Home
                </Button>
              </Flex>
            </Flex>
          }
        />
      </Card>
    </Flex>
  );
}

const pendingAsAttempt = (p: PendingBooking) => ({
  hotelId: p.hotelId,
  checkin: p.checkIn,
  checkout: p.checkOut,
  occupancies: [{ adults: p.adultCount, childrenAges: [] }],
  reference: p.reference,
  roomName: p.roomName,
  boardName: p.boardName,
});

const personName = (p: { firstName: string; lastName: string } | null | undefined) => (p ? `${p.firstName} ${p.lastName}`.trim() : '—');

function Confirmation({ record, unconfirmed }: { record: BookingRecord; unconfirmed: boolean }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const hotelLocation = [record.hotelAddress, record.hotelCity, record.hotelCountry].filter(Boolean).join(', ');
  const fees = hotelFees(record.feesPayableAtHotel, record.currency || 'INR');

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
                { key: 'room', label: 'Room', children: withoutBoard(record.roomName, record.boardName) },
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
                ...(fees
                  ? [
                      { key: 'fees', label: 'At the hotel', children: hotelFeesText(fees) },
                      {
                        key: 'all',
                        label: 'In all',
                        children: totalInAllText({ amount: record.totalPrice, currency: record.currency || 'INR' }, fees),
                      },
                    ]
                  : []),
                { key: 'ref', label: 'Payment Reference', children: <Typography.Text code>{record.transactionId}</Typography.Text> },
                { key: 'status', label: 'Payment Status', children: paymentStatusLabel(record.paymentStatus) },
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
        {record.reference && (
          <Button size="large" icon={<SettingOutlined />} onClick={() => navigate(paths.manageBooking(record.reference ?? ''))}>
            Manage booking
          </Button>
        )}
        <Button size="large" icon={<HomeOutlined />} onClick={() => navigate(paths.home())}>
          Back to Home
        </Button>
      </Flex>
    </div>
  );
}
