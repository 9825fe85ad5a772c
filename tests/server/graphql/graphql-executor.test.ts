// The compiling executor (server/graphql/executor.ts): a document runs on graphql-js the first time and
// compiled (graphql-jit) from then on, and a client cannot tell which: the same request answers the same
// bytes, errors included (codes, messages, masking, paths and locations), through the real app over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_MESSAGE } from '../../../server/graphql/errors.ts';
import { addDays, todayIst } from '../../../server/hotels/dates.ts';
import type { HotelProvider } from '../../../server/provider/types.ts';
import { RATES_QUERY } from '../../../bench/queries.ts';
import { postGraphql, pricedHotelId, startTestApp, type TestApp } from '../helpers.ts';

/** The same request three times: run by graphql-js, then compiled, then compiled again. */
async function thrice(t: TestApp, query: string, variables?: object) {
  const answers = [await postGraphql(t, query, variables), await postGraphql(t, query, variables), await postGraphql(t, query, variables)];
  expect(answers[1]).toEqual(answers[0]);
  expect(answers[2]).toEqual(answers[0]);
  return { status: answers[0].status, body: JSON.parse(answers[0].text) };
}

describe('compiled and interpreted execution answer alike (sandbox provider)', () => {
  let t: TestApp;
  let hotelId: string;
  const stay = { checkin: addDays(todayIst(), 20), checkout: addDays(todayIst(), 23) };
  beforeAll(async () => {
    t = await startTestApp();
    hotelId = await pricedHotelId(t.gql, 'Mumbai', stay);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the rates of a stay with the same bytes', async () => {
    const { status, body } = await thrice(t, RATES_QUERY, { input: { hotelId, ...stay } });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.hotelRates.rates.length).toBeGreaterThan(0);
  });

  it('answers a search page and a hotel page with the same bytes', async () => {
    const search = await thrice(
      t,
      `query($input: HotelSearchInput!) { searchHotels(input: $input) { total hotels { id name stars hotelType location { latitude longitude } priceFrom { amount currency } } } }`,
      { input: { destination: 'Mumbai', ...stay } },
    );
    expect(search.body.data.searchHotels.hotels.length).toBeGreaterThan(0);
    const page = await thrice(
      t,
      `query($id: ID!) { hotel(id: $id) { id name descriptionHtml location { latitude longitude } images { url caption } rooms { name photos { url } } policies { name } } }`,
      { id: hotelId },
    );
    expect(page.body.data.hotel.id).toBe(hotelId);
  });

  it("refuses bad variables with graphql-js's own error once the document is compiled", async () => {
    await thrice(t, RATES_QUERY, { input: { hotelId, ...stay } });
    const { status, body } = await thrice(t, RATES_QUERY, { input: { hotelId, checkin: '2026-02-30', checkout: stay.checkout } });
    expect(status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0].message).toMatch(
      /^Variable "\$input" got invalid value "2026-02-30" at "input.checkin"; Expected type "Date". Dates must be real calendar dates/,
    );
  });

  it("keeps a resolver's own BAD_USER_INPUT, message and path", async () => {
    const { body } = await thrice(t, RATES_QUERY, { input: { hotelId, checkin: stay.checkout, checkout: stay.checkin } });
    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({
      path: ['hotelRates'],
      locations: [{ line: 2, column: 3 }],
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers introspection and __typename as before', async () => {
    const { body } = await thrice(t, '{ __typename __type(name: "Rate") { name fields { name } } }');
    expect(body.data.__typename).toBe('Query');
    expect(body.data.__type.fields.map((f: { name: string }) => f.name)).toContain('offerId');
  });
});

const SECRET = 'sk_live_5up3r5ecret password=hunter2';

/** Every provider call fails with a plain Error carrying secret-looking text, as a bug would. */
function leakyProvider(): HotelProvider {
  return new Proxy({} as HotelProvider, {
    get: (_target, method) => async () => {
      throw new Error(`${String(method)} failed: ${SECRET}`);
    },
  });
}

describe.each(['production', 'development'] as const)('errors of compiled operations (NODE_ENV=%s)', (nodeEnv) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: nodeEnv, RESPONSE_CACHE_ENABLED: 'false' }, { provider: leakyProvider() });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('masks an unexpected error the same way, with its path and location', async () => {
    const first = await postGraphql(t, '{ hotel(id: "lp1") { id name } }');
    const later = [await postGraphql(t, '{ hotel(id: "lp1") { id name } }'), await postGraphql(t, '{ hotel(id: "lp1") { id name } }')];
    for (const r of [first, ...later]) {
      const body = JSON.parse(r.text);
      expect(body.data).toEqual({ hotel: null });
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0]).toMatchObject({
        message: INTERNAL_MESSAGE,
        locations: [{ line: 1, column: 3 }],
        path: ['hotel'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      // The developer keeps the stack (of the original error) on either path; nobody else sees one.
      if (nodeEnv === 'development') expect(body.errors[0].extensions.stacktrace.join('\n')).toContain('getHotel failed');
      else expect(r.text).not.toMatch(/stacktrace|hunter2/);
    }
    if (nodeEnv === 'production') {
      expect(later[0].text).toBe(first.text);
      expect(later[1].text).toBe(first.text);
    }
  });

  // Production only (registered, not skipped, elsewhere): in development the stack traces differ, as
  // graphql-js and the compiled query are different frames.
  if (nodeEnv === 'production') {
    it('nulls the whole answer for a failing non-null list the same way', async () => {
      const { body } = await thrice(t, '{ __typename hotelTypes { id name } }');
      expect(body.data).toBeNull();
      expect(body.errors[0]).toMatchObject({
        message: INTERNAL_MESSAGE,
        path: ['hotelTypes'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
    });
  }
});
