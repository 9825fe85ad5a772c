// GraphQL resolvers of managing a booking (issue 16 §1, §2): the refund quote, the cancellation, the name
// correction, and the Booking fields that describe them (settlement, timeline, what can still be done).
// server/bookings/manage.ts does the work and the access check; these translate arguments and fields only.
import DataLoader from 'dataloader';
import type { BookingEvent as LedgerEvent, BookingRecord } from '../../bookings/types.ts';
import type { GraphQLContext } from '../context.ts';
import type {
  BookingEvent,
  BookingEventKind,
  BookingResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types.ts';

/** One timeline query per request for every booking it lists (myBookings may return many). */
const timelineLoaders = new WeakMap<GraphQLContext, DataLoader<string, LedgerEvent[]>>();

function timelineLoader(ctx: GraphQLContext): DataLoader<string, LedgerEvent[]> {
  let loader = timelineLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (refs: readonly string[]) => {
      const byRef = await ctx.bookings.timelines([...refs]);
      return refs.map((r) => byRef.get(r) ?? []);
    });
    timelineLoaders.set(ctx, loader);
  }
  return loader;
}

function rupees(amount: unknown, currency = 'INR'): string {
  const n = Number(amount);
  if (!Number.isFinite(n)) return '';
  try {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency, maximumFractionDigits: 2 }).format(n);
  } catch {
    return `${currency} ${n.toFixed(2)}`;
  }
}

interface NameChangeDetail {
  changes?: Array<{ who?: unknown; from?: unknown; to?: unknown }>;
}

function nameChangeDescription(detail: Record<string, unknown> | null): string {
  const changes = (detail as NameChangeDetail | null)?.changes ?? [];
  const lines = changes
    .filter((c) => typeof c.from === 'string' && typeof c.to === 'string')
    .map((c) => {
      const who = c.who === 'holder' ? 'Holder name' : `Guest name${typeof c.who === 'string' ? ` (${c.who})` : ''}`;
      return `${who} changed from ${String(c.from)} to ${String(c.to)}`;
    });
  return lines.length ? lines.join('; ') : 'Guest name changed';
}

/**
 * A ledger event as the traveller's timeline shows it, or null for the ledger's internal steps (a payment
 * found not completed going back to waiting for it, a retry's bookkeeping).
 */
export function timelineEntry(e: LedgerEvent, b: Pick<BookingRecord, 'price'>): BookingEvent | null {
  const at = e.at;
  const status = e.toStatus;
  const currency = b.price.currency;
  const entry = (kind: BookingEventKind, description: string | null = null): BookingEvent => ({ kind, status, at, description });
  switch (e.toStatus) {
    case 'PENDING_PAYMENT':
      return e.fromStatus === null ? entry('CREATED', 'Booking created, waiting for payment') : null;
    case 'PAID':
      return entry('PAID', 'Payment received');
    case 'CONFIRMED':
      if (e.fromStatus === 'CONFIRMED') {
        return e.detail?.kind === 'NAME_CHANGED' ? entry('NAME_CHANGED', nameChangeDescription(e.detail)) : null;
      }
      if (e.fromStatus === 'CANCELLATION_PENDING')
        return entry('CONFIRMED', 'The cancellation did not go through: the booking is still confirmed');
      return entry('CONFIRMED', 'Confirmed by the hotel');
    case 'PAYMENT_RECEIVED_UNCONFIRMED':
      return e.fromStatus === 'PAYMENT_RECEIVED_UNCONFIRMED' ? null : entry('CONFIRMATION_DELAYED', 'Paid; the confirmation is on its way');
    case 'FAILED':
      return entry('FAILED', 'The payment did not go through');
    case 'NEEDS_REFUND':
      return entry('REFUND_DUE', 'The booking could not be made; your payment is being refunded');
    case 'CANCELLATION_PENDING':
      return entry('CANCELLATION_REQUESTED', 'Cancellation requested');
    case 'CANCELLED': {
      const refund = e.detail && typeof e.detail.refund === 'number' ? e.detail.refund : null;
      const fee = e.detail && typeof e.detail.fee === 'number' ? e.detail.fee : null;
      if (refund === null) return entry('CANCELLED', 'Cancelled');
      return entry(
        'CANCELLED',
        `Cancelled: ${rupees(refund, currency)} refunded${fee ? `, ${rupees(fee, currency)} cancellation charge` : ''}`,
      );
    }
  }
}

const Query: Pick<QueryResolvers, 'cancellationQuote'> = {
  cancellationQuote: (_p, { reference, accessToken }, ctx) => ctx.bookings.cancellationQuote(reference, accessToken),
};

const Mutation: Pick<MutationResolvers, 'cancelBooking' | 'amendGuestName'> = {
  cancelBooking: (_p, { reference, accessToken }, ctx) => ctx.bookings.cancelBooking(reference, accessToken),
  amendGuestName: (_p, { input }, ctx) =>
    ctx.bookings.amendGuestName({
      reference: input.reference,
      accessToken: input.accessToken,
      holder: input.holder ?? null,
      guests: input.guests ?? null,
    }),
};

const Booking: Pick<BookingResolvers, 'cancellationResult' | 'timeline' | 'cancellable' | 'amendable'> = {
  cancellationResult: (b) => b.cancellationResult,
  timeline: async (b, _a, ctx) =>
    (await timelineLoader(ctx).load(b.reference)).map((e) => timelineEntry(e, b)).filter((e): e is BookingEvent => e !== null),
  cancellable: (b, _a, ctx) => ctx.bookings.isCancellable(b),
  amendable: (b, _a, ctx) => ctx.bookings.isAmendable(b),
};

export const manageResolvers = { Query, Mutation, Booking };
