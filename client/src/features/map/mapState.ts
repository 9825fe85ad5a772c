// A map search as it travels in the address (/map-search?destination=&lat=&lng=&radius=&checkin=&checkout=
// &guests=&page=, the list page's ?view=map with its own parameters), so it can be shared and reloaded.
import { addDays, isValid, parseISO } from 'date-fns';
import { indiaToday, toIsoDate } from '../../lib/format.ts';
import { searchLanguage } from '../../lib/i18n.ts';
import type { HotelSearchInput } from '../../__generated__/graphql.ts';
import { clampGuests, defaultDraft } from '../search/index.ts';
import { MAX_RADIUS_KM, MIN_RADIUS_KM, type Circle } from './geo.ts';

/** Hotels per map page: the API's largest page, so a city's best fifty show at once. */
export const MAP_PAGE_SIZE = 50;

export interface MapSearch {
  /** A city or state, as the search box takes it; empty with `near` or nothing chosen. */
  destination: string;
  /** A suggestion's place id (destinations), e.g. `airport:BOM`. */
  place?: string;
  /** A circle on the map ("Search this area", or lat/lng/radius in the address). */
  near?: Circle;
  checkin: string;
  checkout: string;
  guests: number;
  page: number;
}

function isoDate(v: string | null): string | undefined {
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) && isValid(parseISO(v)) ? v : undefined;
}

function num(v: string | null): number | undefined {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** Reads a map search from the address; unreadable parts fall back to the home search's defaults. */
export function mapSearchFromParams(params: URLSearchParams, today = indiaToday()): MapSearch {
  const d = defaultDraft(today);
  const checkin = isoDate(params.get('checkin')) ?? d.checkin;
  const rawOut = isoDate(params.get('checkout')) ?? d.checkout;
  const checkout = rawOut > checkin ? rawOut : toIsoDate(addDays(parseISO(checkin), 1));
  const lat = num(params.get('lat'));
  const lng = num(params.get('lng'));
  const radius = num(params.get('radius'));
  const near =
    lat !== undefined && lng !== undefined && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
      ? { latitude: lat, longitude: lng, radiusKm: Math.min(MAX_RADIUS_KM, Math.max(MIN_RADIUS_KM, radius ?? 5)) }
      : undefined;
  const page = Number(params.get('page'));
  const guests = params.get('guests');
  return {
    destination: (params.get('destination') ?? params.get('search') ?? '').trim(),
    place: params.get('place')?.trim() || undefined,
    near,
    checkin,
    checkout,
    guests: guests ? clampGuests(Number(guests)) : clampGuests(d.guests),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query string of a map search (page 1 left out). */
export function mapSearchParams(search: MapSearch): URLSearchParams {
  const p = new URLSearchParams();
  if (search.destination) p.set('destination', search.destination);
  if (search.place) p.set('place', search.place);
  if (search.near) {
    p.set('lat', String(search.near.latitude));
    p.set('lng', String(search.near.longitude));
    p.set('radius', String(search.near.radiusKm));
  }
  p.set('checkin', search.checkin);
  p.set('checkout', search.checkout);
  p.set('guests', String(search.guests));
  if (search.page > 1) p.set('page', String(search.page));
  return p;
}

/** True when the search names something to search (a destination, a place or a circle). */
export function hasTarget(search: MapSearch): boolean {
  return !!(search.destination || search.place || search.near);
}

/** The searchHotels input of a map search: the whole circle when `near` stands alone. */
export function mapSearchInput(search: MapSearch, language = searchLanguage()): HotelSearchInput {
  return {
    ...language,
    destination: search.destination || undefined,
    place: search.place,
    near: search.near,
    checkin: search.checkin,
    checkout: search.checkout,
    guests: search.guests,
    page: search.page,
    pageSize: MAP_PAGE_SIZE,
  };
}
