// The sandbox's generated hotels. Each hotel is rebuilt from (seed, id) alone, so GET /data/hotel needs
// no other hotel; a city's list is generated on first use and kept (a bounded number of cities).
// Ids are `lp` + base36(city index * 5000 + n + 46656) + a check digit, e.g. "lp11w43": short,
// [a-z0-9] only, and always with a digit (the client tells hotel ids from city slugs that way).
import {
  CHAINS,
  FACILITIES,
  GENERIC_LOCALITIES,
  HOTEL_TYPES,
  LOCALITIES,
  PIN_PREFIX,
  ROOM_AMENITIES,
  STREETS,
  AIRPORTS,
  type Chain,
  type Flavour,
  type HotelTypeId,
} from './catalog.ts';
import { MAX_HOTELS_PER_CITY, cityByIndex, hotelCities, type HotelCity } from './cities.ts';
import { Rng, distanceMetres, hash32, unit } from './random.ts';

export interface Hotel {
  id: string;
  city: HotelCity;
  /** position within its city */
  n: number;
  name: string;
  typeId: HotelTypeId;
  typeName: string;
  stars: number;
  /** 0-10, one decimal; 0 with no reviews for new hotels */
  rating: number;
  reviewCount: number;
  chain?: Chain;
  locality: string;
  address: string;
  zip: string;
  latitude: number;
  longitude: number;
  /** HTML; "" for the few hotels without one */
  description: string;
  facilityIds: number[];
  deletedAt?: string;
  /** number of gallery images; 0 for the few hotels without any */
  imageCount: number;
  /** number of room types in the static data; 0 for the few hotels without room data */
  roomCount: number;
  /** multiplier on the city/stars base price (0.8-1.25) */
  priceFactor: number;
  /**
   * House rules the whole hotel agrees with: its facilities ("Pets allowed", "Family rooms"), its policies
   * and their badges, its rooms (no child places when children are not allowed) and its rates.
   */
  petsAllowed: boolean;
  childAllowed: boolean;
}

const ID_OFFSET = 46656; // 36^3: ids have at least four base36 characters before the check digit

function checkDigit(n: number): string {
  return String(hash32(`lp-check-${n}`) % 10);
}

export function hotelIdFor(cityIndex: number, n: number): string {
  const g = cityIndex * MAX_HOTELS_PER_CITY + n;
  return `lp${(g + ID_OFFSET).toString(36)}${checkDigit(g)}`;
}

/** Decode a hotel id to its city and position, or null when it is not one of ours. */
export function parseHotelId(id: string): { cityIndex: number; n: number } | null {
  if (typeof id !== 'string' || !/^lp[a-z0-9]{4,10}[0-9]$/.test(id)) return null;
  const g = parseInt(id.slice(2, -1), 36) - ID_OFFSET;
  if (!Number.isSafeInteger(g) || g < 0 || checkDigit(g) !== id.slice(-1)) return null;
  const cityIndex = Math.floor(g / MAX_HOTELS_PER_CITY);
  const n = g % MAX_HOTELS_PER_CITY;
  const city = cityByIndex(cityIndex);
  if (!city || n >= city.hotelCount) return null;
  return { cityIndex, n };
}

const TYPE_MIX: Record<Flavour, ReadonlyArray<readonly [HotelTypeId, number]>> = {
  metro: [
    [204, 72],
    [201, 12],
    [216, 4],
    [203, 3],
    [222, 3],
    [206, 2],
    [213, 1],
    [208, 2],
    [219, 1],
  ],
  city: [
    [204, 74],
    [201, 6],
    [216, 8],
    [221, 4],
    [222, 3],
    [206, 3],
    [213, 1],
    [208, 1],
  ],
  beach: [
    [204, 35],
    [206, 20],
    [213, 15],
    [222, 10],
    [201, 8],
    [216, 6],
    [203, 4],
    [220, 2],
  ],
  hill: [
    [204, 40],
    [206, 15],
    [222, 18],
    [213, 6],
    [216, 8],
    [201, 4],
    [203, 4],
    [220, 3],
    [221, 2],
  ],
  heritage: [
    [204, 50],
    [206, 10],
    [222, 12],
    [216, 10],
    [203, 5],
    [213, 4],
    [201, 5],
    [208, 4],
  ],
  pilgrim: [
    [204, 55],
    [216, 18],
    [222, 8],
    [221, 8],
    [203, 4],
    [206, 4],
    [201, 3],
  ],
};

const STARS_BY_TYPE: Partial<Record<HotelTypeId, ReadonlyArray<readonly [number, number]>>> = {
  204: [
    [1, 8],
    [2, 22],
    [3, 38],
    [4, 22],
    [5, 10],
  ],
  206: [
    [3, 35],
    [4, 40],
    [5, 25],
  ],
  201: [
    [2, 25],
    [3, 50],
    [4, 25],
  ],
  213: [
    [3, 30],
    [4, 45],
    [5, 25],
  ],
  219: [
    [3, 40],
    [4, 60],
  ],
  203: [
    [1, 60],
    [2, 40],
  ],
};
const DEFAULT_STARS: ReadonlyArray<readonly [number, number]> = [
  [1, 25],
  [2, 45],
  [3, 30],
];

const CORES = [
  'Sai',
  'Shree Krishna',
  'Ganga',
  'Royal',
  'Sunrise',
  'Lotus',
  'Paradise',
  'Kohinoor',
  'Ashoka',
  'Maharaja',
  'Silver Oak',
  'Green Park',
  'Blue Moon',
  'Sagar',
  'Annapurna',
  'Shanti',
  'Pearl',
  'Rajdhani',
  'Amber',
  'Sapphire',
  'Emerald',
  'Orchid',
  'Tulsi',
  'Vrindavan',
  'Kamal',
  'Surya',
  'Chandra',
  'Neelkanth',
  'Mayur',
  'Hari Om',
  'Jyoti',
  'Utsav',
  'Aangan',
  'Anand',
  'Balaji',
  'City Heart',
  'Park View',
  'Lake View',
  'Meghdoot',
  'Swagat',
  'Atithi',
  'Sarovar',
  'Moti Mahal',
  'Raj Vilas',
  'Kesar',
  'Madhuban',
  'Sheetal',
  'Noor',
  'Ambassador',
  'Regal',
  'Crystal',
  'Galaxy',
  'Harmony',
  'Serene',
  'Tranquil',
];
const HOTEL_SUFFIX = [
  'Palace',
  'Residency',
  'Inn',
  'International',
  'Comforts',
  'Regency',
  'Grand',
  'Plaza',
  'Continental',
  'Executive',
  'Suites',
  'Court',
  'Park',
  'Heritage',
];
const FAMILY = [
  'Fernandes',
  'Nair',
  'Sharma',
  'Rao',
  "D'Souza",
  'Thapa',
  'Bhutia',
  'Menon',
  'Kulkarni',
  'Negi',
  'Rathore',
  'Iyer',
  'Pillai',
  'Gurung',
  'Singh',
  'Das',
  'Joshi',
  'Pereira',
];
const VILLA_NAMES = [
  'Casa Azul',
  'Casa Serena',
  'Anjali',
  'Maria',
  'Sol',
  'Palm Grove',
  'Coconut Grove',
  'Tamarind',
  'Bougainvillea',
  'Frangipani',
  'Mango Tree',
  'Ocean Breeze',
  'Pine Crest',
  'Cedar',
];

const TYPE_NAME = new Map<number, string>(HOTEL_TYPES.map((t) => [t.id, t.name]));

const DAY = 86_400_000;

function independentName(rng: Rng, typeId: HotelTypeId, city: HotelCity, locality: string): string {
  const core = rng.pick(CORES);
  const beach = city.flavour === 'beach';
  const hill = city.flavour === 'hill';
  switch (typeId) {
    case 206:
      return `${core} ${rng.pick(beach ? ['Beach Resort', 'Resort & Spa', 'Retreat'] : hill ? ['Hill Resort', 'Resort & Spa', 'Valley Retreat'] : ['Resort', 'Resort & Spa', 'Club & Resort'])}`;
    case 201:
      return rng.pick([`${core} Serviced Apartments`, `${core} Residences`, `Studio ${core}`, `${locality} Service Apartments`]);
    case 213:
      return rng.pick([`Villa ${rng.pick(VILLA_NAMES)}`, `${rng.pick(VILLA_NAMES)} Pool Villa`, `${core} Villas`]);
    case 222:
      return rng.pick([`${rng.pick(FAMILY)} Homestay`, `${core} Homestay`, `${rng.pick(FAMILY)}'s Home Stay`]);
    case 216:
      return `${core} Guest House`;
    case 203:
      return rng.pick([`${core} Backpackers Hostel`, `The ${core} Hostel`, `Hosteller ${city.name}`]);
    case 208:
      return `${core} Bed & Breakfast`;
    case 220:
      return `${core} Holiday Home`;
    case 219:
      return `${core} Condo Suites`;
    case 221:
      return `${core} Lodge`;
    default:
      return rng.weighted([
        [`Hotel ${core} ${rng.pick(HOTEL_SUFFIX)}`, 4],
        [`The ${core} ${rng.pick(HOTEL_SUFFIX)}`, 2],
        [`${core} ${rng.pick(HOTEL_SUFFIX)}`, 3],
        [`Hotel ${core}`, 1],
      ] as const);
  }
}

function pickChain(rng: Rng, stars: number, city: HotelCity, typeId: HotelTypeId): Chain | undefined {
  if (typeId !== 204 && typeId !== 206 && typeId !== 203) return undefined;
  const p = city.tier === 'metro' ? 0.32 : city.tier === 'tier2' ? 0.22 : 0.12;
  if (!rng.chance(p)) return undefined;
  const fits = CHAINS.filter(
    (c) => c.stars.includes(stars) && (!c.metroOnly || city.tier === 'metro') && (typeId === 203) === (c.brand === 'Zostel'),
  );
  return fits.length ? rng.pick(fits) : undefined;
}

function chainName(rng: Rng, chain: Chain, city: HotelCity, locality: string, typeId: HotelTypeId): string {
  switch (chain.brand) {
    case 'OYO':
      return `OYO ${rng.int(1000, 99999)} ${independentName(rng, 204, city, locality)}`;
    case 'FabHotel':
    case 'Treebo Trend':
      return `${chain.brand} ${rng.pick(CORES)} ${rng.pick(HOTEL_SUFFIX)}`;
    case 'Zostel':
      return `Zostel ${city.name}`;
    default: {
      const resort = typeId === 206 ? ' Resort & Spa' : '';
      return rng.pick([`${chain.brand} ${city.name}${resort}`, `${chain.brand} ${locality}, ${city.name}${resort}`]);
    }
  }
}

function ratingFor(rng: Rng, stars: number): number {
  const r = 5.8 + stars * 0.55 + (rng.next() + rng.next() - 1) * 2.2;
  return Math.round(Math.max(3, Math.min(9.8, r)) * 10) / 10;
}

function descriptionFor(rng: Rng, h: Omit<Hotel, 'description'>, facilityNames: string[]): string {
  const type = h.typeName.toLowerCase().replace(/s$/, '');
  const where = `${h.locality}, ${h.city.name}`;
  const intro: Record<Flavour, string> = {
    metro: `close to the business districts, shopping and dining of ${h.city.name}`,
    city: `a short drive from the railway station and the main market of ${h.city.name}`,
    beach: `a few minutes' walk from the beach, with sea breezes and sunsets`,
    hill: `with views of the hills and valleys around ${h.city.name}`,
    heritage: `within easy reach of the forts, palaces and old bazaars of ${h.city.name}`,
    pilgrim: `close to the ghats and temples of ${h.city.name}`,
  };
  const highlights = facilityNames
    .slice(0, 5)
    .map((f) => `<li>${f}</li>`)
    .join('');
  const variant = rng.int(0, 2);
  const has = (id: number) => h.facilityIds.includes(id);
  if (variant === 0) {
    // Only what the hotel's facilities and rooms bear out: every room has air conditioning, and every room
    // but a dormitory bed a TV and a private bathroom (see roomsOf).
    const rooms =
      h.typeId === 203
        ? 'Rooms are air-conditioned; private rooms come with a TV and a private bathroom.'
        : 'Rooms are air-conditioned and come with a flat-screen TV and a private bathroom.';
    const extras = [
      has(3) ? 'Indian and continental breakfasts at the restaurant' : '',
      has(8) ? 'round-the-clock help from the front desk' : '',
    ]
      .filter(Boolean)
      .join(' and ');
    return (
      `<p><b>${h.name}</b> is a ${h.stars}-star ${type} in ${where}, ${intro[h.city.flavour]}.</p>` +
      `<p>${rooms}${extras ? ` Guests can enjoy ${extras}.` : ''}</p>` +
      (highlights ? `<p><b>Highlights</b></p><ul>${highlights}</ul>` : '')
    );
  }
  if (variant === 1) {
    return (
      `<p><strong>Location</strong><br>Set in ${where}, this ${type} is ${intro[h.city.flavour]}.</p>` +
      `<p><strong>Stay</strong><br>Comfortable rooms, friendly staff and home-style food make ${h.name} a good base for families and business travellers alike.</p>`
    );
  }
  const wifi = has(107) ? ' Free WiFi is available in all areas.' : '';
  const staff = has(17) ? 'local sightseeing and airport transfers' : 'local sightseeing';
  return `<p>${h.name} offers a relaxed stay in ${where}, ${intro[h.city.flavour]}.${wifi} The staff can arrange ${staff}.</p>`;
}

const FACILITY_WEIGHTS: ReadonlyArray<readonly [string, number]> = FACILITIES.map((f) => [f.name, 1] as const);

/** Facilities that state a house rule: present exactly when the rule allows them. */
const PETS_ALLOWED = 4;
const FAMILY_ROOMS = 28;

function facilitiesFor(
  rng: Rng,
  stars: number,
  typeId: HotelTypeId,
  flavour: Flavour,
  rules: { petsAllowed: boolean; childAllowed: boolean },
): number[] {
  const picked = new Set<number>();
  // Most places advertise free WiFi; the few that do not let the app's "Free WiFi" badge be absent.
  if (rng.chance(0.9)) picked.add(107);
  picked.add(109);
  const extra = rng.int(3, 6 + stars * 2);
  for (const name of rng.sample(
    FACILITY_WEIGHTS.map(([n]) => n),
    extra,
  )) {
    const id = FACILITIES.find((f) => f.name === name)!.id;
    if (id === 301 && stars < 3 && typeId !== 213) continue;
    if (id === 176 && flavour !== 'beach') continue;
    if (id === PETS_ALLOWED || (id === FAMILY_ROOMS && !rules.childAllowed)) continue;
    picked.add(id);
  }
  if (rules.petsAllowed) picked.add(PETS_ALLOWED);
  if (stars >= 4) [8, 5, 3, 48].forEach((id) => picked.add(id));
  if (typeId === 213 || typeId === 206) picked.add(301);
  return [...picked];
}

/** Rebuild one hotel from the seed and its position. */
export function buildHotel(seed: number, city: HotelCity, n: number): Hotel {
  const id = hotelIdFor(city.index, n);
  const rng = new Rng(`${seed}|${id}`);
  const typeId = rng.weighted(TYPE_MIX[city.flavour]);
  let stars = rng.weighted(STARS_BY_TYPE[typeId] ?? DEFAULT_STARS);
  if (city.tier === 'small' && stars === 5 && rng.chance(0.6)) stars = 4;
  const localities = LOCALITIES[city.key] ?? GENERIC_LOCALITIES;
  const locality = rng.pick(localities);
  const chain = pickChain(rng, stars, city, typeId);
  const name = chain ? chainName(rng, chain, city, locality, typeId) : independentName(rng, typeId, city, locality);

  // Spread hotels around the centre: wider in big cities.
  const spreadKm = city.tier === 'metro' ? 14 : city.tier === 'tier2' ? 6 : 3;
  const r = Math.sqrt(rng.next()) * spreadKm;
  const theta = rng.next() * 2 * Math.PI;
  const latitude = round(city.place.latitude + (r / 111) * Math.cos(theta), 5);
  const longitude = round(city.place.longitude + (r / (111 * Math.cos((city.place.latitude * Math.PI) / 180))) * Math.sin(theta), 5);

  const fresh = rng.chance(0.03);
  const rating = fresh ? 0 : ratingFor(rng, stars);
  const popularity = city.tier === 'metro' ? 1.6 : city.tier === 'tier2' ? 1.2 : 0.8;
  const reviewCount = fresh ? 0 : Math.round(Math.exp(rng.next() * 5 + 1.5) * (0.6 + stars * 0.3) * popularity);

  // House rules come from their own hashes, so deciding them draws nothing from the hotel's stream. Only
  // hotels, resorts and guesthouses are ever adults-only; villas and homestays take pets most often.
  const adultsOnlyType = typeId === 204 || typeId === 206 || typeId === 216;
  const childAllowed = !(adultsOnlyType && unit(`${seed}|${id}|adults-only`) < 0.07);
  const petsAllowed = typeId !== 203 && unit(`${seed}|${id}|pets`) < (typeId === 213 || typeId === 222 ? 0.35 : 0.1);

  const address = `${rng.int(1, 240)}${rng.chance(0.3) ? '/' + rng.int(1, 20) : ''}, ${rng.pick(STREETS)}, ${locality}`;
  const zip = `${PIN_PREFIX[city.state.code] ?? '110'}${String(rng.int(1, 99)).padStart(3, '0')}`;
  const facilityIds = facilitiesFor(rng, stars, typeId, city.flavour, { petsAllowed, childAllowed });
  const deleted = rng.chance(0.02);
  const deletedAt = deleted
    ? new Date(Date.UTC(2025, 0, 1) + Math.floor(rng.next() * 300) * DAY).toISOString().replace('.000Z', 'Z')
    : undefined;
  const imageCount = rng.chance(0.04) ? 0 : rng.int(4, 12);
  const roomCount = rng.chance(0.04) ? 0 : rng.int(2, Math.min(6, 2 + stars));
  const priceFactor = round(0.8 + rng.next() * 0.45, 3);
  const noDescription = rng.chance(0.04);

  const base: Omit<Hotel, 'description'> = {
    id,
    city,
    n,
    name,
    typeId,
    typeName: TYPE_NAME.get(typeId)!,
    stars,
    rating,
    reviewCount,
    chain,
    locality,
    address,
    zip,
    latitude,
    longitude,
    facilityIds,
    deletedAt,
    imageCount,
    roomCount,
    priceFactor,
    petsAllowed,
    childAllowed,
  };
  const facilityNames = facilityIds.map((fid) => FACILITIES.find((f) => f.id === fid)!.name);
  return { ...base, description: noDescription ? '' : descriptionFor(rng, base, facilityNames) };
}

function round(v: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}

// A bounded cache of whole cities: enough for the pages people browse, without keeping 90k hotels.
const CITY_CACHE_LIMIT = 48;
const cityCache = new Map<string, Hotel[]>();

/** Every hotel of a city, in id order (generated on first use, then cached). */
export function hotelsOfCity(seed: number, city: HotelCity): Hotel[] {
  const key = `${seed}|${city.index}`;
  let list = cityCache.get(key);
  if (list) return list;
  list = new Array<Hotel>(city.hotelCount);
  for (let n = 0; n < city.hotelCount; n++) list[n] = buildHotel(seed, city, n);
  if (cityCache.size >= CITY_CACHE_LIMIT) cityCache.delete(cityCache.keys().next().value!);
  cityCache.set(key, list);
  return list;
}

/** One hotel by id without generating its city; undefined for an unknown or malformed id. */
export function hotelById(seed: number, id: string): Hotel | undefined {
  const parsed = parseHotelId(id);
  if (!parsed) return undefined;
  const city = cityByIndex(parsed.cityIndex)!;
  const cached = cityCache.get(`${seed}|${city.index}`);
  return cached ? cached[parsed.n] : buildHotel(seed, city, parsed.n);
}

/** Every hotel id of the dataset, counted without generating any hotel. */
export function totalHotelCount(): number {
  return hotelCities().reduce((sum, c) => sum + c.hotelCount, 0);
}

export function nearestAirport(latitude: number, longitude: number): string {
  let best: string = AIRPORTS[0].code;
  let bestD = Infinity;
  for (const a of AIRPORTS) {
    const d = distanceMetres(latitude, longitude, a.latitude, a.longitude);
    if (d < bestD) {
      bestD = d;
      best = a.code;
    }
  }
  return best;
}

// ---- static detail: rooms, rate plans, policies, reviews ------------------------------------------

export type BoardType = 'RO' | 'BB' | 'HB' | 'AI';

export const BOARD_NAMES: Record<BoardType, string> = {
  RO: 'Room Only',
  BB: 'Breakfast Included',
  HB: 'Half Board',
  AI: 'All Inclusive',
};

export interface RatePlan {
  board: BoardType;
  refundable: boolean;
}

/** The 2-4 rate plans a room type is sold with. */
export function plansFor(seed: number, hotel: Hotel, room: Pick<Room, 'index'>): RatePlan[] {
  const rng = new Rng(`${seed}|${hotel.id}|plans|${room.index}`);
  const resort = hotel.typeId === 206 || hotel.city.flavour === 'beach';
  const all: RatePlan[] = [
    { board: 'RO', refundable: false },
    { board: 'RO', refundable: true },
    { board: 'BB', refundable: true },
    { board: 'BB', refundable: false },
    { board: 'HB', refundable: true },
  ];
  if (resort) all.push({ board: 'AI', refundable: true });
  const n = rng.int(2, 4);
  const chosen = [all[rng.int(0, 1) === 0 ? 0 : 3], all[rng.pick([1, 2])]];
  for (const p of rng.sample(all, all.length)) {
    if (chosen.length >= n) break;
    if (!chosen.includes(p)) chosen.push(p);
  }
  return chosen;
}

/** Whether any room of the hotel is sold with breakfast (or a board that includes it). */
export function sellsBreakfast(seed: number, hotel: Hotel): boolean {
  // By room position alone: the plans depend on nothing else, and building the rooms costs far more.
  const { start, count, shapes } = roomLayout(hotel);
  for (let index = 0; index < count && start + index < shapes.length; index++) {
    if (plansFor(seed, hotel, { index }).some((p) => p.board !== 'RO')) return true;
  }
  return false;
}

export interface Room {
  id: number;
  /** position in the hotel's room list */
  index: number;
  name: string;
  description: string;
  sizeSquare: number;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  bedTypes: Array<{ quantity: number; bedType: string; bedSize: string }>;
  amenities: Array<{ amenitiesId: number; name: string; sort: number }>;
  photoCount: number;
  /** price multiplier over the hotel's entry room */
  priceFactor: number;
  /** a bed in a shared dormitory (its size is the dormitory's; it is priced per bed) */
  dormBeds?: number;
}

const AIR_CONDITIONING = 11;
const TV = 339;
const PRIVATE_BATHROOM = 266;

const ROOM_LADDER = ['Standard', 'Superior', 'Deluxe', 'Premium', 'Executive', 'Club', 'Junior Suite', 'Suite'];

/**
 * The room types each kind of property sells. Within a list, a room that costs more (factor) is never
 * smaller, and sizes suit the room: 6 m² or more a guest (3 m² a bed in a dormitory), a suite 50 m² or more,
 * a villa 70 m² or more.
 */
function roomShapes(
  typeId: HotelTypeId,
): Array<{ name: string; beds: number; adults: number; children: number; size: number; factor: number; dorm?: number }> {
  switch (typeId) {
    case 213:
      return [
        { name: '2 Bedroom Villa with Private Pool', beds: 2, adults: 4, children: 2, size: 140, factor: 1 },
        { name: '3 Bedroom Villa with Private Pool', beds: 3, adults: 6, children: 2, size: 210, factor: 1.45 },
        { name: '4 Bedroom Villa', beds: 4, adults: 8, children: 3, size: 280, factor: 1.9 },
        { name: '1 Bedroom Garden Villa', beds: 1, adults: 2, children: 1, size: 70, factor: 0.7 },
        { name: '5 Bedroom Estate Villa', beds: 5, adults: 10, children: 4, size: 360, factor: 2.4 },
        { name: '2 Bedroom Sea View Villa', beds: 2, adults: 4, children: 2, size: 150, factor: 1.15 },
      ];
    case 201:
    case 219:
    case 220:
      return [
        { name: 'Studio Apartment', beds: 1, adults: 2, children: 1, size: 32, factor: 1 },
        { name: 'One-Bedroom Apartment', beds: 1, adults: 3, children: 1, size: 48, factor: 1.3 },
        { name: 'Two-Bedroom Apartment', beds: 2, adults: 4, children: 2, size: 80, factor: 1.8 },
        { name: 'Three-Bedroom Apartment', beds: 3, adults: 6, children: 2, size: 115, factor: 2.4 },
        { name: 'Deluxe Studio', beds: 1, adults: 2, children: 1, size: 36, factor: 1.15 },
        { name: 'Penthouse Apartment', beds: 3, adults: 6, children: 2, size: 160, factor: 3 },
      ];
    case 203:
      return [
        { name: 'Bed in 8-Bed Mixed Dormitory', beds: 1, adults: 1, children: 0, size: 28, factor: 0.35, dorm: 8 },
        { name: 'Bed in 6-Bed Female Dormitory', beds: 1, adults: 1, children: 0, size: 24, factor: 0.4, dorm: 6 },
        { name: 'Private Double Room', beds: 1, adults: 2, children: 0, size: 14, factor: 1 },
        { name: 'Private Room with Balcony', beds: 1, adults: 2, children: 0, size: 16, factor: 1.2 },
        { name: 'Bed in 4-Bed Dormitory', beds: 1, adults: 1, children: 0, size: 18, factor: 0.45, dorm: 4 },
        { name: 'Family Room', beds: 2, adults: 4, children: 2, size: 36, factor: 1.6 },
      ];
    case 222:
      return [
        { name: 'Garden View Room', beds: 1, adults: 2, children: 1, size: 18, factor: 1 },
        { name: 'Family Room', beds: 2, adults: 4, children: 2, size: 36, factor: 1.5 },
        { name: 'Attic Room', beds: 1, adults: 2, children: 0, size: 16, factor: 0.9 },
        { name: 'Cottage', beds: 1, adults: 3, children: 1, size: 30, factor: 1.4 },
        { name: 'Deluxe Room with Valley View', beds: 1, adults: 2, children: 1, size: 22, factor: 1.2 },
        { name: 'Whole House', beds: 3, adults: 6, children: 3, size: 120, factor: 3 },
      ];
    default:
      return ROOM_LADDER.map((level, i) => ({
        name: level.includes('Suite') ? level : `${level} Room`,
        beds: 1,
        adults: level.includes('Suite') ? 3 : 2,
        children: 1,
        size: 18 + i * 6,
        factor: 1 + i * 0.22,
      }));
  }
}

/** The room types of a hotel's static data (also what its rates are for). */
/** Which room shapes a hotel sells: `count` of `shapes` from `start`. */
function roomLayout(hotel: Hotel) {
  // Hotels without room data still sell rooms; their rates use the first shapes unnamed in static data.
  const count = hotel.roomCount || 2;
  const shapes = roomShapes(hotel.typeId);
  // Hotel ladders start higher with more stars.
  const start = hotel.typeId === 204 || hotel.typeId === 206 ? Math.max(0, Math.min(shapes.length - count, hotel.stars - 3)) : 0;
  return { start, count, shapes };
}

const roomsCache = new WeakMap<Hotel, { seed: number; rooms: Room[] }>();

/** A hotel's room types (kept with the hotel object: pricing asks for them on every search). */
export function roomsOf(seed: number, hotel: Hotel): Room[] {
  const hit = roomsCache.get(hotel);
  if (hit && hit.seed === seed) return hit.rooms;
  const rooms = buildRooms(seed, hotel);
  roomsCache.set(hotel, { seed, rooms });
  return rooms;
}

function buildRooms(seed: number, hotel: Hotel): Room[] {
  const rng = new Rng(`${seed}|${hotel.id}|rooms`);
  const { start, count, shapes } = roomLayout(hotel);
  const rooms: Room[] = [];
  for (let i = 0; i < count && start + i < shapes.length; i++) {
    const s = shapes[start + i];
    const bed = s.beds === 1 && s.adults === 2 ? rng.pick(['King', 'Queen', 'Double', 'Twin'] as const) : 'Double';
    const standardName = hotel.typeId === 204 || hotel.typeId === 206;
    const name = standardName && !s.name.includes('Suite') ? `${s.name.replace(' Room', '')} ${bed} Room` : s.name;
    const amenityCount = rng.int(6, 10 + hotel.stars * 2);
    // Every room has air conditioning (the hotel lists it), and every room but a dormitory bed a TV and a
    // private bathroom (the hotel's description says so); the rest is sampled.
    const core = s.dorm ? [AIR_CONDITIONING] : [AIR_CONDITIONING, TV, PRIVATE_BATHROOM];
    const sampled = rng.sample(ROOM_AMENITIES, amenityCount).filter((a) => !core.includes(a.id) && !(s.dorm && a.id === PRIVATE_BATHROOM));
    const amenities = [...ROOM_AMENITIES.filter((a) => core.includes(a.id)), ...sampled]
      .slice(0, Math.max(amenityCount, core.length))
      .map((a) => ({ amenitiesId: a.id, name: a.name, sort: a.sort }));
    // A little variety between hotels, never enough to make a dearer room smaller than a cheaper one.
    const size = s.size + rng.int(0, Math.floor(s.size * 0.05));
    // An adults-only hotel has no places for children in any room.
    const maxChildren = hotel.childAllowed ? s.children : 0;
    const bedTypes =
      bed === 'Twin'
        ? [{ quantity: 2, bedType: 'Single bed', bedSize: '90-130 cm wide' }]
        : [
            {
              quantity: s.beds,
              bedType: bed === 'King' ? 'King bed' : bed === 'Queen' ? 'Queen bed' : 'Double bed',
              bedSize: bed === 'King' ? '181-210 cm wide' : '131-150 cm wide',
            },
          ];
    rooms.push({
      id: 1_000_000 + (hash32(`${hotel.id}|room|${i}`) % 9_000_000),
      index: i,
      name,
      description: s.dorm
        ? `A bed in a ${size} m² dormitory of ${s.dorm} beds, with air conditioning, lockers and a shared bathroom.`
        : `The ${name.toLowerCase()} offers ${size} m² with ${bedTypes[0].quantity} ${bedTypes[0].bedType.toLowerCase()}${bedTypes[0].quantity > 1 ? 's' : ''}, ` +
          `${amenities
            .filter((a) => a.amenitiesId !== PRIVATE_BATHROOM)
            .slice(0, 3)
            .map((a) => a.name.toLowerCase())
            .join(', ')} and a private bathroom.`,
      sizeSquare: size,
      maxAdults: s.adults,
      maxChildren,
      maxOccupancy: s.adults + maxChildren,
      bedTypes,
      amenities,
      photoCount: hotel.imageCount === 0 ? 0 : rng.int(1, 4),
      priceFactor: s.factor,
      ...(s.dorm ? { dormBeds: s.dorm } : {}),
    });
  }
  return rooms;
}

const PROS = [
  'Location',
  'Friendly staff',
  'Clean rooms',
  'Good breakfast',
  'Value for money',
  'Helpful front desk',
  'Quiet at night',
  'Comfortable beds',
  'Close to the station',
  'Great views',
  'Tasty local food',
  'Spacious rooms',
];
const CONS = [
  'Slow WiFi',
  'Dated bathrooms',
  'Limited parking',
  'Street noise',
  'Small rooms',
  'Slow room service',
  'Power cuts',
  'Hot water took time',
  'Breakfast crowded',
  'Thin walls',
];
const REMARK_NEEDS: Record<string, 'wifi' | 'parking' | 'breakfast'> = {
  'Slow WiFi': 'wifi',
  'Limited parking': 'parking',
  'Good breakfast': 'breakfast',
  'Breakfast crowded': 'breakfast',
};

const CATEGORIES = [
  'Cleanliness',
  'Service',
  'Location',
  'Room Quality',
  'Amenities',
  'Value for Money',
  'Food and Beverage',
  'Overall Experience',
];

export interface HotelExtras {
  phone: string;
  email: string;
  fax: string;
  checkinStart: string;
  checkinEnd: string;
  checkout: string;
  childAllowed: boolean;
  petsAllowed: boolean;
  parking: string;
  groupRoomMin: number;
  importantInformation: string;
  policies: Array<{ policy_type: string; name: string; description: string; child_allowed: string; pets_allowed: string; parking: string }>;
  sentiment: { pros: string[]; cons: string[]; categories: Array<{ name: string; rating: number; description: string }> };
  hotelFacilities: string[];
}

/** The rest of a hotel's detail page. */
export function extrasOf(seed: number, hotel: Hotel): HotelExtras {
  const rng = new Rng(`${seed}|${hotel.id}|extras`);
  const std = city10(hotel);
  const phone = `+91 ${std} ${rng.int(2000, 9999)} ${rng.int(1000, 9999)}`;
  const slug =
    hotel.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 20) || 'hotel';
  const email = rng.chance(0.85) ? `reservations@${slug}.in` : '';
  const fax = rng.chance(0.25) ? `+91 ${std} ${rng.int(2000, 9999)} ${rng.int(1000, 9999)}` : '';
  const { childAllowed, petsAllowed } = hotel;
  const hasParking = hotel.facilityIds.includes(2) || hotel.facilityIds.includes(46);
  const parking = hasParking ? (hotel.facilityIds.includes(46) ? 'Free private parking on site' : 'Paid parking on site') : '';
  const checkinStart = rng.pick(['12:00 PM', '01:00 PM', '02:00 PM', '03:00 PM']);
  const checkout = rng.pick(['10:00 AM', '11:00 AM', '12:00 PM']);
  const policies: HotelExtras['policies'] = [
    {
      policy_type: 'POLICY_HOTEL_INTERNET',
      name: 'Internet',
      description: hotel.facilityIds.includes(107)
        ? 'WiFi is available in all areas and is free of charge.\n'
        : 'No internet access available.\n',
      child_allowed: '',
      pets_allowed: '',
      parking: '',
    },
    {
      policy_type: 'POLICY_HOTEL_PETS',
      name: 'Pets',
      description: petsAllowed ? 'Pets are allowed on request. Charges may apply.\n' : 'Pets are not allowed.\n',
      child_allowed: '',
      pets_allowed: petsAllowed ? 'yes' : 'no',
      parking: '',
    },
    {
      policy_type: 'POLICY_CHILDREN',
      name: 'Children and extra bed policy',
      description: !childAllowed
        ? 'Children are not allowed at this property.'
        : hotel.typeId === 203
          ? 'Children are welcome in private rooms with an adult.\nDormitory beds are for guests aged 18 and over.'
          : 'Children of all ages are welcome.\nChildren up to 5 years stay free when using existing beds.',
      child_allowed: childAllowed ? 'yes' : 'no',
      pets_allowed: '',
      parking: '',
    },
  ];
  if (hasParking)
    policies.push({
      policy_type: 'POLICY_HOTEL_PARKING',
      name: 'Parking',
      description: `${parking}.\n`,
      child_allowed: '',
      pets_allowed: '',
      parking: hotel.facilityIds.includes(46) ? 'free' : 'paid',
    });
  const groupRoomMin = rng.pick([0, 0, 5, 8, 10]);
  if (groupRoomMin)
    policies.push({
      policy_type: 'POLICY_HOTEL_GROUPS',
      name: 'Groups',
      description: `When booking more than ${groupRoomMin} rooms, different policies and additional supplements may apply.\n`,
      child_allowed: '',
      pets_allowed: '',
      parking: '',
    });

  // Reviews speak of what the hotel has: no "Slow WiFi" where there is none, no breakfast where none is served.
  const fitsHotel = (remark: string): boolean => {
    const needs = REMARK_NEEDS[remark];
    if (!needs) return true;
    if (needs === 'wifi') return hotel.facilityIds.includes(107);
    if (needs === 'parking') return hasParking;
    return sellsBreakfast(seed, hotel);
  };
  const cats = CATEGORIES.map((name) => {
    const rating = hotel.rating ? round(Math.max(1, Math.min(10, hotel.rating + (rng.next() - 0.5) * 2)), 1) : 0;
    return {
      name,
      rating,
      description: `Guests rated ${name.toLowerCase()} ${rating >= 7.5 ? 'highly' : rating >= 6 ? 'as good' : 'as mixed'}.`,
    };
  });
  return {
    phone,
    email,
    fax,
    checkinStart,
    checkinEnd: rng.pick(['11:00 PM', '12:00 AM', 'anytime']),
    checkout,
    childAllowed,
    petsAllowed,
    parking,
    groupRoomMin,
    importantInformation:
      'Guests are required to show a government-issued photo ID (Aadhaar, passport, driving licence or voter ID) at check-in. ' +
      'PAN card is not accepted as ID.\nUnmarried couples may need to check the property policy before booking.' +
      (hotel.city.state.code === 'GA' ? '\nLoud music is not allowed after 10 PM in line with local rules.' : ''),
    policies,
    sentiment: hotel.reviewCount
      ? {
          pros: rng.sample(PROS.filter(fitsHotel), rng.int(3, 6)),
          cons: rng.sample(CONS.filter(fitsHotel), rng.int(1, 4)),
          categories: cats,
        }
      : { pros: [], cons: [], categories: [] },
    hotelFacilities: hotel.facilityIds.map((fid) => FACILITIES.find((f) => f.id === fid)!.name),
  };
}

/** A plausible landline STD code (two to four digits) for the hotel's city. */
function city10(hotel: Hotel): string {
  const known: Record<string, string> = {
    mumbai: '22',
    delhi: '11',
    kolkata: '33',
    chennai: '44',
    bengaluru: '80',
    hyderabad: '40',
    pune: '20',
    ahmedabad: '79',
    jaipur: '141',
    panaji: '832',
  };
  return known[hotel.city.key] ?? String(100 + (hash32(hotel.city.key) % 800));
}
