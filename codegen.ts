// One codegen config for both ends: typed resolvers for the server (mappers to the models the
// resolvers receive, and the per-request context), and typed documents for the client.
import type { CodegenConfig } from '@graphql-codegen/cli';

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
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { Date: 'string', DateTime: 'string' } },
    },
  },
};

export default config;
