// Errors never echo large parts of the request: a 9 kB field name, token or variable value comes back in
// the error message cut to a few dozen characters with "…", over POST and GET, whatever the error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ECHO_CHARS, shortenEchoes } from '../../../server/graphql/error-text.ts';
import { postGraphql, send, startTestApp, type HttpAnswer, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await t?.close();
});

/** The answer is small, its messages quote at most MAX_ECHO_CHARS of `c` in a row, and show the cut. */
function expectShortEcho(r: HttpAnswer, c: string): string {
  expect(r.status).toBeLessThan(500);
  expect(r.text.length, r.text.slice(0, 300)).toBeLessThan(1500);
  const message: string = r.json.errors[0].message;
  expect(message).not.toContain(c.repeat(MAX_ECHO_CHARS + 1));
  expect(message).toContain(`${c.repeat(MAX_ECHO_CHARS)}\u2026`);
  return message;
}

describe('error messages do not echo the request', () => {
  it('cuts a 9 kB field name to a few dozen characters', async () => {
    const r = await postGraphql(t, `{ ${'a'.repeat(9000)} }`);
    expect(r.json.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const message = expectShortEcho(r, 'a');
    expect(message).toBe(`Cannot query field "${'a'.repeat(MAX_ECHO_CHARS)}\u2026" on type "Query".`);
  });

  it('cuts a long unexpected token in a syntax error', async () => {
    const r = await postGraphql(t, `{ hotel(id: "lp1") { id } } ${'b'.repeat(9000)}`);
    expect(r.json.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expectShortEcho(r, 'b');
  });

  it('cuts a long unquoted argument value and a long variable value', async () => {
    const literal = await postGraphql(t, `{ hotel(id: ${'c'.repeat(9000)}) { id } }`);
    expectShortEcho(literal, 'c');
    const variable = await postGraphql(t, 'query($d: String!) { searchHotels(input: { destination: $d }) { total } }', {
      d: { nested: 'd'.repeat(9000) },
    });
    expect(variable.json.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expectShortEcho(variable, 'd');
  });

  it('cuts the field name of a GET request the same way', async () => {
    const query = encodeURIComponent(`{ ${'e'.repeat(9000)} }`);
    const r = await send(`${t.url}/graphql?query=${query}`, {
      headers: { 'apollo-require-preflight': 'true', accept: 'application/json' },
    });
    expectShortEcho(r, 'e');
  });
});

describe('shortenEchoes', () => {
  it('keeps short messages as they are', () => {
    const m = 'Field "searchHotels" argument "input" of type "HotelSearchInput!" is required, but it was not provided.';
    expect(shortenEchoes(m)).toBe(m);
  });

  it('cuts quoted parts (escaped quotes included) and long tokens, never in the middle of an emoji', () => {
    expect(shortenEchoes(`Unknown "${'x\\"'.repeat(30)}" here`)).toBe(`Unknown "${'x\\"'.repeat(13)}x\u2026" here`);
    expect(shortenEchoes(`value ${'😀'.repeat(50)}.`)).toBe(`value ${'😀'.repeat(MAX_ECHO_CHARS)}\u2026`);
    expect(shortenEchoes('short words '.repeat(100)).length).toBeLessThanOrEqual(401);
  });
});
