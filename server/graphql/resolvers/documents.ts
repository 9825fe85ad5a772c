// Booking fields of the documents work: the downloadable documents the booking's status allows, with signed
// addresses valid for an hour; the taxes included in the price (GST lines among them); and a business trip's
// company. Every path that returns a Booking has already checked access (its access token, or the reference
// with the holder's e-mail), so the documents are listed whenever this is reached.
import type { BookingResolvers } from '../__generated__/resolvers-types.ts';

const Booking: Pick<BookingResolvers, 'documents' | 'taxes' | 'business'> = {
  documents: (b, _a, ctx) => ctx.documentLinks.list(b),
  // The ledger keeps only the taxes included in the price: each is, by definition, included.
  taxes: (b) => b.taxes.map((t) => ({ description: t.description, amount: t.amount, isGst: t.isGst, included: true })),
  business: (b) => b.business,
};

export const documentResolvers = { Booking };
