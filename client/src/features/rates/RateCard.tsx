// One rate in the "Available Rates" dialog: room and rate, board, occupancy, the whole price for the stay and
// per night (fees payable at the hotel included and named), public price when higher, taxes, cancellation
// terms, commission, and the Select button.
import { CheckCircleFilled, CheckOutlined, CoffeeOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space, Tag, Typography, theme } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RateCard_RateFragment } from '../../__generated__/graphql.ts';
import { hotelFees, type HotelFees } from '../../lib/fees.ts';
import { deadlinePassed, formatDeadline as formatIstDeadline, formatPrice, withoutBoard } from '../../lib/format.ts';
import { ns } from './i18n.ts';

export interface RateCardProps {
  rate: RateCard_RateFragment;
  nights: number;
  /** Rooms the rate is priced for (all of them, as searched); said on the card when more than one. */
  rooms?: number;
  selected: boolean;
  onSelect: (rate: RateCard_RateFragment) => void;
}

/**
 * The rates dialog accepts RFN and RFNF as refundable (spec §5), unless the free-cancellation deadline has
 * already passed: then nothing can be cancelled free any more and the rate reads as non-refundable.
 */
export function isRefundableRate(rate: Pick<RateCard_RateFragment, 'cancellation'>, now: Date = new Date()): boolean {
  const tag = rate.cancellation.refundableTag?.toUpperCase();
  const refundable = rate.cancellation.refundable || tag === 'RFN' || tag === 'RFNF';
  return refundable && !deadlinePassed(rate.cancellation.freeCancellationUntil, now);
}

/** "Sat, 5 Dec 2026, 6:00 pm IST", or the raw text when the provider sent something unreadable. */
export function formatDeadline(iso: string): string {
  try {
    return formatIstDeadline(iso);
  } catch {
    return iso;
  }
}

/**
 * The whole price of a rate (issue 15 §2): its total plus the fees payable at the hotel (taxesAndFees with
 * included: false) in the same currency, the basis of the search card's stayPrice. Fees in another currency
 * cannot be added honestly and are listed beside it.
 */
export function allInTotal(rate: Pick<RateCard_RateFragment, 'total' | 'taxesAndFees'>): {
  amount: number;
  currency: string;
  atHotel: HotelFees | null;
} {
  const fees = hotelFees(rate.taxesAndFees, rate.total.currency);
  return { amount: rate.total.amount + (fees?.amount ?? 0), currency: rate.total.currency, atHotel: fees };
}

/**
 * "incl. ₹1,200 payable at the hotel" (and "+ US$10 payable at the hotel" for a fee that cannot be added), in
 * the language of `t` (the 'rates' namespace's).
 */
export function atHotelTexts(fees: HotelFees, t: TFunction<'rates'>): string[] {
  return [
    ...(fees.amount > 0 ? [t('card.includedAtHotel', { price: formatPrice(fees.amount, fees.currency) })] : []),
    ...fees.other.map((o) => t('card.extraAtHotel', { price: formatPrice(o.amount, o.currency) })),
  ];
}

export function RateCard({ rate, nights, rooms = 1, selected, onSelect }: RateCardProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation(ns);
  const currency = rate.total.currency;
  const allIn = allInTotal(rate);
  const fees = allIn.atHotel;
  const perNight = allIn.amount / Math.max(1, nights);
  const ssp = rate.suggestedSellingPrice;
  // The provider's suggested price is for what is paid online, like `total`: struck through only when it is
  // higher, and then with the same fees at the hotel added, so both prices are whole.
  const showSsp = ssp != null && ssp.amount > rate.total.amount && (ssp.currency || currency) === currency;
  const refundable = isRefundableRate(rate);
  const deadline = rate.cancellation.freeCancellationUntil;
  const showCommission = rate.priceType?.toLowerCase() === 'commission' && rate.commission != null;
  const title = rate.roomName || rate.name;
  // The rate's name often ends in its board ("Deluxe King - Room Only"); the board tag says it once.
  const subtitle = rate.name ? withoutBoard(rate.name, rate.boardName || t('card.roomOnly')) : '';

  return (
    <Card
      size="small"
      data-testid="rate-card"
      aria-label={`${title}${subtitle && subtitle !== title ? `, ${subtitle}` : ''}`}
      style={{
        borderColor: selected ? token.colorPrimary : undefined,
        boxShadow: selected ? `0 0 0 2px ${token.colorPrimaryBg}` : undefined,
      }}
    >
      <Flex justify="space-between" gap={16} wrap>
        <Space orientation="vertical" size={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {selected && <CheckCircleFilled aria-hidden style={{ color: token.colorPrimary, marginRight: 6 }} />}
            {title}
          </Typography.Text>
          {subtitle && subtitle !== title && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
          <Space size={[8, 4]} wrap>
            <Tag icon={<CoffeeOutlined aria-hidden />} color="blue">
              {rate.boardName || t('card.roomOnly')}
            </Tag>
            <Tag icon={<UserOutlined aria-hidden />}>{t('card.sleepsUpTo', { n: rate.maxOccupancy })}</Tag>
            {refundable ? (
              // Wraps on a phone: the deadline with its time is longer than a narrow card.
              <Tag color="green" style={{ whiteSpace: 'normal', maxWidth: '100%' }}>
                {deadline ? t('card.freeCancellationUntil', { deadline: formatDeadline(deadline) }) : t('card.freeCancellation')}
              </Tag>
            ) : (
              <Tag color="red">{t('card.nonRefundable')}</Tag>
            )}
          </Space>
          {showCommission && rate.commission && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('card.commission', { amount: formatPrice(rate.commission.amount, rate.commission.currency || currency) })}
            </Typography.Text>
          )}
        </Space>
        <Flex vertical align="flex-end" gap={2} style={{ textAlign: 'right' }}>
          {showSsp && ssp && (
            <Typography.Text delete type="secondary" data-testid="rate-ssp">
              {formatPrice(ssp.amount + (fees?.amount ?? 0), currency)}
            </Typography.Text>
          )}
          <Typography.Text strong style={{ fontSize: 20, color: token.colorPrimary }} data-testid="rate-total">
            {formatPrice(allIn.amount, currency)}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('card.totalFor', { count: nights })}
            {rooms > 1 ? t('card.rooms', { n: rooms }) : ''}
          </Typography.Text>
          <Typography.Text data-testid="rate-per-night">{t('card.perNight', { price: formatPrice(perNight, currency) })}</Typography.Text>
          {rate.includesTaxes && (
            <Typography.Text type="success" style={{ fontSize: 12 }}>
              {t('card.includesTaxes')}
            </Typography.Text>
          )}
          {fees && (
            <>
              {atHotelTexts(fees, t).map((line) => (
                <Typography.Text key={line} style={{ fontSize: 12 }} data-testid="rate-hotel-fees">
                  {line}
                </Typography.Text>
              ))}
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="rate-pay-now">
                {t('card.payNow', { price: formatPrice(rate.total.amount, currency) })}
              </Typography.Text>
            </>
          )}
          <Button
            type={selected ? 'primary' : 'default'}
            icon={selected ? <CheckOutlined aria-hidden /> : undefined}
            onClick={() => onSelect(rate)}
            aria-pressed={selected}
            style={{ marginTop: 6, minWidth: 110 }}
          >
            {selected ? t('card.selected') : t('card.select')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
