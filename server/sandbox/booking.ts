// The embedded sandbox's booking side of LiteAPI: prebook, book (on /v3.0 and the /v2.0 base the
// provider's payment docs still show), bookings (find, get, cancel) and loyalty guests. Shapes follow
// ../shared/liteapi-openapi/booking.json and loyalty.json; state lives in booking-store.ts.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxOptions } from './index.ts';
import { applyLatencyAndFaults, pendingFault, requireApiKey, sendProviderError } from './http.ts';
import { decodeOffer, isOfferOutdated, type SandboxOffer } from './offers.ts';
import { offerRoomTaxesAndFees } from './dataset/pricing.ts';
import {
  bookingStore,
  round2,
  type SandboxBooking,
  type SandboxGuestInput,
  type SandboxPerson,
  type SandboxPrebook,
} from './booking-store.ts';

const SUPPLIER = { supplier: 'nuitee', supplierId: 2 } as const;
/** How long a "timeoutAfterBooking" fault keeps the caller waiting when it does not give up first. */
const HANG_MS = 60_000;
const PAYMENT_METHODS = new Set(['TRANSACTION_ID', 'ACC_CREDIT_CARD', 'WALLET', 'CREDIT']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// ---------------------------------------------------------------------------------------------------
// Shapes

/** "2026-07-30 02:00:00", the provider's GMT deadline format */
function gmtDateTime(iso: string | number): string {
  return new Date(iso).toISOString().slice(0, 19).replace('T', ' ');
}

function cancellationPolicies(offer: SandboxOffer, total: number) {
  // Refundable rates are free until the deadline, then cost the whole stay; non-refundable ones cost
  // the whole stay from the moment they are issued.
  const cancelTime = offer.refundableTag === 'RFN' && offer.freeCancelUntil ? offer.freeCancelUntil : offer.issuedAt;
  return {
    cancelPolicyInfos: [{ cancelTime: gmtDateTime(cancelTime), amount: total, currency: offer.currency, type: 'amount', timezone: 'GMT' }],
    hotelRemarks: [] as unknown[],
    refundableTag: offer.refundableTag,
  };
}

/** The tiers of a booking's cancellationPolicies: from when (ISO) each penalty applies. */
function cancellationTiers(offer: SandboxOffer, total: number): Array<{ from: string; amount: number }> {
  return cancellationPolicies(offer, total).cancelPolicyInfos.map((i) => ({
    from: `${i.cancelTime.replace(' ', 'T')}Z`,
    amount: i.amount,
  }));
}

/**
 * Splits an amount across rooms so the parts add up to the whole (the remainder goes to the last room).
 * Whole-rupee totals split into whole rupees: the booking schema types a room's total as an integer.
 */
function splitAcrossRooms(total: number, rooms: number): number[] {
  const each = Number.isInteger(total) ? Math.floor(total / rooms) : round2(total / rooms);
  const parts = Array.from({ length: rooms }, () => each);
  parts[rooms - 1] = round2(total - each * (rooms - 1));
  return parts;
}

/**
 * Each room's share of a (pre)booked price: the rooms' own quoted totals (they differ when the rooms hold
 * different guests), scaled when the price changed at prebook; an even split for ids without them.
 */
function roomTotals(offer: SandboxOffer, price: number): number[] {
  const n = offer.occupancies.length;
  const quoted = offer.rooms;
  if (!quoted || quoted.length !== n || !(offer.total > 0)) return splitAcrossRooms(price, n);
  if (price === offer.total) return quoted.map((r) => r.total);
  const parts = quoted.map((r) => round2((r.total * price) / offer.total));
  parts[n - 1] = round2(price - parts.slice(0, -1).reduce((a, b) => a + b, 0));
  return parts;
}

/**
 * The suggestedSellingPrice for an amount of an offer: the one the search quoted, scaled with the price
 * when it changed at prebook, so it is the same figure everywhere and always above the price.
 */
function suggestedFor(offer: SandboxOffer, amount: number, room?: number): number {
  const quotedSsp = room === undefined ? offer.suggestedSellingPrice : offer.rooms?.[room]?.ssp;
  const quotedTotal = room === undefined ? offer.total : offer.rooms?.[room]?.total;
  if (quotedSsp === undefined || !quotedTotal || !(quotedTotal > 0)) return suggested(amount);
  return amount === quotedTotal ? quotedSsp : round2((quotedSsp * amount) / quotedTotal);
}

function rateId(offer: SandboxOffer, occupancyNumber: number): string {
  return `${offer.hotelId}-${offer.roomTypeId}-${offer.boardType}-${offer.refundableTag}-${occupancyNumber}`;
}

function prebookRates(prebook: SandboxPrebook) {
  const { offer } = prebook;
  const totals = roomTotals(offer, prebook.price);
  const commissions = splitAcrossRooms(prebook.commission, offer.occupancies.length);
  return offer.occupancies.map((occ, i) => ({
    rateId: rateId(offer, i + 1),
    occupancyNumber: i + 1,
    name: offer.rateName,
    maxOccupancy: occ.adults + occ.children.length,
    adultCount: occ.adults,
    childCount: occ.children.length,
    childrenAges: occ.children,
    boardType: offer.boardType,
    boardName: offer.boardName,
    remarks: '',
    priceType: 'commission',
    commission: [{ amount: commissions[i], currency: offer.currency }],
    retailRate: {
      total: [{ amount: totals[i], currency: offer.currency }],
      suggestedSellingPrice: [{ amount: suggestedFor(offer, totals[i], i), currency: offer.currency, source: 'providerDirect' }],
      initialPrice: [{ amount: totals[i], currency: offer.currency }],
      // The GST inside the price and the fees payable at the hotel, as the rate search quoted them.
      taxesAndFees: offerRoomTaxesAndFees(offer, i, totals[i]),
    },
    cancellationPolicies: cancellationPolicies(offer, totals[i]),
    paymentTypes: ['NUITEE_PAY'],
    perks: [] as unknown[],
  }));
}

/** What public channels sell the room for: a little above the provider's retail rate. */
function suggested(amount: number): number {
  return round2(amount * 1.08);
}

function prebookData(prebook: SandboxPrebook) {
  const { offer } = prebook;
  return {
    prebookId: prebook.prebookId,
    offerId: prebook.offerId,
    hotelId: offer.hotelId,
    checkin: offer.checkin,
    checkout: offer.checkout,
    currency: offer.currency,
    termsAndConditions: 'Sandbox booking: no stay is reserved and no money is taken. Valid photo ID is required at check-in.',
    roomTypes: [{ rates: prebookRates(prebook) }],
    suggestedSellingPrice: { amount: suggestedFor(offer, prebook.price), currency: offer.currency, source: 'providerDirect' },
    commission: prebook.commission,
    price: prebook.price,
    priceType: 'commission',
    priceDifferencePercent: prebook.priceDifferencePercent,
    cancellationChanged: false,
    boardChanged: false,
    ...SUPPLIER,
    paymentTypes: ['NUITEE_PAY'],
    ...(prebook.transactionId ? { transactionId: prebook.transactionId, secretKey: prebook.secretKey } : {}),
  };
}

function guestForRoom(booking: SandboxBooking, occupancyNumber: number): SandboxGuestInput {
  // Rooms the caller named no guest for are held in the holder's name.
  return (
    booking.guests.find((g) => g.occupancyNumber === occupancyNumber) ?? {
      ...booking.holder,
      occupancyNumber,
    }
  );
}

function rooms(booking: SandboxBooking) {
  const { offer } = booking;
  const totals = roomTotals(offer, booking.price);
  return offer.occupancies.map((occ, i) => {
    const guest = guestForRoom(booking, i + 1);
    const policies = cancellationPolicies(offer, totals[i]);
    return {
      roomType: { roomTypeId: offer.roomTypeId, name: offer.roomName },
      boardType: offer.boardType,
      boardName: offer.boardName,
      adults: occ.adults,
      children: occ.children.length,
      rate: {
        rateId: rateId(offer, i + 1),
        retailRate: { total: { amount: totals[i], currency: offer.currency } },
        cancellationPolicies: policies,
        maxOccupancy: occ.adults + occ.children.length,
        boardType: offer.boardType,
        boardName: offer.boardName,
        remarks: '',
      },
      firstName: guest.firstName,
      lastName: guest.lastName,
      childrenAges: occ.children,
      board: offer.boardName,
      boardCode: offer.boardType,
      cancellationPolicies: policies,
      room_id: offer.roomTypeId,
      occupancy_number: i + 1,
      amount: totals[i],
      currency: offer.currency,
      children_count: occ.children.length,
      remarks: guest.remarks ?? '',
      guests: [
        {
          firstName: guest.firstName,
          lastName: guest.lastName,
          email: guest.email,
          ...(guest.phone ? { phone: guest.phone } : {}),
          remarks: guest.remarks ?? '',
          occupancyNumber: i + 1,
        },
      ],
    };
  });
}

function remarksOf(booking: SandboxBooking): string {
  return booking.guests
    .map((g) => g.remarks?.trim())
    .filter(Boolean)
    .join('; ');
}

function holderOut(holder: SandboxPerson) {
  return { firstName: holder.firstName, lastName: holder.lastName, email: holder.email, phone: holder.phone ?? '' };
}

/** Fields common to the book answer and GET /bookings/{id} (booking.json "confirmed_booking"). */
function bookingCore(booking: SandboxBooking) {
  const { offer } = booking;
  return {
    bookingId: booking.bookingId,
    clientReference: booking.clientReference ?? '',
    supplierBookingId: booking.supplierBookingId,
    supplierBookingName: 'nuitee',
    ...SUPPLIER,
    status: booking.status,
    hotelConfirmationCode: booking.hotelConfirmationCode,
    checkin: offer.checkin,
    checkout: offer.checkout,
    hotel: { hotelId: offer.hotelId, name: offer.hotelName },
    bookedRooms: rooms(booking),
    holder: holderOut(booking.holder),
    createdAt: booking.createdAt,
    updatedAt: booking.updatedAt,
    cancellationPolicies: cancellationPolicies(offer, booking.price),
    price: booking.price,
    commission: booking.commission,
    currency: booking.currency,
    guestId: booking.guestId,
    prebookId: booking.prebookId,
    sellingPrice: String(booking.price),
    tag: offer.refundableTag,
    ...(offer.refundableTag === 'RFN' && offer.freeCancelUntil ? { lastFreeCancellationDate: offer.freeCancelUntil } : {}),
    suggestedSellingPrice: { amount: suggestedFor(offer, booking.price), currency: booking.currency, source: 'providerDirect' },
    remarks: remarksOf(booking),
  };
}

function paymentStatusOf(booking: SandboxBooking): string {
  return booking.refundAmount && booking.refundAmount > 0 ? 'refunded' : 'succeeded';
}

function occupancyTotals(offer: SandboxOffer) {
  return {
    adults: offer.occupancies.reduce((n, o) => n + o.adults, 0),
    children: offer.occupancies.reduce((n, o) => n + o.children.length, 0),
  };
}

function bookingDetail(booking: SandboxBooking) {
  const { offer } = booking;
  const { adults, children } = occupancyTotals(offer);
  const { bookedRooms, ...core } = bookingCore(booking);
  return {
    ...core,
    bookedRooms,
    hotelId: offer.hotelId,
    hotelName: offer.hotelName,
    firstName: booking.holder.firstName,
    lastName: booking.holder.lastName,
    email: booking.holder.email,
    adults,
    // The provider sends the children count as a string here and as a number in childrenCount.
    children: String(children),
    childrenCount: children,
    specialRemarks: remarksOf(booking),
    knowBeforeYouGo: '',
    paymentStatus: paymentStatusOf(booking),
    paymentTransactionId: booking.transactionId ?? '',
    amountRefunded: booking.refundAmount ?? 0,
    refundType: booking.refundAmount ? 'full' : '',
    ...(booking.cancelledAt ? { cancelledAt: booking.cancelledAt } : {}),
    sandbox: 1,
  };
}

/** An item of GET /bookings?clientReference|guestId: rooms[] instead of bookedRooms. */
function bookingListItem(booking: SandboxBooking) {
  const { bookedRooms, guestId, ...core } = bookingCore(booking);
  return {
    ...core,
    rooms: bookedRooms.map(
      ({
        roomType: _roomType,
        rate: _rate,
        board: _b,
        boardCode: _bc,
        cancellationPolicies: _c,
        boardType: _bt,
        boardName: _bn,
        ...room
      }) => room,
    ),
    guestId: String(guestId),
    specialRemarks: remarksOf(booking),
    email: booking.holder.email,
    paymentStatus: paymentStatusOf(booking),
    paymentTransactionId: booking.transactionId ?? '',
    amountRefunded: booking.refundAmount ?? 0,
    ...(booking.cancelledAt ? { cancelledAt: booking.cancelledAt } : {}),
    sandbox: 1,
  };
}

/** A row of the account-wide GET /bookings/ list: the provider sends its database columns here. */
function bookingRow(booking: SandboxBooking, index: number) {
  const { offer } = booking;
  const { adults, children } = occupancyTotals(offer);
  return {
    id: index + 1,
    // Not in the provider's rows (they carry booking_Id), but its schema requires it.
    bookingId: booking.bookingId,
    checkin: offer.checkin,
    checkout: offer.checkout,
    firstName: booking.holder.firstName,
    lastName: booking.holder.lastName,
    adults,
    children: String(children),
    hotel_confirmation_code: booking.hotelConfirmationCode,
    booking_Id: booking.bookingId,
    prebook_Id: booking.prebookId,
    status: booking.status,
    payment_status: paymentStatusOf(booking),
    payment_transaction_id: booking.transactionId ?? '',
    retail_rate: booking.price.toFixed(2),
    email: booking.holder.email,
    tag: offer.refundableTag,
    last_free_cancellation_date: offer.freeCancelUntil ?? '',
    currency: booking.currency,
    hotelId: offer.hotelId,
    Hotel_name: offer.hotelName,
    created_at: booking.createdAt,
    updated_at: booking.updatedAt,
    // The provider sends null for these until they happen; its schema says string, so they are left out.
    ...(booking.cancelledAt ? { cancelled_at: booking.cancelledAt } : {}),
    ...(booking.refundAmount && booking.cancelledAt ? { refunded_at: booking.cancelledAt } : {}),
    amount_refunded: booking.refundAmount ?? 0,
    refund_type: booking.refundAmount ? 'full' : '',
    guestId: String(booking.guestId),
    remarks: remarksOf(booking),
    client_reference: booking.clientReference ?? '',
    sandbox: 1,
    supplier_Booking_Id: booking.supplierBookingId,
  };
}

// ---------------------------------------------------------------------------------------------------
// Request validation

type Invalid = { invalid: string };
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

function person(v: unknown, path: string, needsPhone: boolean): SandboxPerson | Invalid {
  if (!isObject(v)) return { invalid: `${path} is required` };
  for (const field of ['firstName', 'lastName', 'email'] as const) {
    if (!nonEmptyString(v[field])) return { invalid: `${path}.${field} is required` };
  }
  const email = String(v.email).trim();
  if (!EMAIL.test(email)) return { invalid: `${path}.email is invalid` };
  if (v.phone !== undefined && v.phone !== null && typeof v.phone !== 'string') return { invalid: `${path}.phone must be a string` };
  if (needsPhone && !nonEmptyString(v.phone)) return { invalid: `${path}.phone is required` };
  return {
    firstName: String(v.firstName).trim(),
    lastName: String(v.lastName).trim(),
    email,
    ...(nonEmptyString(v.phone) ? { phone: v.phone.trim() } : {}),
  };
}

interface BookBody {
  prebookId: string;
  holder: SandboxPerson;
  guests: SandboxGuestInput[];
  payment: { method: string; transactionId?: string };
  clientReference?: string;
}

function parseBookBody(body: unknown): BookBody | Invalid {
  if (!isObject(body)) return { invalid: 'request body is required' };
  if (!nonEmptyString(body.prebookId)) return { invalid: 'prebookId is required' };
  // The provider's schema marks holder.phone required (some of its doc examples omit it); the sandbox holds
  // callers to the schema, so a client that forgets the phone fails here and not first in production.
  const holder = person(body.holder, 'holder', true);
  if ('invalid' in holder) return holder;
  if (!Array.isArray(body.guests) || body.guests.length === 0) return { invalid: 'guests is required' };
  const guests: SandboxGuestInput[] = [];
  for (const [i, g] of body.guests.entries()) {
    const p = person(g, `guests[${i}]`, false);
    if ('invalid' in p) return p;
    const raw = g as Record<string, unknown>;
    if (!Number.isInteger(raw.occupancyNumber) || (raw.occupancyNumber as number) < 1) {
      return { invalid: `guests[${i}].occupancyNumber is required` };
    }
    if (raw.remarks !== undefined && raw.remarks !== null && typeof raw.remarks !== 'string') {
      return { invalid: `guests[${i}].remarks must be a string` };
    }
    guests.push({
      ...p,
      occupancyNumber: raw.occupancyNumber as number,
      ...(typeof raw.remarks === 'string' ? { remarks: raw.remarks } : {}),
    });
  }
  if (!isObject(body.payment) || !nonEmptyString(body.payment.method)) return { invalid: 'payment.method is required' };
  if (body.payment.transactionId !== undefined && typeof body.payment.transactionId !== 'string') {
    return { invalid: 'payment.transactionId must be a string' };
  }
  if (body.clientReference !== undefined && body.clientReference !== null && typeof body.clientReference !== 'string') {
    return { invalid: 'clientReference must be a string' };
  }
  return {
    prebookId: body.prebookId.trim(),
    holder,
    guests,
    payment: { method: body.payment.method, transactionId: body.payment.transactionId as string | undefined },
    ...(nonEmptyString(body.clientReference) ? { clientReference: body.clientReference } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------
// Routes

export default async function bookingRoutes(app: FastifyInstance, opts: SandboxOptions): Promise<void> {
  const { control } = opts;
  const store = bookingStore();
  /** Callers kept waiting by "timeoutAfterBooking"; released when the app closes so it can shut down. */
  const hanging = new Set<() => void>();

  app.addHook('preHandler', requireApiKey);
  app.addHook('preClose', async () => {
    for (const release of hanging) release();
  });

  // Unparseable bodies and other framework errors get the provider's envelope, never Fastify's.
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendProviderError(reply, 400, 4000, 'bad request', 'the request body is not valid JSON');
    request.log.error({ err }, 'sandbox booking route failed');
    return sendProviderError(reply, 500, 5000, 'internal server error');
  });

  /** Test hook (not a provider route): make the next prebook report a price change of `percent`. */
  app.post('/_sandbox/prebook-price-change', async (request, reply) => {
    const body = request.body as { percent?: unknown } | undefined;
    const percent = body?.percent;
    // The provider types priceDifferencePercent as an integer.
    if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < -90 || percent > 500) {
      return sendProviderError(reply, 400, 4002, 'invalid percent', 'percent must be an integer between -90 and 500');
    }
    store.nextPrebookPriceChangePercent = percent === 0 ? null : percent;
    return { data: { nextPrebookPriceChangePercent: percent } };
  });

  app.post('/v3.0/rates/prebook', async (request, reply) => {
    if (await applyLatencyAndFaults(control, 'POST /rates/prebook', reply)) return reply;
    const body = request.body;
    if (!isObject(body) || !nonEmptyString(body.offerId)) return sendProviderError(reply, 400, 4002, 'offerId is required');
    if (typeof body.usePaymentSdk !== 'boolean') return sendProviderError(reply, 400, 4002, 'usePaymentSdk is required');
    const offer = decodeOffer(body.offerId);
    if (!offer) return sendProviderError(reply, 400, 4002, 'invalid offerId');
    if (isOfferOutdated(offer)) {
      // The provider lists 4040 under HTTP 408; callers must match on the code, not the status.
      return sendProviderError(
        reply,
        408,
        4040,
        'outdated offerId',
        'this offer is marked as not valid, please refetch rates for this hotel',
      );
    }
    const prebook = store.createPrebook(body.offerId, offer, body.usePaymentSdk);
    return { data: prebookData(prebook), guestLevel: 0, sandbox: true };
  });

  app.get<{ Params: { prebookId: string } }>('/v3.0/prebooks/:prebookId', async (request, reply) => {
    if (await applyLatencyAndFaults(control, 'GET /prebooks/:id', reply)) return reply;
    const prebook = store.getPrebook(request.params.prebookId);
    if (!prebook) return sendProviderError(reply, 400, 4002, 'invalid prebookId');
    return { data: prebookData(prebook), guestLevel: 0, sandbox: true };
  });

  const book = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await applyLatencyAndFaults(control, 'POST /rates/book', reply)) return reply;
    const parsed = parseBookBody(request.body);
    if ('invalid' in parsed) return sendProviderError(reply, 400, 4002, parsed.invalid);
    const prebook = store.getPrebook(parsed.prebookId);
    if (!prebook) return sendProviderError(reply, 400, 4002, 'invalid prebookId, rate not found');
    const rooms = prebook.offer.occupancies.length;
    const outOfRange = parsed.guests.find((g) => g.occupancyNumber > rooms);
    if (outOfRange) {
      return sendProviderError(
        reply,
        400,
        4002,
        `guests occupancyNumber ${outOfRange.occupancyNumber} does not match any room of this prebook`,
      );
    }
    if (parsed.clientReference && store.findByClientReference(parsed.clientReference).length > 0) {
      return sendProviderError(reply, 400, 4005, 'duplicate clientReference', 'a booking with this clientReference already exists');
    }

    const { method, transactionId } = parsed.payment;
    if (!PAYMENT_METHODS.has(method)) return sendProviderError(reply, 400, 4000, 'unsupported payment method');
    if (method === 'TRANSACTION_ID') {
      if (!nonEmptyString(transactionId)) return sendProviderError(reply, 400, 4002, 'missing transaction id');
      const tx = store.getTransaction(transactionId);
      if (!tx || tx.prebookId !== prebook.prebookId) {
        return sendProviderError(reply, 400, 2014, 'booking incomplete', 'prebookId is not associated to the requested transactionId');
      }
      if (tx.status !== 'paid') return sendProviderError(reply, 400, 2014, 'booking incomplete', 'payment not completed');
      // One payment pays for one booking; a retry must go through clientReference (4005), not pay twice.
      if (tx.bookingId)
        return sendProviderError(reply, 400, 2014, 'booking incomplete', 'transactionId has already been used for a booking');
    } else if (method !== 'ACC_CREDIT_CARD') {
      // WALLET and CREDIT need account balances the sandbox does not keep.
      return sendProviderError(reply, 400, 4000, 'unsupported payment method', `${method} is not enabled for this account`);
    }

    const booking = store.createBooking({
      prebook,
      holder: parsed.holder,
      guests: parsed.guests,
      paymentMethod: method,
      transactionId: method === 'TRANSACTION_ID' ? transactionId : undefined,
      clientReference: parsed.clientReference,
    });

    if (pendingFault(reply) === 'timeoutAfterBooking') {
      await hangUntilCallerGivesUp(reply, hanging);
      if (reply.raw.destroyed) {
        // Nobody is left to answer; tell Fastify not to try.
        reply.hijack();
        return;
      }
    }
    return { data: bookingCore(booking), guestLevel: 0, sandbox: true };
  };
  app.post('/v3.0/rates/book', book);
  app.post('/v2.0/rates/book', book);

  const listByFilter = async (request: FastifyRequest<{ Querystring: Record<string, string | undefined> }>, reply: FastifyReply) => {
    if (await applyLatencyAndFaults(control, 'GET /bookings', reply)) return reply;
    const { clientReference, guestId } = request.query;
    if (!clientReference && !guestId) return sendProviderError(reply, 400, 4002, 'clientReference or guestId is required');
    const found = [...store.bookings.values()].filter(
      (b) => (!clientReference || b.clientReference === clientReference) && (!guestId || String(b.guestId) === guestId),
    );
    return { data: found.map(bookingListItem) };
  };

  const listAll = async (request: FastifyRequest<{ Querystring: Record<string, string | undefined> }>, reply: FastifyReply) => {
    if (await applyLatencyAndFaults(control, 'GET /bookings', reply)) return reply;
    const q = request.query;
    const dates = [q.startDate, q.endDate, q.bookingStartDate, q.bookingEndDate];
    if (dates.some((d) => d !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(d))) {
      return reply.code(400).send({ error: { code: 400, message: 'Invalid startDate or endDate' } });
    }
    const status = q.status?.toLowerCase();
    const rows = [...store.bookings.values()]
      .filter((b) => !q.startDate || b.offer.checkin >= q.startDate)
      .filter((b) => !q.endDate || b.offer.checkin <= q.endDate)
      .filter((b) => !q.bookingStartDate || b.createdAt.slice(0, 10) >= q.bookingStartDate)
      .filter((b) => !q.bookingEndDate || b.createdAt.slice(0, 10) <= q.bookingEndDate)
      .filter((b) => !status || (status === 'confirmed' ? b.status === 'CONFIRMED' : b.status !== 'CONFIRMED'))
      .filter((b) => !q.paymentStatus || paymentStatusOf(b) === q.paymentStatus)
      .map(bookingRow);
    return { count: rows.length, data: rows };
  };

  type ListRequest = FastifyRequest<{ Querystring: Record<string, string | undefined> }>;
  // "/bookings/" (trailing slash) is the provider's account-wide list, a different operation from
  // "/bookings"; when the app ignores trailing slashes both reach this one route, so look at the raw URL.
  app.get('/v3.0/bookings', async (request: ListRequest, reply) =>
    request.url.split('?')[0].endsWith('/') ? listAll(request, reply) : listByFilter(request, reply),
  );
  if (!ignoresTrailingSlash(app)) app.get('/v3.0/bookings/', listAll);
  // Not a provider route: the product spec's name for the account-wide list, kept for the dev console.
  app.get('/v3.0/bookings/list', listAll);

  app.get<{ Params: { bookingId: string } }>('/v3.0/bookings/:bookingId', async (request, reply) => {
    if (await applyLatencyAndFaults(control, 'GET /bookings/:id', reply)) return reply;
    const booking = store.getBooking(request.params.bookingId);
    if (!booking) return bookingNotFound(reply);
    return { data: bookingDetail(booking), guestLevel: 0, sandbox: true };
  });

  const cancel = async (request: FastifyRequest<{ Params: { bookingId: string } }>, reply: FastifyReply) => {
    if (await applyLatencyAndFaults(control, 'PUT /bookings/:id', reply)) return reply;
    const booking = store.getBooking(request.params.bookingId);
    if (!booking) return bookingNotFound(reply);
    const cancelled = store.cancelBooking(booking, cancellationTiers(booking.offer, booking.price));
    // Same reasoning as bookingNotFound: the provider files 304 under an HTTP status that has no body.
    if (!cancelled) return sendProviderError(reply, 200, 304, 'unable to process request', 'the booking is already cancelled');
    if (pendingFault(reply) === 'timeoutAfterCancel') {
      await hangUntilCallerGivesUp(reply, hanging);
      if (reply.raw.destroyed) {
        reply.hijack();
        return;
      }
    }
    return {
      data: {
        bookingId: cancelled.bookingId,
        status: cancelled.status,
        cancellation_fee: cancelled.cancellationFee ?? 0,
        refund_amount: cancelled.refundAmount ?? 0,
        currency: cancelled.currency,
      },
      sandbox: true,
    };
  };
  app.put('/v3.0/bookings/:bookingId', cancel);
  // DELETE is in the product spec but in none of the provider's documents: accepted as an alias.
  app.delete('/v3.0/bookings/:bookingId', cancel);

  // Amend the holder's name (booking.json "Amend guest name on a booking"): the answer is the amendment request,
  // at the top level, with the holder as it now stands.
  app.put<{ Params: { bookingId: string } }>('/v3.0/bookings/:bookingId/amend', async (request, reply) => {
    if (await applyLatencyAndFaults(control, 'PUT /bookings/:id/amend', reply)) return reply;
    const body = request.body;
    const holder = isObject(body) ? body.holder : undefined;
    if (!isObject(holder)) return sendProviderError(reply, 400, 4002, 'holder is required');
    for (const field of ['firstName', 'lastName', 'email'] as const) {
      if (!nonEmptyString(holder[field])) return sendProviderError(reply, 400, 4002, `holder.${field} is required`);
    }
    if (!EMAIL.test(String(holder.email))) return sendProviderError(reply, 400, 4002, 'holder.email is not valid');
    if (holder.phone !== undefined && typeof holder.phone !== 'string')
      return sendProviderError(reply, 400, 4002, 'holder.phone must be a string');
    const remarks = isObject(body) ? body.remarks : undefined;
    if (remarks !== undefined && typeof remarks !== 'string') return sendProviderError(reply, 400, 4002, 'remarks must be a string');
    const booking = store.getBooking(request.params.bookingId);
    if (!booking) return bookingNotFound(reply);
    if (booking.status !== 'CONFIRMED') return sendProviderError(reply, 200, 304, 'unable to process request', 'the booking is cancelled');
    const now = new Date();
    const id = store.amendHolder(
      booking,
      {
        firstName: String(holder.firstName).trim(),
        lastName: String(holder.lastName).trim(),
        email: String(holder.email).trim(),
        ...(typeof holder.phone === 'string' && holder.phone
          ? { phone: holder.phone }
          : booking.holder.phone
            ? { phone: booking.holder.phone }
            : {}),
      },
      now,
    );
    return {
      id,
      bookingId: booking.bookingId,
      userId: 1,
      type: 'UPDATE',
      subType: 'UPDATE_NAME_CHANGE',
      status: 'PENDING',
      prebookId: booking.prebookId,
      holderEmail: booking.holder.email,
      holderFirstName: booking.holder.firstName,
      holderLastName: booking.holder.lastName,
      ...(booking.holder.phone ? { holderPhone: booking.holder.phone } : {}),
      remarks: typeof remarks === 'string' ? remarks : '',
      guests: [],
      createdBy: 1,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
  });

  app.get('/v3.0/guests', async (_request, reply) => {
    if (await applyLatencyAndFaults(control, 'GET /guests', reply)) return reply;
    const data = store.guests().map((g) => {
      const own = g.bookings.map((id) => store.getBooking(id)).filter((b): b is SandboxBooking => !!b && b.status === 'CONFIRMED');
      const today = new Date().toISOString().slice(0, 10);
      // One loyalty point per ₹100 spent: earned once the stay is over, upcoming until then.
      const points = (list: SandboxBooking[]) => Math.floor(list.reduce((n, b) => n + b.price, 0) / 100);
      return {
        id: g.id,
        email: g.email,
        firstName: g.firstName,
        lastName: g.lastName,
        phoneNumber: g.phoneNumber,
        points: points(own.filter((b) => b.offer.checkout <= today)),
        upcomingPoints: points(own.filter((b) => b.offer.checkout > today)),
        bookings: [...g.bookings],
        createdAt: g.createdAt,
        updatedAt: g.updatedAt,
      };
    });
    return { data };
  });
}

/**
 * The provider files "booking not found" under HTTP 204, a status that cannot carry a body, and its
 * error docs say to match on error.code (no-availability, 2001, comes back with HTTP 200). The contract
 * keeps 404 for unknown routes, so the envelope goes out with HTTP 200 like the 2001 case.
 */
function bookingNotFound(reply: FastifyReply) {
  return sendProviderError(reply, 200, 204, 'Booking Id not found');
}

function ignoresTrailingSlash(app: FastifyInstance): boolean {
  const config = app.initialConfig as { ignoreTrailingSlash?: boolean; routerOptions?: { ignoreTrailingSlash?: boolean } };
  return Boolean(config.ignoreTrailingSlash || config.routerOptions?.ignoreTrailingSlash);
}

/**
 * The "timeoutAfterBooking" fault: the booking exists, but the caller hears nothing until it gives up
 * (its connection closes), HANG_MS pass, or the app shuts down.
 */
function hangUntilCallerGivesUp(reply: FastifyReply, hanging: Set<() => void>): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      reply.raw.off('close', done);
      hanging.delete(release);
      resolve();
    };
    const release = () => {
      // At shutdown nobody is waiting for an answer any more: drop the connection like a lost upstream.
      reply.raw.destroy();
      done();
    };
    const timer = setTimeout(done, HANG_MS);
    reply.raw.on('close', done);
    hanging.add(release);
  });
}
