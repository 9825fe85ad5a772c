// The "Available Rates" dialog: the stay's dates (editable in a two-calendar popover), the live rates of
// the hotel for them, and choosing one. The query runs only while the dialog is open (spec §4).
import { CalendarOutlined, ExclamationCircleOutlined, InboxOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Empty, Flex, Modal, Popover, Space, Spin, Typography } from 'antd';
import 'virtual:antd-rates-styles.css';
import { addDays, differenceInCalendarDays, parseISO } from 'date-fns';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RateCard_RateFragment } from '../../__generated__/graphql.ts';
import { formatDate, indiaToday, nightsBetween, toIsoDate } from '../../lib/format.ts';
import { userMessage } from '../../lib/errors.ts';
import { isOfflineError, YoureOffline } from '../offline/index.ts';
import { occupanciesOf, roomsSummary, type RoomOccupancy } from '../../lib/occupancy.ts';
import { RoomsField } from '../search/index.ts';
import { useIsNarrow } from './BookingPanelContext.tsx';
import { DateCalendar } from './DateCalendar.tsx';
import { HotelRatesQuery } from './operations.ts';
import { RateCard } from './RateCard.tsx';
import { ns } from './i18n.ts';

export interface RatesDialogProps {
  open: boolean;
  onClose: () => void;
  hotelId: string;
  hotelName: string;
  checkin: string;
  checkout: string;
  guests: number;
  /** Several rooms or children; absent for one room of `guests` adults. */
  rooms?: RoomOccupancy[];
  onDatesChange: (checkin: string, checkout: string) => void;
  /** The Rooms & Guests picker's new rooms; without it the rooms are shown but not offered for change. */
  onRoomsChange?: (rooms: RoomOccupancy[]) => void;
  selectedOfferId: string | null;
  /** Rates of this room are listed first (the room whose "Book This Room" was pressed). */
  preferredRoom?: string | null;
  onSelect: (rate: RateCard_RateFragment, nights: number) => void;
  /**
   * "Try again" of an earlier attempt: its room and board. When a rate with both is offered for these dates
   * it is chosen by itself (onPreselect); otherwise the rates simply show.
   */
  preselect?: { roomName: string | null; boardName: string | null } | null;
  onPreselect?: (rate: RateCard_RateFragment | null, nights: number) => void;
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** Spec §4: moving check-in so that check-out is less than a day after moves check-out to check-in + 1. */
export function adjustCheckout(checkin: string, checkout: string): string {
  return differenceInCalendarDays(parseISO(checkout), parseISO(checkin)) < 1 ? toIsoDate(addDays(parseISO(checkin), 1)) : checkout;
}

export function RatesDialog(props: RatesDialogProps) {
  const { open, onClose, hotelId, hotelName, checkin, checkout, guests, rooms, selectedOfferId, preferredRoom, onSelect } = props;
  const { t } = useTranslation(ns);
  const occupancies = occupanciesOf({ guests, rooms });
  const { data, loading, error, refetch } = useQuery(HotelRatesQuery, {
    // Offers are priced by the provider for every room asked for.
    variables: { input: { hotelId, checkin, checkout, occupancies } },
    skip: !open || !hotelId,
    // Offers expire and prices move: show what we have, but always ask again when the dialog opens.
    fetchPolicy: 'cache-and-network',
  });

  const result = data?.hotelRates;
  const nights = result?.nights ?? nightsBetween(checkin, checkout);
  const rates = useMemo(() => {
    const list = result?.rates ?? [];
    if (!preferredRoom) return list;
    const key = preferredRoom.toLowerCase();
    return [...list.filter((r) => r.roomName.toLowerCase() === key), ...list.filter((r) => r.roomName.toLowerCase() !== key)];
  }, [result, preferredRoom]);

  // One preselection per retry, once this stay's rates have arrived from the network.
  const { preselect, onPreselect } = props;
  const preselected = useRef(false);
  useEffect(() => {
    if (!open || !preselect || !onPreselect || preselected.current || loading || !result) return;
    if (result.checkin !== checkin || result.checkout !== checkout) return;
    preselected.current = true;
    const match =
      preselect.roomName == null
        ? null
        : (result.rates.find((r) => sameText(r.roomName, preselect.roomName) && sameText(r.boardName, preselect.boardName)) ?? null);
    onPreselect(match, nights);
  }, [open, preselect, onPreselect, loading, result, checkin, checkout, nights]);

  let body;
  if (!result && (loading || !error)) {
    body = (
      <Flex vertical align="center" gap={12} style={{ padding: 48 }}>
        <Spin size="large" />
        <Typography.Text type="secondary">{t('dialog.loading')}</Typography.Text>
      </Flex>
    );
  } else if (error && !result && isOfflineError(error)) {
    body = <YoureOffline onRetry={() => void refetch().catch(() => {})} />;
  } else if (error && !result) {
    body = (
      <Alert
        type="error"
        showIcon
        icon={<ExclamationCircleOutlined aria-hidden />}
        title={t('dialog.errorTitle')}
        description={userMessage(error, t('dialog.errorFallback'))}
      />
    );
  } else if (rates.length === 0) {
    body = (
      <Empty
        image={<InboxOutlined aria-hidden style={{ fontSize: 48 }} />}
        description={
          <Space orientation="vertical" size={4}>
            <Typography.Text strong>{t('dialog.noRates')}</Typography.Text>
            <Typography.Text type="secondary">{t('dialog.noRatesText')}</Typography.Text>
          </Space>
        }
      />
    );
  } else {
    body = (
      <Flex vertical gap={12} role="list" aria-label={t('dialog.list')}>
        {rates.map((rate) => (
          <div role="listitem" key={rate.offerId + rate.rateId}>
            <RateCard
              rate={rate}
              nights={nights}
              rooms={occupancies.length}
              selected={rate.offerId === selectedOfferId}
              onSelect={(r) => onSelect(r, nights)}
            />
          </div>
        ))}
      </Flex>
    );
  }

  return (
    <Modal title={t('dialog.title')} open={open} onCancel={onClose} footer={null} width={820} destroyOnHidden>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {hotelName}
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="rates-nights">
            {t('dialog.nights', { count: nights })} · {rooms ? roomsSummary(occupancies) : t('dialog.guests', { count: guests })}
          </Typography.Text>
        </div>
        <Flex gap={8} wrap>
          <DateRangePicker checkin={checkin} checkout={checkout} onApply={props.onDatesChange} />
          {props.onRoomsChange && (
            <div style={{ minWidth: 190 }}>
              <RoomsField id="rates-rooms" rooms={occupancies} onChange={props.onRoomsChange} size="middle" />
            </div>
          )}
        </Flex>
      </Flex>
      {body}
    </Modal>
  );
}

function DateRangePicker({ checkin, checkout, onApply }: { checkin: string; checkout: string; onApply: (ci: string, co: string) => void }) {
  const { t } = useTranslation(ns);
  const [open, setOpen] = useState(false);
  const narrow = useIsNarrow();
  const [draft, setDraft] = useState({ checkin, checkout });
  const today = toIsoDate(indiaToday());

  const openChange = (next: boolean) => {
    if (next) setDraft({ checkin, checkout });
    setOpen(next);
  };

  const content = (
    // Never wider than a phone's screen: the popover is placed in the page, and a wider one scrolls it sideways.
    // The popover's own padding and its distance from the screen's edges come on top: 72 px keeps a 320 px
    // phone's 'Apply Changes' on the screen.
    <div style={{ maxWidth: 'min(600px, calc(100vw - 72px))' }}>
      <Flex gap={24} wrap>
        <DateCalendar
          label={t('dialog.checkinDate')}
          value={draft.checkin}
          min={today}
          onChange={(ci) => setDraft((d) => ({ checkin: ci, checkout: adjustCheckout(ci, d.checkout) }))}
        />
        <DateCalendar
          label={t('dialog.checkoutDate')}
          value={draft.checkout}
          min={toIsoDate(addDays(parseISO(draft.checkin), 1))}
          onChange={(co) => setDraft((d) => ({ ...d, checkout: co }))}
        />
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }} data-testid="draft-stay">
        {t('dialog.draftStay', {
          from: formatDate(draft.checkin),
          to: formatDate(draft.checkout),
          nights: t('dialog.nights', { count: nightsBetween(draft.checkin, draft.checkout) }),
        })}
      </Typography.Paragraph>
      <Flex justify="flex-end" gap={8} style={{ marginTop: 12 }}>
        <Button onClick={() => setOpen(false)}>{t('dialog.cancel')}</Button>
        <Button
          type="primary"
          onClick={() => {
            onApply(draft.checkin, draft.checkout);
            setOpen(false);
          }}
        >
          {t('dialog.apply')}
        </Button>
      </Flex>
    </div>
  );

  return (
    // Under 1024 px centred under the button, so antd shifts it sideways to stay on the screen (a corner
    // placement only flips, and at 320 px its calendars ran past the right edge); wider, at the button's corner.
    <Popover
      content={content}
      trigger="click"
      open={open}
      onOpenChange={openChange}
      placement={narrow ? 'bottom' : 'bottomRight'}
      destroyOnHidden
    >
      <Button
        icon={<CalendarOutlined aria-hidden />}
        aria-label={t('dialog.changeDates', { from: formatDate(checkin), to: formatDate(checkout) })}
      >
        {formatDate(checkin)} – {formatDate(checkout)}
      </Button>
    </Popover>
  );
}
