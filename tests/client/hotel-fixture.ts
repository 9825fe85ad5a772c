// A full hotel as the hotel page's query returns it, for the hotel page and hotel route tests.
import type { HotelPageQuery as HotelPageData } from '../../client/src/__generated__/graphql.ts';

type HotelData = NonNullable<HotelPageData['hotel']>;

/** The cache wants __typename on every object of a response, as the operations ask for it. */
const typed = <N extends string, T extends object>(__typename: N, value: T): T & { __typename: N } => ({ ...value, __typename });

export function hotel(over: Partial<HotelData> = {}): HotelData {
  return typed('Hotel', {
    id: 'lp42',
    name: 'Rambagh Palace',
    stars: 5,
    rating: 4.55,
    reviewCount: 812,
    address: 'Bhawani Singh Road',
    city: 'Jaipur',
    country: 'IN',
    hotelType: 'Resorts',
    images: [],
    facilities: Array.from({ length: 14 }, (_, i) => (i === 3 ? 'Free WiFi in all rooms' : `Facility ${i + 1}`)),
    rooms: [
      typed('Room', {
        id: 'r1',
        name: 'Palace Room',
        descriptionHtml: '<p>Garden views.</p>',
        photos: [],
        maxOccupancy: 3,
        bedTypes: [typed('BedType', { quantity: 2, type: 'Twin bed', size: null })],
        size: 42,
        sizeUnit: 'm²',
        amenities: ['Minibar', 'Safe'],
      }),
    ],
    deleted: false,
    policies: [
      typed('Policy', { name: 'Pets', description: 'Pets are not allowed.', childAllowed: null, petsAllowed: 'No', parking: null }),
    ],
    groupRoomMin: 5,
    descriptionHtml: '<p>A <strong>palace</strong> hotel.</p>',
    importantInformationHtml: null,
    location: typed('GeoPoint', { latitude: 26.898123456, longitude: 75.808987654 }),
    airportCode: 'JAI',
    checkinTime: '02:00 PM',
    checkoutTime: '12:00 PM',
    phone: '+91 141 2385700',
    email: 'rambagh@example.in',
    fax: null,
    chain: 'Taj Hotels',
    parking: 'Free on site',
    childAllowed: true,
    petsAllowed: false,
    sentiment: typed('Sentiment', { pros: ['Beautiful gardens', 'Friendly staff'], cons: ['Pricey restaurant'] }),
    ...over,
  });
}
