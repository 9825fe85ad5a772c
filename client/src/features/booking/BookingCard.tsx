// One booking in the history list (or a lookup result): hotel, stay, room, guests, total and voucher.
import { CalendarOutlined, DownloadOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import type { BookingRecord } from './bookingStorage.ts';
import { formatPrice } from '../../lib/format.ts';
import { downloadVoucher } from './voucher.ts';
import { BookingStatusTag } from './BookingStatusTag.tsx';
import { cancellationSummary } from './cancellation.ts';
import { safeFormatDate } from './dates.ts';

export function BookingCard({ record }: { record: BookingRecord }) {
  const where = [record.hotelAddress, record.hotelCity].filter(Boolean).join(', ');
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
          <EnvironmentOutlined /> {where}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph style={{ marginBottom: 12 }}>
        <CalendarOutlined /> {safeFormatDate(record.checkIn)} – {safeFormatDate(record.checkOut)} · {record.nights} night
        {record.nights === 1 ? '' : 's'}
      </Typography.Paragraph>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'id', label: 'Booking ID', children: record.bookingId },
          ...(record.reference && record.reference !== record.bookingId
            ? [{ key: 'ref', label: 'Reference', children: record.reference }]
            : []),
          { key: 'room', label: 'Room', children: `${record.roomName} · ${record.boardName}` },
          { key: 'guests', label: 'Guests', children: record.guests.map((g) => `${g.firstName} ${g.lastName}`).join(', ') || '—' },
          {
            key: 'total',
            label: 'Total',
            children: <Typography.Text strong>{formatPrice(record.totalPrice, record.currency || 'INR')}</Typography.Text>,
          },
          { key: 'cancel', label: 'Cancellation', children: cancellationSummary(record) },
        ]}
      />
      <Button icon={<DownloadOutlined />} onClick={() => downloadVoucher(record)} style={{ marginTop: 12 }}>
        Download Voucher
      </Button>
    </Card>
  );
}
