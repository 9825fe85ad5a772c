// English strings of the 'common' namespace: what the first screens show (registered with the namespace).
const en = {
  brand: {
    name: 'StayIndia',
    tagline: "India's Premier Hotel Booking",
  },
  nav: {
    label: 'Main',
    home: 'Home',
    hotels: 'Hotels',
    destinations: 'Destinations',
    about: 'About',
    contact: 'Contact',
  },
  city: {
    select: 'Select City',
    current: 'City: {{city}}',
  },
  language: {
    switchTo: 'Change language to {{language}}',
  },
  loading: {
    default: 'Loading...',
  },
  fees: {
    payableAtHotel: 'Payable at the hotel: {{amount}}',
    totalInAll: 'Total to pay in all: {{amount}}',
  },
  occupancy: {
    rooms_one: '{{count}} room',
    rooms_other: '{{count}} rooms',
    adults_one: '{{count}} adult',
    adults_other: '{{count}} adults',
    children_one: '{{count}} child',
    children_other: '{{count}} children',
  },
} as const;

export default en;
