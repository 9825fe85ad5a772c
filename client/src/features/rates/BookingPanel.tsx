// The rate-related part of the hotel page's "Quick Information" sidebar: "View Available Rates", the
// selected-rate summary, "Book Now", and the rates and booking dialogs. Under 1024 px it adds the fixed
// bottom bar and shows the same content in the "Select Rate & Book" dialog.
import { createPortal } from 'react-dom';
import { CalendarOutlined, CheckCircleFilled, ShoppingCartOutlined } from '@ant-design/icons';
import { Alert, Flex, theme } from 'antd';
import { LightButton } from '../../components/LightButton.tsx';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice, nightsBetween } from '../../lib/format.ts';
import { occupanciesOf, roomsSummary } from '../../lib/occupancy.ts';
import { hotelFees } from '../../lib/fees.ts';
import { BOTTOM_BAR_HEIGHT_VAR, trackHeight } from '../../lib/layoutVars.ts';
import { BookingPanelProvider, useBookingPanelState, useIsNarrow, type BookingPanelState } from './BookingPanelContext.tsx';
import { loadBookingDialog } from '../booking/lazy.ts';
import { Text } from '../../components/Typography.tsx';
import { Surface } from '../../components/Surface.tsx';
import { ns } from './i18n.ts';

// The dialogs are fetched when the traveller first opens them, so they never weigh on the hotel page's
// first load: the booking dialog (with the payment widget's loader), the rates dialog (its calendars,
// popover and rate cards) and the narrow-screen "Select Rate & Book" dialog (Modal).
const BookingDialog = lazy(async () => ({ default: (await loadBookingDialog()).BookingDialog }));
const RatesDialog = lazy(async () => ({ default: (await import('./RatesDialog.tsx')).RatesDialog }));
const PanelDialog = lazy(async () => ({ default: (await import('./PanelDialog.tsx')).PanelDialog }));

// The hotel page may take the provider and the room-button hook from either module.
export { BookingPanelProvider, useOpenBooking } from './BookingPanelContext.tsx';

/** What the hotel page tells the booking panel about the hotel. */
export interface BookingPanelHotel {
  id: string;
  name: string;
  address: string;
  city: string;
  country?: string | null;
  phone?: string | null;
  checkinTime?: string | null;
  checkoutTime?: string | null;
  deleted: boolean;
}

/**
 * The rate-related part of the hotel page's "Quick Information" sidebar: "View Available Rates",
 * the selected-rate summary, "Book Now" / "Select a Rate to Book", the rates and booking dialogs,
 * and under 1024 px the fixed bottom bar and the "Select Rate & Book" dialog.
 */
export function BookingPanel({ hotel }: { hotel: BookingPanelHotel }): ReactNode {
  const state = useBookingPanelState();
  // Works even if the page forgot the provider; the room buttons then simply cannot reach it.
  if (!state) {
    return (
      <BookingPanelProvider>
        <BookingPanel hotel={hotel} />
      </BookingPanelProvider>
    );
  }
  return <ConnectedPanel hotel={hotel} state={state} />;
}

function ConnectedPanel({ hotel, state }: { hotel: BookingPanelHotel; state: BookingPanelState }) {
  // Once opened a dialog stays mounted, so closing animates and reopening keeps its state.
  const [bookingUsed, setBookingUsed] = useState(false);
  if (state.bookingOpen && !bookingUsed) setBookingUsed(true);
  const [ratesUsed, setRatesUsed] = useState(false);
  if (state.ratesOpen && !ratesUsed) setRatesUsed(true);
  const [panelDialogUsed, setPanelDialogUsed] = useState(false);
  if (state.panelDialogOpen && !panelDialogUsed) setPanelDialogUsed(true);
  const { token } = theme.useToken();
  const { t } = useTranslation(ns);
  const { selected } = state;
  const stayNights = selected?.nights ?? nightsBetween(state.checkin, state.checkout);

  const openRates = () => state.setRatesOpen(true);
  const openBookingDialog = () => {
    state.setPanelDialogOpen(false);
    state.setBookingOpen(true);
  };

  const content = (
    <Flex vertical gap={12} data-testid="booking-panel">
      {hotel.deleted && <Alert type="warning" showIcon title={t('panel.outdated')} style={{ fontSize: 12 }} />}
      <Text type="secondary" style={{ fontSize: 12 }}>
        {formatDate(state.checkin)} – {formatDate(state.checkout)} ·{' '}
        {state.rooms ? roomsSummary(state.rooms) : t('dialog.guests', { count: state.guests })}
      </Text>
      <LightButton block icon={<CalendarOutlined aria-hidden />} onClick={openRates}>
        {t('panel.viewRates')}
      </LightButton>
      {selected ? (
        <Surface size="small" style={{ borderColor: token.colorPrimary, background: token.colorPrimaryBg }} data-testid="selected-rate">
          <Text strong>
            <CheckCircleFilled aria-hidden style={{ color: token.colorPrimary, marginRight: 6 }} />
            {selected.rate.roomName}
          </Text>
          <div>
            <Text type="secondary">{selected.rate.boardName || t('card.roomOnly')}</Text>
          </div>
          <Text strong style={{ fontSize: 18 }}>
            {/* The whole price, as on the rate card: fees payable at the hotel included. */}
            {formatPrice(
              selected.rate.total.amount + (hotelFees(selected.rate.taxesAndFees, selected.rate.total.currency)?.amount ?? 0),
              selected.rate.total.currency,
            )}
          </Text>{' '}
          <Text type="secondary">{t('panel.forNights', { count: stayNights })}</Text>
        </Surface>
      ) : (
        <Text type="secondary">{t('panel.noRate')}</Text>
      )}
      <LightButton
        type="primary"
        size="large"
        block
        icon={<ShoppingCartOutlined aria-hidden />}
        disabled={!selected}
        onClick={openBookingDialog}
      >
        {selected ? t('panel.bookNow') : t('panel.selectToBook')}
      </LightButton>
    </Flex>
  );

  return (
    <>
      {content}
      <NarrowBookingBar
        dialogUsed={panelDialogUsed}
        dialogOpen={state.panelDialogOpen}
        onOpen={() => state.setPanelDialogOpen(true)}
        onClose={() => state.setPanelDialogOpen(false)}
      >
        {content}
      </NarrowBookingBar>
      {ratesUsed && (
        <Suspense fallback={null}>
          <RatesDialog
            open={state.ratesOpen}
            onClose={() => state.setRatesOpen(false)}
            hotelId={hotel.id}
            hotelName={hotel.name}
            checkin={state.checkin}
            checkout={state.checkout}
            guests={state.guests}
            rooms={state.rooms}
            onDatesChange={state.setDates}
            onRoomsChange={state.setRooms}
            selectedOfferId={selected?.rate.offerId ?? null}
            preferredRoom={state.preferredRoom}
            onSelect={(rate, nights) => {
              state.selectRate({ rate, nights, checkin: state.checkin, checkout: state.checkout });
              state.setRatesOpen(false);
            }}
            preselect={state.retry}
            onPreselect={(rate, nights) => {
              // The attempt's rate is still offered: choose it and go on to the guest details at once.
              if (!rate) return;
              state.selectRate({ rate, nights, checkin: state.checkin, checkout: state.checkout });
              state.setRatesOpen(false);
              state.setPanelDialogOpen(false);
              state.setBookingOpen(true);
            }}
          />
        </Suspense>
      )}
      {bookingUsed && (
        <Suspense fallback={null}>
          <BookingDialog
            open={state.bookingOpen}
            onClose={() => {
              state.setBookingOpen(false);
              state.clearRetry();
            }}
            hotel={hotel}
            retryReference={state.retry?.reference ?? null}
            rate={selected?.rate ?? null}
            stay={{
              checkin: selected?.checkin ?? state.checkin,
              checkout: selected?.checkout ?? state.checkout,
              nights: stayNights,
              // One lead guest per room is asked for, in room order.
              occupancies: occupanciesOf(state),
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * Under 1024 px: the fixed bottom bar ("View Rates & Book Now") and the "Select Rate & Book" dialog, which
 * shows the panel's content. Alone in reading the screen's width: the server draws the page wide, and on a
 * phone only this is drawn again once the page is taken over, not the panel and its dialogs.
 */
function NarrowBookingBar({
  dialogUsed,
  dialogOpen,
  onOpen,
  onClose,
  children,
}: {
  dialogUsed: boolean;
  dialogOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const narrow = useIsNarrow();
  const { token } = theme.useToken();
  const { t } = useTranslation(ns);
  // The fixed bottom bar's height, so the city nudge floats above it, never over it (lib/layoutVars.ts).
  const bottomBar = useCallback((el: HTMLDivElement | null) => (el ? trackHeight(el, BOTTOM_BAR_HEIGHT_VAR) : undefined), []);
  if (!narrow) return null;
  return (
    <>
      {/* Leaves room so the fixed bar never covers the page's last lines. */}
      <div style={{ height: 72 }} aria-hidden />
      {/* Portalled to <body>: inside the sidebar's sticky box (its own stacking context) the gallery
          painted over the bar once scrolled under it, and taps hit the gallery instead. Out there it is
          outside the app's text defaults (app/providers.tsx BaseText), so it takes the typeface itself:
          without it the button's words were in the browser's serif, and Hindi ones in boxes. */}
      {createPortal(
        <div
          ref={bottomBar}
          style={{
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: 900,
            padding: 12,
            background: token.colorBgElevated,
            boxShadow: token.boxShadowSecondary,
            fontFamily: token.fontFamily,
          }}
        >
          <LightButton type="primary" size="large" block onClick={onOpen}>
            {t('panel.viewRatesBookNow')}
          </LightButton>
        </div>,
        document.body,
      )}
      {dialogUsed && (
        <Suspense fallback={null}>
          <PanelDialog open={dialogOpen} onClose={onClose}>
            {children}
          </PanelDialog>
        </Suspense>
      )}
    </>
  );
}
