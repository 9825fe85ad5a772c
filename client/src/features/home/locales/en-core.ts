// English strings of the 'home' namespace, first part: the hero's stat tiles and the popular cities'
// taglines (the home feature's public entry: first screen, and the /hotels starting points), registered by
// ../i18n.ts. The spec's wording, exactly.
const core = {
  stats: {
    hotels: 'Hotels',
    cities: 'Cities',
    customers: 'Happy Customers',
    rating: 'Average Rating',
  },
  /** Each popular city's tagline, by its key in content.ts. */
  taglines: {
    mumbai: 'The City of Dreams',
    delhi: 'Heart of the Nation',
    bangalore: 'The Garden City',
    goa: 'Sun, Sand and Sea',
    jaipur: 'The Pink City',
    kolkata: 'The City of Joy',
    hyderabad: 'The City of Pearls',
    chennai: 'Gateway to the South',
  },
} as const;

export default core;
