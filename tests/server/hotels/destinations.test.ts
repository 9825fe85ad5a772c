// The search box's suggestions (Query.destinations) and what their place ids mean to the search
// (resolvePlace), through the real wiring: GraphQL over HTTP, the hotels service's cached city lists and
// the embedded sandbox's dataset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { distanceKm } from '../../../server/hotels/airports.ts';
import { AreaIndex, areaIndexOf, hotelAreas, hotelsNearAirports, type HotelListSource } from '../../../server/hotels/areas.ts';
import { matchTier, searchDestinations } from '../../../server/hotels/destinations-search.ts';
import type { ProviderHotelSummary } from '../../../server/provider/types.ts';
import { resolvePlace } from '../../../server/hotels/places.ts';
import type { HotelsService } from '../../../server/hotels/service.ts';

const DESTINATIONS = `query Destinations($query: String!, $limit: Int) {
  destinations(query: $query, limit: $limit) { kind name detail code place location { latitude longitude } }
}`;

interface Suggestion {
  kind: 'CITY' | 'STATE' | 'AIRPORT' | 'AREA';
  name: string;
  detail: string | null;
  code: string | null;
  place: string;
  location: { latitude: number; longitude: number } | null;
}

describe('destinations (search box suggestions)', () => {
  let t: TestApp;
  let hotels: HotelsService;

  const suggest = async (query: string, limit?: number): Promise<Suggestion[]> => {
    const r = await t.gql(DESTINATIONS, { query, limit });
    expect(r.errors).toBeUndefined();
    return (r.data as { destinations: Suggestion[] }).destinations;
  };

  beforeAll(async () => {
    t = await startTestApp();
    hotels = (t.app as unknown as { services: { hotels: HotelsService } }).services.hotels;
    // The area index is built on first use from the popular cities' lists (seconds on a cold sandbox);
    // until then suggestions come without areas (tested below). Build it before the tests ask for areas.
    const errors: unknown[] = [];
    const built = await areaIndexOf(hotels, { onError: (e) => errors.push(e) }).current(60_000);
    expect(errors).toEqual([]);
    expect(built.length).toBeGreaterThan(50);
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  it('puts the airport first for its IATA code, in any case', async () => {
    for (const q of ['BOM', 'bom', ' Bom ']) {
      const [first] = await suggest(q);
      expect(first).toMatchObject({ kind: 'AIRPORT', code: 'BOM', place: 'airport:BOM', detail: 'BOM · Mumbai' });
      expect(first.name).toBe('Chhatrapati Shivaji International Airport');
      expect(first.location!.latitude).toBeCloseTo(19.0887, 3);
    }
  });

  it('finds BOM by "Mumbai airport" and by "Chhatrapati Shivaji"', async () => {
    expect((await suggest('Mumbai airport'))[0]).toMatchObject({ kind: 'AIRPORT', code: 'BOM' });
    expect((await suggest('mumbai air'))[0]).toMatchObject({ kind: 'AIRPORT', code: 'BOM' });
    expect((await suggest('Chhatrapati Shivaji'))[0]).toMatchObject({ kind: 'AIRPORT', code: 'BOM' });
    expect((await suggest('chhatrapati'))[0]).toMatchObject({ kind: 'AIRPORT', code: 'BOM' });
  });

  it('offers the city before its airport and areas for a city prefix, most populous first', async () => {
    const list = await suggest('mum', 10);
    expect(list[0]).toMatchObject({ kind: 'CITY', name: 'Mumbai', place: 'city:mumbai', detail: 'Maharashtra' });
    expect(list.findIndex((s) => s.code === 'BOM')).toBeGreaterThan(0);
    // prefix matches ("Mumbai") before names that only contain the query ("Navi Mumbai")
    const navi = list.findIndex((s) => s.name === 'Navi Mumbai');
    if (navi >= 0) expect(navi).toBeGreaterThan(list.findIndex((s) => s.code === 'BOM'));
    const ban = await suggest('ban', 20);
    expect(ban[0]).toMatchObject({ kind: 'CITY', name: 'Bengaluru' });
  });

  it('finds the areas the dataset has: Calangute (Goa) and the Bandra localities (Mumbai)', async () => {
    const cal = await suggest('Calangute');
    const area = cal.find((s) => s.kind === 'AREA');
    expect(area).toMatchObject({ name: 'Calangute', detail: 'Goa', place: 'area:goa:calangute' });
    // its location is where its hotels are: the town, 15 km north of Panaji
    expect(distanceKm(area!.location!, { latitude: 15.544, longitude: 73.755 })).toBeLessThan(5);

    const bandra = await suggest('Bandra');
    const names = bandra.filter((s) => s.kind === 'AREA').map((s) => `${s.name}, ${s.detail}`);
    expect(names).toEqual(expect.arrayContaining(['Bandra West, Mumbai', 'Bandra Kurla Complex, Mumbai']));
    expect(bandra.find((s) => s.name === 'Bandra West')!.place).toBe('area:mumbai:bandra-west');
  });

  it('suggests the states the search knows', async () => {
    const goa = await suggest('goa');
    expect(goa[0]).toMatchObject({ kind: 'STATE', name: 'Goa', detail: 'State', place: 'state:goa' });
    expect(goa.filter((s) => s.name === 'Goa' && s.kind !== 'AIRPORT')).toHaveLength(1);
    expect(goa.some((s) => s.kind === 'AIRPORT' && s.code === 'GOI')).toBe(true);
    expect((await suggest('Kera'))[0]).toMatchObject({ kind: 'STATE', name: 'Kerala', place: 'state:kerala' });
  });

  it('ties an airport to the city it serves and keeps inside-a-word matches for longer queries', async () => {
    const del = await suggest('del');
    expect(del[0]).toMatchObject({ kind: 'AIRPORT', code: 'DEL', detail: 'DEL · Delhi' });
    expect(del[1]).toMatchObject({ kind: 'CITY', name: 'Delhi' });
    // "del" inside "Model Town" is not a match; "ngalore" inside "Bangalore" is
    expect(del.some((s) => s.name.includes('Model'))).toBe(false);
    expect((await suggest('ngalore')).some((s) => s.code === 'BLR')).toBe(true);
    // Calangute is a town of Goa, not a name of Goa's airport; and it is offered once, as Goa's area
    const cal = await suggest('calangute', 20);
    expect(cal.some((s) => s.kind === 'AIRPORT')).toBe(false);
    expect(cal.filter((s) => s.name === 'Calangute')).toHaveLength(1);
  });

  it('ranks airports with more hotels around them first', async () => {
    const near = areaIndexOf(hotels).hotelsNearAirports();
    expect(near.get('BOM')).toBeGreaterThan(100);
    const list = (await suggest('airport', 20)).filter((s) => s.kind === 'AIRPORT');
    expect(list.length).toBe(20);
    const busiest = [...near.entries()].sort((a, b) => b[1] - a[1])[0][0];
    expect(['BOM', 'DEL']).toContain(busiest);
    expect(['BOM', 'DEL']).toContain(list[0].code);
    // an airport with hotels around it comes before one of a small town with none counted
    const idx = (code: string) => list.findIndex((s) => s.code === code);
    if (idx('IXL') >= 0) expect(idx('GOI')).toBeLessThan(idx('IXL'));
  });

  it('knows other names of a city', async () => {
    const list = await suggest('Bombay');
    expect(list.find((s) => s.kind === 'CITY')).toMatchObject({ name: 'Mumbai', place: 'city:mumbai' });
  });

  it('answers nothing under 2 characters, and nothing for nonsense', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('m')).toEqual([]);
    expect(await suggest('  m  ')).toEqual([]);
    expect(await suggest('\u200b\u200b')).toEqual([]);
    expect(await suggest('zzqxw')).toEqual([]);
  });

  it('keeps to the limit and refuses a limit outside 1..20', async () => {
    expect((await suggest('ma', 3)).length).toBe(3);
    expect((await suggest('ma')).length).toBeLessThanOrEqual(8);
    expect((await suggest('a r', 20)).length).toBeLessThanOrEqual(20);
    const long = await t.gql(DESTINATIONS, { query: 'mumbai '.repeat(40) });
    expect(long.errors?.[0]).toMatchObject({
      message: 'That search is too long; type a city, area or airport.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    for (const limit of [0, 21, -1]) {
      const r = await t.gql(DESTINATIONS, { query: 'mumbai', limit });
      expect(r.errors?.[0]).toMatchObject({ message: 'The limit must be between 1 and 20.', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('is a public read: GET-cacheable like cities', async () => {
    const { PUBLIC_READS } = await import('../../../server/graphql/cache-policy.ts');
    expect(PUBLIC_READS.destinations).toBeDefined();
  });

  describe('resolvePlace', () => {
    it('resolves cities and states to the provider names searched', async () => {
      expect(await resolvePlace('city:mumbai')).toEqual({ kind: 'city', name: 'Mumbai', cityNames: ['Mumbai', 'Bombay'] });
      expect(await resolvePlace('city:navi-mumbai')).toMatchObject({ kind: 'city', name: 'Navi Mumbai', cityNames: ['navi mumbai'] });
      const goa = await resolvePlace('state:goa');
      expect(goa).toMatchObject({ kind: 'state', name: 'Goa' });
      expect(goa.cityNames).toContain('Calangute');
    });

    it('resolves an airport to its city, its code and a 20 km circle', async () => {
      const bom = await resolvePlace('airport:BOM');
      expect(bom).toMatchObject({
        kind: 'airport',
        name: 'Chhatrapati Shivaji International Airport (BOM)',
        cityNames: ['Mumbai', 'Bombay'],
        iataCode: 'BOM',
        radiusKm: 20,
      });
      expect(bom.center!.longitude).toBeCloseTo(72.8679, 3);
      // OpenFlights spells Patna "Patina"; the airport serves the city the app knows
      expect((await resolvePlace('airport:pat')).cityNames).toEqual(['Patna']);
      expect((await resolvePlace('airport:GOI')).cityNames).toContain('Calangute');
    });

    it('resolves an area to its hotels: their towns, centre and a circle around them', async () => {
      const cal = await resolvePlace('area:goa:calangute', hotels);
      expect(cal).toMatchObject({ kind: 'area', name: 'Calangute, Goa' });
      expect(cal.cityNames).toContain('Calangute');
      expect(cal.radiusKm).toBeGreaterThanOrEqual(2);
      expect(cal.radiusKm).toBeLessThanOrEqual(8);
      const members = (await hotels.cityHotels('Calangute')).filter((h) => cal.hotelIds!.has(h.id));
      expect(members.length).toBeGreaterThanOrEqual(3);
      for (const h of members) expect(h.city).toBe('Calangute');

      const bw = await resolvePlace('area:mumbai:bandra-west', hotels);
      expect(bw).toMatchObject({ kind: 'area', name: 'Bandra West, Mumbai', cityNames: ['Mumbai', 'Bombay'] });
      const mumbai = await hotels.cityHotels('Mumbai');
      const inBandra = mumbai.filter((h) => bw.hotelIds!.has(h.id));
      expect(inBandra.length).toBeGreaterThanOrEqual(3);
      for (const h of inBandra) expect(h.address).toMatch(/, Bandra West$/);
      const within = inBandra.filter((h) => distanceKm(bw.center!, h) <= bw.radiusKm!);
      expect(within.length / inBandra.length).toBeGreaterThanOrEqual(0.9);
    });

    it('refuses malformed and unknown ids with BAD_USER_INPUT', async () => {
      for (const id of [
        '',
        'mumbai',
        'city:',
        'town:mumbai',
        'airport:XXX',
        'airport:JFK',
        'airport:BOM:x',
        'state:mumbai',
        'area:mumbai',
        'area:mumbai:nowhere-at-all',
        'city:<script>',
        `city:${'a'.repeat(101)}`,
      ]) {
        await expect(resolvePlace(id, hotels), id).rejects.toMatchObject({
          code: 'BAD_USER_INPUT',
          message: 'That place is not one the search knows; pick a suggestion again.',
        });
      }
      // an area needs the hotel lists to be resolved
      await expect(resolvePlace('area:goa:calangute')).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    });
  });
});

describe('hotelAreas (the locality of an address)', () => {
  const h = (address: string, city = 'Mumbai') => ({ id: 'x', name: 'x', country: 'in', city, latitude: 19, longitude: 72, address });
  const mumbai = new Set(['mumbai', 'bombay']);

  it('takes the last part that is not a town, a state, the country or a postcode', () => {
    expect(hotelAreas(h('12, Hill Road, Bandra West'), mumbai)).toEqual(['Bandra West']);
    expect(hotelAreas(h('Juhu Tara Road, Juhu, Mumbai, Maharashtra 400049'), mumbai)).toEqual(['Juhu']);
    expect(hotelAreas(h('Plot 4, Andheri East, Mumbai 400 069, India'), mumbai)).toEqual(['Andheri East']);
  });

  it('finds none in a bare street or an address of only the city', () => {
    expect(hotelAreas(h('Marine Drive'), mumbai)).toEqual([]);
    expect(hotelAreas(h('12, Mumbai'), mumbai)).toEqual([]);
    expect(hotelAreas(h(''), mumbai)).toEqual([]);
  });

  it('counts a town of a state destination as an area', () => {
    expect(hotelAreas(h('5, Baga Road', 'Calangute'), new Set(['goa']))).toEqual(['Calangute', 'Baga Road']);
  });
});

describe('the area index behind suggestions', () => {
  const hotel = (id: string, address: string, latitude = 19.06, longitude = 72.83): ProviderHotelSummary => ({
    id,
    name: id,
    country: 'in',
    city: 'Mumbai',
    latitude,
    longitude,
    address,
  });
  const mumbaiHotels = [
    hotel('a', '1, Hill Road, Bandra West'),
    hotel('b', '2, Linking Road, Bandra West'),
    hotel('c', '3, Turner Road, Bandra West', 19.07, 72.84),
    hotel('d', '4, Juhu Tara Road, Juhu'),
    hotel('e', '5, Juhu Beach, Juhu'),
  ];
  const noCities = { search: async () => [] };

  it('answers without areas while a slow first build runs, and with them once it is done; 3 hotels make an area', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let calls = 0;
    const source: HotelListSource = {
      cityHotels: async () => {
        calls++;
        await gate;
        return mumbaiHotels;
      },
    };
    const areas = new AreaIndex(source, { destinations: ['Mumbai'] });
    const first = await searchDestinations('bandra', 8, { cities: noCities, areas, areaWaitMs: 20 });
    expect(first).toEqual([]);
    release();
    await new Promise((r) => setTimeout(r, 10));
    const next = await searchDestinations('bandra', 8, { cities: noCities, areas, areaWaitMs: 20 });
    expect(next).toEqual([
      { kind: 'AREA', name: 'Bandra West', detail: 'Mumbai', code: null, location: expect.any(Object), place: 'area:mumbai:bandra-west' },
    ]);
    // Juhu has 2 hotels: not an area yet
    expect(await searchDestinations('juhu', 8, { cities: noCities, areas })).toEqual([]);
    // one build, read from the lists once per city name (Mumbai, Bombay)
    expect(calls).toBe(2);
  });

  it('a destination whose list fails leaves the others in the index, and is read again a minute later', async () => {
    let now = 0;
    let goaDown = true;
    const errors: unknown[] = [];
    const source: HotelListSource = {
      cityHotels: async (name) => {
        if (name === 'Calangute' && goaDown) throw new Error('provider down');
        return name === 'Calangute'
          ? [1, 2, 3].map((i) => ({ ...hotel(`g${i}`, `${i}, Baga Road`, 15.54, 73.76), city: 'Calangute' }))
          : name === 'Mumbai' || name === 'Bombay'
            ? mumbaiHotels
            : [];
      },
    };
    const areas = new AreaIndex(source, { destinations: ['Mumbai', 'Goa'], now: () => now, onError: (e) => errors.push(e) });
    const deps = { cities: noCities, areas };
    expect((await searchDestinations('bandra', 8, deps))[0]).toMatchObject({ name: 'Bandra West' });
    expect(await searchDestinations('calangute', 8, deps)).toEqual([]);
    expect(errors).toHaveLength(1);
    goaDown = false;
    now += 61_000;
    await searchDestinations('calangute', 8, deps); // starts the rebuild, answers from the old index
    await new Promise((r) => setTimeout(r, 10));
    expect((await searchDestinations('calangute', 8, deps))[0]).toMatchObject({ kind: 'AREA', name: 'Calangute', detail: 'Goa' });
  });

  it('a failed build is logged, suggestions go on without areas, and it is retried a minute later', async () => {
    let now = 0;
    let fail = true;
    const errors: unknown[] = [];
    const source: HotelListSource = {
      cityHotels: async () => {
        if (fail) throw new Error('provider down');
        return mumbaiHotels;
      },
    };
    const areas = new AreaIndex(source, { destinations: ['Mumbai'], now: () => now, onError: (e) => errors.push(e) });
    const list = await searchDestinations('BOM', 8, { cities: noCities, areas });
    expect(list[0]).toMatchObject({ code: 'BOM' });
    expect(errors).toHaveLength(1);
    fail = false;
    now += 30_000;
    expect(await searchDestinations('bandra', 8, { cities: noCities, areas })).toEqual([]);
    now += 30_000;
    expect((await searchDestinations('bandra', 8, { cities: noCities, areas }))[0]).toMatchObject({ name: 'Bandra West' });
  });

  it('counts the hotels within 20 km of each airport, each once', () => {
    const atBom = hotel('x', '1, Sahar Road, Andheri East', 19.09, 72.87);
    const far = hotel('y', '2, Nowhere', 19.09 + 25 / 111, 72.87);
    const near = hotelsNearAirports([[atBom, far], [atBom]]);
    expect(near.get('BOM')).toBe(1);
    expect(near.has('DEL')).toBe(false);
  });

  it('ranks exact before prefix before word prefix before all-words before contains', () => {
    expect(matchTier('goa', ['goa'])).toBe(1);
    expect(matchTier('go', ['goa'])).toBe(2);
    expect(matchTier('shivaji', ['chhatrapati shivaji international airport'])).toBe(3);
    expect(matchTier('mumbai airport', ['chhatrapati shivaji international airport', 'mumbai'])).toBe(4);
    expect(matchTier('ngalore', ['bangalore'])).toBe(5);
    expect(matchTier('del', ['model town'])).toBeNull();
    expect(matchTier('pune', ['mumbai'])).toBeNull();
  });
});
