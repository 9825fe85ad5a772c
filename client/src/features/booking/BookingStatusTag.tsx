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
  CANCELLATION_PENDING: 'gold',
  CANCELLED: 'default',
};

/** Statuses whose badge says more than the status's name. */
const WORDING: Record<string, string> = {
  CANCELLATION_PENDING: 'Cancellation in progress',
};

export function statusLabel(status: string | null | undefined): string {
  return (status || 'confirmed').toUpperCase();
}

export function BookingStatusTag({ status }: { status: string | null | undefined }) {
  const label = statusLabel(status);
  return (
    <Tag color={COLORS[label] ?? 'blue'} data-testid="booking-status" style={{ fontWeight: 600 }}>
      {WORDING[label] ?? label}
    </Tag>
  );
}
