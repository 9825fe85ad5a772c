// The resolver map: one file per type, merged here with the booking ledger's resolvers and the scalars.
// Hotel, Rate and their nested types need no resolvers: server/hotels normalises them once, before caching,
// so the models already have the schema's shape.
import { GraphQLScalarType } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { DateScalar, DateTimeScalar } from '../scalars.ts';
import { accessResolvers } from './access.ts';
import { bookingResolvers } from './booking.ts';
import { documentResolvers } from './documents.ts';
import { manageResolvers } from './manage.ts';
import { destinationsQuery } from './destinations.ts';
import { HotelSummary } from './HotelSummary.ts';
import { HotelLocation } from './HotelLocation.ts';
import { Query } from './Query.ts';

type ResolverMap = Record<string, unknown>;

/** Merges per-type resolver objects; a field defined twice is a wiring mistake and stops the start. */
function mergeResolvers(...maps: ResolverMap[]): Resolvers {
  const out: Record<string, unknown> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      const existing = out[type];
      if (existing && typeof existing === 'object' && fields && typeof fields === 'object' && !(fields instanceof GraphQLScalarType)) {
        for (const name of Object.keys(fields)) {
          if (name in (existing as object)) throw new Error(`Resolver ${type}.${name} is defined twice`);
        }
        out[type] = { ...(existing as object), ...(fields as object) };
      } else {
        out[type] = fields;
      }
    }
  }
  return out as Resolvers;
}

export const resolvers: Resolvers = mergeResolvers(
  { Date: DateScalar, DateTime: DateTimeScalar },
  { Query, HotelSummary },
  HotelLocation as ResolverMap,
  bookingResolvers as ResolverMap,
  accessResolvers as ResolverMap,
  documentResolvers as ResolverMap,
  manageResolvers as ResolverMap,
  destinationsQuery,
);
