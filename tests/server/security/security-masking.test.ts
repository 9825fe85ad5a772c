// What a client learns when things go wrong or when it guesses: unexpected errors are masked (no message,
// no stack, no upstream body) outside development, and bookings cannot be found by guessing references,
// e-mails or access tokens: every miss is the same null (or empty list), byte for byte.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_MESSAGE } from '../../../server/graphql/errors.ts';
import { ConfigError, loadConfig } from '../../../server/config.ts';
import type { HotelProvider } from '../../../server/provider/types.ts';
import { postGraphql, pricedHotelId, startTestApp, type TestApp } from '../helpers.ts';
import { futureDate } from '../bookings/ledger-fixtures.ts';

const SECRET = 'sk_live_5up3r5ecret password=hunter2';

/** A provider whose every call fails with a plain Error carrying secret-looking text, as a bug would. */
function leakyProvider(): HotelProvider {
  return new Proxy({} as HotelProvider, {
    get: (_target, method) => async () => {
      throw new Error(`${String(method)} failed: ${SECRET} at https://api.liteapi.travel/v3.0/data?apiKey=${SECRET}`);
    },
  });
}

describe.each(['production', 'test'] as const)('error masking with NODE_ENV=%s', (nodeEnv) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: nodeEnv }, { provider: leakyProvider() });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers an internal error with the generic message only: no secret, no stack', async () => {
    const r = await postGraphql(t, '{ hotel(id: "lp1") { id name } }');
    expect(r.status).toBe(200);
    const body = JSON.parse(r.text);
    expect(body.data).toEqual({ hotel: null });
    expect(body.errors).toEqual([
      { message: INTERNAL_MESSAGE, locations: [{ line: 1, column: 3 }], path: ['hotel'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ]);
    expect(r.text).not.toContain('hunter2');
    expect(r.text).not.toContain('sk_live');
    expect(r.text).not.toContain('liteapi');
    expect(r.text).not.toMatch(/stacktrace|\.ts:\d+|at async/);
  });

  it('masks a failing list field the same way', async () => {
    const r = await postGraphql(t, '{ hotelTypes { id name } }');
    const body = JSON.parse(r.text);
    expect(body.errors[0]).toMatchObject({ message: INTERNAL_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(r.text).not.toContain('hunter2');
    expect(r.text).not.toMatch(/stacktrace/);
  });
});

// Stack traces follow GRAPHQL_DEBUG only, whatever NODE_ENV says (a development server is often reachable
// by others: a LAN, a tunnel). The same failure with the flag carries its stack, still under the generic message.
describe.each([
  ['development', undefined, false],
  ['production', '0', false],
  ['development', '1', true],
  ['production', 'true', true],
] as const)('stack traces with NODE_ENV=%s and GRAPHQL_DEBUG=%s', (nodeEnv, debug, stacks) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: nodeEnv, ...(debug ? { GRAPHQL_DEBUG: debug } : {}) }, { provider: leakyProvider() });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(stacks ? 'answers errors with their stack trace' : 'answers errors without any stack trace', async () => {
    const internal = await postGraphql(t, '{ hotel(id: "lp1") { id } }');
    const invalid = await postGraphql(t, '{ hotel(id: "lp1") { noSuchField } }');
    const unparsable = await postGraphql(t, '{ hotel(id: ');
    for (const r of [internal, invalid, unparsable]) {
      const error = JSON.parse(r.text).errors[0];
      expect(Array.isArray(error.extensions.stacktrace), r.text.slice(0, 300)).toBe(stacks);
      if (!stacks) expect(r.text).not.toMatch(/stacktrace|\.ts:\d+|node_modules|at async/);
    }
    expect(JSON.parse(internal.text).errors[0].message).toBe(INTERNAL_MESSAGE);
    // The stack's first line is the original error's message: only a debugging server may show it.
    if (!stacks) expect(internal.text).not.toContain('hunter2');
  });
});

describe('GRAPHQL_DEBUG', () => {
  it('is off unless set, and a value that is not a yes or no stops the start naming it', () => {
    expect(loadConfig({}).GRAPHQL_DEBUG).toBe(false);
    expect(loadConfig({ GRAPHQL_DEBUG: '1' }).GRAPHQL_DEBUG).toBe(true);
    expect(() => loadConfig({ GRAPHQL_DEBUG: 'verbose' })).toThrow(ConfigError);
    expect(() => loadConfig({ GRAPHQL_DEBUG: 'verbose' })).toThrow(/GRAPHQL_DEBUG/);
  });
});

describe('upstream failures (sandbox provider, NODE_ENV=production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never passes the upstream body through', async () => {
    t.control.addFault({ route: 'GET /data/hotel', kind: 'malformedJson', times: 10 });
    try {
      const r = await postGraphql(t, '{ hotel(id: "lp_masking_1") { id name } }');
      const body = JSON.parse(r.text);
      expect(body.errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(r.text).not.toContain('truncated');
      expect(r.text).not.toMatch(/stacktrace|sandbox|127\.0\.0\.1/);
    } finally {
      t.control.clearFaults();
    }
  });
});

describe('booking access cannot be guessed', () => {
  let t: TestApp;
  let reference: string;
  let accessToken: string;
  const email = 'asha.iyer@example.in';
  const LOOKUP = 'query($r: ID!, $e: String!) { booking(reference: $r, email: $e) { reference status holder { email } } }';
  const MINE = 'query($t: [String!]!) { myBookings(accessTokens: $t) { reference } }';

  beforeAll(async () => {
    t = await startTestApp();
    const hotelId = await pricedHotelId(t.gql, 'Mumbai', { checkin: futureDate(30), checkout: futureDate(32) });
    const rates = await t.gql('query($input: RatesInput!) { hotelRates(input: $input) { rates { offerId } } }', {
      input: { hotelId, checkin: futureDate(30), checkout: futureDate(32) },
    });
    const pre = await t.gql('mutation($input: PrebookInput!) { prebook(input: $input) { accessToken booking { reference } } }', {
      input: {
        offerId: rates.data.hotelRates.rates[0].offerId,
        hotelId,
        checkin: futureDate(30),
        checkout: futureDate(32),
        holder: { firstName: 'Asha', lastName: 'Iyer', email, phone: '9845012350' },
        guests: [{ firstName: 'Asha', lastName: 'Iyer', email }],
      },
    });
    expect(pre.errors).toBeUndefined();
    reference = pre.data.prebook.booking.reference;
    accessToken = pre.data.prebook.accessToken;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds the booking with its reference and e-mail (the lookup works at all)', async () => {
    const r = await t.gql(LOOKUP, { r: reference, e: email.toUpperCase() });
    expect(r.data.booking).toMatchObject({ reference, holder: { email } });
    const mine = await t.gql(MINE, { t: [accessToken] });
    expect(mine.data.myBookings).toEqual([{ reference }]);
  });

  it('answers null, in the same bytes, for a wrong e-mail, a wrong reference and random guesses', async () => {
    const wrongEmail = await postGraphql(t, LOOKUP, { r: reference, e: 'someone.else@example.in' });
    const wrongRef = await postGraphql(t, LOOKUP, { r: `${reference.slice(0, -1)}${reference.endsWith('A') ? 'B' : 'A'}`, e: email });
    expect(wrongEmail.status).toBe(200);
    expect(JSON.parse(wrongEmail.text)).toEqual({ data: { booking: null } });
    expect(wrongRef.text).toBe(wrongEmail.text);
    expect(wrongRef.status).toBe(wrongEmail.status);
    for (let i = 0; i < 20; i++) {
      const guess = await postGraphql(t, LOOKUP, {
        r: randomBytes(4 + (i % 8))
          .toString('hex')
          .toUpperCase(),
        e: email,
      });
      expect(guess.status).toBe(200);
      expect(guess.text).toBe(wrongEmail.text);
    }
  });

  it('answers [] for random access tokens, alone or mixed with nothing valid', async () => {
    const tokens = Array.from({ length: 50 }, () => randomBytes(24).toString('base64url'));
    const r = await postGraphql(t, MINE, { t: tokens });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text)).toEqual({ data: { myBookings: [] } });
    const oneOff = await postGraphql(t, MINE, { t: [`${accessToken.slice(0, -1)}${accessToken.endsWith('a') ? 'b' : 'a'}`] });
    expect(oneOff.text).toBe(r.text);
  });
});
