// English strings of the 'map' namespace (the spec's wording; see lib/i18n.ts).
const en = {
  page: {
    titleIn: 'Hotels in {{destination}} on the map',
    titleArea: 'Hotels in this area',
    title: 'Search on Map',
  },
  map: {
    label: 'Map of the hotels found',
    searchArea: 'Search this area',
    shapes: 'Shapes: {{attribution}}',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    leafletTitle: 'A JavaScript library for interactive maps',
  },
  pins: {
    soldOut: 'Sold out',
    hotelSoldOut: '{{name}}, sold out',
    hotelPrice: '{{name}}, {{price}} per night',
    clusterCount: '{{n}} hotels',
    clusterFrom: 'from {{price}}',
  },
  card: {
    stars: '{{n}} stars',
    rating: '{{rating}}/5 ({{n}} reviews)',
    perNight: 'per night, incl. taxes',
    soldOut: 'Sold out for these dates',
    view: 'View hotel',
    close: 'Close',
  },
  results: {
    chooseDestination: 'Choose a destination, or move the map and search this area.',
    searching: 'Searching hotels...',
    showing: 'Showing {{shown}} of {{total}} hotels in {{where}}',
    found: '{{total}} hotel(s) in {{where}}',
    thisArea: 'this area',
    previous: 'Previous {{n}}',
    next: 'Next hotels',
    showList: 'Show list',
    showMap: 'Show map',
    failed: 'Search failed',
    failedRetry: 'The search failed. Please try again.',
    none: 'No hotels to list.',
    listLabel: 'Hotels found',
    stars: '{{n}} stars',
    price: '{{price}} per night, incl. taxes',
    away: '{{distance}} away',
  },
  location: {
    title: 'Location',
    label: 'Map showing where {{name}} is',
    fromCentre: '{{distance}} from the centre of {{city}}',
    airport: 'Nearest airport: {{name}}, {{distance}}',
    airportWithCode: 'Nearest airport: {{name}} ({{code}}), {{distance}}',
  },
  distance: {
    metres: '{{n}} m',
    kilometres: '{{n}} km',
  },
} as const;

export default en;
