// The booking lookup and confirmation limits count the operation that runs, whatever the transport, on a
// production-mode app: full query text over POST, a GET request (queries, and mutations Apollo then
// refuses), and persisted-query ids: a trusted document's id counts as the operation it stands for, and
// any other id runs nothing (nothing a client sends is registered). Per-reference keys use the lookup's own normalisation: a reference padded with
// spaces, in other case, with look-alike letters or cut at another length counts as the same reference.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmKey, limitedOperations, lookupKey } from '../../../server/security/rate-limit.ts';
import { lookupReference, REFERENCE_LOOKUP_CHARS } from '../../../server/bookings/ids.ts';
import { send, startTestApp, type HttpAnswer, type TestApp } from '../helpers.ts';

const LOOKUP = 'query Lookup($r: ID!, $e: String!) { booking(reference: $r, email: $e) { reference } }';
const CONFIRM = 'mutation Confirm($input: ConfirmBookingInput!) { confirmBooking(input: $input) { reference status } }';
const confirmVars = (transactionId: string) => ({
  input: { prebookId: 'pb_1', transactionId, paymentIntent: 'pi_1', paymentIntentClientSecret: 'pi_1_secret', redirectStatus: 'succeeded' },
});
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** These tests start their own app (fresh counters), which takes a while on a busy machine. */
const APP_TEST_TIMEOUT_MS = 120_000;

const apps: TestApp[] = [];
async function start(env: Record<string, string>): Promise<TestApp> {
  const t = await startTestApp({ NODE_ENV: 'production', RATE_LIMIT_GRAPHQL_MAX: '1000', ...env });
  apps.push(t);
  return t;
}
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

const json = { 'content-type': 'application/json', accept: 'application/json' };
const post = (t: TestApp, body: object) => send(`${t.url}/graphql`, { method: 'POST', headers: json, body: JSON.stringify(body) });
/** A GET as another GraphQL client would send it (Apollo's CSRF check wants the preflight header). */
function get(t: TestApp, params: Record<string, unknown>): Promise<HttpAnswer> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) qs.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  return send(`${t.url}/graphql?${qs}`, { headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
}

const expectLimited = (r: HttpAnswer) => {
  expect(r.status, r.text.slice(0, 300)).toBe(429);
  expect(r.json.errors[0].extensions.code).toBe('RATE_LIMITED');
};
/** The lookup ran and found nothing (an unknown reference): it was counted, not refused. */
const expectLookupRan = (r: HttpAnswer) => {
  expect(r.status, r.text.slice(0, 300)).toBe(200);
  expect(r.json).toEqual({ data: { booking: null } });
};

// 64 characters once trimmed: exactly what a lookup reads.
const REF = `SIQ7K2M9XW4P${'Z'.repeat(REFERENCE_LOOKUP_CHARS - 12)}`;

describe('limiter keys use the lookup normalisation', () => {
  it('maps every spelling the lookup treats as one reference to one key', () => {
    const spellings = [REF, `  ${REF.toLowerCase()}\t`, `${REF}-and-more-text`];
    for (const s of spellings) expect(lookupKey(s)).toBe(lookupReference(REF).ours);
    // Crockford look-alikes: O is 0, I and L are 1, as the lookup reads them.
    expect(lookupKey('sio1l')).toBe(lookupKey('SI011'));
    expect(lookupKey('SIABC')).not.toBe(lookupKey('SIABD'));
    // Confirmations key on the transaction id as the ledger is searched: trimmed, case kept.
    expect(confirmKey({ transactionId: ' tr_A ', prebookId: 'p' })).toBe('tr_A');
    expect(confirmKey({ transactionId: 'tr_A' })).not.toBe(confirmKey({ transactionId: 'TR_A' }));
    expect(confirmKey({ prebookId: ' pb_9 ' })).toBe('pb_9');
    // Long ids are stored as their digest: same text, same key; the key itself stays short.
    const long = 'x'.repeat(5000);
    expect(confirmKey({ transactionId: long })).toBe(`sha256:${sha256(long)}`);
  });

  it('reads variable defaults and own variables only', () => {
    const withDefault = limitedOperations({
      query: `query($r: ID! = " ${REF.toLowerCase()} ") { booking(reference: $r, email: "e") { reference } }`,
    });
    expect(withDefault.lookups).toEqual([lookupKey(REF)]);
    const protoName = limitedOperations({
      query: 'query($constructor: ID!) { booking(reference: $constructor, email: "e") { reference } }',
      variables: {},
    });
    expect(protoName.lookups).toEqual(['']);
  });
});

describe('booking limits whatever the transport (NODE_ENV=production)', () => {
  it(
    'counts padded, re-cased and longer spellings of one reference against one limit, over POST and GET',
    async () => {
      const t = await start({ RATE_LIMIT_LOOKUP_MAX: '100', RATE_LIMIT_LOOKUP_REF_MAX: '3' });
      expectLookupRan(await post(t, { query: LOOKUP, variables: { r: REF, e: 'one@example.in' } }));
      expectLookupRan(await get(t, { query: LOOKUP, variables: { r: `   ${REF.toLowerCase()}  `, e: 'two@example.in' } }));
      expectLookupRan(await post(t, { query: LOOKUP, variables: { r: `${REF}EXTRA-TEXT-THE-LOOKUP-NEVER-READS`, e: 'three@example.in' } }));
      expectLimited(await get(t, { query: LOOKUP, variables: { r: ` ${REF} `, e: 'four@example.in' } }));
      expectLimited(
        await post(t, { query: `query { booking(reference: "${REF.toLowerCase()}", email: "five@example.in") { reference } }` }),
      );
      // A different reference is a different key.
      expectLookupRan(await post(t, { query: LOOKUP, variables: { r: 'SIQ7K2M9XW4P', e: 'one@example.in' } }));
    },
    APP_TEST_TIMEOUT_MS,
  );

  it(
    'counts GET lookups against the per-IP limit, with variables given or left to their default',
    async () => {
      const t = await start({ RATE_LIMIT_LOOKUP_MAX: '2', RATE_LIMIT_LOOKUP_REF_MAX: '100' });
      expectLookupRan(await get(t, { query: LOOKUP, variables: { r: 'SIAAAAAAAAA1', e: 'a@example.in' } }));
      expectLookupRan(
        await get(t, { query: 'query($r: ID! = "SIAAAAAAAAA2") { booking(reference: $r, email: "a@example.in") { reference } }' }),
      );
      expectLimited(await get(t, { query: LOOKUP, variables: { r: 'SIAAAAAAAAA3', e: 'a@example.in' } }));
      expectLimited(await post(t, { query: LOOKUP, variables: { r: 'SIAAAAAAAAA4', e: 'a@example.in' } }));
    },
    APP_TEST_TIMEOUT_MS,
  );

  it(
    'counts a mutation sent by GET (which Apollo refuses) like the same mutation sent by POST',
    async () => {
      const t = await start({ RATE_LIMIT_BOOKING_MAX: '100', RATE_LIMIT_CONFIRM_REF_MAX: '2' });
      const byGet = await get(t, { query: CONFIRM, variables: confirmVars('tr_same') });
      expect(byGet.status).toBe(405); // Apollo runs mutations from POST only, but the attempt counts
      expect((await post(t, { query: CONFIRM, variables: confirmVars(' tr_same ') })).status).not.toBe(429);
      expectLimited(await post(t, { query: CONFIRM, variables: confirmVars('tr_same') }));
      expectLimited(await get(t, { query: CONFIRM, variables: confirmVars('tr_same') }));
      expect((await post(t, { query: CONFIRM, variables: confirmVars('tr_other') })).status).not.toBe(429);
    },
    APP_TEST_TIMEOUT_MS,
  );

  it(
    'runs no operation by an id outside the trusted documents, and counts one named by a trusted id',
    async () => {
      const t = await start({ RATE_LIMIT_LOOKUP_MAX: '100', RATE_LIMIT_LOOKUP_REF_MAX: '1' });
      const extensions = { persistedQuery: { version: 1, sha256Hash: sha256(LOOKUP) } };
      // A client trying to register a query (hash with its text): it runs as text, is counted, and nothing
      // is stored: the hash alone then runs nothing, over POST or GET.
      expectLookupRan(await post(t, { query: LOOKUP, variables: { r: 'SIBBBBBBBBB1', e: 'a@example.in' }, extensions }));
      const hashOnly = await post(t, { variables: { r: 'SIBBBBBBBBB2', e: 'a@example.in' }, extensions });
      const hashOnlyGet = await get(t, { variables: { r: 'SIBBBBBBBBB3', e: 'a@example.in' }, extensions });
      for (const r of [hashOnly, hashOnlyGet]) {
        expect(r.json.errors?.[0]?.extensions?.code, r.text.slice(0, 300)).toBe('PERSISTED_QUERY_NOT_FOUND');
        expect(r.json.data).toBeUndefined();
      }
      // The client's own lookup, named by its trusted id over GET, is counted as the lookup it stands for.
      const manifest = JSON.parse(readFileSync('client/src/__generated__/persisted-documents.json', 'utf8')) as Record<string, string>;
      const [id] = Object.entries(manifest).find(([, text]) => /\bquery BookingLookup\b/.test(text)) ?? [];
      expect(id, 'the client has a BookingLookup operation').toBeTruthy();
      const byId = { persistedQuery: { version: 1, sha256Hash: id!.slice('sha256:'.length) } };
      const first = await get(t, {
        operationName: 'BookingLookup',
        variables: { reference: 'SIBBBBBBBBB4', email: 'a@example.in' },
        extensions: byId,
      });
      expect(first.status, first.text.slice(0, 300)).toBe(200);
      expect(first.json.data).toEqual({ __typename: 'Query', booking: null });
      expectLimited(
        await get(t, { operationName: 'BookingLookup', variables: { reference: 'sibbbbbbbbb4', email: 'a@example.in' }, extensions: byId }),
      );
      // The same reference as full text is the same counter.
      expectLimited(await post(t, { query: LOOKUP, variables: { r: 'SIBBBBBBBBB4', e: 'a@example.in' } }));
    },
    APP_TEST_TIMEOUT_MS,
  );
});
