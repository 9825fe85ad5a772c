// Bookings on any device, over the real /graphql endpoint (issue 16 §6): the e-mail lookup's token and a
// sign-in link's tokens open the bookings in myBookings; the link works once; unknown addresses get the
// same answer; bad addresses, used links and too many requests get their codes. Mail is captured by a fake
// outbox given to the app, as the mail outbox will be.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import type { MailQueue, SignInLinkMail } from '../../../server/bookings/access.ts';
import { storeBooking } from '../bookings/access-fixtures.ts';

const sent: SignInLinkMail[] = [];
const mailQueue: MailQueue = {
  enqueue: async (_q, msg) => {
    sent.push(msg);
  },
};

const ACCESS = `mutation($reference: ID!, $email: String!) {
  accessBooking(reference: $reference, email: $email) { accessToken booking { reference status hotel { name } } }
}`;
const REQUEST = `mutation($email: String!) { requestSignInLink(email: $email) { message expiresInMinutes } }`;
const REDEEM = `mutation($token: String!) {
  redeemSignInLink(token: $token) { email bookings { accessToken booking { reference status } } }
}`;
const MINE = `query($tokens: [String!]!) { myBookings(accessTokens: $tokens) { reference } }`;

const uniqueEmail = (tag: string) => `${tag}.${Math.random().toString(36).slice(2, 10)}@example.in`;

describe('access to bookings over GraphQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      // Limits on, generous except the per-address one this file checks.
      {
        RATE_LIMIT_ENABLED: 'true',
        SIGN_IN_RATE_LIMIT_IP_MAX: '100',
        SIGN_IN_RATE_LIMIT_EMAIL_MAX: '2',
        SIGN_IN_RATE_LIMIT_REDEEM_MAX: '100',
        RATE_LIMIT_LOOKUP_MAX: '100',
      },
      { mailQueue },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accessBooking gives a token that myBookings accepts; a wrong e-mail gives null', async () => {
    const email = uniqueEmail('lookup');
    const own = await storeBooking(t.app.services.db, email, { confirmed: true });

    const wrong = await t.gql(ACCESS, { reference: own.reference, email: uniqueEmail('other') });
    expect(wrong.errors).toBeUndefined();
    expect(wrong.data.accessBooking).toBeNull();

    const res = await t.gql(ACCESS, { reference: own.reference, email: email.toUpperCase() });
    expect(res.errors).toBeUndefined();
    expect(res.data.accessBooking.booking).toEqual({ reference: own.reference, status: 'CONFIRMED', hotel: { name: 'Hotel Access' } });
    const mine = await t.gql(MINE, { tokens: [res.data.accessBooking.accessToken] });
    expect(mine.data.myBookings).toEqual([{ reference: own.reference }]);
  });

  it('a sign-in link opens every booking of the address once; a second use answers LINK_EXPIRED', async () => {
    const email = uniqueEmail('device');
    const a = await storeBooking(t.app.services.db, email, { confirmed: true });
    await new Promise((r) => setTimeout(r, 15));
    const b = await storeBooking(t.app.services.db, email);

    const before = sent.length;
    const req = await t.gql(REQUEST, { email });
    expect(req.errors).toBeUndefined();
    expect(req.data.requestSignInLink).toEqual({
      message: 'If that address has bookings with us, a sign-in link is on its way. It works once, for 15 minutes.',
      expiresInMinutes: 15,
    });
    const mails = sent.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'SIGN_IN_LINK', to: email, payload: { expiresInMinutes: 15 } });
    // The link leads to the app's own sign-in page (the test app's origin: no PUBLIC_URL is set).
    const link = new URL(mails[0].payload.link);
    expect(link.origin).toBe(new URL(t.url).origin.replace('127.0.0.1', 'localhost'));
    expect(link.pathname).toBe('/sign-in');
    const token = link.searchParams.get('token')!;

    const redeemed = await t.gql(REDEEM, { token });
    expect(redeemed.errors).toBeUndefined();
    expect(redeemed.data.redeemSignInLink.email).toBe(email);
    const list = redeemed.data.redeemSignInLink.bookings as Array<{ accessToken: string; booking: { reference: string; status: string } }>;
    expect(list.map((x) => x.booking)).toEqual([
      { reference: b.reference, status: 'PENDING_PAYMENT' },
      { reference: a.reference, status: 'CONFIRMED' },
    ]);
    const mine = await t.gql(MINE, { tokens: list.map((x) => x.accessToken) });
    expect(mine.data.myBookings).toEqual([{ reference: b.reference }, { reference: a.reference }]);

    const again = await t.gql(REDEEM, { token });
    expect(again.data).toBeNull();
    expect(again.errors?.[0].extensions.code).toBe('LINK_EXPIRED');
    expect(again.errors?.[0].message).toBe('This sign-in link has expired or was already used. Ask for a new one.');
  });

  it('answers an unknown address exactly as a known one, byte for byte, and mails nothing', async () => {
    const known = uniqueEmail('known');
    await storeBooking(t.app.services.db, known);
    const before = sent.length;
    const a = await t.gql(REQUEST, { email: known });
    const b = await t.gql(REQUEST, { email: uniqueEmail('unknown') });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(sent.slice(before).map((m) => m.to)).toEqual([known]);
  });

  it('refuses a malformed address with BAD_USER_INPUT and too many requests for one address with RATE_LIMITED', async () => {
    const bad = await t.gql(REQUEST, { email: 'not an address' });
    expect(bad.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].message).toBe('Please enter a valid e-mail address.');

    const email = uniqueEmail('flood');
    await storeBooking(t.app.services.db, email);
    const before = sent.length;
    expect((await t.gql(REQUEST, { email })).errors).toBeUndefined();
    expect((await t.gql(REQUEST, { email: email.toUpperCase() })).errors).toBeUndefined();
    const over = await t.gql(REQUEST, { email });
    expect(over.errors?.[0].extensions.code).toBe('RATE_LIMITED');
    expect(over.errors?.[0].extensions.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(sent.length - before).toBe(2);
  });
});
