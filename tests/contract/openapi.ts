// Validates provider answers and requests against LiteAPI's own OpenAPI files (shared/liteapi-openapi beside the repository),
// with a small overlay for the places where those files contradict their own examples (contract §13).
// Reused by the provider-client and booking tests: validateResponse(...) / validateRequest(...) -> errors.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import type { default as addFormatsFn } from 'ajv-formats';
import type { default as AjvClass, ErrorObject, ValidateFunction } from 'ajv';

const require = createRequire(import.meta.url);
// ajv and ajv-formats are CommonJS; require keeps their default exports callable under every loader.
const Ajv = require('ajv') as typeof AjvClass;
const addFormats = require('ajv-formats') as typeof addFormatsFn;

export type SpecFile = 'static' | 'search' | 'booking' | 'loyalty';

// The provider's OpenAPI files live in shared/, beside the repository (CI lays a copy there too).
export const SPEC_DIR =
  process.env.LITEAPI_OPENAPI_DIR ??
  [fileURLToPath(new URL('../../../shared/liteapi-openapi', import.meta.url)), '/work/shared/liteapi-openapi'].find((d) => existsSync(d)) ??
  fileURLToPath(new URL('../../../shared/liteapi-openapi', import.meta.url));

type Json = Record<string, unknown>;

/** `#/a/b/c` pointer segments into a document. */
function at(doc: Json, pointer: string): Json {
  let node: unknown = doc;
  for (const raw of pointer.replace(/^#\//, '').split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Json)?.[key];
    if (node === undefined) throw new Error(`overlay pointer not found: ${pointer}`);
  }
  return node as Json;
}

/** Follow a property path (a.b[].c) inside a schema, through $refs of the same document. */
function schemaAt(doc: Json, schema: Json, path: string): Json {
  let node = schema;
  for (const step of path.split('.').filter(Boolean)) {
    while (node.$ref) node = at(doc, node.$ref as string);
    if (step === '[]') {
      node = node.items as Json;
    } else {
      const props = node.properties as Json | undefined;
      if (!props || !props[step]) throw new Error(`overlay path not found: ${path} (at ${step})`);
      node = props[step] as Json;
    }
    if (!node) throw new Error(`overlay path not found: ${path}`);
  }
  while (node.$ref) node = at(doc, node.$ref as string);
  return node;
}

function opSchema(doc: Json, method: string, path: string, status?: string): Json {
  const op = ((doc.paths as Json)[path] as Json | undefined)?.[method.toLowerCase()] as Json | undefined;
  if (!op) throw new Error(`no operation ${method} ${path}`);
  if (status === undefined) return at(op, '#/requestBody/content/application~1json/schema');
  return at(op, `#/responses/${status}/content/application~1json/schema`);
}

/** Make a schema node accept null as well. */
function nullable(node: Json): void {
  node.nullable = true;
}

/** A schema node that accepts one object of the array's item type, or the array itself. */
function objectOrArray(node: Json): void {
  const copy = { ...node };
  for (const k of Object.keys(node)) delete node[k];
  node.anyOf = [copy, copy.items as Json];
}

/** A property whose declared type is wrong: replace with the listed types. */
function types(node: Json, list: string[]): void {
  delete node.items;
  delete node.properties;
  delete node.format;
  node.type = list;
}

/**
 * The overlay: each entry names the official example that shows the live API sending what the schema
 * refuses (contract §13). Everything else is validated as the files say.
 */
const OVERLAY: Record<SpecFile, Array<(doc: Json) => void>> = {
  static: [
    // GET /data/hotel, example "hotel lp1897": data.parking is "" (schema: boolean)
    (doc) => types(schemaAt(doc, opSchema(doc, 'get', '/data/hotel', '200'), 'data.parking'), ['boolean', 'string', 'null']),
  ],
  search: [
    // POST /hotels/rates, example "Search response": roomTypes[].offerRetailRate, suggestedSellingPrice and
    // offerInitialPrice are single objects (schema: arrays)
    (doc) => {
      const rt = schemaAt(doc, opSchema(doc, 'post', '/hotels/rates', '200'), 'data.[].roomTypes.[]');
      for (const k of ['offerRetailRate', 'suggestedSellingPrice', 'offerInitialPrice']) objectOrArray((rt.properties as Json)[k] as Json);
    },
    // POST /hotels/min-rates, example "Search Response": data[].suggestedSellingPrice is 120.99 (schema: integer)
    (doc) => types(schemaAt(doc, opSchema(doc, 'post', '/hotels/min-rates', '200'), 'data.[].suggestedSellingPrice'), ['number']),
  ],
  booking: [
    // POST /rates/prebook, example "Prebook response": retailRate.initialPrice is null (schema: array; the
    // contract's table calls it an object), voucherTotalAmount is a number (schema: string)
    (doc) => {
      const data = schemaAt(doc, opSchema(doc, 'post', '/rates/prebook', '200'), 'data');
      nullable(schemaAt(doc, data, 'roomTypes.[].rates.[].retailRate.initialPrice'));
      types(schemaAt(doc, data, 'voucherTotalAmount'), ['number', 'string']);
    },
    // POST /rates/book, example "confirmed_booking": cancelledAt, refundedAt, cancelledBy are null
    (doc) => {
      const data = schemaAt(doc, opSchema(doc, 'post', '/rates/book', '200'), 'data');
      for (const k of ['cancelledAt', 'refundedAt', 'cancelledBy']) nullable(schemaAt(doc, data, k));
    },
    // GET /bookings, example "example": rooms[].children is not an integer, cancellationPolicies.hotelRemarks
    // is not an array, and the voucher/payment/agent fields are null
    (doc) => {
      const item = schemaAt(doc, opSchema(doc, 'get', '/bookings', '200'), 'data.[]');
      types(schemaAt(doc, item, 'rooms.[].children'), ['integer', 'string', 'array', 'null']);
      types(schemaAt(doc, item, 'cancellationPolicies.hotelRemarks'), ['array', 'string', 'null']);
      for (const k of ['voucherId', 'voucherTransationId', 'paymentScheduledAt', 'addonsTotalAmount', 'addonsRedemptions', 'agentId']) {
        nullable(schemaAt(doc, item, k));
      }
    },
    // GET /bookings/{bookingId}, examples "example-0" and "example-1": bookedRooms[].guests and addons are not
    // arrays, retailRate.total.amount is fractional, and timestamps and optional ids are null
    (doc) => {
      const data = schemaAt(doc, opSchema(doc, 'get', '/bookings/{bookingId}', '200'), 'data');
      types(schemaAt(doc, data, 'bookedRooms.[].guests'), ['array', 'object', 'string', 'null']);
      types(schemaAt(doc, data, 'addons'), ['array', 'object', 'string', 'null']);
      types(schemaAt(doc, data, 'bookedRooms.[].rate.retailRate.total.amount'), ['number']);
      for (const k of [
        'cancelledAt',
        'refundedAt',
        'lastFreeCancellationDate',
        'loyaltyGuestId',
        'paymentScheduledAt',
        'addonsRedemptions',
        'agentId',
        'cancelledBy',
      ]) {
        nullable(schemaAt(doc, data, k));
      }
    },
    // GET /bookings/, example "example": rows are snake_case without bookingId; cancelled_at, refunded_at and
    // the voucher fields are null
    (doc) => {
      const item = schemaAt(doc, opSchema(doc, 'get', '/bookings/', '200'), 'data.[]');
      item.required = (item.required as string[] | undefined)?.filter((k) => k !== 'bookingId') ?? [];
      for (const k of ['cancelled_at', 'refunded_at', 'voucher_id', 'voucher_transation_id']) nullable(schemaAt(doc, item, k));
    },
    // PUT /bookings/{bookingId}/amend, example "Amendment response": holderPhone is null
    (doc) => nullable(schemaAt(doc, opSchema(doc, 'put', '/bookings/{bookingId}/amend', '200'), 'holderPhone')),
  ],
  loyalty: [
    // GET /guests, example "example": deletedAt is null
    (doc) => nullable(schemaAt(doc, opSchema(doc, 'get', '/guests', '200'), 'data.[].deletedAt')),
    // GET /guests/{guestId}, example "example": data is not an object (a one-item array)
    (doc) => types(schemaAt(doc, opSchema(doc, 'get', '/guests/{guestId}', '200'), 'data'), ['object', 'array']),
  ],
};

interface Loaded {
  doc: Json;
  cache: Map<string, ValidateFunction>;
}

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
const loaded = new Map<SpecFile, Loaded>();

function load(file: SpecFile): Loaded {
  let l = loaded.get(file);
  if (l) return l;
  const doc = JSON.parse(readFileSync(`${SPEC_DIR}/${file}.json`, 'utf8')) as Json;
  for (const patch of OVERLAY[file]) patch(doc);
  ajv.addSchema(doc, `${file}.json`);
  l = { doc, cache: new Map() };
  loaded.set(file, l);
  return l;
}

function pointerEscape(s: string): string {
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}

function validatorFor(file: SpecFile, pointer: string): ValidateFunction {
  const l = load(file);
  let v = l.cache.get(pointer);
  if (!v) {
    at(l.doc, pointer); // throws with a readable message when the operation does not exist
    v = ajv.compile({ $ref: `${file}.json${pointer}` });
    l.cache.set(pointer, v);
  }
  return v;
}

function format(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map(
    (e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}${e.params ? ' ' + JSON.stringify(e.params) : ''}`,
  );
}

/** Errors of a response body against `file`'s schema for (method, path, status); [] when valid. */
export function validateResponse(file: SpecFile, method: string, path: string, status: number | string, body: unknown): string[] {
  const pointer = `#/paths/${pointerEscape(path)}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
  const v = validatorFor(file, pointer);
  return v(body) ? [] : format(v.errors);
}

/** Errors of a request body against `file`'s requestBody schema for (method, path); [] when valid. */
export function validateRequest(file: SpecFile, method: string, path: string, body: unknown): string[] {
  const pointer = `#/paths/${pointerEscape(path)}/${method.toLowerCase()}/requestBody/content/application~1json/schema`;
  const v = validatorFor(file, pointer);
  return v(body) ? [] : format(v.errors);
}

/** Every response example of a file: [method, path, status, name, value]. */
export function responseExamples(file: SpecFile): Array<[string, string, string, string, unknown]> {
  const doc = load(file).doc;
  const out: Array<[string, string, string, string, unknown]> = [];
  for (const [path, ops] of Object.entries(doc.paths as Json)) {
    for (const [method, op] of Object.entries(ops as Json)) {
      const responses = (op as Json).responses as Json | undefined;
      for (const [status, res] of Object.entries(responses ?? {})) {
        const media = ((res as Json).content as Json | undefined)?.['application/json'] as Json | undefined;
        if (!media?.schema) continue;
        if (media.example !== undefined) out.push([method, path, status, 'example', media.example]);
        for (const [name, ex] of Object.entries((media.examples as Json) ?? {})) {
          const value = (ex as Json).value;
          if (value !== undefined) out.push([method, path, status, name, value]);
        }
      }
    }
  }
  return out;
}
