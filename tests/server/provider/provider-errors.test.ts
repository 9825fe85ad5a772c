// ProviderError: the message a traveller may see, and which failures are worth retrying.
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../../server/provider/errors.ts';

describe('ProviderError', () => {
  it("uses the provider's text when there is one, else 'API Error: {status}'", () => {
    expect(
      new ProviderError({ kind: 'provider', endpoint: 'POST /rates/book', status: 400, code: 2014, message: 'booking incomplete' }).message,
    ).toBe('booking incomplete');
    expect(new ProviderError({ kind: 'http', endpoint: 'GET /data/hotel', status: 503 }).message).toBe('API Error: 503');
    expect(new ProviderError({ kind: 'provider', endpoint: 'GET /data/hotel', status: 500, message: '   ' }).message).toBe(
      'API Error: 500',
    );
  });

  it('gives plain messages for transport failures', () => {
    expect(new ProviderError({ kind: 'timeout', endpoint: 'POST /rates/book' }).message).toMatch(/did not answer in time/);
    expect(new ProviderError({ kind: 'network', endpoint: 'GET /data/hotel' }).message).toMatch(/could not be reached/);
    expect(new ProviderError({ kind: 'malformed', endpoint: 'GET /data/hotel', status: 200 }).message).toMatch(/could not be read/);
  });

  it('strips markup and control characters from provider text and caps its length', () => {
    const err = new ProviderError({
      kind: 'provider',
      endpoint: 'POST /rates/prebook',
      message: '<b>bad</b>\u0000 offer\n' + 'x'.repeat(1000),
    });
    expect(err.message).not.toMatch(/[<>\p{Cc}]/u);
    expect(err.message.startsWith('b bad /b offer')).toBe(true);
    expect(err.message.length).toBeLessThanOrEqual(300);
  });

  it('retries rate limits, network failures and 5xx; not timeouts, 4xx or malformed answers', () => {
    const retryable = (init: ConstructorParameters<typeof ProviderError>[0]) => new ProviderError(init).isRetryable;
    expect(retryable({ kind: 'rate_limited', endpoint: 'e', status: 429, code: 4290 })).toBe(true);
    expect(retryable({ kind: 'network', endpoint: 'e' })).toBe(true);
    expect(retryable({ kind: 'http', endpoint: 'e', status: 502 })).toBe(true);
    expect(retryable({ kind: 'provider', endpoint: 'e', status: 200, code: 4291 })).toBe(true);
    expect(retryable({ kind: 'timeout', endpoint: 'e' })).toBe(false);
    expect(retryable({ kind: 'provider', endpoint: 'e', status: 400, code: 4002 })).toBe(false);
    expect(retryable({ kind: 'malformed', endpoint: 'e', status: 200 })).toBe(false);
  });
});
