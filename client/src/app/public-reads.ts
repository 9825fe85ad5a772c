// Public reads go out as GET /graphql with a trusted document's id instead of the query text (the id is
// the sha256 graphql-codegen embeds in each document as __meta__.hash, and the server holds the same
// manifest), so a hotel page or a city search is one stable URL that the browser, nginx or a CDN can keep
// (the server's answers say for how long). Everything else (bookings, prebook, payments) stays a POST with
// the text: personal data never goes into a URL.
//
// Should the server not know an id (it was deployed with other operations while this page was open), the
// operation is sent again as a POST with its text, and ids are not used again until the page reloads.
import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { Kind, type DocumentNode } from 'graphql';

/** The root fields the server caches for everyone (server/graphql/cache-policy.ts, PUBLIC_READS). */
export const PUBLIC_READ_FIELDS: ReadonlySet<string> = new Set([
  'searchHotels',
  'hotelRates',
  'hotel',
  'hotelTypes',
  'popularCities',
  'cities',
  'destinations',
  '__typename',
]);

/** The trusted-document id codegen embedded in `doc` (hex, without "sha256:"), if any. */
export function documentHash(doc: DocumentNode): string | undefined {
  const hash = (doc as DocumentNode & { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' && hash.startsWith('sha256:') ? hash.slice(7) : undefined;
}

/** A query whose root fields are all public reads, with a trusted id: sent by GET. */
export function isPublicRead(doc: DocumentNode): boolean {
  if (!documentHash(doc)) return false;
  const ops = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (ops.length !== 1 || ops[0].operation !== 'query') return false;
  return ops[0].selectionSet.selections.every((s) => s.kind === Kind.FIELD && PUBLIC_READ_FIELDS.has(s.name.value));
}

/** Routes public reads through the persisted-query link (GET by id), everything else straight to `http`. */
export function publicReadsByGet(http: ApolloLink): ApolloLink {
  const byId = new PersistedQueryLink({
    generateHash: (doc) => documentHash(doc) ?? '',
    useGETForHashedQueries: true,
    // An unknown id: send the text (POST) from now on.
    disable: ({ meta }) => meta.persistedQueryNotFound || meta.persistedQueryNotSupported,
  });
  return ApolloLink.split((op) => isPublicRead(op.query), byId.concat(http), http);
}
