// The Indian state or union territory a hotel is in, for the GST invoice (the place of supply of a hotel
// stay is where the hotel is). The ledger keeps the hotel's address and city, not its state: a state named in
// the address wins, else the built-in city list (with its other spellings) names the city's state.
import type { LedgerHotel } from '../bookings/types.ts';
import { filterBuiltin, fold } from '../cities/builtin.ts';
import { GST_STATES } from '../bookings/gstin.ts';

// Longest first, so "Andhra Pradesh" is not read as "Pradesh" of another and "Dadra and Nagar Haveli and
// Daman and Diu" wins over "Daman and Diu".
const STATE_NAMES = [
  ...new Set(
    Object.entries(GST_STATES)
      .filter(([code]) => Number(code) <= 38)
      .map(([, name]) => name),
  ),
].sort((a, b) => b.length - a.length);
const OTHER_SPELLINGS: Array<[RegExp, string]> = [
  [/\bnew delhi\b|\bnct of delhi\b/, 'Delhi'],
  [/\borissa\b/, 'Odisha'],
  [/\bpondicherry\b/, 'Puducherry'],
  [/\buttaranchal\b/, 'Uttarakhand'],
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The hotel's state or union territory, or null when neither its address nor its city says. */
export function hotelState(hotel: Pick<LedgerHotel, 'address' | 'city' | 'country'>): string | null {
  if (hotel.country && hotel.country.toUpperCase() !== 'IN') return null;
  const address = fold(hotel.address ?? '');
  for (const name of STATE_NAMES) if (new RegExp(`\\b${escape(fold(name))}\\b`).test(address)) return name;
  for (const [re, name] of OTHER_SPELLINGS) if (re.test(address)) return name;
  const city = fold(hotel.city ?? '');
  if (!city) return null;
  if (STATE_NAMES.some((n) => fold(n) === city)) return STATE_NAMES.find((n) => fold(n) === city)!;
  // The built-in list matches names and other spellings by prefix; only a whole-name hit counts here.
  const hit = filterBuiltin(city, 10).find((c) => fold(c.name) === city) ?? filterBuiltin(city, 1)[0];
  return hit && hit.region && (fold(hit.name) === city || city.length >= 5) ? hit.region : null;
}
