// One codegen config for both ends: typed resolvers for the server (mappers to the models the
// resolvers receive, and the per-request context), and typed documents for the client.
import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/__generated__/**'],
  ignoreNoDocuments: true,
  generates: {
    'server/graphql/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.ts#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Date: 'string', DateTime: 'string' },
        mappers: {
          // search and hotel pages (server/hotels)
          HotelSearchResult: '../../hotels/service.ts#SearchPageModel',
          HotelSummary: '../../hotels/service.ts#HotelSummaryModel',
          Hotel: '../../hotels/detail.ts#HotelModel',
          RatesResult: '../../hotels/service.ts#RatesResultModel',
          Rate: '../../hotels/rates.ts#RateModel',
          Booking: '../../bookings/types.ts#BookingRecord',
          ConfirmBookingResult: '../../bookings/types.ts#ConfirmOutcome',
        },
      },
    },
    'client/src/__generated__/': {
      preset: 'client',
      // Trusted documents: every operation gets its sha256 (embedded as document.__meta__.hash) and
      // persisted-documents.json maps each hash to its text. The server accepts those ids on GET
      // (server/graphql/trusted-documents.ts), so public reads are cacheable URLs without query text.
      // Apollo Client's cache asks for __typename on every object; the documents are stored as the client
      // sends them, so an answer by id has the same shape as an answer to the full text.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      presetConfig: { fragmentMasking: false, persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' } },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { Date: 'string', DateTime: 'string' } },
    },
  },
};

export default config;
