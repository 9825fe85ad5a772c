// Hotel.distanceToCentreKm and Hotel.nearestAirport (the hotel page's location map): the nearest Indian airport
// from OpenFlights' table, and the straight-line distance to the centre of the hotel's city, against the sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { cityCentre, distanceKm, distanceToCentreKm, indianAirports, nearestAirport } from '../../../server/map/nearby.ts';

describe('nearest airport and distance to the centre', () => {
  it('finds the airport a traveller expects for well-known places', () => {
    // Gateway of India, Mumbai; Calangute, Goa; Connaught Place, Delhi; Whitefield, Bengaluru.
    expect(nearestAirport({ latitude: 18.922, longitude: 72.8347 })?.code).toBe('BOM');
    expect(nearestAirport({ latitude: 15.5439, longitude: 73.7553 })?.code).toBe('GOI');
    expect(nearestAirport({ latitude: 28.6315, longitude: 77.2167 })?.code).toBe('DEL');
    const blr = nearestAirport({ latitude: 12.9698, longitude: 77.75 })!;
    expect(['BLR']).toContain(blr.code);
    expect(blr.name).toMatch(/Bengaluru|Bangalore/i);
  });

  it('gives the airport with its distance to 0.1 km, and spells out OpenFlights abbreviations', () => {
    const bom = nearestAirport({ latitude: 18.922, longitude: 72.8347 })!;
    expect(bom.name).toBe('Chhatrapati Shivaji International Airport');
    expect(bom.distanceKm).toBe(Math.round(distanceKm({ latitude: 18.922, longitude: 72.8347 }, bom.location) * 10) / 10);
    expect(bom.distanceKm).toBeGreaterThan(15);
    expect(bom.distanceKm).toBeLessThan(25);
    expect(indianAirports().every((a) => /^[A-Z]{3}$/.test(a.code))).toBe(true);
  });

  it('measures from the city centre by any of its names, and says nothing for an unknown city', () => {
    expect(cityCentre('Bombay')).toEqual(cityCentre('Mumbai'));
    expect(cityCentre('bengaluru')).toBeDefined();
    expect(distanceToCentreKm('Mumbai', cityCentre('Mumbai'))).toBe(0);
    expect(distanceToCentreKm('Nowhere Town', { latitude: 19, longitude: 72.8 })).toBeNull();
    expect(distanceToCentreKm('Mumbai', null)).toBeNull();
    expect(distanceKm({ latitude: 19.076, longitude: 72.8777 }, { latitude: 28.6139, longitude: 77.209 })).toBeCloseTo(1153, -1);
  });
});

describe('Hotel.distanceToCentreKm and Hotel.nearestAirport over GraphQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("answers a Mumbai hotel's distance to the centre and its nearest airport, consistent with its location", async () => {
    const search = await t.gql(`{ searchHotels(input: { destination: "Mumbai", pageSize: 3 }) { hotels { id } } }`);
    expect(search.errors).toBeUndefined();
    const id = search.data.searchHotels.hotels[0].id as string;
    const r = await t.gql(
      `query($id: ID!) { hotel(id: $id) { city location { latitude longitude } distanceToCentreKm
         nearestAirport { name code distanceKm location { latitude longitude } } } }`,
      { id },
    );
    expect(r.errors).toBeUndefined();
    const h = r.data.hotel;
    expect(h.location).not.toBeNull();
    const centre = cityCentre(h.city)!;
    expect(centre).toBeDefined();
    expect(h.distanceToCentreKm).toBe(Math.round(distanceKm(centre, h.location) * 10) / 10);
    expect(h.distanceToCentreKm).toBeLessThan(60);
    expect(h.nearestAirport.code).toMatch(/^[A-Z]{3}$/);
    expect(h.nearestAirport.distanceKm).toBe(Math.round(distanceKm(h.location, h.nearestAirport.location) * 10) / 10);
    // No Indian airport is nearer than the one given.
    for (const a of indianAirports()) expect(distanceKm(h.location, a)).toBeGreaterThanOrEqual(h.nearestAirport.distanceKm - 0.05);
  });
});
