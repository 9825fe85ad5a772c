// Edge validation of the provider's answers. Lenient exactly where the provider's own examples are
// (provider-contract.md §13: null timestamps and strings, fractional amounts, room-level prices as
// objects where the schema says arrays), strict about what the server relies on (ids, amounts).
// Unknown fields pass through untouched (looseObject): the resolvers may read more than we check.
import { z } from 'zod';

const str = z.string();
const optStr = z.string().nullish();
const optNum = z.number().nullish();
/** Some ids come as numbers in one example and strings in another. */
const idLike = z.union([z.string(), z.number()]).transform((v) => String(v));

export const amountSchema = z.looseObject({
  amount: z.number(),
  currency: z.string(),
  source: optStr,
});

/** An amount the schema says is an array and the examples send as an object (or the reverse). */
const amountAsObject = z.union([
  amountSchema,
  z
    .array(amountSchema)
    .min(1)
    .transform((a) => a[0]),
]);
const amountsAsArray = z.union([z.array(amountSchema), amountSchema.transform((a) => [a])]);

export const errorEnvelopeSchema = z.object({
  error: z.looseObject({
    code: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).optional(),
    message: z.unknown().optional(),
    description: z.unknown().optional(),
  }),
});

export const hotelSummarySchema = z.looseObject({
  id: idLike,
  name: str,
  country: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  city: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  latitude: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  longitude: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  hotelDescription: optStr,
  address: optStr,
  main_photo: optStr,
  thumbnail: optStr,
  stars: optNum,
  rating: optNum,
  reviewCount: optNum,
  hotelTypeId: optNum,
  chainId: optNum,
  deletedAt: optStr,
});

export const listHotelsSchema = z.looseObject({
  data: z.array(z.unknown()),
  total: optNum,
});

export const hotelDetailSchema = z.looseObject({
  data: z.looseObject({
    id: idLike,
    name: optStr,
    hotelImages: z.array(z.looseObject({ url: optStr, urlHd: optStr, caption: optStr })).nullish(),
    rooms: z.array(z.looseObject({ roomName: optStr })).nullish(),
  }),
});

const taxSchema = z.looseObject({
  included: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  description: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  amount: z.number(),
  currency: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
});

export const rateSchema = z.looseObject({
  rateId: str,
  occupancyNumber: optNum,
  name: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  maxOccupancy: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  adultCount: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  childCount: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  boardType: optStr,
  boardName: optStr,
  remarks: optStr,
  priceType: optStr,
  commission: amountsAsArray.nullish(),
  retailRate: z.looseObject({
    total: amountsAsArray,
    suggestedSellingPrice: amountsAsArray.nullish(),
    taxesAndFees: z.array(taxSchema).nullish(),
  }),
  cancellationPolicies: z
    .looseObject({
      cancelPolicyInfos: z
        .array(
          z.looseObject({
            cancelTime: z.string(),
            amount: z.number(),
            currency: z
              .string()
              .nullish()
              .transform((v) => v ?? ''),
          }),
        )
        .nullish(),
      refundableTag: optStr,
    })
    .nullish(),
  paymentTypes: z.array(z.string()).nullish(),
});

export const roomTypeSchema = z.looseObject({
  roomTypeId: idLike,
  offerId: str,
  offerRetailRate: amountAsObject,
  suggestedSellingPrice: amountAsObject.nullish(),
  offerInitialPrice: amountAsObject.nullish(),
  rates: z.array(rateSchema),
});

export const ratesSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      hotelId: idLike,
      roomTypes: z
        .array(roomTypeSchema)
        .nullish()
        .transform((v) => v ?? []),
    }),
  ),
});

/** Destination mode adds the searched hotels' data (`hotels[]`) next to `data`. */
export const destinationRatesSchema = z.looseObject({
  data: ratesSchema.shape.data,
  hotels: z
    .array(
      z.looseObject({
        id: idLike,
        name: optStr,
        latitude: optNum,
        longitude: optNum,
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
});

/** The same answer with its hotels' rates left unchecked: the client checks them a slice at a time. */
export const destinationRatesEnvelopeSchema = destinationRatesSchema.extend({ data: z.array(z.unknown()) });

export const facilitiesSchema = z.looseObject({
  data: z.array(z.looseObject({ facility_id: z.number(), facility: z.string() })),
});

export const minRatesSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      hotelId: idLike,
      price: z.number(),
      suggestedSellingPrice: optNum,
      offerId: optStr,
    }),
  ),
});

export const hotelTypesSchema = z.looseObject({
  data: z.array(z.looseObject({ id: z.number(), name: z.string() })),
});

export const prebookSchema = z.looseObject({
  data: z.looseObject({
    prebookId: str,
    offerId: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    hotelId: idLike,
    checkin: str,
    checkout: str,
    currency: str,
    price: z.number(),
    commission: optNum,
    priceDifferencePercent: z
      .number()
      .nullish()
      .transform((v) => v ?? 0),
    cancellationChanged: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    boardChanged: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    suggestedSellingPrice: amountAsObject.nullish(),
    transactionId: optStr,
    secretKey: optStr,
  }),
});

export const bookingSchema = z.looseObject({
  bookingId: idLike,
  status: z
    .string()
    .nullish()
    .transform((v) => v ?? 'UNKNOWN'),
  clientReference: optStr,
  hotelConfirmationCode: optStr,
  price: optNum,
  commission: optNum,
  currency: optStr,
  prebookId: optStr,
});

export const bookingEnvelopeSchema = z.looseObject({ data: bookingSchema });

export const bookingListSchema = z.looseObject({
  data: z
    .array(z.unknown())
    .nullish()
    .transform((v) => v ?? []),
});

export const cancelSchema = z.looseObject({
  data: z.looseObject({
    bookingId: idLike,
    status: str,
    cancellation_fee: optNum,
    refund_amount: optNum,
    currency: optStr,
  }),
});

// PUT /bookings/{bookingId}/amend answers the amendment request at the top level (no `data` envelope); some
// deployments wrap it in `data`, so both are read.
const amendFields = z.looseObject({
  id: optNum,
  bookingId: optStr,
  type: optStr,
  subType: optStr,
  status: optStr,
  holderFirstName: optStr,
  holderLastName: optStr,
  holderEmail: optStr,
});
export const amendSchema = z.union([z.looseObject({ data: amendFields }).transform((v) => v.data), amendFields]);

/** A short, log-friendly summary of what did not match (paths and reasons, never values). */
/** The first issues, for the log; `at` is where the checked value sits in the whole answer (['data', 12]). */
export function describeIssues(error: z.ZodError, at: PropertyKey[] = []): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${[...at, ...i.path].map(String).join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}
