// Shared pieces of the ledger tests: the two database backends every ledger test runs against
// (PGlite in a temporary folder, and the PostgreSQL server in a schema of its own that is dropped
// afterwards), a fake HotelProvider that keeps the provider's booking rules (2014 until paid, 4005 on
// a repeated clientReference, 4040 for a stale offer) with injectable faults, and a recording logger.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, openDatabase, type Db } from '../../../server/db/index.ts';
import { ProviderError } from '../../../server/provider/errors.ts';
import type {
  AmendRequest,
  BookRequest,
  HotelProvider,
  ProviderAmendResult,
  ProviderBooking,
  ProviderCancelResult,
  ProviderCancellationPolicies,
  ProviderHotelDetail,
  ProviderPrebook,
} from '../../../server/provider/types.ts';
import type { BookingLog } from '../../../server/bookings/service.ts';
import type { PrebookRequest } from '../../../server/bookings/types.ts';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

export interface Backend {
  name: 'PGlite' | 'PostgreSQL';
  /** opens a fresh, migrated ledger; `second()` opens another connection to the same one (another "process") */
  open(): Promise<{ db: Db; second(): Promise<Db>; cleanup(): Promise<void> }>;
}

export const backends: Backend[] = [
  {
    name: 'PGlite',
    async open() {
      const dir = await mkdtemp(join(tmpdir(), 'ledger-test-'));
      const db = await openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
      await migrate(db);
      return {
        db,
        // PGlite is embedded: one process owns the folder, so a "second process" shares the handle.
        second: async () => db,
        async cleanup() {
          await db.close();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'PostgreSQL',
    async open() {
      const schema = `ledger_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const extra: Db[] = [];
      const db = await openDatabase({ DATABASE_URL: PG_URL, DATA_DIR: '.data' }, undefined, { schema });
      await migrate(db);
      return {
        db,
        async second() {
          const other = await openDatabase({ DATABASE_URL: PG_URL, DATA_DIR: '.data' }, undefined, { schema });
          extra.push(other);
          return other;
        },
        async cleanup() {
          for (const d of extra) await d.close();
          await db.close();
          await admin.query(`DROP SCHEMA ${schema} CASCADE`);
          await admin.end();
        },
      };
    },
  },
];

export type BookFault = 'http500' | 'timeoutAfterBooking' | 'error2013' | 'network';
/**
 * How the next provider cancel fails: `error304` refuses it (the provider's "unable to process request"), `http500`
 * and `timeout` fail before cancelling (outcome unknown to the caller), `timeoutAfterCancel` cancels and then times out.
 */
export type CancelFault = 'error304' | 'http500' | 'timeout' | 'timeoutAfterCancel';

/** The default rate terms of the fake's prebooks: free until 2030-01-05 12:00 GMT, then the whole price. */
export const DEFAULT_CANCEL_POLICY: ProviderCancellationPolicies = {
  refundableTag: 'RFN',
  cancelPolicyInfos: [{ cancelTime: '2030-01-05 12:00:00', amount: 12_345.5, currency: 'INR', timezone: 'GMT' }],
  hotelRemarks: [],
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An in-memory provider with the booking rules of the real one (provider-contract.md §5). */
export class FakeProvider implements HotelProvider {
  readonly prebooks = new Map<string, { offerId: string; transactionId: string; price: number }>();
  readonly paid = new Set<string>();
  readonly bookings: Array<ProviderBooking & { transactionId: string }> = [];
  readonly bookRequests: BookRequest[] = [];
  readonly calls = { prebook: 0, book: 0, find: 0, getHotel: 0, cancel: 0, getBooking: 0, amend: 0 };
  readonly amendRequests: Array<{ bookingId: string; req: AmendRequest }> = [];
  bookFaults: BookFault[] = [];
  cancelFaults: CancelFault[] = [];
  cancelDelayMs = 0;
  /** the terms the next prebooks carry */
  cancelPolicy: ProviderCancellationPolicies = DEFAULT_CANCEL_POLICY;
  /** the provider's clock for its cancellation penalties */
  now: () => Date = () => new Date();
  /** the next getBooking calls fail (the provider cannot be read) */
  getBookingFails = 0;
  private readonly policyOf = new Map<string, ProviderCancellationPolicies>();
  bookDelayMs = 0;
  hotelFails = false;
  /** the next N lookups by clientReference answer empty, as an eventually consistent list might */
  findHidesNext = 0;
  private seq = 0;

  async prebook(offerId: string): Promise<ProviderPrebook> {
    this.calls.prebook += 1;
    if (offerId === 'stale-offer')
      throw new ProviderError({ kind: 'provider', endpoint: 'POST /rates/prebook', status: 408, code: 4040, message: 'outdated offerId' });
    const n = ++this.seq;
    const prebookId = `pb${n}xYz`;
    const transactionId = `tr_ct_${n}${randomBytes(4).toString('hex')}`;
    this.prebooks.set(prebookId, { offerId, transactionId, price: 12_345.5 });
    this.policyOf.set(prebookId, this.cancelPolicy);
    return {
      prebookId,
      offerId,
      hotelId: 'lp1897',
      checkin: futureDate(10),
      checkout: futureDate(12),
      currency: 'INR',
      price: 12_345.5,
      commission: 1234,
      priceDifferencePercent: 0,
      cancellationChanged: false,
      boardChanged: false,
      transactionId,
      secretKey: `pi_${n}_secret_${randomBytes(4).toString('hex')}`,
      roomTypes: [
        {
          rates: [
            {
              rateId: 'r1',
              name: 'Deluxe Double Room',
              maxOccupancy: 2,
              adultCount: 2,
              childCount: 0,
              boardName: 'Breakfast Included',
              retailRate: {
                total: [{ amount: 12_345.5, currency: 'INR' }],
                taxesAndFees: [
                  { included: true, description: 'GST', amount: 1_322.73, currency: 'INR' },
                  { included: false, description: 'Municipal tax', amount: 200, currency: 'INR' },
                ],
              },
              cancellationPolicies: this.cancelPolicy,
            },
          ],
        },
      ],
    };
  }

  pay(transactionId: string): void {
    this.paid.add(transactionId);
  }

  async book(req: BookRequest): Promise<ProviderBooking> {
    this.calls.book += 1;
    this.bookRequests.push(structuredClone(req));
    if (this.bookDelayMs) await sleep(this.bookDelayMs);
    const fault = this.bookFaults.shift();
    const endpoint = 'POST /rates/book';
    if (fault === 'http500') throw new ProviderError({ kind: 'http', endpoint, status: 500, code: 5000, message: 'internal error' });
    if (fault === 'error2013') throw new ProviderError({ kind: 'provider', endpoint, status: 400, code: 2013, message: 'booking failed' });
    if (fault === 'network') throw new ProviderError({ kind: 'network', endpoint });
    const pre = this.prebooks.get(req.prebookId);
    if (!pre) throw new ProviderError({ kind: 'provider', endpoint, status: 400, code: 4002, message: 'invalid prebookId' });
    if (req.clientReference && this.bookings.some((b) => b.clientReference === req.clientReference)) {
      throw new ProviderError({ kind: 'provider', endpoint, status: 400, code: 4005, message: 'duplicate clientReference' });
    }
    const txId = req.payment.method === 'TRANSACTION_ID' ? req.payment.transactionId : '';
    if (txId !== pre.transactionId || !this.paid.has(txId)) {
      throw new ProviderError({ kind: 'provider', endpoint, status: 400, code: 2014, message: 'booking incomplete' });
    }
    const booking = {
      bookingId: `BK${this.bookings.length + 1}aB`,
      clientReference: req.clientReference ?? null,
      supplierBookingId: `SUP-${this.bookings.length + 1}`,
      supplierBookingName: 'nuitee',
      status: 'CONFIRMED',
      hotelConfirmationCode: `HCC${this.bookings.length + 1}`,
      hotel: { hotelId: 'lp1897', name: 'Hotel Sea View' },
      price: pre.price,
      currency: 'INR',
      transactionId: txId,
      prebookId: req.prebookId,
    };
    this.bookings.push(booking);
    if (fault === 'timeoutAfterBooking') throw new ProviderError({ kind: 'timeout', endpoint });
    return booking;
  }

  async findBookingsByClientReference(clientReference: string): Promise<ProviderBooking[]> {
    this.calls.find += 1;
    if (this.findHidesNext > 0) {
      this.findHidesNext -= 1;
      return [];
    }
    return this.bookings.filter((b) => b.clientReference === clientReference);
  }

  async getHotel(hotelId: string): Promise<ProviderHotelDetail | null> {
    this.calls.getHotel += 1;
    if (this.hotelFails) throw new ProviderError({ kind: 'timeout', endpoint: 'GET /data/hotel' });
    return {
      id: hotelId,
      name: 'Hotel Sea View',
      address: '12 Marine Drive',
      city: 'Mumbai',
      country: 'in',
      phone: '+91 22 5555 0100',
      checkinCheckoutTimes: { checkin_start: '02:00 PM', checkout: '11:00 AM' },
    };
  }

  async getBooking(id: string): Promise<ProviderBooking | null> {
    this.calls.getBooking += 1;
    if (this.getBookingFails > 0) {
      this.getBookingFails -= 1;
      throw new ProviderError({ kind: 'timeout', endpoint: 'GET /bookings/{bookingId}' });
    }
    return this.bookings.find((b) => b.bookingId === id) ?? null;
  }

  /** The provider's cancel: the penalty of the tier in force (all of it for non-refundable rates). */
  async cancelBooking(id: string): Promise<ProviderCancelResult> {
    this.calls.cancel += 1;
    if (this.cancelDelayMs) await sleep(this.cancelDelayMs);
    const endpoint = 'PUT /bookings/{bookingId}';
    const fault = this.cancelFaults.shift();
    if (fault === 'http500') throw new ProviderError({ kind: 'http', endpoint, status: 500, code: 5000, message: 'internal error' });
    if (fault === 'timeout') throw new ProviderError({ kind: 'timeout', endpoint });
    if (fault === 'error304')
      throw new ProviderError({ kind: 'provider', endpoint, status: 200, code: 304, message: 'unable to process request' });
    const b = this.bookings.find((x) => x.bookingId === id);
    if (!b) throw new ProviderError({ kind: 'provider', endpoint, status: 200, code: 204, message: 'Booking Id not found' });
    if (b.status !== 'CONFIRMED')
      throw new ProviderError({ kind: 'provider', endpoint, status: 200, code: 304, message: 'unable to process request' });
    const policy = this.policyOf.get(String(b.prebookId)) ?? DEFAULT_CANCEL_POLICY;
    const price = Number(b.price);
    const t = this.now().getTime();
    const started = (policy.cancelPolicyInfos ?? []).filter((p) => Date.parse(`${p.cancelTime.replace(' ', 'T')}Z`) <= t);
    const fee = policy.refundableTag !== 'RFN' ? price : Math.min(price, started.length ? Number(started[started.length - 1].amount) : 0);
    b.status = fee > 0 ? 'CANCELLED_WITH_CHARGES' : 'CANCELLED';
    b.amountRefunded = Math.round((price - fee) * 100) / 100;
    b.cancelledAt = new Date(t).toISOString();
    if (fault === 'timeoutAfterCancel') throw new ProviderError({ kind: 'timeout', endpoint });
    return { bookingId: id, status: b.status, cancellation_fee: fee, refund_amount: b.amountRefunded as number, currency: 'INR' };
  }

  async amendBooking(bookingId: string, req: AmendRequest): Promise<ProviderAmendResult> {
    this.calls.amend += 1;
    this.amendRequests.push({ bookingId, req: structuredClone(req) });
    const b = this.bookings.find((x) => x.bookingId === bookingId);
    const endpoint = 'PUT /bookings/{bookingId}/amend';
    if (!b) throw new ProviderError({ kind: 'provider', endpoint, status: 400, code: 4002, message: 'invalid bookingId' });
    b.holder = { ...req.holder };
    return { id: this.calls.amend, bookingId, type: 'UPDATE', subType: 'UPDATE_NAME_CHANGE', status: 'PENDING' };
  }

  listHotels(): never {
    throw new Error('not used by the ledger');
  }
  searchRates(): never {
    throw new Error('not used by the ledger');
  }
  minRates(): never {
    throw new Error('not used by the ledger');
  }
  hotelTypes(): never {
    throw new Error('not used by the ledger');
  }
  raw(): never {
    throw new Error('not used by the ledger');
  }
}

/** yyyy-MM-dd `days` from today (UTC; far enough ahead that the IST day boundary never matters). */
export function futureDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function prebookInput(over: Partial<PrebookRequest> = {}): PrebookRequest {
  return {
    offerId: 'offer-1',
    hotelId: 'lp1897',
    checkin: futureDate(10),
    checkout: futureDate(12),
    occupancies: [{ adults: 2, childrenAges: [] }],
    holder: { firstName: 'Asha', lastName: 'Rao', email: 'Asha.Rao@Example.in', phone: '98450 12345' },
    guests: [{ firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in', remarks: 'Late arrival' }],
    ...over,
  };
}

export interface LogEntry {
  level: 'debug' | 'info' | 'warn' | 'error';
  obj: object;
  msg?: string;
}

export function recordingLog(): BookingLog & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (obj: object, msg?: string) => {
    entries.push({ level, obj, msg });
  };
  return { entries, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
