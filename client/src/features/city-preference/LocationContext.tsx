// The traveller's city preference, held for the whole app: the current city, the city dialog's open
// state and the two toasts (welcome back, select-city nudge), with their start-up rules (spec §4).
// Exported as `useLocation` (the spec's name) and `useCityPreference` (no clash with react-router).
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { renderingServerHtml } from '../../app/ssr.ts';
import { markSelectionShown, NUDGE_DELAY_MS, readFreshCity, removeCity, wasSelectionShown, writeCity } from './storage.ts';

export interface DetectedLocation {
  city: string;
}

export interface LocationContextValue {
  /** The current city, or null when none is chosen (or the stored one is older than 30 days). */
  city: string | null;
  /** The city recognised from the stored preference or the latest choice; null after clearing. */
  detectedLocation: DetectedLocation | null;
  dialogOpen: boolean;
  openDialog: () => void;
  /** Closes without recording anything (Escape, the mask). */
  closeDialog: () => void;
  /** Saves the city with the current time, records that the prompt was shown and closes the dialog. */
  selectCity: (city: string) => void;
  /** Records that the prompt was shown and closes the dialog. */
  skip: () => void;
  /** Forgets the stored city, empties the current one and hides the welcome-back toast. */
  clearCity: () => void;
  showNudge: boolean;
  dismissNudge: () => void;
  chooseCityFromNudge: () => void;
  showWelcomeBack: boolean;
  dismissWelcomeBack: () => void;
}

const LocationContext = createContext<LocationContextValue | null>(null);

interface StartState {
  city: string | null;
  shownBefore: boolean;
}

function readStart(): StartState {
  return { city: readFreshCity()?.city ?? null, shownBefore: wasSelectionShown() };
}

export function LocationProvider({ children }: { children: ReactNode }) {
  // Storage is read once, before the first paint, so the top bar never flashes 'Select City'. Over
  // server-rendered HTML (which cannot know it) it is read just after the browser takes the page over.
  const [fromServer] = useState(renderingServerHtml);
  const [start, setStart] = useState<StartState | null>(() => (fromServer ? null : readStart()));

  const [city, setCity] = useState<string | null>(start?.city ?? null);
  const [detectedLocation, setDetectedLocation] = useState<DetectedLocation | null>(start?.city ? { city: start.city } : null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [showNudge, setShowNudge] = useState(false);
  const [showWelcomeBack, setShowWelcomeBack] = useState(start !== null && start.city !== null && start.shownBefore);

  // The server's HTML is already on screen, so there is no flash to prevent here: the update is a
  // transition, rendered in time slices after the hydration commit instead of synchronously inside it.
  useEffect(() => {
    if (!fromServer) return;
    const read = readStart();
    startTransition(() => {
      setStart(read);
      // Nothing stored (a first visit): the page stays as the server drew it.
      if (read.city === null) return;
      setCity(read.city);
      setDetectedLocation({ city: read.city });
      setShowWelcomeBack(read.shownBefore);
    });
  }, [fromServer]);

  // Kept in memory as well as in storage: if storage writes fail, the nudge must still not pop up
  // over a choice the traveller already made in this visit.
  const settledRef = useRef(false);
  const dialogOpenRef = useRef(false);
  useEffect(() => {
    dialogOpenRef.current = dialogOpen;
  }, [dialogOpen]);

  useEffect(() => {
    if (!start || start.city !== null || start.shownBefore) return undefined;
    const timer = window.setTimeout(() => {
      // A transition: drawn in time slices, never one long task while the page may still be starting.
      if (!settledRef.current && !dialogOpenRef.current) startTransition(() => setShowNudge(true));
    }, NUDGE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [start]);

  const settle = useCallback(() => {
    settledRef.current = true;
    markSelectionShown();
    setShowNudge(false);
    setDialogOpen(false);
  }, []);

  const openDialog = useCallback(() => setDialogOpen(true), []);
  const closeDialog = useCallback(() => setDialogOpen(false), []);

  const selectCity = useCallback(
    (chosen: string) => {
      const name = chosen.trim();
      if (name === '') return;
      writeCity(name);
      setCity(name);
      setDetectedLocation({ city: name });
      // The welcome-back toast names the previous city; a fresh choice makes it stale.
      setShowWelcomeBack(false);
      settle();
    },
    [settle],
  );

  const skip = useCallback(() => settle(), [settle]);

  const clearCity = useCallback(() => {
    removeCity();
    setCity(null);
    setDetectedLocation(null);
    setShowWelcomeBack(false);
  }, []);

  const dismissNudge = useCallback(() => {
    settledRef.current = true;
    markSelectionShown();
    setShowNudge(false);
  }, []);

  const chooseCityFromNudge = useCallback(() => {
    setShowNudge(false);
    setDialogOpen(true);
  }, []);

  const dismissWelcomeBack = useCallback(() => setShowWelcomeBack(false), []);

  const value = useMemo<LocationContextValue>(
    () => ({
      city,
      detectedLocation,
      dialogOpen,
      openDialog,
      closeDialog,
      selectCity,
      skip,
      clearCity,
      showNudge,
      dismissNudge,
      chooseCityFromNudge,
      showWelcomeBack,
      dismissWelcomeBack,
    }),
    [
      city,
      detectedLocation,
      dialogOpen,
      openDialog,
      closeDialog,
      selectCity,
      skip,
      clearCity,
      showNudge,
      dismissNudge,
      chooseCityFromNudge,
      showWelcomeBack,
      dismissWelcomeBack,
    ],
  );

  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export function useLocation(): LocationContextValue {
  const value = useContext(LocationContext);
  if (value === null) throw new Error('useLocation must be used within a LocationProvider');
  return value;
}

/** The same hook under a name that does not collide with react-router's `useLocation`. */
export const useCityPreference = useLocation;
