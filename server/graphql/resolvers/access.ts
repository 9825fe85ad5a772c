// GraphQL resolvers of access to bookings from any device (issue 16 §6): the e-mail lookup that grants an
// access token, and sign-in links by e-mail. The access service (server/bookings/access.ts) does the work
// and the rate limiting (per client IP, and per reference or address); these pass the arguments and the IP.
import type { MutationResolvers } from '../__generated__/resolvers-types.ts';

const Mutation: Pick<MutationResolvers, 'accessBooking' | 'requestSignInLink' | 'redeemSignInLink'> = {
  accessBooking: (_p, { reference, email }, ctx) => ctx.access.accessBooking(reference, email, ctx.ip),
  requestSignInLink: (_p, { email }, ctx) => ctx.access.requestSignInLink(email, ctx.ip, ctx.language),
  redeemSignInLink: (_p, { token }, ctx) => ctx.access.redeemSignInLink(token, ctx.ip),
};

export const accessResolvers = { Mutation };
