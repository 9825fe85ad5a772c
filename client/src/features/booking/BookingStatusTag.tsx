// A booking's status as a coloured badge: upper-cased, CONFIRMED when unknown (spec §4).
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusName } from './bookingState.ts';
import { bookingT, ns, type BookingT } from './i18n.ts';

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

/** The tag's words: the status's name, unless the tag says more (statusTag). */
export function statusLabel(status: string | null | undefined, t: BookingT = bookingT): string {
  if ((status || '').toUpperCase() === 'CANCELLATION_PENDING') return t('statusTag.cancellationPending');
  return statusName(status, t);
}

export function BookingStatusTag({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation(ns);
  const label = statusLabel(status, t);
  return (
    <Tag color={COLORS[(status || 'confirmed').toUpperCase()] ?? 'blue'} data-testid="booking-status" style={{ fontWeight: 600 }}>
      {label}
    </Tag>
  );
}
