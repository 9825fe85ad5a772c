// Every example tab of the GraphQL Explorer runs as it opens: the explorer's own search names a hotel the
// provider has, the stay dates are those of the day it is opened, and each example, sent to the real app
// with the variables it opens with, answers without an error. The booking lookup's placeholder answers
// null, as its comment tells the reader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXAMPLE_HOTEL_QUERY,
  exampleHotelId,
  exampleHotelVariables,
  graphqlExamples,
  localDate,
} from '../../../client/src/features/dev-console/graphqlExamples.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GraphiQL examples', () => {
  it('open with dates of the day they are opened on', () => {
    const opened = new Date(2031, 1, 27, 23, 30); // late on 27 Feb 2031, local time
    const rates = graphqlExamples('lp1234', opened).find((e) => e.id === 'rates')!;
    expect(rates.variables).toMatchObject({ input: { hotelId: 'lp1234', checkin: '2031-03-29', checkout: '2031-03-31' } });
    expect(localDate(opened)).toBe('2031-02-27');
    expect(exampleHotelVariables(opened).input).toMatchObject({ checkin: '2031-03-29', checkout: '2031-03-31' });
  });

  it('all run against the app with the variables they open with', async () => {
    const now = new Date();
    const search = await t.gql(EXAMPLE_HOTEL_QUERY, exampleHotelVariables(now));
    expect(search.errors).toBeUndefined();
    const hotelId = exampleHotelId(search);
    expect(hotelId).toMatch(/^lp[a-z0-9]+$/);

    const examples = graphqlExamples(hotelId!, now);
    expect(examples.map((e) => e.id)).toEqual(['search', 'hotel', 'rates', 'booking']);
    const answers: Record<string, { data?: Record<string, unknown>; errors?: unknown[] }> = {};
    for (const ex of examples) {
      const res = await t.gql(ex.query, ex.variables);
      expect(res.status, ex.id).toBe(200);
      expect(res.errors, `${ex.id}: ${JSON.stringify(res.errors)}`).toBeUndefined();
      answers[ex.id] = res;
    }
    // Each answers something a developer can look at, not an empty shell.
    expect((answers.search.data!.searchHotels as { hotels: unknown[] }).hotels.length).toBeGreaterThan(0);
    expect(answers.hotel.data!.hotel).toMatchObject({ id: hotelId });
    expect((answers.rates.data!.hotelRates as { rates: unknown[] }).rates.length).toBeGreaterThan(0);
    // The lookup's placeholder finds nothing, and its comment says so.
    expect(answers.booking.data!.booking).toBeNull();
    expect(examples.find((e) => e.id === 'booking')!.query).toMatch(/placeholder[\s\S]*null/);
  });

  it('name a hotel that has a price when the search finds one, and none from an answer without hotels', () => {
    expect(
      exampleHotelId({
        data: {
          searchHotels: {
            hotels: [
              { id: 'a', priceFrom: null },
              { id: 'b', priceFrom: { amount: 1 } },
            ],
          },
        },
      }),
    ).toBe('b');
    expect(exampleHotelId({ data: { searchHotels: { hotels: [{ id: 'a', priceFrom: null }] } } })).toBe('a');
    expect(exampleHotelId({ errors: [{ message: 'down' }] })).toBeNull();
    expect(exampleHotelId(null)).toBeNull();
  });
});
