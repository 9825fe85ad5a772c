// Issue 16 §7 "Access": without one of the booking's access tokens (prebook's, or one from the e-mail lookup
// or a sign-in link) no quote, cancel or name change is reachable, and the answer is the same, byte for
// byte, as for a booking that does not exist, so a caller cannot even learn that a reference is real.
// Written against the schema; the operations themselves come from the cancel work (helper "cancel").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { newAccessToken, newReference, sha256Hex } from '../../../server/bookings/ids.ts';
import { storeBooking, type StoredBooking } from '../bookings/access-fixtures.ts';

const QUOTE = `query($reference: ID!, $accessToken: String!) {
  cancellationQuote(reference: $reference, accessToken: $accessToken) { reference cancellable free refund { amount currency } }
}`;
const CANCEL = `mutation($reference: ID!, $accessToken: String!) {
  cancelBooking(reference: $reference, accessToken: $accessToken) { reference status }
}`;
const AMEND = `mutation($input: AmendGuestNameInput!) {
  amendGuestName(input: $input) { reference holder { firstName lastName } }
}`;
const ACCESS = `mutation($reference: ID!, $email: String!) { accessBooking(reference: $reference, email: $email) { accessToken } }`;

type Call = (reference: string, accessToken: string) => Promise<string>;

describe('operations on a booking need one of its access tokens', () => {
  let t: TestApp;
  let own: StoredBooking;
  let other: StoredBooking;
  const email = `guarded.${Math.random().toString(36).slice(2, 10)}@example.in`;

  // The whole HTTP answer: status and body, so any difference at all shows.
  const raw = async (query: string, variables: object) => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return `${res.status} ${await res.text()}`;
  };
  const calls: Record<string, Call> = {
    cancellationQuote: (reference, accessToken) => raw(QUOTE, { reference, accessToken }),
    cancelBooking: (reference, accessToken) => raw(CANCEL, { reference, accessToken }),
    amendGuestName: (reference, accessToken) =>
      raw(AMEND, { input: { reference, accessToken, holder: { firstName: 'Aasha', lastName: 'Rao' } } }),
  };

  beforeAll(async () => {
    t = await startTestApp();
    own = await storeBooking(t.app.services.db, email, { confirmed: true });
    other = await storeBooking(t.app.services.db, `someone.else.${Math.random().toString(36).slice(2, 8)}@example.in`, { confirmed: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe.each(Object.keys(calls))('%s', (name) => {
    it('answers a wrong, missing or borrowed token exactly as an unknown booking', async () => {
      // An answer may name the reference it was asked about; apart from that it must not differ.
      const call = async (reference: string, token: string) => (await calls[name](reference, token)).replaceAll(reference, '<reference>');
      const unknown = await call(newReference(), newAccessToken());
      // What "does not exist" looks like: null for the quote, NOT_FOUND for the changes.
      const parsed = JSON.parse(unknown.slice(4)) as {
        data: Record<string, unknown> | null;
        errors?: Array<{ extensions: { code: string } }>;
      };
      if (name === 'cancellationQuote') {
        expect(parsed.errors).toBeUndefined();
        expect(parsed.data).toEqual({ cancellationQuote: null });
      } else {
        expect(parsed.errors?.[0].extensions.code).toBe('NOT_FOUND');
        expect(unknown).not.toContain(email);
      }

      const attempts = {
        'a random token': newAccessToken(),
        'no token': '',
        'another booking’s token': other.token,
        'the stored hash of its own token': sha256Hex(own.token),
        'its token with a character changed': own.token.slice(0, -1) + (own.token.endsWith('A') ? 'B' : 'A'),
      };
      for (const [what, token] of Object.entries(attempts)) {
        expect({ what, answer: await call(own.reference, token) }).toEqual({ what, answer: unknown });
      }
    });
  });

  it('opens the quote with prebook’s token and with a token from the e-mail lookup, not with the e-mail alone', async () => {
    const withPrebookToken = JSON.parse((await calls.cancellationQuote(own.reference, own.token)).slice(4));
    expect(withPrebookToken.errors).toBeUndefined();
    expect(withPrebookToken.data.cancellationQuote).toMatchObject({ reference: own.reference, refund: { currency: 'INR' } });

    const granted = JSON.parse((await raw(ACCESS, { reference: own.reference, email })).slice(4));
    const token = granted.data.accessBooking.accessToken as string;
    const withLookupToken = JSON.parse((await calls.cancellationQuote(own.reference, token)).slice(4));
    expect(withLookupToken.data.cancellationQuote).toEqual(withPrebookToken.data.cancellationQuote);
    // The lookup's token opens only its own booking.
    const unknownRef = newReference();
    expect((await calls.cancellationQuote(other.reference, token)).replaceAll(other.reference, '<reference>')).toBe(
      (await calls.cancellationQuote(unknownRef, newAccessToken())).replaceAll(unknownRef, '<reference>'),
    );
  });
});
