// Example operations the GraphQL Explorer offers (search, hotel, rates, booking lookup), with variables
// that run as they are: stay dates 30 and 32 days after the day the explorer is opened, and a hotel the
// provider really has, found by a search when the explorer opens (EXAMPLE_HOTEL_QUERY) on the sandbox and
// on real keys alike. tests/server/graphql/graphiql-examples.test.ts runs every example against the app.

export interface GraphQLExample {
  id: 'search' | 'hotel' | 'rates' | 'booking';
  label: string;
  query: string;
  variables: Record<string, unknown>;
}

/** The local calendar date `plus` days after `now`, as yyyy-MM-dd. */
export function localDate(now: Date, plus = 0): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + plus);
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${mm}-${dd}`;
}

/** The stay every example asks about: 30 to 32 days after `now` (local date, so "today" is the traveller's). */
export function exampleStay(now: Date): { checkin: string; checkout: string } {
  return { checkin: localDate(now, 30), checkout: localDate(now, 32) };
}

/** The search the explorer runs when it opens, to name a hotel of the provider's in its examples. */
export const EXAMPLE_HOTEL_QUERY = `query ExampleHotel($input: HotelSearchInput!) {
  searchHotels(input: $input) { hotels { id priceFrom { amount } } }
}`;

export function exampleHotelVariables(now: Date): { input: Record<string, unknown> } {
  return { input: { destination: 'Mumbai', ...exampleStay(now), guests: 2, page: 1, pageSize: 12 } };
}

/** From the search's answer: a hotel with a price for the stay (so the rates example has rates), else any. */
export function exampleHotelId(answer: unknown): string | null {
  const hotels = (answer as { data?: { searchHotels?: { hotels?: Array<{ id?: unknown; priceFrom?: unknown }> } } } | null)?.data
    ?.searchHotels?.hotels;
  if (!Array.isArray(hotels)) return null;
  const hotel = hotels.find((h) => typeof h.id === 'string' && h.priceFrom) ?? hotels.find((h) => typeof h.id === 'string');
  return (hotel?.id as string | undefined) ?? null;
}

export function graphqlExamples(hotelId: string, now: Date = new Date()): GraphQLExample[] {
  const { checkin, checkout } = exampleStay(now);
  return [
    {
      id: 'search',
      label: 'Search hotels',
      query: `# Hotels in a destination, a page at a time, with the lowest price for the stay.
query SearchHotels($input: HotelSearchInput!) {
  searchHotels(input: $input) {
    destination
    total
    page
    totalPages
    hotels {
      id
      name
      city
      stars
      rating
      priceFrom { amount currency }
    }
  }
}
`,
      variables: { input: { destination: 'Mumbai', checkin, checkout, guests: 2, page: 1, pageSize: 5 } },
    },
    {
      id: 'hotel',
      label: 'Hotel details',
      query: `# One hotel as its page shows it; language: HI asks for its texts in Hindi.
query Hotel($id: ID!, $language: Language = EN) {
  hotel(id: $id, language: $language) {
    id
    name
    stars
    rating
    address
    city
    hotelType
    facilities
    checkinTime
    checkoutTime
    rooms { name maxOccupancy }
    descriptionHtml
  }
}
`,
      variables: { id: hotelId, language: 'EN' },
    },
    {
      id: 'rates',
      label: 'Hotel rates',
      query: `# Live room rates for a stay; offerId is what prebook needs.
query HotelRates($input: RatesInput!) {
  hotelRates(input: $input) {
    hotelId
    nights
    rates {
      offerId
      roomName
      boardName
      total { amount currency }
      perNight { amount currency }
      cancellation { refundable freeCancellationUntil }
    }
  }
}
`,
      variables: { input: { hotelId, checkin, checkout, occupancies: [{ adults: 2, childrenAges: [] }] } },
    },
    {
      id: 'booking',
      label: 'Find a booking',
      query: `# A booking by its reference and the holder's e-mail. As it opens, the reference is a placeholder, so
# the answer is "booking": null (a wrong reference or e-mail gives null, not an error): paste the reference
# and e-mail of a booking you made to see it.
query Booking($reference: ID!, $email: String!) {
  booking(reference: $reference, email: $email) {
    reference
    status
    hotel { name city }
    checkin
    checkout
    price { amount currency }
  }
}
`,
      variables: { reference: 'PASTE-A-REFERENCE', email: 'holder@example.com' },
    },
  ];
}
