// Normalises the provider's hotel detail (GET /data/hotel) into the shape the hotel page shows
// (schema.graphql `Hotel`, spec §3 "Hotel detail"). The provider is loose about types: strings where
// objects are documented, "" for "none", 0-10 ratings, so every field is read defensively here, once.
import type { ProviderHotelDetail } from '../provider/types.ts';
import { htmlToText, sanitizeProviderHtml } from './sanitize.ts';

export interface GeoPointModel {
  latitude: number;
  longitude: number;
}

export interface PolicyModel {
  name: string | null;
  description: string;
  childAllowed: string | null;
  petsAllowed: string | null;
  parking: string | null;
}

export interface RoomModel {
  id: string;
  name: string;
  descriptionHtml: string | null;
  photos: Array<{ url: string; hdUrl: string | null; description: string | null }>;
  maxOccupancy: number;
  bedTypes: Array<{ quantity: number; type: string; size: string | null }>;
  size: number | null;
  sizeUnit: string;
  amenities: string[];
}

export interface HotelModel {
  id: string;
  name: string;
  stars: number;
  rating: number | null;
  reviewCount: number;
  address: string;
  city: string;
  country: string | null;
  hotelType: string;
  images: Array<{ url: string; urlHd: string | null; caption: string | null }>;
  facilities: string[];
  rooms: RoomModel[];
  deleted: boolean;
  policies: PolicyModel[];
  groupRoomMin: number | null;
  descriptionHtml: string | null;
  importantInformationHtml: string | null;
  location: GeoPointModel | null;
  airportCode: string | null;
  checkinTime: string | null;
  checkoutTime: string | null;
  phone: string | null;
  email: string | null;
  fax: string | null;
  chain: string | null;
  parking: string | null;
  childAllowed: boolean | null;
  petsAllowed: boolean | null;
  sentiment: { pros: string[]; cons: string[] } | null;
}

/** A trimmed non-empty string, else null. */
export function text(v: unknown): string | null {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t === '' ? null : t;
}

/**
 * A name as plain text: provider names sometimes carry markup (`<b>Taj</b>`, `&amp;`), which would show
 * literally, so tags are dropped (their words kept) and entities decoded. Cheap for the usual tag-free name.
 */
export function plainText(v: unknown): string | null {
  return typeof v === 'string' && /[<&]/.test(v) ? text(htmlToText(v)) : text(v);
}

function num(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** Detail stars: whole stars 0..5; an invalid or negative value gives 3 (spec §5). */
export function detailStars(v: unknown): number {
  const n = num(v);
  if (n === null || n < 0) return 3;
  return Math.min(5, Math.floor(n));
}

/** The provider's 0-10 guest rating as 0-5 with one decimal; null when absent or not positive. */
export function rating5(v: unknown): number | null {
  const n = num(v);
  if (n === null || n <= 0) return null;
  return Math.round(Math.min(10, n) * 5) / 10;
}

export function geoPoint(lat: unknown, lng: unknown): GeoPointModel | null {
  const la = num(lat);
  const lo = num(lng);
  if (la === null || lo === null || Math.abs(la) > 90 || Math.abs(lo) > 180) return null;
  if (la === 0 && lo === 0) return null; // the provider's "unknown"
  return { latitude: la, longitude: lo };
}

/** true/false from booleans or the provider's strings ("yes", "Allowed", "No", ""); null when unknown. */
function yesNo(v: unknown): boolean | null {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  const t = text(v)?.toLowerCase();
  if (!t) return null;
  if (/^(no|false|0|not allowed|none)\b/.test(t) || /not allowed/.test(t)) return false;
  if (/^(yes|true|1|allowed)\b/.test(t) || /allowed/.test(t)) return true;
  return null;
}

/** A name from a string or an object with `name` (facilities, amenities). */
function nameOf(v: unknown): string | null {
  if (typeof v === 'string') return text(v);
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return text(o.name) ?? text(o.facility) ?? text(o.amenity);
  }
  return null;
}

function names(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  const out: string[] = [];
  for (const item of list) {
    const n = nameOf(item);
    if (n && !out.includes(n)) out.push(n);
  }
  return out;
}

function policy(v: unknown): PolicyModel | null {
  if (typeof v === 'string') {
    const d = text(v);
    return d ? { name: null, description: d, childAllowed: null, petsAllowed: null, parking: null } : null;
  }
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  const name = text(o.name) ?? text(o.policy_type);
  const description = text(o.description) ?? name;
  if (!description) return null;
  return {
    name,
    description,
    childAllowed: text(o.child_allowed),
    petsAllowed: text(o.pets_allowed),
    parking: text(o.parking),
  };
}

/** Square metres appear as "m2", "sqm", "m^2" upstream; the page shows m². */
function sizeUnit(v: unknown): string {
  const t = text(v);
  if (!t) return 'm²';
  if (/^(m2|sqm|sq ?m|m\^2|square ?met(er|re)s?)$/i.test(t)) return 'm²';
  if (/^(ft2|sqft|sq ?ft|square ?feet)$/i.test(t)) return 'ft²';
  return t;
}

type RawRoom = NonNullable<ProviderHotelDetail['rooms']>[number];

function room(r: RawRoom, index: number): RoomModel {
  const photos = (Array.isArray(r?.photos) ? r.photos : []).flatMap((p) => {
    const url = text(p?.url) ?? text(p?.hd_url);
    return url ? [{ url, hdUrl: text(p?.hd_url), description: text(p?.imageDescription) }] : [];
  });
  const bedTypes = (Array.isArray(r?.bedTypes) ? r.bedTypes : []).flatMap((b) => {
    const type = text(b?.bedType);
    return type ? [{ quantity: Math.max(1, Math.floor(num(b?.quantity) ?? 1)), type, size: text(b?.bedSize) }] : [];
  });
  const maxOcc = num(r?.maxOccupancy);
  const size = num(r?.roomSizeSquare);
  return {
    id: text(r?.id) ?? String(index + 1),
    name: plainText(r?.roomName) ?? `Room ${index + 1}`,
    descriptionHtml: sanitizeProviderHtml(r?.description),
    photos,
    maxOccupancy: maxOcc !== null && maxOcc > 0 ? Math.floor(maxOcc) : 2,
    bedTypes,
    size: size !== null && size > 0 ? size : null,
    sizeUnit: sizeUnit(r?.roomSizeUnit),
    amenities: names(r?.roomAmenities),
  };
}

function stringList(v: unknown): string[] {
  return Array.isArray(v)
    ? v.flatMap((x) => text(typeof x === 'object' && x ? ((x as { name?: unknown }).name ?? (x as { text?: unknown }).text) : x) ?? [])
    : [];
}

type Topic = 'pets' | 'children' | 'internet' | 'parking';

/** Which house rule a policy is about, by its type or name. */
function topicOf(p: PolicyModel): Topic | null {
  // A policy without a name (a plain string) is read by its words; "POLICY_HOTEL_PETS" by its parts.
  const label = (p.name ?? p.description).toLowerCase().replace(/_/g, ' ');
  if (/\bpets?\b/.test(label)) return 'pets';
  if (/\bchild|\bkids?\b|extra bed/.test(label)) return 'children';
  if (/internet|wi-?fi/.test(label)) return 'internet';
  if (/parking/.test(label)) return 'parking';
  return null;
}

/** What a policy's own words say about its rule: true, false, or null when they do not say. */
function verdictOfText(topic: Topic, description: string): boolean | null {
  const t = description.toLowerCase();
  const no: Record<Topic, RegExp> = {
    pets: /\b(not|no)\b[^.]*\b(allowed|permitted|accepted)\b|\bno pets\b/,
    children: /\b(not|no)\b[^.]*\b(allowed|permitted|accepted)\b|adults[- ]only|\bno children\b/,
    internet: /\bno (internet|wi-?fi)\b|\b(internet|wi-?fi)\b[^.]*\bnot available\b/,
    parking: /\bno parking\b|\bparking\b[^.]*\bnot (available|possible)\b/,
  };
  const yes: Record<Topic, RegExp> = {
    pets: /\b(allowed|permitted|welcome|accepted)\b/,
    children: /\b(allowed|permitted|welcome|accepted)\b/,
    internet: /\b(internet|wi-?fi)\b[^.]*\b(available|free|included)\b|\bfree (internet|wi-?fi)\b/,
    parking: /\bparking\b[^.]*\b(available|possible|on site|free|paid)\b|\b(free|paid|private|public) parking\b/,
  };
  if (no[topic].test(t)) return false;
  if (yes[topic].test(t)) return true;
  return null;
}

/** Facility names that state a rule as allowed or available. */
const CLAIMS: Record<Topic, RegExp> = {
  pets: /\bpets?\b.*\b(allowed|friendly|welcome)\b|\bpet[- ]friendly\b/i,
  children: /\bfamily rooms?\b|\bkids'? club\b|\bchildren'?s? (play|pool|club)/i,
  internet: /\bwi-?fi\b|\binternet\b/i,
  parking: /\bparking\b/i,
};

/**
 * Where the provider's fields contradict each other (a pets policy saying no beside a "Pets allowed"
 * facility or `petsAllowed: true`), the page must not show both: the policy's text wins. The flags follow
 * it, facilities claiming the opposite are dropped, and a policy badge that disagrees is corrected.
 */
function agreeWithPolicies(h: HotelModel): HotelModel {
  const verdicts = new Map<Topic, boolean>();
  for (const p of h.policies) {
    const topic = topicOf(p);
    if (!topic || verdicts.has(topic)) continue;
    const badge = topic === 'pets' ? p.petsAllowed : topic === 'children' ? p.childAllowed : null;
    const verdict = verdictOfText(topic, p.description) ?? yesNo(badge);
    if (verdict !== null) verdicts.set(topic, verdict);
  }
  if (verdicts.size === 0) return h;
  const word = (v: boolean) => (v ? 'yes' : 'no');
  const badge = (topic: Topic, value: string | null): string | null => {
    const v = verdicts.get(topic);
    return v === undefined || value === null || yesNo(value) === null || yesNo(value) === v ? value : word(v);
  };
  const denied = (name: string) => [...verdicts].some(([topic, v]) => !v && CLAIMS[topic].test(name));
  const parkingVerdict = verdicts.get('parking');
  return {
    ...h,
    facilities: h.facilities.filter((f) => !denied(f)),
    petsAllowed: verdicts.get('pets') ?? h.petsAllowed,
    childAllowed: verdicts.get('children') ?? h.childAllowed,
    parking: parkingVerdict === false ? null : h.parking,
    policies: h.policies.map((p) => {
      const childAllowed = badge('children', p.childAllowed);
      const petsAllowed = badge('pets', p.petsAllowed);
      return childAllowed === p.childAllowed && petsAllowed === p.petsAllowed ? p : { ...p, childAllowed, petsAllowed };
    }),
  };
}

export function normaliseHotel(raw: ProviderHotelDetail): HotelModel {
  return agreeWithPolicies(normaliseFields(raw));
}

function normaliseFields(raw: ProviderHotelDetail): HotelModel {
  const images = (Array.isArray(raw.hotelImages) ? raw.hotelImages : []).flatMap((img) => {
    const url = text(img?.url) ?? text(img?.urlHd);
    return url ? [{ url, urlHd: text(img?.urlHd), caption: text(img?.caption) }] : [];
  });
  if (images.length === 0) {
    const main = text(raw.main_photo) ?? text(raw.thumbnail);
    if (main) images.push({ url: main, urlHd: null, caption: null });
  }
  const facilities = names(raw.hotelFacilities);
  if (facilities.length === 0) facilities.push(...names(raw.facilities));
  const times =
    raw.checkinCheckoutTimes && typeof raw.checkinCheckoutTimes === 'object' ? (raw.checkinCheckoutTimes as Record<string, unknown>) : {};
  const sentiment = raw.sentiment_analysis && typeof raw.sentiment_analysis === 'object' ? raw.sentiment_analysis : null;
  const parking = typeof raw.parking === 'boolean' ? (raw.parking ? 'Available' : null) : text(raw.parking);
  const groupMin = num(raw.groupRoomMin);
  const chain = text(raw.chain);
  return {
    id: String(raw.id),
    name: plainText(raw.name) ?? 'Hotel Name Not Available',
    stars: detailStars(raw.starRating ?? raw.stars),
    rating: rating5(raw.rating),
    reviewCount: Math.max(0, Math.floor(num(raw.reviewCount) ?? 0)),
    address: plainText(raw.address) ?? 'Address not available',
    city: text(raw.city) ?? 'City not available',
    country: text(raw.country)?.toUpperCase() ?? null,
    hotelType: text(raw.hotelType) ?? 'Hotel',
    images,
    facilities,
    rooms: (Array.isArray(raw.rooms) ? raw.rooms : []).map(room),
    deleted: Boolean(raw.deletedAt),
    policies: (Array.isArray(raw.policies) ? raw.policies : []).flatMap((p) => policy(p) ?? []),
    groupRoomMin: groupMin !== null && groupMin > 0 ? Math.floor(groupMin) : null,
    descriptionHtml: sanitizeProviderHtml(raw.hotelDescription),
    importantInformationHtml: sanitizeProviderHtml(raw.hotelImportantInformation),
    location: geoPoint(raw.location?.latitude, raw.location?.longitude),
    airportCode: text(raw.airportCode),
    // The provider gives a check-in window (checkin_start..checkin_end); the page shows when it opens.
    checkinTime: text(times.checkin_start) ?? text(times.checkin),
    checkoutTime: text(times.checkout),
    phone: text(raw.phone),
    email: text(raw.email),
    fax: text(raw.fax),
    chain: chain && !/^not available$/i.test(chain) ? chain : null,
    parking,
    childAllowed: yesNo(raw.childAllowed),
    petsAllowed: yesNo(raw.petsAllowed),
    sentiment: sentiment ? { pros: stringList(sentiment.pros), cons: stringList(sentiment.cons) } : null,
  };
}
