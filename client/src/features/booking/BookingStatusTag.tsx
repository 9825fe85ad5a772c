// A booking's status as a coloured badge: upper-cased, CONFIRMED when unknown (spec §4).
import { Tag } from 'antd';

const COLORS: Record<string, string> = {
  CONFIRMED: 'green',
  PAYMENT_RECEIVED: 'gold',
  PAYMENT_RECEIVED_UNCONFIRMED: 'gold',
  PAID: 'gold',
  PENDING_PAYMENT: 'blue',
  FAILED: 'red',
  NEEDS_REFUND: 'orange',
  CANCELLED: 'default',
};

export function statusLabel(status: string | null | undefined): string {
  return (status || 'confirmed').toUpperCase();
}

export function BookingStatusTag({ status }: { status: string | null | undefined }) {
  const label = statusLabel(status);
  return (
    <Tag color={COLORS[label] ?? 'blue'} data-testid="booking-status" style={{ fontWeight: 600 }}>
      {label}
    </Tag>
  );
}
