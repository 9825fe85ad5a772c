// The hotel provider (LiteAPI v3.0) over HTTP: the only code that knows its URLs, headers, envelopes
// and error codes. Used against the real provider and the embedded sandbox alike (same contract).
// Idempotent calls retry with backoff; prebook/book/cancel never do, so a timed-out booking surfaces
// as kind 'timeout' and the ledger can treat its outcome as unknown and reconcile by clientReference.
import { setImmediate as yieldTurn } from 'node:timers/promises';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import { backoffDelay, deadline, parseRetryAfter, sleep } from '../lib/http.ts';
import { nodeHttpFetch, type HttpFetch } from '../lib/http-client.ts';
import { parseJsonInTurns } from '../lib/json-in-turns.ts';
import { ProviderCodes, ProviderError, safeProviderText, type ProviderErrorKind } from './errors.ts';
import { CircuitOpenError, ProviderBreakers, type BreakerGroup, type BreakerOptions } from './breaker.ts';
import {
  bookingEnvelopeSchema,
  bookingListSchema,
  bookingSchema,
  cancelSchema,
  amendSchema,
  describeIssues,
  destinationRatesEnvelopeSchema,
  destinationRatesSchema,
  errorEnvelopeSchema,
  facilitiesSchema,
  hotelDetailSchema,
  hotelSummarySchema,
  hotelTypesSchema,
  listHotelsSchema,
  minRatesSchema,
  prebookSchema,
  ratesSchema,
} from './schemas.ts';
import type {
  BookRequest,
  CallOptions,
  HotelDetailOptions,
  DestinationRatesRequest,
  DestinationRatesResult,
  HotelProvider,
  ListHotelsQuery,
  ListHotelsResult,
  MinRate,
  PrebookOptions,
  ProviderBooking,
  ProviderCancelResult,
  AmendRequest,
  ProviderAmendResult,
  ProviderHotelDetail,
  ProviderHotelRates,
  ProviderHotelSummary,
  ProviderPrebook,
  RatesHotelData,
  RatesRequest,
} from './types.ts';

export type CallClass = 'data' | 'rates' | 'prebook' | 'book' | 'bookings';

export interface ProviderLogger {
  warn(obj: object, msg?: string): void;
  debug?(obj: object, msg?: string): void;
}

export interface RetryPolicy {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the call fails as rate_limited at once. */
  maxRetryAfterMs?: number;
}

export interface ProviderCallEvent {
  endpoint: string;
  /** 'ok', 'empty' (no availability), 'not_found', or the ProviderError kind */
  outcome: string;
  ms: number;
  attempts: number;
}

export interface LiteApiClientOptions {
  apiKey: string;
  /** A function when the origin is only known after listen (embedded sandbox). */
  baseUrl: string | (() => string);
  /** prebook, bookings and cancel (book.liteapi.travel/v3.0) */
  bookBaseUrl: string | (() => string);
  /**
   * Base for POST /rates/book only; defaults to bookBaseUrl. The provider's payment guide still books
   * on /v2.0 with the v3 body, while v2 prebook had another body, so the two must be separable.
   */
  rateBookBaseUrl?: string | (() => string);
  fetch?: HttpFetch;
  log?: ProviderLogger;
  /** Client-side deadline per attempt, in ms. */
  timeouts?: Partial<Record<CallClass, number>>;
  retry?: Partial<RetryPolicy>;
  onCall?: (e: ProviderCallEvent) => void;
  /** Circuit breakers per endpoint group; options for new ones, or shared instances. Default: on. */
  breakers?: ProviderBreakers | BreakerOptions;
}

const BREAKER_GROUP: Record<CallClass, BreakerGroup> = {
  data: 'data',
  rates: 'rates',
  prebook: 'booking',
  book: 'booking',
  bookings: 'booking',
};

/**
 * Calls that finish a booking someone has already paid for are never refused by an open circuit: the
 * ledger must be able to try (and ask by clientReference) whenever its own backoff says so.
 */
const neverRefused = (req: { cls: CallClass; template: string }) => req.cls === 'book' || req.template === '/bookings';

/** The `timeout` the provider is told, in seconds (contract §1: seconds everywhere). */
const DEFAULT_RATES_TIMEOUT_S = 12; // spec §9: 12000 ms
const BOOKING_TIMEOUT_S = 30; // the provider's own prebook/book examples
/** Client deadline = the provider's budget plus this, so the provider's own timeout answer can arrive. */
const GRACE_MS = 3000;
/** Hotels of a rates answer checked per turn of the event loop (~10–20 ms of work for 250 on this machine). */
const VALIDATE_PER_TURN = 250;
/** From this size an answer with a big array is parsed a slice at a time (JSON.parse: ~10 ms per MB here). */
const BIG_ANSWER_CHARS = 1_000_000;

const DEFAULT_TIMEOUTS: Record<CallClass, number> = {
  data: 10_000,
  rates: DEFAULT_RATES_TIMEOUT_S * 1000 + GRACE_MS,
  prebook: BOOKING_TIMEOUT_S * 1000 + GRACE_MS,
  book: BOOKING_TIMEOUT_S * 1000 + GRACE_MS,
  bookings: 10_000,
};

const DEFAULT_RETRY: Required<RetryPolicy> = { retries: 2, baseDelayMs: 200, maxDelayMs: 2000, maxRetryAfterMs: 5000 };

const BOOK_BASE_PATHS = /^\/(rates\/prebook|rates\/book|prebooks|bookings)(\/|$|\?)/;
const RAW_PATH = /^\/[A-Za-z0-9_\-./]*$/;

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  base: 'api' | 'book' | 'rateBook';
  /** actual path, ids already encoded */
  path: string;
  /** path with placeholders, for logs, metrics and error endpoints */
  template: string;
  cls: CallClass;
  idempotent: boolean;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The answer's big array (a city's rates: `data`): a large answer is parsed a slice at a time around it. */
  bigArray?: string;
}

interface Answer {
  status: number;
  /** undefined when the body was empty */
  body: unknown;
}

const resolve = (v: string | (() => string)) => (typeof v === 'function' ? v() : v);

function isEnvelope(body: unknown): z.infer<typeof errorEnvelopeSchema> | undefined {
  const parsed = errorEnvelopeSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

export class LiteApiClient implements HotelProvider {
  private readonly apiKey: string;
  private readonly baseUrl: string | (() => string);
  private readonly bookBaseUrl: string | (() => string);
  private readonly rateBookBaseUrl: string | (() => string);
  private readonly fetchImpl: HttpFetch;
  private readonly log?: ProviderLogger;
  private readonly timeouts: Partial<Record<CallClass, number>>;
  private readonly retry: Required<RetryPolicy>;
  private readonly onCall?: (e: ProviderCallEvent) => void;
  /** the circuit breakers of this client, per endpoint group (state for health and metrics) */
  readonly breakers: ProviderBreakers;

  constructor(opts: LiteApiClientOptions) {
    if (!opts.apiKey) throw new Error('LiteApiClient needs an API key');
    this.apiKey = opts.apiKey;
    this.baseUrl = opts.baseUrl;
    this.bookBaseUrl = opts.bookBaseUrl;
    this.rateBookBaseUrl = opts.rateBookBaseUrl ?? opts.bookBaseUrl;
    this.fetchImpl = opts.fetch ?? nodeHttpFetch;
    this.log = opts.log;
    this.timeouts = opts.timeouts ?? {};
    this.retry = { ...DEFAULT_RETRY, ...opts.retry };
    this.onCall = opts.onCall;
    this.breakers = opts.breakers instanceof ProviderBreakers ? opts.breakers : new ProviderBreakers(opts.breakers);
  }

  // ---- HotelProvider ----------------------------------------------------------------------------

  async listHotels(query: ListHotelsQuery, opts?: CallOptions): Promise<ListHotelsResult> {
    const csv = (v?: Array<string | number>) => (v && v.length ? v.join(',') : undefined);
    const req: Request = {
      method: 'GET',
      base: 'api',
      path: '/data/hotels',
      template: '/data/hotels',
      cls: 'data',
      idempotent: true,
      signal: opts?.signal,
      query: {
        countryCode: query.countryCode,
        cityName: query.cityName,
        hotelIds: csv(query.hotelIds),
        latitude: query.latitude,
        longitude: query.longitude,
        radius: query.radius,
        hotelTypeIds: csv(query.hotelTypeIds),
        starRating: csv(query.starRating),
        offset: query.offset,
        limit: query.limit,
        // English is the provider's default: asked for only when another language is.
        language: query.language && query.language !== 'en' ? query.language : undefined,
      },
    };
    return this.run(req, (answer) => {
      const page = this.validate(req, listHotelsSchema, answer.body);
      // One odd hotel should not blank a whole city: skip it and say so in the log.
      const data: ProviderHotelSummary[] = [];
      let skipped = 0;
      for (const item of page.data) {
        const parsed = hotelSummarySchema.safeParse(item);
        if (parsed.success) data.push(parsed.data as ProviderHotelSummary);
        else skipped++;
      }
      if (skipped) this.log?.warn({ endpoint: endpointOf(req), skipped }, 'provider hotels skipped: unexpected shape');
      return { data, total: page.total ?? data.length };
    });
  }

  async getHotel(hotelId: string, opts?: HotelDetailOptions): Promise<ProviderHotelDetail | null> {
    const req: Request = {
      method: 'GET',
      base: 'api',
      path: '/data/hotel',
      template: '/data/hotel',
      cls: 'data',
      idempotent: true,
      signal: opts?.signal,
      // English is the provider's default: asked for only when another language is.
      query: opts?.language && opts.language !== 'en' ? { hotelId, language: opts.language } : { hotelId },
    };
    return this.run(
      req,
      (answer) => this.validate(req, hotelDetailSchema, answer.body).data as ProviderHotelDetail,
      (err) => {
        // "hotelId is missing or invalid" (4002) is how the provider says it has no such hotel.
        if (err.code === ProviderCodes.INVALID_INPUT || err.code === 404 || /not found/i.test(err.message))
          return { value: null, outcome: 'not_found' };
        return undefined;
      },
    );
  }

  /** A POST to one of the rates routes: idempotent, in the rates class, timed by the provider's `timeout` plus grace. */
  private ratesPost(path: '/hotels/rates' | '/hotels/min-rates', timeoutS: number, opts: CallOptions | undefined, body: unknown): Request {
    return {
      method: 'POST',
      base: 'api',
      path,
      template: path,
      cls: 'rates',
      idempotent: true,
      signal: opts?.signal,
      timeoutMs: this.timeouts.rates ?? timeoutS * 1000 + GRACE_MS,
      body,
    };
  }

  async searchRates(req: RatesRequest, opts?: CallOptions): Promise<ProviderHotelRates[]> {
    const timeoutS = req.timeout ?? DEFAULT_RATES_TIMEOUT_S;
    const r = this.ratesPost('/hotels/rates', timeoutS, opts, {
      hotelIds: req.hotelIds,
      checkin: req.checkin,
      checkout: req.checkout,
      currency: req.currency,
      guestNationality: req.guestNationality,
      occupancies: occupanciesBody(req),
      timeout: timeoutS,
      ...(req.maxRatesPerHotel !== undefined ? { maxRatesPerHotel: req.maxRatesPerHotel } : {}),
    });
    return this.run<ProviderHotelRates[]>(
      r,
      (answer) => (answer.body === undefined ? [] : (this.validate(r, ratesSchema, answer.body).data as ProviderHotelRates[])),
      noAvailability,
    );
  }

  /**
   * Rates of a destination's hotels: a city (cityName + countryCode), a circle (latitude/longitude/radius in
   * metres) or an airport (iataCode), with the provider's optional filters, sort and paging. Exactly one main
   * query is sent; a request with none or several is a programming error, refused before any call.
   */
  async searchDestinationRates(req: DestinationRatesRequest, opts?: CallOptions): Promise<DestinationRatesResult> {
    const modes = [req.cityName !== undefined, req.latitude !== undefined || req.longitude !== undefined, req.iataCode !== undefined];
    if (modes.filter(Boolean).length !== 1)
      throw new Error('searchDestinationRates needs exactly one of cityName, latitude/longitude, iataCode');
    if (req.cityName !== undefined && !req.countryCode) throw new Error('searchDestinationRates: cityName needs countryCode');
    const timeoutS = req.timeout ?? DEFAULT_RATES_TIMEOUT_S;
    const list = <T>(v: T[] | undefined) => (v && v.length ? v : undefined);
    const body: Record<string, unknown> = {
      checkin: req.checkin,
      checkout: req.checkout,
      currency: req.currency,
      guestNationality: req.guestNationality,
      occupancies: occupanciesBody(req),
      timeout: timeoutS,
      cityName: req.cityName,
      countryCode: req.countryCode,
      latitude: req.latitude,
      longitude: req.longitude,
      // The provider's radius is whole metres.
      radius: req.radius === undefined ? undefined : Math.round(req.radius),
      iataCode: req.iataCode,
      starRating: list(req.starRating),
      minRating: req.minRating,
      hotelTypeIds: list(req.hotelTypeIds),
      chainIds: list(req.chainIds),
      facilities: list(req.facilities),
      boardType: req.boardType || undefined,
      refundableRatesOnly: req.refundableRatesOnly,
      sort: list(req.sort),
      maxRatesPerHotel: req.maxRatesPerHotel,
      limit: req.limit,
      offset: req.offset,
      includeHotelData: req.includeHotelData,
    };
    for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
    const r: Request = { ...this.ratesPost('/hotels/rates', timeoutS, opts, body), bigArray: 'data' };
    return this.run<DestinationRatesResult>(
      r,
      async (answer) => {
        if (answer.body === undefined) return { data: [], hotels: [] };
        // A big city's answer (Mumbai: ~4,500 hotels, ~10 MB) takes a few hundred ms to check in one go, and
        // every other request of the app (pages, photos, GraphQL) would wait behind it: the hotels are
        // checked a slice at a time, letting the event loop run in between.
        const envelope = this.validate(r, destinationRatesEnvelopeSchema, answer.body);
        const data = await this.validateInTurns(r, destinationRatesSchema.shape.data.element, envelope.data, 'data');
        return { data: data as ProviderHotelRates[], hotels: envelope.hotels as RatesHotelData[] };
      },
      (err) => (err.code === ProviderCodes.NO_AVAILABILITY ? { value: { data: [], hotels: [] }, outcome: 'empty' } : undefined),
    );
  }

  async minRates(req: RatesRequest, opts?: CallOptions): Promise<MinRate[]> {
    const timeoutS = req.timeout ?? DEFAULT_RATES_TIMEOUT_S;
    // min-rates accepts only these fields (OAS-search); maxRatesPerHotel would be refused.
    const r = this.ratesPost('/hotels/min-rates', timeoutS, opts, {
      hotelIds: req.hotelIds,
      checkin: req.checkin,
      checkout: req.checkout,
      currency: req.currency,
      guestNationality: req.guestNationality,
      occupancies: occupanciesBody(req),
      timeout: timeoutS,
    });
    return this.run<MinRate[]>(
      r,
      (answer) =>
        answer.body === undefined
          ? []
          : this.validate(r, minRatesSchema, answer.body).data.map((m) => ({
              hotelId: m.hotelId,
              price: m.price,
              ...(m.suggestedSellingPrice != null ? { suggestedSellingPrice: m.suggestedSellingPrice } : {}),
              ...(m.offerId ? { offerId: m.offerId } : {}),
            })),
      noAvailability,
    );
  }

  async hotelTypes(opts?: CallOptions): Promise<Array<{ id: number; name: string }>> {
    const req: Request = {
      method: 'GET',
      base: 'api',
      path: '/data/hotelTypes',
      template: '/data/hotelTypes',
      cls: 'data',
      idempotent: true,
      signal: opts?.signal,
    };
    return this.run(req, (answer) => this.validate(req, hotelTypesSchema, answer.body).data.map((t) => ({ id: t.id, name: t.name })));
  }

  async facilities(opts?: CallOptions): Promise<Array<{ id: number; name: string }>> {
    const req: Request = {
      method: 'GET',
      base: 'api',
      path: '/data/facilities',
      template: '/data/facilities',
      cls: 'data',
      idempotent: true,
      signal: opts?.signal,
    };
    return this.run(req, (answer) =>
      this.validate(req, facilitiesSchema, answer.body).data.map((f) => ({ id: f.facility_id, name: f.facility })),
    );
  }

  async prebook(offerId: string, opts?: PrebookOptions): Promise<ProviderPrebook> {
    const req: Request = {
      method: 'POST',
      base: 'book',
      path: '/rates/prebook',
      template: '/rates/prebook',
      cls: 'prebook',
      idempotent: false,
      signal: opts?.signal,
      query: { timeout: BOOKING_TIMEOUT_S },
      body: { offerId, usePaymentSdk: opts?.usePaymentSdk ?? true },
    };
    return this.run(req, (answer) => stripNulls(this.validate(req, prebookSchema, answer.body).data) as unknown as ProviderPrebook);
  }

  async book(request: BookRequest, opts?: CallOptions): Promise<ProviderBooking> {
    const req: Request = {
      method: 'POST',
      base: 'rateBook',
      path: '/rates/book',
      template: '/rates/book',
      cls: 'book',
      idempotent: false,
      signal: opts?.signal,
      query: { timeout: BOOKING_TIMEOUT_S },
      body: request,
    };
    return this.run(req, (answer) => this.validate(req, bookingEnvelopeSchema, answer.body).data as ProviderBooking);
  }

  async findBookingsByClientReference(clientReference: string, opts?: CallOptions): Promise<ProviderBooking[]> {
    const req: Request = {
      method: 'GET',
      base: 'book',
      path: '/bookings',
      template: '/bookings',
      cls: 'bookings',
      idempotent: true,
      signal: opts?.signal,
      query: { clientReference },
    };
    return this.run(
      req,
      (answer) => {
        if (answer.body === undefined) return [];
        const list = this.validate(req, bookingListSchema, answer.body);
        const out: ProviderBooking[] = [];
        for (const item of list.data) {
          const parsed = bookingSchema.safeParse(item);
          if (parsed.success) out.push(parsed.data as ProviderBooking);
        }
        if (out.length !== list.data.length) {
          // The reconciler must not conclude "never booked" from rows it could not read.
          throw new ProviderError({ kind: 'malformed', endpoint: endpointOf(req), status: answer.status });
        }
        return out;
      },
      (err) => (err.code === ProviderCodes.NOT_FOUND ? { value: [], outcome: 'not_found' } : undefined),
    );
  }

  async getBooking(bookingId: string, opts?: CallOptions): Promise<ProviderBooking | null> {
    const req: Request = {
      method: 'GET',
      base: 'book',
      path: `/bookings/${encodeURIComponent(bookingId)}`,
      template: '/bookings/{bookingId}',
      cls: 'bookings',
      idempotent: true,
      signal: opts?.signal,
    };
    return this.run(
      req,
      // Code 204 "Booking Id not found" may come as a real HTTP 204, which has no body.
      (answer) => (answer.body === undefined ? null : (this.validate(req, bookingEnvelopeSchema, answer.body).data as ProviderBooking)),
      (err) => (err.code === ProviderCodes.NOT_FOUND || err.code === 404 ? { value: null, outcome: 'not_found' } : undefined),
    );
  }

  async cancelBooking(bookingId: string, opts?: CallOptions): Promise<ProviderCancelResult> {
    // PUT, not DELETE: the provider documents cancellation as PUT /bookings/{id} (contract §8.9).
    const req: Request = {
      method: 'PUT',
      base: 'book',
      path: `/bookings/${encodeURIComponent(bookingId)}`,
      template: '/bookings/{bookingId}',
      cls: 'bookings',
      idempotent: false,
      signal: opts?.signal,
    };
    return this.run(req, (answer) => stripNulls(this.validate(req, cancelSchema, answer.body).data) as unknown as ProviderCancelResult);
  }

  async amendBooking(bookingId: string, request: AmendRequest, opts?: CallOptions): Promise<ProviderAmendResult> {
    const req: Request = {
      method: 'PUT',
      base: 'book',
      path: `/bookings/${encodeURIComponent(bookingId)}/amend`,
      template: '/bookings/{bookingId}/amend',
      cls: 'bookings',
      idempotent: false,
      signal: opts?.signal,
      body: request,
    };
    return this.run(req, (answer) => stripNulls(this.validate(req, amendSchema, answer.body)) as unknown as ProviderAmendResult);
  }

  async raw(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    init?: { query?: Record<string, string>; body?: unknown; base?: 'api' | 'book' },
    opts?: CallOptions,
  ): Promise<{ status: number; body: unknown }> {
    if (!RAW_PATH.test(path) || path.includes('..') || path.includes('//')) {
      throw new ProviderError({ kind: 'http', endpoint: `${method} (invalid path)`, message: 'Invalid provider path.' });
    }
    const inferred = path === '/rates/book' ? 'rateBook' : BOOK_BASE_PATHS.test(path) ? 'book' : 'api';
    const base: Request['base'] = init?.base === 'book' && path === '/rates/book' ? 'rateBook' : (init?.base ?? inferred);
    const cls: CallClass = base !== 'api' ? 'bookings' : path.startsWith('/hotels/') ? 'rates' : 'data';
    const req: Request = {
      method,
      base,
      path,
      template: path,
      cls,
      idempotent: false,
      query: init?.query,
      body: init?.body,
      signal: opts?.signal,
    };
    const started = Date.now();
    try {
      const { status, text } = await this.attempt(req);
      let body: unknown;
      try {
        body = text === '' ? null : JSON.parse(text);
      } catch {
        body = { error: 'The provider answered with something that is not JSON.' };
      }
      this.report(req, status >= 200 && status < 300 ? 'ok' : 'http', started, 1);
      return { status, body };
    } catch (err) {
      this.report(req, err instanceof ProviderError ? err.kind : 'network', started, 1);
      throw err;
    }
  }

  // ---- machinery --------------------------------------------------------------------------------

  /**
   * Performs the call with retries (idempotent calls only), interprets the envelope, and hands a
   * successful answer to `onOk`. `onError` may turn specific provider errors into values
   * (no availability → [], not found → null).
   */
  private async run<T>(
    req: Request,
    onOk: (answer: Answer) => T | Promise<T>,
    onError?: (err: ProviderError) => { value: T; outcome: string } | undefined,
  ): Promise<T> {
    const started = Date.now();
    try {
      // One logical call (with its retries) is one outcome for the circuit.
      return await this.breakers.run(BREAKER_GROUP[req.cls], () => this.runWithRetries(req, onOk, onError, started), {
        endpoint: endpointOf(req),
        shortCircuit: !neverRefused(req),
        signal: req.signal,
      });
    } catch (err) {
      if (err instanceof CircuitOpenError) {
        this.report(req, 'circuit_open', started, 0);
      }
      throw err;
    }
  }

  private async runWithRetries<T>(
    req: Request,
    onOk: (answer: Answer) => T | Promise<T>,
    onError: ((err: ProviderError) => { value: T; outcome: string } | undefined) | undefined,
    started: number,
  ): Promise<T> {
    let attempts = 0;
    for (;;) {
      attempts++;
      try {
        const { status, text, retryAfter } = await this.attempt(req);
        const read = req.bigArray && text.length >= BIG_ANSWER_CHARS ? await readInTurns(text, req.bigArray) : undefined;
        const answer = this.interpret(req, status, text, retryAfter, read);
        const value = await onOk(answer);
        this.report(req, 'ok', started, attempts);
        return value;
      } catch (e) {
        const err = e instanceof ProviderError ? e : new ProviderError({ kind: 'malformed', endpoint: endpointOf(req), cause: e });
        const mapped = onError?.(err);
        if (mapped) {
          this.report(req, mapped.outcome, started, attempts);
          return mapped.value;
        }
        const delay = this.retryDelay(req, err, attempts);
        if (delay === undefined) {
          this.report(req, err.kind, started, attempts);
          throw err;
        }
        this.log?.warn(
          { endpoint: err.endpoint, attempt: attempts, kind: err.kind, status: err.status, code: err.code, delayMs: delay },
          'provider call failed; retrying',
        );
        try {
          await sleep(delay, req.signal);
        } catch {
          this.report(req, 'network', started, attempts);
          throw new ProviderError({ kind: 'network', endpoint: err.endpoint, message: 'The request was cancelled.' });
        }
      }
    }
  }

  /** undefined = do not retry */
  private retryDelay(req: Request, err: ProviderError, attempts: number): number | undefined {
    if (!req.idempotent || !err.isRetryable || attempts > this.retry.retries) return undefined;
    if (req.signal?.aborted) return undefined;
    if (err.retryAfterMs !== undefined) {
      // Waiting longer than a traveller would for a page is worse than failing now.
      if (err.retryAfterMs > this.retry.maxRetryAfterMs) return undefined;
      return err.retryAfterMs;
    }
    return backoffDelay(attempts - 1, this.retry.baseDelayMs, this.retry.maxDelayMs);
  }

  /** One HTTP exchange. Throws ProviderError for transport failures only (timeout, network). */
  private async attempt(req: Request): Promise<{ status: number; text: string; retryAfter?: number }> {
    const url = this.url(req);
    const timeoutMs = req.timeoutMs ?? this.timeouts[req.cls] ?? DEFAULT_TIMEOUTS[req.cls];
    const { signal, timedOut } = deadline(timeoutMs, req.signal);
    const endpoint = endpointOf(req);
    try {
      const res = await this.fetchImpl(url, {
        method: req.method,
        headers: {
          'X-API-Key': this.apiKey,
          accept: 'application/json',
          // A JSON content-type on a bodiless PUT/DELETE makes strict servers (Fastify, hence the
          // sandbox) answer 400 "empty JSON body"; everywhere else the provider's SDK sends it.
          ...(req.body !== undefined || req.method === 'GET' ? { 'content-type': 'application/json' } : {}),
        },
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal,
      });
      // Reading the body is inside the same deadline: a provider can stall mid-body too.
      const text = await res.text();
      return { status: res.status, text, retryAfter: parseRetryAfter(res.headers.get('retry-after')) };
    } catch (e) {
      if (timedOut()) throw new ProviderError({ kind: 'timeout', endpoint, cause: e });
      if (req.signal?.aborted) throw new ProviderError({ kind: 'network', endpoint, message: 'The request was cancelled.', cause: e });
      throw new ProviderError({ kind: 'network', endpoint, cause: e });
    }
  }

  /**
   * Turns an HTTP answer into a body, or a ProviderError matched on the envelope's `error.code`. `read` is the
   * text already parsed (readInTurns), for a big answer.
   */
  private interpret(req: Request, status: number, text: string, retryAfterMs?: number, read?: Read): Answer {
    const endpoint = endpointOf(req);
    let body: unknown;
    let parsedOk = true;
    if (read) ({ body, ok: parsedOk } = read);
    else if (text.trim() === '') body = undefined;
    else {
      try {
        body = JSON.parse(text);
      } catch {
        parsedOk = false;
      }
    }
    const envelope = parsedOk ? isEnvelope(body) : undefined;
    if (envelope) {
      const { code, message, description } = envelope.error;
      const rateLimited = status === 429 || code === ProviderCodes.RATE_LIMITED || code === 429;
      const kind: ProviderErrorKind = rateLimited ? 'rate_limited' : 'provider';
      throw new ProviderError({
        kind,
        endpoint,
        status,
        code,
        retryAfterMs,
        message: safeProviderText(description) ?? safeProviderText(message) ?? `API Error: ${status}`,
      });
    }
    if (status === 429) throw new ProviderError({ kind: 'rate_limited', endpoint, status, retryAfterMs });
    if (status < 200 || status >= 300) throw new ProviderError({ kind: 'http', endpoint, status, retryAfterMs });
    if (!parsedOk) {
      this.log?.warn({ endpoint, status, bytes: text.length }, 'provider answered with unreadable JSON');
      throw new ProviderError({ kind: 'malformed', endpoint, status });
    }
    return { status, body };
  }

  private validate<S extends z.ZodType>(req: Request, schema: S, body: unknown): z.infer<S> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      this.log?.warn({ endpoint: endpointOf(req), issues: describeIssues(parsed.error) }, 'provider answer has an unexpected shape');
      throw new ProviderError({ kind: 'malformed', endpoint: endpointOf(req) });
    }
    return parsed.data;
  }

  /**
   * Checks a list's items with `item`, VALIDATE_PER_TURN at a time, yielding to the event loop between
   * slices. Any item with the wrong shape makes the whole answer malformed, as `validate` would.
   */
  private async validateInTurns<S extends z.ZodType>(req: Request, item: S, items: unknown[], at: string): Promise<z.infer<S>[]> {
    const out: z.infer<S>[] = new Array(items.length);
    for (let start = 0; start < items.length; start += VALIDATE_PER_TURN) {
      if (start > 0) await yieldTurn();
      const end = Math.min(items.length, start + VALIDATE_PER_TURN);
      for (let i = start; i < end; i++) {
        const parsed = item.safeParse(items[i]);
        if (!parsed.success) {
          const issues = describeIssues(parsed.error, [at, i]);
          this.log?.warn({ endpoint: endpointOf(req), issues }, 'provider answer has an unexpected shape');
          throw new ProviderError({ kind: 'malformed', endpoint: endpointOf(req) });
        }
        out[i] = parsed.data;
      }
    }
    return out;
  }

  private url(req: Request): string {
    const chosen = req.base === 'rateBook' ? this.rateBookBaseUrl : req.base === 'book' ? this.bookBaseUrl : this.baseUrl;
    const base = resolve(chosen).replace(/\/+$/, '');
    const url = new URL(base + req.path);
    for (const [k, v] of Object.entries(req.query ?? {})) {
      if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
    }
    return url.toString();
  }

  private report(req: Request, outcome: string, started: number, attempts: number): void {
    const ms = Date.now() - started;
    const endpoint = endpointOf(req);
    this.log?.debug?.({ endpoint, outcome, ms, attempts }, 'provider call');
    try {
      this.onCall?.({ endpoint, outcome, ms, attempts });
    } catch {
      // metrics must never break a call
    }
  }
}

/** An answer's text, parsed: ok false when it is not JSON. */
interface Read {
  ok: boolean;
  body: unknown;
}

/** JSON.parse of a big answer a slice at a time (server/lib/json-in-turns.ts), as `interpret` would read it. */
async function readInTurns(text: string, bigArray: string): Promise<Read> {
  try {
    return { ok: true, body: await parseJsonInTurns(text, bigArray) };
  } catch {
    return { ok: false, body: undefined };
  }
}

function endpointOf(req: Request): string {
  return `${req.method} ${req.template}`;
}

function occupanciesBody(req: { occupancies: RatesRequest['occupancies'] }) {
  // The API field is `children` (ages); `childrenAges` only appears in responses (contract §8.1).
  return req.occupancies.map((o) => (o.children && o.children.length ? { adults: o.adults, children: o.children } : { adults: o.adults }));
}

/** Code 2001 "no availability" (HTTP 200 or 204) is an empty result, not an error. */
function noAvailability<T>(err: ProviderError): { value: T[]; outcome: string } | undefined {
  return err.code === ProviderCodes.NO_AVAILABILITY ? { value: [], outcome: 'empty' } : undefined;
}

/** Optional fields the provider sends as null become absent, matching the interface's optional fields. */
function stripNulls<T extends Record<string, unknown>>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== null)) as T;
}

export interface ProviderFactoryOptions {
  /** The app's own origin, e.g. "http://127.0.0.1:3000"; needed in sandbox mode (known after listen). */
  sandboxOrigin?: () => string;
  log?: ProviderLogger;
  fetch?: HttpFetch;
  onCall?: (e: ProviderCallEvent) => void;
  timeouts?: Partial<Record<CallClass, number>>;
  retry?: Partial<RetryPolicy>;
  breakers?: ProviderBreakers | BreakerOptions;
}

/** The key the embedded sandbox accepts; it has the shape of a real sandbox key. */
export const SANDBOX_API_KEY = 'sand_embedded-sandbox';

/** The provider client the configuration asks for: the real LiteAPI with a key, else the embedded sandbox. */
export function createProviderFromConfig(
  config: Pick<Config, 'LITEAPI_KEY' | 'LITEAPI_BASE_URL' | 'LITEAPI_BOOK_BASE_URL'>,
  opts: ProviderFactoryOptions,
): LiteApiClient {
  const common = {
    fetch: opts.fetch,
    log: opts.log,
    onCall: opts.onCall,
    timeouts: opts.timeouts,
    retry: opts.retry,
    breakers: opts.breakers,
  };
  if (config.LITEAPI_KEY) {
    // LITEAPI_BOOK_BASE_URL may point at /v2.0 for booking creation (the payment guide's form); prebook
    // and the bookings endpoints stay on the same host's v3.0, where their current bodies live.
    const rateBook = config.LITEAPI_BOOK_BASE_URL.replace(/\/+$/, '');
    const book = rateBook.replace(/\/v\d+\.\d+$/, '/v3.0');
    return new LiteApiClient({
      ...common,
      apiKey: config.LITEAPI_KEY,
      baseUrl: config.LITEAPI_BASE_URL,
      bookBaseUrl: book,
      rateBookBaseUrl: rateBook,
    });
  }
  const origin = opts.sandboxOrigin;
  if (!origin) throw new Error('Sandbox mode needs the server origin (sandboxOrigin)');
  const base = () => `${origin().replace(/\/+$/, '')}/sandbox/liteapi/v3.0`;
  return new LiteApiClient({ ...common, apiKey: SANDBOX_API_KEY, baseUrl: base, bookBaseUrl: base });
}
