// GraphQL resolvers of the money path: prebook and confirmBooking, the two ways to read bookings back
// (reference + e-mail, and this browser's access tokens), and the payment widget's configuration.
// The booking ledger (server/bookings) does the work; these only translate arguments and fields.
// The provider's account-wide booking list is deliberately not reachable from here.
import type { Config } from '../../config.ts';
import type {
  BookingResolvers,
  Language as ApiLanguage,
  MutationResolvers,
  PaymentWidgetConfig,
  QueryResolvers,
} from '../__generated__/resolvers-types.ts';
import type { Language } from '../../i18n/index.ts';

export const SANDBOX_TEST_CARD = '4242 4242 4242 4242';

/** The schema's Language and the server's (server/i18n). */
export const LANGUAGE_OF: Record<ApiLanguage, Language> = { EN: 'en', HI: 'hi' };
const API_LANGUAGE: Record<Language, ApiLanguage> = { en: 'EN', hi: 'HI' };

/** The widget's settings: the sandbox's own script on the embedded default, the provider's with real keys. */
export function paymentWidgetConfig(
  config: Pick<Config, 'sandbox' | 'BUSINESS_NAME' | 'LITEAPI_KEY' | 'LITEAPI_PAYMENT_ENV' | 'LITEAPI_PAYMENT_SCRIPT_URL'>,
): PaymentWidgetConfig {
  if (config.sandbox) {
    return {
      scriptUrl: '/sandbox/payment/liteAPIPayment.js',
      publicKey: 'sandbox',
      businessName: config.BUSINESS_NAME,
      sandbox: true,
      testCardNumber: SANDBOX_TEST_CARD,
    };
  }
  // The widget's environment must match the key's, or the payment session cannot be opened.
  const publicKey = config.LITEAPI_PAYMENT_ENV ?? (config.LITEAPI_KEY?.startsWith('sand_') ? 'sandbox' : 'live');
  const sandbox = publicKey === 'sandbox';
  return {
    scriptUrl: config.LITEAPI_PAYMENT_SCRIPT_URL,
    publicKey,
    businessName: config.BUSINESS_NAME,
    sandbox,
    testCardNumber: sandbox ? SANDBOX_TEST_CARD : null,
  };
}

const Query: Pick<QueryResolvers, 'booking' | 'myBookings' | 'paymentWidget'> = {
  booking: (_p, { reference, email }, ctx) => ctx.bookings.findByReferenceAndEmail(reference, email),
  myBookings: (_p, { accessTokens }, ctx) => ctx.bookings.findByAccessTokens(accessTokens),
  paymentWidget: (_p, _a, ctx) => ctx.paymentWidget,
};

const Mutation: Pick<MutationResolvers, 'prebook' | 'confirmBooking'> = {
  prebook: (_p, { input }, ctx) =>
    ctx.bookings.prebook({
      offerId: input.offerId,
      hotelId: input.hotelId,
      checkin: input.checkin,
      checkout: input.checkout,
      occupancies: input.occupancies?.map((o) => ({ adults: o.adults, childrenAges: o.childrenAges ?? [] })) ?? null,
      holder: input.holder,
      guests: input.guests,
      business: input.business ?? null,
      // The input's language, else the request's (the web app's language switch sets the cookie).
      language: input.language ? LANGUAGE_OF[input.language] : ctx.language,
    }),
  // The access token is not returned here: only prebook hands it out (the browser keeps it and sends it
  // back). The prebook id + transaction id from the return URL still confirm the booking after storage is
  // cleared, but without the token they learn only its reference and status.
  confirmBooking: (_p, { input }, ctx) => ctx.bookings.confirmForCaller(input),
};

const Booking: BookingResolvers = {
  paymentReference: (b) => b.transactionId,
  language: (b) => API_LANGUAGE[b.language ?? 'en'],
  // The ledger keeps only the fees that are not in the price: each is, by definition, not included.
  feesPayableAtHotel: (b) => b.feesPayableAtHotel.map((f) => ({ ...f, included: false })),
};

export const bookingResolvers = { Query, Mutation, Booking };
