// The browser-side memory of the city preference: the stored city (with its age) and the flag that the
// city prompt was shown. Storage can be full, blocked or disabled (private mode), so every access is
// guarded: errors are logged and a failed read counts as "nothing stored" (spec §8).

export const PREFERRED_CITY_KEY = 'user_preferred_city';
export const SELECTION_SHOWN_KEY = 'city_selection_shown';
/** A stored city is trusted for 30 days; after that the traveller may well be elsewhere. */
export const CITY_FRESH_MS = 30 * 24 * 60 * 60 * 1000;
/** Delay before the select-city nudge, so it does not compete with the first paint of the page. */
export const NUDGE_DELAY_MS = 2000;
/** Pause after the last keystroke before the city search runs. */
export const CITY_SEARCH_DEBOUNCE_MS = 300;
/** The search needs this many characters (after trimming); shorter input clears the results. */
export const CITY_SEARCH_MIN_CHARS = 2;

export interface StoredCity {
  city: string;
  /** ISO 8601 time the city was chosen. */
  timestamp: string;
}

function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.error(`Could not read "${key}" from local storage`, error);
    return null;
  }
}

function safeSet(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.error(`Could not write "${key}" to local storage`, error);
  }
}

function safeRemove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.error(`Could not remove "${key}" from local storage`, error);
  }
}

/** The stored city when it is well-formed and younger than 30 days at `now`; otherwise null. */
export function readFreshCity(now: Date = new Date()): StoredCity | null {
  const raw = safeGet(PREFERRED_CITY_KEY);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    console.error(`Ignoring malformed "${PREFERRED_CITY_KEY}" in local storage`, error);
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { city, timestamp } = parsed as Record<string, unknown>;
  if (typeof city !== 'string' || city.trim() === '' || typeof timestamp !== 'string') return null;
  const savedAt = Date.parse(timestamp);
  if (Number.isNaN(savedAt)) return null;
  const age = now.getTime() - savedAt;
  // A timestamp in the future (clock changed) is treated like a fresh one rather than thrown away.
  if (age >= CITY_FRESH_MS) return null;
  return { city, timestamp };
}

export function writeCity(city: string, now: Date = new Date()): void {
  const value: StoredCity = { city, timestamp: now.toISOString() };
  safeSet(PREFERRED_CITY_KEY, JSON.stringify(value));
}

export function removeCity(): void {
  safeRemove(PREFERRED_CITY_KEY);
}

export function wasSelectionShown(): boolean {
  const value = safeGet(SELECTION_SHOWN_KEY);
  return value !== null && value !== 'false';
}

export function markSelectionShown(): void {
  safeSet(SELECTION_SHOWN_KEY, 'true');
}
