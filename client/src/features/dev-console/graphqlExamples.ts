// Example operations the GraphQL Explorer offers (search, hotel, rates, booking lookup), with variables
// that run as they are on the embedded sandbox: stay dates 30 and 32 days ahead, a hotel the provider has.

export interface GraphQLExample {
  id: 'search' | 'hotel' | 'rates' | 'booking';
  label: string;
  query: string;
  variables: Record<string, unknown>;
}

function day(now: Date, plus: number): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + plus);
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${mm}-${dd}`;
}

export function graphqlExamples(hotelId: string, now: Date = new Date()): GraphQLExample[] {
  const checkin = day(now, 30);
  const checkout = day(now, 32);
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
      query: `# One hotel as its page shows it.
query Hotel($id: ID!) {
  hotel(id: $id) {
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
  }
}
`,
      variables: { id: hotelId },
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
      query: `# A booking by its reference and the holder's e-mail (null when either is wrong).
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
