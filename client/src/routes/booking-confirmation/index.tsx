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
import { Alert, Button, Card, Descriptions, Flex, Result, Spin, Typography, theme } from 'antd';
import { GridCol, GridRow } from '../../components/Grid.tsx';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  BookingStatusTag,
  PaymentRetry,
  SUPPORT_CONTACT,
  cancellationSummary,
  downloadVoucher,
  isRefundableBooking,
  ns,
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

export { REFETCH_DELAY_MS } from '../../features/booking/index.ts';

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
  const { t } = useTranslation(ns);
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={16} style={{ padding: '96px 16px', minHeight: '60vh' }} role="status" aria-live="polite">
      <Spin indicator={<LoadingOutlined aria-hidden style={{ fontSize: 48 }} spin />} />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('confirmation.processing.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('confirmation.processing.doNotClose')}</Typography.Text>
      <Flex vertical gap={4} style={{ color: token.colorTextSecondary }}>
        <span>{t('confirmation.processing.verifying')}</span>
        <span>{t('confirmation.processing.confirming')}</span>
        <span>{t('confirmation.processing.preparing')}</span>
      </Flex>
    </Flex>
  );
}

function BookingError({ message, paymentReference }: { message: string; paymentReference?: string }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  return (
    <Flex justify="center" style={{ padding: '64px 16px' }}>
      <Card style={{ maxWidth: 560, width: '100%' }}>
        <Result
          status="error"
          icon={<CloseCircleFilled aria-hidden />}
          title={t('confirmation.error')}
          subTitle={
            <Flex vertical gap={4}>
              <span role="alert">{message}</span>
              {paymentReference && (
                <span>
                  {t('confirmation.paymentReference')} <Typography.Text code>{paymentReference}</Typography.Text>
                </span>
              )}
            </Flex>
          }
          extra={[
            <Button key="home" icon={<HomeOutlined aria-hidden />} onClick={() => navigate(paths.home())}>
              {t('confirmation.goHome')}
            </Button>,
            <Button key="retry" type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => window.location.reload()}>
              {t('confirmation.tryAgain')}
            </Button>,
          ]}
        />
      </Card>
    </Flex>
  );
}

/** A declined card: no money taken, no booking; "Try Again" pays again for a fresh hold of the same rate. */
function PaymentFailed({ message, attempt, pending }: { message: string; attempt: BookingAttempt | null; pending: PendingBooking | null }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  // Without a stored attempt (another browser, storage cleared) the hotel's rates are the way back; with
  // nothing stored at all, a new search is.
  const backToRates = attempt ? null : pending ? () => navigate(retryPath(pendingAsAttempt(pending))) : () => navigate(paths.hotels());
  return (
    <Flex justify="center" style={{ padding: '48px 12px' }}>
      <Card style={{ maxWidth: 640, width: '100%' }} styles={{ body: { padding: 'clamp(8px, 4vw, 24px)' } }}>
        <Result
          status="error"
          icon={<CloseCircleFilled aria-hidden />}
          style={{ padding: '24px 0' }}
          title={t('confirmation.error')}
          subTitle={
            <Flex vertical gap={4}>
              <span role="alert">{message}</span>
              <span>{t('confirmation.nothingTaken')}</span>
            </Flex>
          }
          extra={
            <Flex vertical gap={12} align="center">
              {attempt && <PaymentRetry attempt={attempt} pending={pending} />}
              <Flex gap={8} wrap justify="center">
                {backToRates && (
                  <Button type="primary" icon={<UnorderedListOutlined aria-hidden />} onClick={backToRates}>
                    {t('confirmation.tryAgain')}
                  </Button>
                )}
                <Button icon={<HomeOutlined aria-hidden />} onClick={() => navigate(paths.home())}>
                  {t('confirmation.goHome')}
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
  const { t } = useTranslation(ns);
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
          title={t('confirmation.pendingTitle')}
          description={
            <Trans
              t={t}
              i18nKey="confirmation.pendingText"
              values={{ reference: record.transactionId, email: SUPPORT_CONTACT.email, phone: SUPPORT_CONTACT.phone }}
              components={{ code: <Typography.Text code /> }}
            />
          }
        />
      )}
      <Card style={{ textAlign: 'center', marginBottom: 24 }}>
        {unconfirmed ? null : <CheckCircleFilled aria-hidden style={{ fontSize: 56, color: token.colorSuccess }} />}
        <Typography.Title level={2} style={{ marginTop: 12 }}>
          {unconfirmed ? t('confirmation.received') : t('confirmation.confirmed')}
        </Typography.Title>
        <Flex justify="center" align="center" gap={8} wrap>
          <BookingStatusTag status={record.status} />
          <Typography.Text>
            {t('confirmation.bookingId')}{' '}
            <Typography.Text strong copyable data-testid="booking-id">
              {record.bookingId}
            </Typography.Text>
          </Typography.Text>
          {record.reference && (
            <Typography.Text>
              {t('confirmation.reference')}{' '}
              <Typography.Text strong copyable>
                {record.reference}
              </Typography.Text>
            </Typography.Text>
          )}
        </Flex>
      </Card>

      <GridRow gutter={[24, 24]}>
        <GridCol xs={24} md={12}>
          <Card title={t('confirmation.hotelDetails')} style={{ height: '100%' }}>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'name', label: t('confirmation.hotel'), children: record.hotelName },
                { key: 'addr', label: t('confirmation.address'), children: hotelLocation || '—' },
                ...(record.hotelPhone
                  ? [
                      {
                        key: 'phone',
                        label: t('confirmation.phone'),
                        children: <a href={`tel:${record.hotelPhone}`}>{record.hotelPhone}</a>,
                      },
                    ]
                  : []),
                {
                  key: 'in',
                  label: t('confirmation.checkIn'),
                  children: record.checkInTime
                    ? t('confirmation.checkInFrom', { date: safeFormatDate(record.checkIn), time: record.checkInTime })
                    : safeFormatDate(record.checkIn),
                },
                {
                  key: 'out',
                  label: t('confirmation.checkOut'),
                  children: record.checkOutTime
                    ? t('confirmation.checkOutUntil', { date: safeFormatDate(record.checkOut), time: record.checkOutTime })
                    : safeFormatDate(record.checkOut),
                },
                { key: 'nights', label: t('confirmation.nights'), children: record.nights },
                { key: 'room', label: t('confirmation.room'), children: withoutBoard(record.roomName, record.boardName) },
                { key: 'board', label: t('confirmation.board'), children: record.boardName },
              ]}
            />
          </Card>
        </GridCol>
        <GridCol xs={24} md={12}>
          <Card title={t('confirmation.guestInformation')} style={{ height: '100%' }}>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'holder', label: t('confirmation.bookedBy'), children: personName(record.holder) },
                { key: 'email', label: t('confirmation.email'), children: record.holder?.email ?? '—' },
                {
                  key: 'party',
                  label: t('confirmation.guests'),
                  children: [
                    t('party.adultsAny', { count: record.adultCount }),
                    ...(record.childCount ? [t('party.childrenAny', { count: record.childCount })] : []),
                  ].join(', '),
                },
                ...record.guests.map((g, i) => ({
                  key: `g${i}`,
                  label: record.guests.length > 1 ? t('confirmation.room_n', { room: i + 1 }) : t('confirmation.guest'),
                  children: `${personName(g)}${g.remarks ? ` (${g.remarks})` : ''}`,
                })),
              ]}
            />
          </Card>
        </GridCol>
        <GridCol xs={24} md={12}>
          <Card title={t('confirmation.paymentDetails')} style={{ height: '100%' }}>
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'total',
                  label: t('confirmation.totalPaid'),
                  children: <Typography.Text strong>{formatPrice(record.totalPrice, record.currency || 'INR')}</Typography.Text>,
                },
                ...(fees
                  ? [
                      { key: 'fees', label: t('confirmation.atHotel'), children: hotelFeesText(fees) },
                      {
                        key: 'all',
                        label: t('confirmation.inAll'),
                        children: totalInAllText({ amount: record.totalPrice, currency: record.currency || 'INR' }, fees),
                      },
                    ]
                  : []),
                {
                  key: 'ref',
                  label: t('confirmation.paymentRef'),
                  children: <Typography.Text code>{record.transactionId}</Typography.Text>,
                },
                { key: 'status', label: t('confirmation.paymentStatus'), children: paymentStatusLabel(record.paymentStatus, t) },
              ]}
            />
          </Card>
        </GridCol>
        <GridCol xs={24} md={12}>
          <Card title={t('confirmation.cancellationPolicy')} style={{ height: '100%' }}>
            <Typography.Text type={isRefundableBooking(record) ? 'success' : 'danger'}>
              {cancellationSummary(record, undefined, t)}
            </Typography.Text>
          </Card>
        </GridCol>
      </GridRow>

      <Alert
        type="info"
        showIcon
        icon={<MailOutlined aria-hidden />}
        style={{ marginTop: 24 }}
        title={
          unconfirmed
            ? t('confirmation.willEmail', { email: record.holder?.email ?? t('confirmation.you') })
            : t('confirmation.emailSent', { email: record.holder?.email ?? t('confirmation.yourEmail') })
        }
      />

      <Flex justify="center" gap={12} wrap style={{ marginTop: 24 }}>
        <Button type="primary" size="large" icon={<DownloadOutlined aria-hidden />} onClick={() => downloadVoucher(record, t)}>
          {t('confirmation.downloadVoucher')}
        </Button>
        {record.reference && (
          <Button size="large" icon={<SettingOutlined aria-hidden />} onClick={() => navigate(paths.manageBooking(record.reference ?? ''))}>
            {t('confirmation.manage')}
          </Button>
        )}
        <Button size="large" icon={<HomeOutlined aria-hidden />} onClick={() => navigate(paths.home())}>
          {t('confirmation.backHome')}
        </Button>
      </Flex>
    </div>
  );
}
