// The map's arithmetic, without Leaflet: distances, the circle a "Search this area" asks for, and where a
// map search starts. Kept apart so tests and the light entry can use it without loading the map.
import type { TFunction } from 'i18next';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** The circle of a `near` search (HotelSearchInput.near). */
export interface Circle extends LatLng {
  radiusKm: number;
}

/** India as a whole, where a map with nothing to search starts. */
export const INDIA_CENTRE: LatLng = { latitude: 22.5, longitude: 79 };
export const INDIA_ZOOM = 5;
/** The API's bounds for NearInput.radiusKm. */
export const MIN_RADIUS_KM = 0.5;
export const MAX_RADIUS_KM = 50;

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Rounds to a few decimals so an address stays short (5 decimals are about a metre). */
const fixed = (v: number, digits: number) => Number(v.toFixed(digits));

/**
 * The circle a "Search this area" searches: the visible map's centre, and the distance to the nearer edge
 * (so the circle is what the traveller sees), between 0.5 and 50 km as the API allows.
 */
export function circleOfBounds(bounds: { south: number; west: number; north: number; east: number }): Circle {
  const centre = { latitude: (bounds.south + bounds.north) / 2, longitude: (bounds.west + bounds.east) / 2 };
  const toSide = distanceKm(centre, { latitude: centre.latitude, longitude: bounds.east });
  const toTop = distanceKm(centre, { latitude: bounds.north, longitude: centre.longitude });
  const radius = Math.min(MAX_RADIUS_KM, Math.max(MIN_RADIUS_KM, Math.min(toSide, toTop)));
  return { latitude: fixed(centre.latitude, 5), longitude: fixed(centre.longitude, 5), radiusKm: fixed(radius, 2) };
}

/** A zoom that shows a circle of this radius on a map of about `widthPx` (web Mercator). */
export function zoomForRadius(radiusKm: number, latitude: number, widthPx = 800): number {
  const metresPerPixelAtZoom0 = (156543.03392 * Math.cos(rad(latitude))) / 1;
  const wanted = (radiusKm * 2 * 1000) / widthPx;
  return Math.max(3, Math.min(17, Math.floor(Math.log2(metresPerPixelAtZoom0 / wanted))));
}

/** "1.2 km" or "350 m", in the traveller's language (`t` of the 'map' namespace). */
export function formatDistance(t: TFunction<'map'>, km: number): string {
  return km < 1 ? t('distance.metres', { n: Math.round(km * 1000) }) : t('distance.kilometres', { n: km.toFixed(1) });
}
