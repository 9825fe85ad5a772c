// The request bodies LiteApiClient sends for rates, min-rates, prebook and book, captured on a fake
// provider and validated against the provider's own OpenAPI request schemas (../shared/liteapi-openapi).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { SPEC_DIR } from '../../contract/openapi.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiteApiClient } from '../../../server/provider/client.ts';
import type { RatesRequest } from '../../../server/provider/types.ts';

const OAS_DIR = pathToFileURL(`${SPEC_DIR}/`);
type Oas = { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } }>> };
const load = (file: string): Oas => JSON.parse(readFileSync(new URL(file, OAS_DIR), 'utf8'));

function requestSchema(file: string, method: string, path: string): Record<string, unknown> {
  const schema = load(file).paths[path][method].requestBody?.content['application/json'].schema;
  if (!schema) throw new Error(`no request schema for ${method} ${path}`);
  return structuredClone(schema);
}

const ajv = new Ajv({ strict: false, allErrors: true });
function errorsOf(schema: Record<string, unknown>, body: unknown): string[] {
  const validate = ajv.compile(schema);
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

const captured = new Map<string, unknown>();
let app: FastifyInstance;
let origin = '';

beforeAll(async () => {
  app = Fastify();
  app.post('/v3.0/hotels/rates', async (req) => {
    captured.set('rates', req.body);
    return { error: { code: 2001, message: 'no availability found' } };
  });
  app.post('/v3.0/hotels/min-rates', async (req) => {
    captured.set('min-rates', req.body);
    return { data: [] };
  });
  app.post('/v3.0/rates/prebook', async (req) => {
    captured.set('prebook', req.body);
    return {
      data: { prebookId: 'P1', offerId: 'O1', hotelId: 'lp1', checkin: '2026-12-01', checkout: '2026-12-03', currency: 'INR', price: 100 },
    };
  });
  app.post('/v3.0/rates/book', async (req) => {
    captured.set('book', req.body);
    return { data: { bookingId: 'B1', status: 'CONFIRMED' } };
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

const client = () => new LiteApiClient({ apiKey: 'sand_x', baseUrl: () => `${origin}/v3.0`, bookBaseUrl: () => `${origin}/v3.0` });
const ratesReq: RatesRequest = {
  hotelIds: ['lp1897', 'lp2a'],
  checkin: '2026-12-01',
  checkout: '2026-12-03',
  currency: 'INR',
  guestNationality: 'IN',
  occupancies: [{ adults: 2, children: [3, 11] }, { adults: 1 }],
  maxRatesPerHotel: 3,
};

describe('request bodies match the provider OpenAPI schemas', () => {
  it('POST /hotels/rates', async () => {
    await client().searchRates(ratesReq);
    const body = captured.get('rates');
    expect(errorsOf(requestSchema('search.json', 'post', '/hotels/rates'), body)).toEqual([]);
    expect(body).toMatchObject({ timeout: 12, maxRatesPerHotel: 3 });
  });

  it('POST /hotels/min-rates (which allows no extra properties)', async () => {
    await client().minRates(ratesReq);
    const schema = requestSchema('search.json', 'post', '/hotels/min-rates');
    // Fail on any property the endpoint does not document, so a stray field is caught here.
    expect(errorsOf({ ...schema, additionalProperties: false }, captured.get('min-rates'))).toEqual([]);
  });

  it('POST /rates/prebook', async () => {
    await client().prebook('O1', { usePaymentSdk: false });
    expect(errorsOf(requestSchema('booking.json', 'post', '/rates/prebook'), captured.get('prebook'))).toEqual([]);
    expect(captured.get('prebook')).toEqual({ offerId: 'O1', usePaymentSdk: false });
  });

  it('POST /rates/book, with a payment-SDK transaction and with a sandbox card', async () => {
    const schema = requestSchema('booking.json', 'post', '/rates/book');
    // The schema marks holder.phone required (provider-contract.md §5), and the booking form asks for it:
    // the request is checked against the schema as published, phone included.
    const base = {
      prebookId: 'P1',
      holder: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', phone: '+919845012345' },
      guests: [{ occupancyNumber: 1, firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', remarks: 'late arrival' }],
      clientReference: 'ledger-42',
    };
    await client().book({ ...base, payment: { method: 'TRANSACTION_ID', transactionId: 'tr_ct_1' } });
    expect(errorsOf(schema, captured.get('book'))).toEqual([]);
    await client().book({ ...base, payment: { method: 'ACC_CREDIT_CARD' } });
    expect(errorsOf(schema, captured.get('book'))).toEqual([]);
  });

  it('the validator does catch a body the provider would refuse', () => {
    const schema = requestSchema('search.json', 'post', '/hotels/rates');
    expect(errorsOf(schema, { ...ratesReq, occupancies: [{ childrenAges: [3] }] }).length).toBeGreaterThan(0);
  });
});
