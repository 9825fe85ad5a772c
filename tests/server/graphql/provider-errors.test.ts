// Every provider failure reaches the traveller as one GraphQL error code and plain words, from one table
// (server/graphql/errors.ts over ProviderError#failure): the booking service words none of them itself.
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createFormatError } from '../../../server/graphql/errors.ts';
import { ProviderError, type ProviderErrorInit } from '../../../server/provider/errors.ts';

const PREBOOK = 'POST /rates/prebook';
const BOOK = 'POST /rates/book';
const UNAVAILABLE = 'The hotel provider is not answering right now. Please try again in a moment.';
const GONE = 'This rate is no longer available. Please search the rates again.';
const TAKEN = 'This room is no longer available at this price. Please choose another rate.';

const table: Array<[string, ProviderErrorInit, string, string]> = [
  [
    'a declined or unfinished payment (2014)',
    { kind: 'provider', endpoint: BOOK, status: 400, code: 2014, message: 'booking incomplete' },
    'PAYMENT_REQUIRED',
    'Your payment has not completed yet.',
  ],
  [
    'an outdated offer (4040)',
    { kind: 'provider', endpoint: PREBOOK, status: 408, code: 4040, message: 'outdated offerId' },
    'OFFER_EXPIRED',
    GONE,
  ],
  [
    'an invalid offer id at prebook (4002)',
    { kind: 'provider', endpoint: PREBOOK, status: 400, code: 4002, message: 'invalid offerId' },
    'OFFER_EXPIRED',
    GONE,
  ],
  [
    'a wrong rate id (4010)',
    { kind: 'provider', endpoint: BOOK, status: 400, code: 4010, message: 'wrong rate id' },
    'OFFER_EXPIRED',
    GONE,
  ],
  [
    'no availability: sold out (2001)',
    { kind: 'provider', endpoint: PREBOOK, status: 200, code: 2001, message: 'no availability found' },
    'OFFER_EXPIRED',
    TAKEN,
  ],
  [
    'the supplier refusing the booking (2013)',
    { kind: 'provider', endpoint: BOOK, status: 400, code: 2013, message: 'booking failed' },
    'OFFER_EXPIRED',
    TAKEN,
  ],
  [
    'a price change the supplier would not confirm (2010)',
    { kind: 'provider', endpoint: BOOK, status: 400, code: 2010, message: 'price changed, booking not confirmed' },
    'OFFER_EXPIRED',
    TAKEN,
  ],
  [
    'a timeout',
    { kind: 'timeout', endpoint: PREBOOK },
    'UPSTREAM_UNAVAILABLE',
    'The hotel provider did not answer in time. Please try again.',
  ],
  [
    'a prebook timeout (4016)',
    { kind: 'provider', endpoint: PREBOOK, status: 408, code: 4016, message: 'prebook timeout' },
    'UPSTREAM_UNAVAILABLE',
    UNAVAILABLE,
  ],
  [
    'the network',
    { kind: 'network', endpoint: PREBOOK },
    'UPSTREAM_UNAVAILABLE',
    'The hotel provider could not be reached. Please try again.',
  ],
  [
    'a 5xx with the provider’s internals in its message',
    { kind: 'http', endpoint: PREBOOK, status: 502, message: 'upstream connect error at 10.0.3.7:8443 java.lang.NullPointerException' },
    'UPSTREAM_UNAVAILABLE',
    UNAVAILABLE,
  ],
  [
    'a 5000 internal error',
    { kind: 'provider', endpoint: BOOK, status: 500, code: 5000, message: 'internal error' },
    'UPSTREAM_UNAVAILABLE',
    UNAVAILABLE,
  ],
  ['the rate limit', { kind: 'rate_limited', endpoint: PREBOOK, status: 429, code: 4290 }, 'UPSTREAM_UNAVAILABLE', 'API Error: 429'],
  ['an unreadable answer', { kind: 'malformed', endpoint: PREBOOK, status: 200 }, 'UPSTREAM_UNAVAILABLE', UNAVAILABLE],
  [
    'a bad request (4000)',
    { kind: 'provider', endpoint: PREBOOK, status: 400, code: 4000, message: 'hotel ids not found' },
    'UPSTREAM_ERROR',
    'hotel ids not found',
  ],
  ['a bad request without a message', { kind: 'provider', endpoint: BOOK, status: 400, code: 4000 }, 'UPSTREAM_ERROR', 'API Error: 400'],
  [
    'a bad request whose message carries markup',
    { kind: 'provider', endpoint: BOOK, status: 400, code: 4002, message: 'missing <b>transactionId</b>\n' },
    'UPSTREAM_ERROR',
    'missing b transactionId /b',
  ],
];

describe('provider errors as GraphQL errors', () => {
  const formatError = createFormatError({ log: pino({ level: 'silent' }), includeStack: false });

  it.each(table)('%s', (_label, init, code, message) => {
    // formatError gets the resolver's error itself once Apollo has unwrapped it.
    const out = formatError({ message: 'x', path: ['prebook'] }, new ProviderError(init));
    expect(out.extensions).toEqual({ code });
    expect(out.message).toBe(message);
    expect(out.message).not.toMatch(/https?:|liteapi|\bat \w+\.|[<>]|stack/i);
  });
});
