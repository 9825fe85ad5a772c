// One rate in the "Available Rates" dialog: room and rate, board, occupancy, price for the stay and per
// night, public price when higher, taxes, cancellation terms, commission, and the Select button.
import { CheckCircleFilled, CheckOutlined, CoffeeOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space, Tag, Typography, theme } from 'antd';
import type { RateCard_RateFragment } from '../../__generated__/graphql.ts';
import { hotelFees, hotelFeesText, totalInAllText } from '../../lib/fees.ts';
import { deadlinePassed, formatDeadline as formatIstDeadline, formatPrice, withoutBoard } from '../../lib/format.ts';

export interface RateCardProps {
  rate: RateCard_RateFragment;
  nights: number;
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

export function RateCard({ rate, nights, selected, onSelect }: RateCardProps) {
  const { token } = theme.useToken();
  const currency = rate.total.currency;
  const perNight = rate.total.amount / Math.max(1, nights);
  const ssp = rate.suggestedSellingPrice;
  const showSsp = ssp != null && ssp.amount > rate.total.amount;
  const refundable = isRefundableRate(rate);
  const deadline = rate.cancellation.freeCancellationUntil;
  const showCommission = rate.priceType?.toLowerCase() === 'commission' && rate.commission != null;
  const title = rate.roomName || rate.name;
  // The rate's name often ends in its board ("Deluxe King - Room Only"); the board tag says it once.
  const subtitle = rate.name ? withoutBoard(rate.name, rate.boardName || 'Room Only') : '';
  const fees = hotelFees(rate.taxesAndFees, currency);

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
            {selected && <CheckCircleFilled style={{ color: token.colorPrimary, marginRight: 6 }} />}
            {title}
          </Typography.Text>
          {subtitle && subtitle !== title && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
          <Space size={[8, 4]} wrap>
            <Tag icon={<CoffeeOutlined />} color="blue">
              {rate.boardName || 'Room Only'}
            </Tag>
            <Tag icon={<UserOutlined />}>Sleeps up to {rate.maxOccupancy}</Tag>
            {refundable ? (
              // Wraps on a phone: the deadline with its time is longer than a narrow card.
              <Tag color="green" style={{ whiteSpace: 'normal', maxWidth: '100%' }}>
                {deadline ? `Free cancellation until ${formatDeadline(deadline)}` : 'Free cancellation'}
              </Tag>
            ) : (
              <Tag color="red">Non-refundable</Tag>
            )}
          </Space>
          {showCommission && rate.commission && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Commission: {formatPrice(rate.commission.amount, rate.commission.currency || currency)}
            </Typography.Text>
          )}
        </Space>
        <Flex vertical align="flex-end" gap={2} style={{ textAlign: 'right' }}>
          {showSsp && ssp && (
            <Typography.Text delete type="secondary" data-testid="rate-ssp">
              {formatPrice(ssp.amount, ssp.currency || currency)}
            </Typography.Text>
          )}
          <Typography.Text strong style={{ fontSize: 20, color: token.colorPrimary }} data-testid="rate-total">
            {formatPrice(rate.total.amount, currency)}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            total for {nights} night{nights === 1 ? '' : 's'}
          </Typography.Text>
          <Typography.Text data-testid="rate-per-night">{formatPrice(perNight, currency)} / night</Typography.Text>
          {rate.includesTaxes && (
            <Typography.Text type="success" style={{ fontSize: 12 }}>
              Includes taxes
            </Typography.Text>
          )}
          {fees && (
            <>
              <Typography.Text style={{ fontSize: 12 }} data-testid="rate-hotel-fees">
                {hotelFeesText(fees)}
              </Typography.Text>
              <Typography.Text style={{ fontSize: 12 }} data-testid="rate-total-in-all">
                {totalInAllText(rate.total, fees)}
              </Typography.Text>
            </>
          )}
          <Button
            type={selected ? 'primary' : 'default'}
            icon={selected ? <CheckOutlined /> : undefined}
            onClick={() => onSelect(rate)}
            aria-pressed={selected}
            style={{ marginTop: 6, minWidth: 110 }}
          >
            {selected ? 'Selected' : 'Select'}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
