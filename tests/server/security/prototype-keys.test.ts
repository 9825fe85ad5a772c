// Prototype keys are ordinary input: a destination, city query, hotel id or reference spelled like a
// property every JavaScript object has (constructor, __proto__, toString, hasOwnProperty, ...) gets the
// same answer as any other unknown name, over GraphQL and on the sandbox's routes; never a 500 or
// INTERNAL_SERVER_ERROR. Each key is compared with a control name nothing knows, in the same spelling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type GqlResponse, type TestApp } from '../helpers.ts';
import { addDays, todayIst } from '../../../server/hotels/dates.ts';

const KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__', 'isPrototypeOf'];
const CONTROL = 'zzqxunknown';
/** The spellings a traveller might type: as is, in capitals, padded with spaces. */
const spellings = (k: string) => [k, k.toUpperCase(), `  ${k} `];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ahead = (n: number) => addDays(todayIst(), n);

/** What kind of answer this was: the error codes, or "data". */
function outcome(res: GqlResponse): string {
  expect(res.status, JSON.stringify(res.errors)).toBeLessThan(500);
  for (const e of res.errors ?? []) expect(e.extensions?.code, e.message).not.toBe('INTERNAL_SERVER_ERROR');
  return res.errors ? res.errors.map((e) => e.extensions?.code).join(',') : 'data';
}

/** Every spelling of every key answers like the same spelling of the control name. */
async function sameAsUnknown(ask: (value: string) => Promise<GqlResponse>, check?: (res: GqlResponse) => void) {
  for (const key of KEYS) {
    const controls = spellings(CONTROL);
    const values = spellings(key);
    for (let i = 0; i < values.length; i++) {
      const expected = outcome(await ask(controls[i]));
      const res = await ask(values[i]);
      expect(outcome(res), `${JSON.stringify(values[i])}: ${JSON.stringify(res.errors ?? res.data).slice(0, 300)}`).toBe(expected);
      check?.(res);
    }
  }
}

describe('prototype keys are ordinary input', () => {
  it('searchHotels: a destination named like an object property is an unknown place with no hotels', async () => {
    await sameAsUnknown(
      (d) => t.gql(`query($d: String!) { searchHotels(input: { destination: $d }) { destination total hotels { id } } }`, { d }),
      (res) => expect(res.data.searchHotels.total).toBe(0),
    );
  });

  it('cities: such a query finds no city', async () => {
    await sameAsUnknown(
      (q) => t.gql(`query($q: String!) { cities(query: $q) { name } }`, { q }),
      (res) => expect(res.data.cities).toEqual([]),
    );
  });

  it('hotel and hotelRates: such an id is an unknown hotel', async () => {
    await sameAsUnknown(
      (id) => t.gql(`query($id: ID!) { hotel(id: $id) { id name } }`, { id }),
      (res) => expect(res.data.hotel).toBeNull(),
    );
    await sameAsUnknown((hotelId) =>
      t.gql(`query($i: RatesInput!) { hotelRates(input: $i) { rates { offerId } } }`, {
        i: { hotelId, checkin: ahead(20), checkout: ahead(22) },
      }),
    );
  });

  it('booking lookups: such a reference finds no booking', async () => {
    await sameAsUnknown(
      (r) => t.gql(`query($r: ID!, $e: String!) { booking(reference: $r, email: $e) { reference } }`, { r, e: 'traveller@example.com' }),
      (res) => expect(res.data.booking).toBeNull(),
    );
  });

  it('the sandbox answers such names on its provider, cities and image routes as it does any unknown one', async () => {
    const routes = [
      (v: string) => [`/sandbox/liteapi/v3.0/data/hotels?countryCode=IN&cityName=${v}`, { 'x-api-key': 'k' }] as const,
      (v: string) => [`/sandbox/liteapi/v3.0/data/hotel?hotelId=${v}`, { 'x-api-key': 'k' }] as const,
      (v: string) => [`/sandbox/liteapi/v3.0/data/cities?countryCode=${v}`, { 'x-api-key': 'k' }] as const,
      (v: string) => [`/sandbox/geodb/v1/geo/cities?namePrefix=${v}&countryIds=IN`, { 'x-rapidapi-key': 'k' }] as const,
      (v: string) => [`/sandbox/images/hotels/${v}/1.svg`, {}] as const,
    ];
    for (const route of routes) {
      const [controlPath, headers] = route(CONTROL);
      const control = await fetch(`${t.url}${controlPath}`, { headers });
      expect(control.status).toBeLessThan(500);
      for (const key of KEYS) {
        const [path] = route(encodeURIComponent(key));
        const res = await fetch(`${t.url}${path}`, { headers });
        expect(res.status, path).toBe(control.status);
      }
    }
  });
});
