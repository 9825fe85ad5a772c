// The sandbox's India dataset as the app and a tester see it: enough real cities and hotels, the same
// hotels for the same seed, every fallback of the spec reachable, GST and no-availability rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { sandboxPlugin, SandboxControl } from '../../../server/sandbox/index.ts';
import { hotelCities, citiesNamed } from '../../../server/sandbox/dataset/cities.ts';
import { buildHotel, hotelById, hotelsOfCity, totalHotelCount } from '../../../server/sandbox/dataset/hotels.ts';
import { gstRate } from '../../../server/sandbox/dataset/pricing.ts';
import { decodeOffer } from '../../../server/sandbox/offers.ts';

const KEY = { 'x-api-key': 'sand_test' };
const API = '/sandbox/liteapi/v3.0';
const SEED = 7;
let app: FastifyInstance;
let control: SandboxControl;

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  control = new SandboxControl();
  app = Fastify();
  await app.register(sandboxPlugin, { prefix: '/sandbox', seed: SEED, control });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('size and shape of the dataset', () => {
  it('has at least 100 cities and 50,000 hotels, and generating them all gives the same count', () => {
    const cities = hotelCities();
    expect(cities.length).toBeGreaterThanOrEqual(100);
    const counted = totalHotelCount();
    expect(counted).toBeGreaterThanOrEqual(50_000);
    const started = performance.now();
    let generated = 0;
    for (const c of cities) generated += hotelsOfCity(SEED, c).length;
    console.log(`generated ${generated} hotels in ${cities.length} cities in ${Math.round(performance.now() - started)} ms`);
    expect(generated).toBe(counted);
    const mumbai = citiesNamed('Mumbai')[0];
    const small = cities[cities.length - 1];
    expect(mumbai.hotelCount).toBeGreaterThan(1000);
    expect(mumbai.hotelCount).toBeLessThanOrEqual(5000);
    expect(small.hotelCount).toBeLessThan(200);
  });

  it('finds the big cities by their common English names and aliases', () => {
    for (const [asked, found, state] of [
      ['Mumbai', 'Mumbai', 'MH'],
      ['New Delhi', 'Delhi', 'DL'],
      ['bangalore', 'Bengaluru', 'KA'],
      ['Kolkata', 'Kolkata', 'WB'],
      ['CHENNAI', 'Chennai', 'TN'],
      ['Hyderabad', 'Hyderabad', 'TG'],
      ['Pune', 'Pune', 'MH'],
      ['Ahmedabad', 'Ahmedabad', 'GJ'],
      ['Jaipur', 'Jaipur', 'RJ'],
      ['Sūrat', 'Surat', 'GJ'],
    ]) {
      const [city] = citiesNamed(asked);
      expect(city?.name, asked).toBe(found);
      expect(city.state.code).toBe(state);
    }
  });

  it('has hotels in the Goa towns, in the state of Goa', async () => {
    for (const town of ['Panaji', 'Margao', 'Calangute', 'Candolim', 'Vasco da Gama']) {
      const res = await app.inject({ url: `${API}/data/hotels?countryCode=IN&cityName=${encodeURIComponent(town)}&limit=5`, headers: KEY });
      const body = res.json();
      expect(body.total, town).toBeGreaterThan(10);
      expect(body.data[0].city).toBe(town);
      expect(citiesNamed(town)[0].state.name).toBe('Goa');
    }
    const goa = await app.inject({ url: `${API}/data/hotels?countryCode=IN&cityName=Goa&limit=1`, headers: KEY });
    expect(goa.json().total).toBeGreaterThan(1000);
  });

  it('hotel ids are short, lowercase, contain a digit and resolve to their detail', async () => {
    const list = hotelsOfCity(SEED, citiesNamed('Chennai')[0]);
    for (const h of list.slice(0, 200)) {
      expect(h.id).toMatch(/^lp[a-z0-9]{4,9}$/);
      expect(h.id).toMatch(/\d/);
    }
    const h = list[123];
    const res = await app.inject({ url: `${API}/data/hotel?hotelId=${h.id}`, headers: KEY });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ id: h.id, name: h.name, city: 'Chennai', starRating: h.stars, country: 'in' });
    expect(d.airportCode).toBe('MAA');
  });

  it('is deterministic: same seed, same hotel; another seed, another hotel', () => {
    const city = citiesNamed('Jaipur')[0];
    expect(buildHotel(SEED, city, 42)).toEqual(buildHotel(SEED, city, 42));
    expect(hotelById(SEED, buildHotel(SEED, city, 42).id)?.name).toBe(buildHotel(SEED, city, 42).name);
    const names = (seed: number) => Array.from({ length: 20 }, (_, n) => buildHotel(seed, city, n).name).join('|');
    expect(names(SEED + 1)).not.toBe(names(SEED));
  });

  it('has a few deleted hotels, hotels without images, rooms or description, and Free WiFi for most', async () => {
    const list = hotelsOfCity(SEED, citiesNamed('Delhi')[0]);
    const share = (f: (h: (typeof list)[number]) => boolean) => list.filter(f).length / list.length;
    for (const s of [
      share((h) => !!h.deletedAt),
      share((h) => h.imageCount === 0),
      share((h) => h.roomCount === 0),
      share((h) => h.description === ''),
    ]) {
      expect(s).toBeGreaterThan(0.005);
      expect(s).toBeLessThan(0.08);
    }
    expect(share((h) => h.facilityIds.includes(107))).toBeGreaterThan(0.8);
    const roomless = list.find((h) => h.roomCount === 0 && !h.deletedAt)!;
    const detail = (await app.inject({ url: `${API}/data/hotel?hotelId=${roomless.id}`, headers: KEY })).json().data;
    expect(detail.rooms).toEqual([]);
    const deleted = list.find((h) => h.deletedAt)!;
    const d2 = (await app.inject({ url: `${API}/data/hotel?hotelId=${deleted.id}`, headers: KEY })).json().data;
    expect(d2.deletedAt).toBeTruthy();
  });

  it('serves a whole city list (measured, not asserted)', async () => {
    for (const round of [1, 2]) {
      const started = performance.now();
      const res = await app.inject({ url: `${API}/data/hotels?countryCode=IN&cityName=Mumbai&limit=5000`, headers: KEY });
      console.log(`Mumbai full list (${res.json().data.length} hotels), call ${round}: ${Math.round(performance.now() - started)} ms`);
      expect(res.json().data).toHaveLength(5000);
    }
  });
});

describe('rates', () => {
  const base = { currency: 'INR', guestNationality: 'IN', occupancies: [{ adults: 2 }] };

  it('charges GST at 5% up to ₹7,500 a room-night and 18% above', async () => {
    const luxury = hotelsOfCity(SEED, citiesNamed('Mumbai')[0])
      .filter((h) => !h.deletedAt && h.stars === 5)
      .slice(0, 15);
    const budget = hotelsOfCity(SEED, citiesNamed('Mumbai')[0])
      .filter((h) => !h.deletedAt && h.stars <= 2)
      .slice(0, 15);
    const res = await app.inject({
      method: 'POST',
      url: `${API}/hotels/rates`,
      headers: KEY,
      payload: { ...base, checkin: day(50), checkout: day(51), hotelIds: [...luxury, ...budget].map((h) => h.id) },
    });
    const seen = new Set<number>();
    for (const hotel of res.json().data) {
      for (const rt of hotel.roomTypes) {
        for (const rate of rt.rates) {
          const total = rate.retailRate.total[0].amount;
          const gst = rate.retailRate.taxesAndFees.find((t: { description: string }) => t.description === 'GST');
          expect(gst.included).toBe(true);
          const tariff = total - gst.amount;
          expect(gst.amount).toBeCloseTo(tariff * gstRate(tariff), 1);
          seen.add(gstRate(tariff));
          expect(rt.suggestedSellingPrice.amount).toBeGreaterThan(rt.offerRetailRate.amount);
        }
        const offer = decodeOffer(rt.offerId);
        expect(offer?.total).toBe(rt.offerRetailRate.amount);
        expect(offer?.hotelId).toBe(hotel.hotelId);
      }
    }
    expect([...seen].sort()).toEqual([0.05, 0.18]);
  });

  it('answers 2001 with HTTP 200 for some dates and always for deleted hotels', async () => {
    const list = hotelsOfCity(SEED, citiesNamed('Lucknow')[0]);
    const deleted = list.find((h) => h.deletedAt)!;
    const none = await app.inject({
      method: 'POST',
      url: `${API}/hotels/rates`,
      headers: KEY,
      payload: { ...base, checkin: day(30), checkout: day(32), hotelIds: [deleted.id] },
    });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ error: { code: 2001, message: 'no availability found' } });

    const hotel = list.find((h) => !h.deletedAt)!;
    let unavailable = 0;
    for (let d = 20; d < 120; d++) {
      const res = await app.inject({
        method: 'POST',
        url: `${API}/hotels/rates`,
        headers: KEY,
        payload: { ...base, checkin: day(d), checkout: day(d + 1), hotelIds: [hotel.id] },
      });
      if (res.json().error?.code === 2001) unavailable++;
    }
    expect(unavailable).toBeGreaterThan(0);
    expect(unavailable).toBeLessThan(40);
  });

  it('needs X-API-Key and counts calls per route', async () => {
    control.resetCounts();
    const res = await app.inject({
      method: 'POST',
      url: `${API}/hotels/min-rates`,
      payload: { ...base, checkin: day(10), checkout: day(11), hotelIds: ['lp10001'] },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 401, message: 'Unauthorized' } });
    await app.inject({
      method: 'POST',
      url: `${API}/hotels/min-rates`,
      headers: KEY,
      payload: { ...base, checkin: day(10), checkout: day(11), hotelIds: ['lp10001'] },
    });
    const calls = await app.inject({ url: '/sandbox/_control/calls' });
    expect(calls.json()).toEqual({ 'POST /hotels/min-rates': 1 });
  });

  it('applies injected faults once', async () => {
    await app.inject({ method: 'POST', url: '/sandbox/_control/faults', payload: { route: 'GET /data/hotel', kind: 'http429' } });
    const first = await app.inject({ url: `${API}/data/hotel?hotelId=lp10001`, headers: KEY });
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    const second = await app.inject({ url: `${API}/data/hotel?hotelId=lp10001`, headers: KEY });
    expect(second.statusCode).toBe(200);
  });
});
