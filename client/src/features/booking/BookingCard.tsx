// One booking in the history list (or a lookup result): hotel, stay, room, guests, total and voucher. An
// attempt that did not become a booking (declined card, never paid, refunded) says so instead, with no
// voucher and no price paid, and offers "Try again" when this browser kept its details (issue 14 §2).
import { CalendarOutlined, DownloadOutlined, EnvironmentOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hotelFees, hotelFeesText } from '../../lib/fees.ts';
import { formatPrice, roomAndBoard } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { attemptOutcome, canTryAgain, isNotABooking } from './bookingState.ts';
import { findBookingAttempt, type BookingRecord } from './bookingStorage.ts';
import { BookingStatusTag } from './BookingStatusTag.tsx';
import { cancellationSummary } from './cancellation.ts';
import { safeFormatDate } from './dates.ts';
import { retryPath } from './retry.ts';
import { downloadVoucher } from './voucher.ts';
import { ns } from './i18n.ts';

/** What "Try again" needs of a record this browser has no stored attempt for: the hotel and the stay. */
function attemptOfRecord(record: BookingRecord) {
  if (!record.hotelId || !record.checkIn || !record.checkOut) return null;
  return {
    hotelId: record.hotelId,
    checkin: record.checkIn,
    checkout: record.checkOut,
    occupancies: [{ adults: record.adultCount, childrenAges: [] }],
    reference: record.reference ?? '',
    roomName: record.roomName,
    boardName: record.boardName,
  };
}

const isCancelled = (record: BookingRecord) => ['cancelled', 'cancellation_pending'].includes((record.status || '').toLowerCase());

/**
 * `offerRetry` false hides "Try again" (the list knows the same stay was booked since); a lookup result
 * or a lone card offers it.
 */
export function BookingCard({ record, offerRetry = true }: { record: BookingRecord; offerRetry?: boolean }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const where = [record.hotelAddress, record.hotelCity].filter(Boolean).join(', ');
  const notBooked = isNotABooking(record);
  const outcome = attemptOutcome(record, t);
  // The stored attempt fills in the guest details; without it (another browser) the rates still open.
  const attempt =
    offerRetry && canTryAgain(record)
      ? (findBookingAttempt(record.reference) ?? findBookingAttempt(record.transactionId) ?? attemptOfRecord(record))
      : null;
  const fees = hotelFees(record.feesPayableAtHotel, record.currency || 'INR');
  return (
    <Card
      data-testid="booking-card"
      title={
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text strong ellipsis style={{ maxWidth: '70%' }}>
            {record.hotelName}
          </Typography.Text>
          <BookingStatusTag status={record.status} />
        </Flex>
      }
    >
      {where && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          <EnvironmentOutlined aria-hidden /> {where}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph style={{ marginBottom: 12 }}>
        <CalendarOutlined aria-hidden /> {safeFormatDate(record.checkIn)} – {safeFormatDate(record.checkOut)} ·{' '}
        {t('party.nights', { count: record.nights })}
      </Typography.Paragraph>
      {outcome && (
        <Alert type={record.status === 'needs_refund' ? 'warning' : 'error'} showIcon title={outcome} style={{ marginBottom: 12 }} />
      )}
      <Descriptions
        size="small"
        column={1}
        items={[
          ...(notBooked ? [] : [{ key: 'id', label: t('card.bookingId'), children: record.bookingId }]),
          ...(record.reference && record.reference !== record.bookingId
            ? [{ key: 'ref', label: t('card.reference'), children: record.reference }]
            : []),
          { key: 'room', label: t('card.room'), children: roomAndBoard(record.roomName, record.boardName) },
          { key: 'guests', label: t('card.guests'), children: record.guests.map((g) => `${g.firstName} ${g.lastName}`).join(', ') || '—' },
          ...(notBooked
            ? []
            : [
                {
                  key: 'total',
                  label: t('card.totalPaid'),
                  children: <Typography.Text strong>{formatPrice(record.totalPrice, record.currency || 'INR')}</Typography.Text>,
                },
                ...(fees ? [{ key: 'fees', label: t('card.atHotel'), children: hotelFeesText(fees) }] : []),
                { key: 'cancel', label: t('card.cancellation'), children: cancellationSummary(record, undefined, t) },
              ]),
        ]}
      />
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        {notBooked
          ? attempt && (
              <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => navigate(retryPath(attempt))}>
                {t('card.tryAgain')}
              </Button>
            )
          : // A cancelled stay (or one being cancelled) has no voucher to show at the hotel.
            !isCancelled(record) && (
              <Button icon={<DownloadOutlined aria-hidden />} onClick={() => downloadVoucher(record, t)}>
                {t('card.downloadVoucher')}
              </Button>
            )}
        {record.reference && (
          <Button
            icon={<SettingOutlined aria-hidden />}
            href={paths.manageBooking(record.reference)}
            onClick={(e) => {
              e.preventDefault();
              navigate(paths.manageBooking(record.reference ?? ''));
            }}
          >
            {t('card.manage')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
