// State shared by the hotel page's booking panel and its room buttons: the stay (dates, guests), the
// selected rate and which dialog is open. The rooms' "Book This Room" buttons call useOpenBooking(), which
// scrolls to the panel on wide screens and opens it in the "Select Rate & Book" dialog under 1024 px.
import { addDays, differenceInCalendarDays, isValid, parseISO, startOfDay } from 'date-fns';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { RateCard_RateFragment } from '../../__generated__/graphql.ts';
import { indiaToday, toIsoDate } from '../../lib/format.ts';
import { occupancyQuery, parseOcc, withRooms, type RoomOccupancy } from '../../lib/occupancy.ts';
import { matchesMedia, useMediaQuery } from '../../lib/useMediaQuery.ts';

/** Spec §9: the small-screen breakpoint. */
const NARROW_QUERY = '(max-width: 1023.98px)';
/** Spec §9: default stay today+7 to today+9. */
const DEFAULT_CHECKIN_DAYS = 7;
const DEFAULT_NIGHTS = 2;

export interface SelectedRate {
  rate: RateCard_RateFragment;
  nights: number;
  checkin: string;
  checkout: string;
}

/**
 * "Try again" of an earlier booking attempt (?retry=<reference>&room=&board=): the rates open by themselves,
 * the attempt's rate is preselected when still offered, and the booking dialog fills in its guest details.
 */
export interface RetryHint {
  reference: string;
  roomName: string | null;
  boardName: string | null;
}

export function retryHintOf(params: URLSearchParams): RetryHint | null {
  const reference = params.get('retry')?.trim();
  if (!reference) return null;
  return { reference, roomName: params.get('room')?.trim() || null, boardName: params.get('board')?.trim() || null };
}

export interface BookingPanelState {
  checkin: string;
  checkout: string;
  guests: number;
  /** Several rooms or children (?rooms=&occ=); absent for one room of `guests` adults. */
  rooms?: RoomOccupancy[];
  setDates: (checkin: string, checkout: string) => void;
  /** New rooms and guests (the rates dialog's picker): a rate is priced for its rooms, so it is chosen again. */
  setRooms: (rooms: RoomOccupancy[]) => void;
  selected: SelectedRate | null;
  selectRate: (selected: SelectedRate | null) => void;
  ratesOpen: boolean;
  setRatesOpen: (open: boolean) => void;
  bookingOpen: boolean;
  setBookingOpen: (open: boolean) => void;
  /** The "Select Rate & Book" dialog (small screens only: BookingPanel shows it under 1024 px). */
  panelDialogOpen: boolean;
  setPanelDialogOpen: (open: boolean) => void;
  /** The room whose "Book This Room" was pressed last: its rates are listed first. */
  preferredRoom: string | null;
  openBooking: (roomName?: string) => void;
  /** Set while the page retries an earlier attempt; cleared once a rate was chosen for it. */
  retry: RetryHint | null;
  clearRetry: () => void;
}

const Ctx = createContext<BookingPanelState | null>(null);

/**
 * Whether the page has its small-screen layout (under 1024 px). The server's HTML is drawn wide, so on a
 * phone this changes right after the page is taken over, and React draws every component that reads it
 * again at once, synchronously (a store's value that differs from the server's). Read it only where the
 * drawing differs, in the smallest component that can: the panel's state and its room buttons do not.
 */
export function useIsNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY);
}

function parseDay(v: string | null): Date | null {
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return null;
  const d = parseISO(v);
  return isValid(d) ? d : null;
}

/**
 * The stay from the search (?checkin=&checkout=&guests=, or &rooms=&occ=), made valid: never in the past, at
 * least one night; guests=N is one room of N adults (1 to 10, default 2).
 */
export function initialStay(
  params: URLSearchParams,
  today = indiaToday(),
): { checkin: string; checkout: string; guests: number; rooms?: RoomOccupancy[] } {
  const t = startOfDay(today);
  let checkin = parseDay(params.get('checkin'));
  if (!checkin || differenceInCalendarDays(checkin, t) < 0) checkin = addDays(t, DEFAULT_CHECKIN_DAYS);
  let checkout = parseDay(params.get('checkout'));
  if (!checkout || differenceInCalendarDays(checkout, checkin) < 1) {
    checkout = params.get('checkin') ? addDays(checkin, 1) : addDays(checkin, DEFAULT_NIGHTS);
  }
  const g = Number(params.get('guests'));
  const guests = Number.isInteger(g) && g >= 1 && g <= 10 ? g : 2;
  return { checkin: toIsoDate(checkin), checkout: toIsoDate(checkout), ...withRooms({ guests }, parseOcc(params.get('occ')) ?? undefined) };
}

export function BookingPanelProvider({ children }: { children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [stay, setStay] = useState(() => initialStay(params));
  const [selected, setSelected] = useState<SelectedRate | null>(null);
  const [ratesOpen, setRatesOpen] = useState(false);
  const [bookingOpen, setBookingOpen] = useState(false);
  const [panelDialogOpen, setPanelDialogOpen] = useState(false);
  const [preferredRoom, setPreferredRoom] = useState<string | null>(null);
  const [retry, setRetry] = useState<RetryHint | null>(null);
  const clearRetry = useCallback(() => setRetry(null), []);

  // A retry opens the rates once the page is up (not in the server's HTML: dialogs are client-only), once
  // per attempt: later changes of the address (new dates) must not reopen them.
  const retryKey = JSON.stringify(retryHintOf(params));
  useEffect(() => {
    const hint = JSON.parse(retryKey) as RetryHint | null;
    if (!hint) return;
    const timer = setTimeout(() => {
      setRetry(hint);
      setPreferredRoom(hint.roomName);
      setRatesOpen(true);
    }, 0);
    return () => clearTimeout(timer);
  }, [retryKey]);

  const setDates = useCallback(
    (checkin: string, checkout: string) => {
      if (stay.checkin === checkin && stay.checkout === checkout) return;
      setStay({ ...stay, checkin, checkout });
      // A rate (its offer id) belongs to its dates: new dates mean choosing again.
      setSelected(null);
      // The address carries the stay, so a reload or a shared link keeps the chosen dates. Replaced, not
      // pushed (Back still leaves the page), keeping where the traveller came from and the scroll position.
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('checkin', checkin);
          next.set('checkout', checkout);
          return next;
        },
        { replace: true, preventScrollReset: true, state: location.state },
      );
    },
    [stay, setParams, location.state],
  );

  const setRooms = useCallback(
    (rooms: RoomOccupancy[]) => {
      const next = withRooms({ checkin: stay.checkin, checkout: stay.checkout, guests: stay.guests }, rooms);
      const before = occupancyQuery(stay);
      const after = occupancyQuery(next);
      if (JSON.stringify(before) === JSON.stringify(after)) return;
      setStay(next);
      setSelected(null);
      setParams(
        (p) => {
          const params = new URLSearchParams(p);
          for (const k of ['guests', 'rooms', 'occ']) params.delete(k);
          for (const [k, v] of Object.entries(after)) if (v !== undefined) params.set(k, String(v));
          return params;
        },
        { replace: true, preventScrollReset: true, state: location.state },
      );
    },
    [stay, setParams, location.state],
  );

  // The screen's width as it is when the button is pressed: not state, so the room buttons that call this
  // are not drawn again when the page learns it is on a phone.
  const openBooking = useCallback((roomName?: string) => {
    setPreferredRoom(roomName ?? null);
    if (matchesMedia(NARROW_QUERY)) {
      setPanelDialogOpen(true);
      return;
    }
    document.getElementById('booking-section')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);

  const value = useMemo<BookingPanelState>(
    () => ({
      ...stay,
      setDates,
      setRooms,
      selected,
      selectRate: setSelected,
      ratesOpen,
      setRatesOpen,
      bookingOpen,
      setBookingOpen,
      panelDialogOpen,
      setPanelDialogOpen,
      preferredRoom,
      openBooking,
      retry,
      clearRetry,
    }),
    [stay, setDates, setRooms, selected, ratesOpen, bookingOpen, panelDialogOpen, preferredRoom, openBooking, retry, clearRetry],
  );

  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/** The panel's state, or null outside a BookingPanelProvider. */
export function useBookingPanelState(): BookingPanelState | null {
  return useContext(Ctx);
}

export function useOpenBooking(): (roomName?: string) => void {
  const ctx = useContext(Ctx);
  return ctx?.openBooking ?? noop;
}

function noop() {}
