// A search result card's fields, read from the provider's hotel list item. Renames of provider fields
// (main_photo, hotelDescription, 0-10 rating) happen here; the price comes from the per-request batch.
import type { HotelSummaryResolvers } from '../__generated__/resolvers-types.ts';
import { daysBetween } from '../../hotels/dates.ts';
import { geoPoint, plainText, rating5, text } from '../../hotels/detail.ts';
import { htmlToText } from '../../hotels/sanitize.ts';
import { CURRENCY } from '../../hotels/service.ts';

/** Card stars: whole stars 0..5, null when the provider gives nothing usable (the card then shows its default). */
function cardStars(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.min(5, Math.floor(v)) : null;
}

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
  // The provider's min-rate is the total of the stay; the card shows a price per night.
  priceFrom: async ({ hotel, stay }, _a, ctx) => {
    const min = await ctx.hotels.minRate(hotel.id, stay);
    if (!min) return null;
    const nights = Math.max(1, daysBetween(stay.checkin, stay.checkout));
    return { amount: min.price / nights, currency: CURRENCY };
  },
};
