// The per-request GraphQL context: config, a request-scoped logger, the caller's IP, and the data sources
// resolvers call. Built fresh for every request (DataLoaders inside HotelsDataSource must not outlive it);
// the services it wraps, and their caches, are per process.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { CitiesService } from '../cities/service.ts';
import type { BookingService } from '../bookings/service.ts';
import { HotelsDataSource } from '../hotels/datasource.ts';
import type { HotelsService } from '../hotels/service.ts';

export interface GraphQLContext {
  config: Config;
  log: FastifyBaseLogger;
  ip: string;
  hotels: HotelsDataSource;
  cities: CitiesService;
  bookings: BookingService;
  sandbox: boolean;
}

export interface AppServices {
  config: Config;
  hotels: HotelsService;
  cities: CitiesService;
  bookings: BookingService;
}

export function createContext(services: AppServices, request: FastifyRequest): GraphQLContext {
  return {
    config: services.config,
    log: request.log,
    ip: request.ip,
    hotels: new HotelsDataSource(services.hotels),
    cities: services.cities,
    bookings: services.bookings,
    sandbox: services.config.sandbox,
  };
}
