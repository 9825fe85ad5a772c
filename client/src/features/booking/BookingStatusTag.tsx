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
  CANCELLATION_PENDING: 'purple',
  CANCELLED: 'default',
};

/** Statuses whose tag says more than the upper-cased status name. */
const LABELS: Record<string, string> = {
  CANCELLATION_PENDING: 'CANCELLATION IN PROGRESS',
};

export function statusLabel(status: string | null | undefined): string {
  const key = (status || 'confirmed').toUpperCase();
  return LABELS[key] ?? key;
}

export function BookingStatusTag({ status }: { status: string | null | undefined }) {
  const label = statusLabel(status);
  return (
    <Tag color={COLORS[(status || 'confirmed').toUpperCase()] ?? 'blue'} data-testid="booking-status" style={{ fontWeight: 600 }}>
      {label}
    </Tag>
  );
}
