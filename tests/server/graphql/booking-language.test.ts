// The booking's language over the real /graphql endpoint (issue 17 §1): prebook stores PrebookInput.language,
// else the request's (the `lang` cookie the web app's language switch sets, then Accept-Language), else English;
// Booking.language answers it; a sign-in link e-mail is queued in the requester's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import type { MailQueue, SignInLinkMail } from '../../../server/bookings/access.ts';
import { storeBooking } from '../bookings/access-fixtures.ts';
import { FakeProvider, futureDate } from '../bookings/ledger-fixtures.ts';
import * as repo from '../../../server/bookings/repository.ts';

const PREBOOK = `mutation($input: PrebookInput!) { prebook(input: $input) { accessToken booking { reference language } } }`;
const MINE = `query($tokens: [String!]!) { myBookings(accessTokens: $tokens) { reference language } }`;
const REQUEST = `mutation($email: String!) { requestSignInLink(email: $email) { expiresInMinutes } }`;

const sent: SignInLinkMail[] = [];
const mailQueue: MailQueue = {
  enqueue: async (_q, msg) => {
    sent.push(msg);
  },
};

describe('the booking language over GraphQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { provider: new FakeProvider(), mailQueue });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function gql(query: string, variables: object, headers: Record<string, string> = {}) {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: any; errors?: unknown[] };
  }

  async function prebook(language: 'EN' | 'HI' | undefined, headers: Record<string, string> = {}) {
    const r = await gql(
      PREBOOK,
      {
        input: {
          offerId: 'offer-1',
          hotelId: 'lp1897',
          checkin: futureDate(10),
          checkout: futureDate(12),
          holder: { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in', phone: '98450 12345' },
          guests: [{ firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in' }],
          ...(language ? { language } : {}),
        },
      },
      headers,
    );
    expect(r.errors).toBeUndefined();
    return r.data.prebook as { accessToken: string; booking: { reference: string; language: string } };
  }

  it('stores the language the input names, whatever the request says', async () => {
    const hindi = await prebook('HI');
    expect(hindi.booking.language).toBe('HI');
    expect((await repo.findById(t.app.services.db, hindi.booking.reference))?.language).toBe('hi');
    const english = await prebook('EN', { cookie: 'lang=hi', 'accept-language': 'hi-IN' });
    expect(english.booking.language).toBe('EN');
    const mine = await gql(MINE, { tokens: [hindi.accessToken, english.accessToken] });
    expect(mine.data.myBookings).toEqual(
      expect.arrayContaining([
        { reference: hindi.booking.reference, language: 'HI' },
        { reference: english.booking.reference, language: 'EN' },
      ]),
    );
  });

  it("without one, stores the request's: the lang cookie, then Accept-Language, else English", async () => {
    expect((await prebook(undefined, { cookie: 'theme=dark; lang=hi' })).booking.language).toBe('HI');
    expect((await prebook(undefined, { cookie: 'lang=en', 'accept-language': 'hi-IN,hi;q=0.9' })).booking.language).toBe('EN');
    expect((await prebook(undefined, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).booking.language).toBe('HI');
    expect((await prebook(undefined, { 'accept-language': 'ta-IN,en;q=0.5' })).booking.language).toBe('EN');
    expect((await prebook(undefined)).booking.language).toBe('EN');
  });

  it('refuses a language the schema does not have', async () => {
    const r = await gql(PREBOOK, {
      input: {
        offerId: 'offer-1',
        hotelId: 'lp1897',
        checkin: futureDate(10),
        checkout: futureDate(12),
        holder: { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in', phone: '98450 12345' },
        guests: [{ firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in' }],
        language: 'FR',
      },
    });
    expect(r.errors?.length).toBeGreaterThan(0);
  });

  it("queues a sign-in link e-mail in the requester's language", async () => {
    const email = `lang.${Math.random().toString(36).slice(2, 10)}@example.in`;
    await storeBooking(t.app.services.db, email, { confirmed: true });
    sent.length = 0;
    expect((await gql(REQUEST, { email }, { cookie: 'lang=hi' })).errors).toBeUndefined();
    expect((await gql(REQUEST, { email })).errors).toBeUndefined();
    expect(sent.map((m) => m.payload.language)).toEqual(['hi', 'en']);
  });
});
