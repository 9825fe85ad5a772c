// Turns what a traveller types ("bangalore", " New  Delhi ", "Goa") into the city names the provider's
// hotel list is asked for, and builds the URL slugs of city pages (/hotels/mumbai).

export interface Destination {
  /** The destination as understood, for display: "Bengaluru" for "bangalore". */
  name: string;
  /** The provider cityName values whose hotels make up this destination (searched and merged). */
  cityNames: string[];
  kind: 'city' | 'state';
}

/**
 * Cities known by more than one name. The first name is the one we display; every name is asked of the
 * provider because its data carries both spellings (GeoNames-based data says "Cochin", "Gurgaon",
 * "Mysore"; newer listings say "Kochi", "Gurugram", "Mysuru"), so one spelling alone misses hotels.
 */
const CITY_ALIASES: string[][] = [
  ['Bengaluru', 'Bangalore'],
  ['Mumbai', 'Bombay'],
  ['Gurugram', 'Gurgaon'],
  ['Kochi', 'Cochin', 'Ernakulam'],
  ['Puducherry', 'Pondicherry'],
  ['Chennai', 'Madras'],
  ['Kolkata', 'Calcutta'],
  ['Varanasi', 'Benares', 'Banaras'],
  ['Thiruvananthapuram', 'Trivandrum'],
  ['Mysuru', 'Mysore'],
  ['Delhi', 'New Delhi'],
  ['Prayagraj', 'Allahabad'],
  ['Vadodara', 'Baroda'],
  ['Mangaluru', 'Mangalore'],
  ['Visakhapatnam', 'Vizag', 'Vishakhapatnam'],
  ['Pune', 'Poona'],
  ['Kanpur', 'Cawnpore'],
  ['Shimla', 'Simla'],
  ['Ooty', 'Udhagamandalam', 'Ootacamund'],
  ['Belagavi', 'Belgaum'],
  ['Kozhikode', 'Calicut'],
  ['Thrissur', 'Trichur'],
  ['Tiruchirappalli', 'Trichy'],
  ['Dharamshala', 'Dharamsala', 'McLeod Ganj'],
  ['Guwahati', 'Gauhati'],
  ['Madgaon', 'Margao'],
];

/**
 * States searched as the union of their towns' hotels. We ask the provider once per town (cityName) rather
 * than a coordinate+radius search: a radius around a state's centre either misses coastal towns or spills
 * into neighbouring states, and cityName answers are cached per town, so the cost is one call per town per
 * 5 minutes. A Map, not an object literal: a destination typed as "constructor" or "__proto__" is
 * an unknown name, not a property every object inherits.
 */
const STATES = new Map<string, { name: string; towns: string[] }>(
  Object.entries({
    goa: {
      name: 'Goa',
      towns: ['Goa', 'Panaji', 'Madgaon', 'Margao', 'Calangute', 'Candolim', 'Vasco da Gama', 'Mapusa', 'Anjuna', 'Ponda', 'Baga', 'Colva'],
    },
    kerala: {
      name: 'Kerala',
      towns: [
        'Kochi',
        'Cochin',
        'Thiruvananthapuram',
        'Munnar',
        'Alappuzha',
        'Kozhikode',
        'Thrissur',
        'Kovalam',
        'Varkala',
        'Kollam',
        'Kottayam',
      ],
    },
  }),
);

/** The states searched as the union of their towns (what a `state:<name>` place means), for the search box. */
export function knownStates(): Array<{ name: string; towns: string[] }> {
  return [...STATES.values()].map((s) => ({ name: s.name, towns: [...s.towns] }));
}

/** Lower case, spaces collapsed, diacritics and punctuation dropped: "  Vasco-da  Gama " -> "vasco da gama". */
export function foldName(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const aliasIndex = new Map<string, string[]>();
for (const group of CITY_ALIASES) for (const n of group) aliasIndex.set(foldName(n), group);

export function resolveDestination(input: string): Destination {
  const folded = foldName(input);
  const state = STATES.get(folded);
  if (state) return { name: state.name, cityNames: [...state.towns], kind: 'state' };
  const group = aliasIndex.get(folded);
  if (group) return { name: group[0], cityNames: [...group], kind: 'city' };
  // An unknown name goes to the provider as typed (trimmed, single-spaced), in title case for display.
  const cleaned = input.trim().replace(/\s+/g, ' ');
  const display = cleaned.replace(/\S+/g, (w) => w[0].toUpperCase() + w.slice(1));
  return { name: display, cityNames: [cleaned], kind: 'city' };
}

/** URL slug of a city page: "New Delhi" -> "new-delhi", "Vasco da Gama" -> "vasco-da-gama". */
export function citySlug(name: string): string {
  return foldName(name).replace(/ /g, '-');
}

/** The destination behind a slug (aliases work: "bangalore" -> Bengaluru). */
export function destinationFromSlug(slug: string): Destination {
  return resolveDestination(slug.replace(/-/g, ' '));
}
