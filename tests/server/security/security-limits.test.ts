// GraphQL limits as an API consumer meets them: over real HTTP, a query one step past a limit is refused
// with a 400 and a message naming the limit, one at the limit is answered; and every operation the web
// client sends stays well inside them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema, parse, print, validate, specifiedRules, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import * as generated from '../../../client/src/__generated__/graphql.ts';
import { typeDefs } from '../../../server/graphql/schema.ts';
import { GRAPHQL_LIMITS, limitRules, operationCost } from '../../../server/graphql/limits.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

/** `__type` introspection nests as deep as asked, so it can build a valid query of any depth. */
function depthQuery(depth: number): string {
  // __type(1) > fields(2) > type(3) > ofType... > name(depth)
  const ofTypes = depth - 4;
  return `{ __type(name: "Query") { fields { type { ${'ofType { '.repeat(ofTypes)}name${' }'.repeat(ofTypes)} } } } }`;
}

/** The same query with its levels below `fields` split over nested named fragments, one per level. */
function depthQueryWithFragments(depth: number): string {
  const ofTypes = depth - 4;
  const fragments = Array.from({ length: ofTypes }, (_, i) =>
    i < ofTypes - 1 ? `fragment L${i} on __Type { ofType { ...L${i + 1} } }` : `fragment L${i} on __Type { ofType { name } }`,
  );
  return `{ __type(name: "Query") { fields { type { ...L0 } } } } ${fragments.join(' ')}`;
}

const aliasQuery = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `c${i}: popularCities { name }`).join(' ')} }`;
const directiveQuery = (n: number) => `{ popularCities { ${'... @include(if: true) { name } '.repeat(n)} } }`;

function expectRefused(
  r: { status: number; data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> },
  code: string,
  message: RegExp,
) {
  expect(r.status).toBe(400);
  expect(r.data).toBeUndefined();
  expect(r.errors).toHaveLength(1);
  expect(r.errors![0].extensions?.code).toBe(code);
  expect(r.errors![0].message).toMatch(message);
}

describe('GraphQL limits over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a depth-8 query and refuses a depth-9 one', async () => {
    const ok = await t.gql(depthQuery(8));
    expect(ok.status).toBe(200);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.__type.fields.length).toBeGreaterThan(0);
    expectRefused(await t.gql(depthQuery(9)), 'GRAPHQL_VALIDATION_FAILED', /depth limit of 8 exceeded, found 9/);
  });

  it('counts the fields inside fragments, not the fragments: they neither hide depth nor add to it', async () => {
    const ok = await t.gql(depthQueryWithFragments(8));
    expect(ok.status).toBe(200);
    expect(ok.errors).toBeUndefined();
    expectRefused(await t.gql(depthQueryWithFragments(9)), 'GRAPHQL_VALIDATION_FAILED', /depth limit of 8 exceeded, found 9/);
  });

  it('answers 15 aliases and refuses 16', async () => {
    const ok = await t.gql(aliasQuery(15));
    expect(ok.errors).toBeUndefined();
    expect(ok.data.c14.length).toBeGreaterThan(0);
    expectRefused(await t.gql(aliasQuery(16)), 'GRAPHQL_VALIDATION_FAILED', /Aliases limit of 15 exceeded, found 16/);
  });

  it('answers 10 directives and refuses 11', async () => {
    const ok = await t.gql(directiveQuery(10));
    expect(ok.errors).toBeUndefined();
    expectRefused(await t.gql(directiveQuery(11)), 'GRAPHQL_VALIDATION_FAILED', /Directives limit of 10 exceeded, found 11/);
  });

  it('refuses a document of more than 1,000 tokens before parsing it', async () => {
    // a list literal of 1,000 strings: shallow, no aliases, a single field
    const q = `{ myBookings(accessTokens: [${'"t" '.repeat(1000)}]) { reference } }`;
    // (graphql-js words it "more that 1000 tokens")
    expectRefused(await t.gql(q), 'GRAPHQL_PARSE_FAILED', /contains more th.. 1000 tokens/);
  });

  it('refuses an expensive nested query by its cost, before any provider call', async () => {
    t.control.resetCounts();
    // 10 hotels x 20 rooms x 10 photos: few tokens, shallow, few aliases, but thousands of objects
    const q = `{ ${Array.from({ length: 10 }, (_, i) => `h${i}: hotel(id: "lp${i}") { rooms { photos { url hdUrl description } bedTypes { type quantity } } }`).join(' ')} }`;
    expectRefused(await t.gql(q), 'GRAPHQL_VALIDATION_FAILED', /cost limit of 10000 exceeded/i);
    expect(t.control.callCount('GET /data/hotel')).toBe(0);
    // one of those hotels alone is within budget and is looked up
    const one = await t.gql(`{ hotel(id: "lp0") { rooms { photos { url hdUrl description } bedTypes { type quantity } } } }`);
    expect(one.status).toBe(200);
    expect(t.control.callCount('GET /data/hotel')).toBeGreaterThan(0);
  });

  it('refuses the same field written 500 times', async () => {
    expectRefused(await t.gql(`{ ${'__typename '.repeat(500)}}`), 'GRAPHQL_VALIDATION_FAILED', /selected 500 times/);
  });

  it('answers the search page query with every card field', async () => {
    const r = await t.gql(print(generated.SearchHotelsDocument), { input: { destination: 'Mumbai', pageSize: 50 } });
    expect(r.status).toBe(200);
    expect(r.errors).toBeUndefined();
    expect(r.data.searchHotels.hotels.length).toBeGreaterThan(0);
    expect(r.data.searchHotels.hotels[0]).toHaveProperty('priceFrom');
  });
});

describe('the limits against the web client', () => {
  const schema = buildSchema(typeDefs);
  const documents = Object.entries(generated).filter(
    (e): e is [string, DocumentNode] => e[0].endsWith('Document') && typeof e[1] === 'object' && (e[1] as DocumentNode).kind === 'Document',
  );

  it('finds the client operations', () => {
    expect(documents.map(([name]) => name)).toEqual(
      expect.arrayContaining(['SearchHotelsDocument', 'HotelPageDocument', 'MyBookingsDocument']),
    );
  });

  it.each(documents.map(([name, doc]) => ({ name, doc })))('$name passes every limit with room to spare', ({ doc }) => {
    expect(validate(schema, doc, [...specifiedRules, ...limitRules()])).toEqual([]);
    // "Comfortably": at most 40% of the cost budget, even with every list at its assumed maximum. (It was a
    // third until the rates began to carry their taxes and hotel fees, which the rate card must show: 36%.)
    let cost = 0;
    validate(schema, doc, [
      (context) => ({
        OperationDefinition(node: OperationDefinitionNode) {
          cost = operationCost(context, node);
        },
      }),
    ]);
    expect(cost).toBeGreaterThan(0);
    expect(cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost * 0.4);
  });

  it('makes lists multiply: a nested list costs its parent list size times its own', () => {
    const costOf = (q: string) => {
      let cost = 0;
      validate(schema, parse(q), [
        (context) => ({ OperationDefinition: (node: OperationDefinitionNode) => void (cost = operationCost(context, node)) }),
      ]);
      return cost;
    };
    const one = costOf(`{ hotel(id: "x") { rooms { photos { url } } } }`);
    const two = costOf(`{ hotel(id: "x") { rooms { photos { url hdUrl } } } }`);
    // one more scalar under rooms (20) x photos (10) adds 200
    expect(two - one).toBe(200);
    expect(costOf(`{ cities(query: "pu", limit: 2) { name } }`)).toBeLessThan(costOf(`{ cities(query: "pu", limit: 10) { name } }`));
  });
});
