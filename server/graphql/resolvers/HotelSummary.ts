// A search result card's fields, read from the provider's hotel list item. Renames of provider fields
// (main_photo, hotelDescription, 0-10 rating) happen here; prices come from the search's rates set.
import type { HotelSummaryResolvers } from '../__generated__/resolvers-types.ts';
import { geoPoint, plainText, rating5, text } from '../../hotels/detail.ts';
import { htmlToText } from '../../hotels/sanitize.ts';
import { perNight } from '../../hotels/engine.ts';
import { CURRENCY } from '../../hotels/service.ts';

/** Card stars: whole stars 0..5, null when the provider gives nothing usable (the card then shows its default). */
function cardStars(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.min(5, Math.floor(v)) : null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);

export const HotelSummary: HotelSummaryResolvers = {
  id: ({ hotel }) => hotel.id,
  name: ({ hotel }) => plainText(hotel.name) ?? 'Unnamed Hotel',
  thumbnail: ({ hotel }) => text(hotel.thumbnail) ?? text(hotel.main_photo),
  mainPhoto: ({ hotel }) => text(hotel.main_photo) ?? text(hotel.thumbnail),
  address: ({ hotel }) => plainText(hotel.address),
  city: ({ hotel }) => text(hotel.city),
  country: ({ hotel }) => text(hotel.country)?.toUpperCase() ?? null,
  description: ({ hotel }) => htmlToText(hotel.hotelDescription) || null,
  stars: ({ hotel }) => cardStars(hotel.stars),
  rating: ({ hotel }) => (count(hotel.reviewCount) > 0 ? rating5(hotel.rating) : null),
  reviewCount: ({ hotel }) => count(hotel.reviewCount),
  hotelType: ({ hotel }, _a, ctx) => ctx.hotels.hotelTypeName(hotel.hotelTypeId),
  location: ({ hotel }) => geoPoint(hotel.latitude, hotel.longitude),
  // Prices come from the search's rates set (the same numbers its filters and sort used), all-in:
  // the offer's total plus what is payable at the hotel.
  priceFrom: ({ price, nights, priceError }) => {
    if (priceError) throw priceError;
    return price ? { amount: perNight(price.stay, nights), currency: CURRENCY } : null;
  },
  stayPrice: ({ price }) => (price ? { amount: round2(price.stay), currency: CURRENCY } : null),
  payableAtHotel: ({ price }) => (price && price.payableAtHotel > 0 ? { amount: round2(price.payableAtHotel), currency: CURRENCY } : null),
  suggestedStayPrice: ({ price }) => (price && price.suggested !== null ? { amount: round2(price.suggested), currency: CURRENCY } : null),
  freeCancellation: ({ price }) => (price ? price.freeCancellation : null),
  board: ({ price }) => price?.board ?? null,
  distanceKm: ({ distanceKm }) => distanceKm,
};
