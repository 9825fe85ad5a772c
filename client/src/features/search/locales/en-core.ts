// English strings of the 'search' namespace: what the first screens show (registered with the namespace).
const en = {
  form: {
    roomsField: 'Rooms & Guests: {{summary}}',
    suggestionsLabel: 'Destination suggestions',
    label: 'Search hotels',
    destination: 'Destination',
    destinationPlaceholder: 'Where are you going?',
    checkin: 'Check-in',
    checkout: 'Check-out',
    guests: 'Guests',
    propertyType: 'Property type',
    search: 'Search',
    searchHotels: 'Search Hotels',
    searching: 'Searching...',
    searchOnMap: 'Search on Map',
    enterDestination: 'Please enter a destination',
  },
} as const;

export default en;
