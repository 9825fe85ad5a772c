// The per-request GraphQL context: a request-scoped logger, the caller's IP, the data sources resolvers
// call and the few settings they read (the payment widget's). Built fresh for every request (DataLoaders
// inside HotelsDataSource must not outlive it); the services it wraps, and their caches, are per process.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { CitiesService } from '../cities/service.ts';
import type { BookingService } from '../bookings/service.ts';
import type { AccessService } from '../bookings/access.ts';
import { HotelsDataSource } from '../hotels/datasource.ts';
import type { HotelsService } from '../hotels/service.ts';
import type { DocumentLinks } from '../documents/links.ts';
import type { PaymentWidgetConfig } from './__generated__/resolvers-types.ts';
import type { Language } from '../i18n/index.ts';
import { requestLanguage } from '../web/language.ts';

export interface GraphQLContext {
  log: FastifyBaseLogger;
  ip: string;
  hotels: HotelsDataSource;
  cities: CitiesService;
  bookings: BookingService;
  /** access tokens from the e-mail lookup and sign-in links */
  access: AccessService;
  /** the payment widget's settings (Query.paymentWidget), fixed by the configuration */
  paymentWidget: PaymentWidgetConfig;
  /** signs the booking documents' download addresses (Booking.documents) */
  documentLinks: DocumentLinks;
  /**
   * The request's language, by the web app's rule (the `lang` cookie, then Accept-Language, else English):
   * a booking's language when prebook names none, and a sign-in link e-mail's.
   */
  language: Language;
}

export interface AppServices {
  hotels: HotelsService;
  cities: CitiesService;
  bookings: BookingService;
  access: AccessService;
  paymentWidget: PaymentWidgetConfig;
  documentLinks: DocumentLinks;
}

export function createContext(services: AppServices, request: FastifyRequest): GraphQLContext {
  return {
    log: request.log,
    ip: request.ip,
    hotels: new HotelsDataSource(services.hotels),
    cities: services.cities,
    bookings: services.bookings,
    access: services.access,
    paymentWidget: services.paymentWidget,
    documentLinks: services.documentLinks,
    language: requestLanguage(request),
  };
}
