// The sandbox payment widget as a browser meets it: the script is fetched over real HTTP into a jsdom
// page on another origin, renders an accessible card form, validates it, posts the card only to the
// sandbox's confirm endpoint (the script's own origin) and redirects to returnUrl like Stripe does.
import Fastify, { type FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxPlugin, SandboxControl } from '../../../server/sandbox/index.ts';
import { encodeOffer } from '../../../server/sandbox/offers.ts';
import { bookingStore } from '../../../server/sandbox/booking-store.ts';

let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(sandboxPlugin, {
    prefix: '/sandbox',
    seed: 1,
    control: new SandboxControl(0),
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => bookingStore().reset());

async function prebook(): Promise<{ prebookId: string; transactionId: string; secretKey: string }> {
  const offerId = encodeOffer({
    v: 1,
    hotelId: 'lp55aa1',
    hotelName: 'Pink City Haveli, Jaipur',
    roomTypeId: 'rt-1',
    roomName: 'Heritage Room',
    rateName: 'Heritage Room - Room only',
    boardType: 'RO',
    boardName: 'Room Only',
    refundableTag: 'NRFN',
    checkin: '2027-01-10',
    checkout: '2027-01-11',
    occupancies: [{ adults: 2, children: [] }],
    total: 5_600,
    currency: 'INR',
    commission: 560,
    issuedAt: Date.now(),
  });
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox/liteapi/v3.0/rates/prebook',
    headers: { 'x-api-key': 'sand_k' },
    payload: { offerId, usePaymentSdk: true },
  });
  return res.json().data;
}

type Win = JSDOM['window'] & {
  LiteAPIPayment: new (config: Record<string, unknown>) => { handlePayment(): Promise<void>; handleReturn(): void };
};

/** A page of the app (on its own origin) that loads the widget script from the sandbox over HTTP. */
async function page() {
  const dom = new JSDOM(
    `<!doctype html><html><body><div id="payment-element"></div><script src="${baseUrl}/sandbox/payment/liteAPIPayment.js"></script></body></html>`,
    { url: 'http://app.example/hotels/lp55aa1', runScripts: 'dangerously', resources: 'usable' },
  );
  const win = dom.window as unknown as Win;
  await new Promise<void>((resolve) => win.addEventListener('load', () => resolve()));
  const requests: Array<{ url: string; body: unknown }> = [];
  // jsdom has no fetch: forward to Node's, and record what the widget sends where.
  (win as unknown as { fetch: typeof fetch }).fetch = async (input, init) => {
    requests.push({ url: String(input), body: JSON.parse(String(init?.body ?? 'null')) });
    return fetch(input, init);
  };
  const redirects: string[] = [];
  (win.LiteAPIPayment.prototype as unknown as { _redirect: (url: string) => void })._redirect = (url) => redirects.push(url);
  return { dom, win, doc: win.document, requests, redirects };
}

function fill(doc: Document, values: { number?: string; expiry?: string; cvc?: string; name?: string }) {
  const set = (label: string, v: string | undefined) => {
    if (v === undefined) return;
    const input = labelled(doc, label);
    input.value = v;
  };
  set('Card number', values.number);
  set('Expiry date (MM/YY)', values.expiry);
  set('CVC', values.cvc);
  set('Name on card', values.name);
}

/** The input a <label> with this text points at, as assistive technology finds it. */
function labelled(doc: Document, text: string): HTMLInputElement {
  const label = [...doc.querySelectorAll('label')].find((l) => l.textContent === text);
  if (!label) throw new Error(`no label "${text}"`);
  const input = doc.getElementById(label.htmlFor);
  if (!input) throw new Error(`label "${text}" points at nothing`);
  return input as HTMLInputElement;
}

function payButton(doc: Document): HTMLButtonElement {
  const button = [...doc.querySelectorAll('button')].find((b) => /^Pay\b/.test(b.textContent ?? ''));
  if (!button) throw new Error('no Pay button');
  return button;
}

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const goodCard = { number: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123', name: 'Asha Iyer' };

describe('GET /sandbox/payment/liteAPIPayment.js', () => {
  it('is served as JavaScript and defines the global LiteAPIPayment', async () => {
    const res = await fetch(`${baseUrl}/sandbox/payment/liteAPIPayment.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    const text = await res.text();
    expect(text).toContain('window.LiteAPIPayment');
    expect(text).not.toMatch(/\beval\(|new Function/);
  });
});

describe('LiteAPIPayment widget', () => {
  it('throws "no public key" without a public key', async () => {
    const { win } = await page();
    expect(() => new win.LiteAPIPayment({ secretKey: 'x' })).toThrow('no public key');
  });

  it('replaces the target with a labelled card form, business name and Pay button', async () => {
    const pb = await prebook();
    const { win, doc } = await page();
    const widget = new win.LiteAPIPayment({
      publicKey: 'sandbox',
      secretKey: pb.secretKey,
      returnUrl: 'http://app.example/booking-confirmation',
      appearance: { theme: 'flat' },
      options: { business: { name: 'StayIndia' } },
    });
    await widget.handlePayment();
    const target = doc.getElementById('payment-element')!;
    expect(target.querySelector('form')).not.toBeNull();
    for (const label of ['Card number', 'Expiry date (MM/YY)', 'CVC', 'Name on card']) {
      expect(target.contains(labelled(doc, label))).toBe(true);
    }
    expect(labelled(doc, 'Card number').getAttribute('autocomplete')).toBe('cc-number');
    expect(payButton(doc).textContent).toBe('Pay');
    expect(target.textContent).toContain('StayIndia');
    expect(target.querySelector('[role="alert"]')).not.toBeNull();
    expect(widget.handleReturn()).toBeUndefined();
  });

  it('validates the card before sending anything', async () => {
    const pb = await prebook();
    const { win, doc, requests } = await page();
    await new win.LiteAPIPayment({ publicKey: 'sandbox', secretKey: pb.secretKey, returnUrl: '/x' }).handlePayment();
    const alert = doc.querySelector('[role="alert"]')!;

    fill(doc, { ...goodCard, number: '4242 4242 4242 4241' });
    payButton(doc).click();
    expect(alert.textContent).toMatch(/card number is invalid/i);
    expect(labelled(doc, 'Card number').getAttribute('aria-invalid')).toBe('true');

    fill(doc, { ...goodCard, expiry: '01/20' });
    payButton(doc).click();
    expect(alert.textContent).toMatch(/expiry/i);

    fill(doc, { ...goodCard, cvc: '12' });
    payButton(doc).click();
    expect(alert.textContent).toMatch(/CVC/);
    expect(requests).toEqual([]);
  });

  it('pays with 4242…: posts only to the sandbox, marks the transaction paid and redirects with Stripe params', async () => {
    const pb = await prebook();
    const { win, doc, requests, redirects } = await page();
    const returnUrl = `http://app.example/booking-confirmation?tid=${pb.transactionId}&pid=${pb.prebookId}`;
    await new win.LiteAPIPayment({ publicKey: 'sandbox', secretKey: pb.secretKey, returnUrl }).handlePayment();
    fill(doc, goodCard);
    payButton(doc).click();
    expect(doc.querySelector('button')!.textContent).toBe('Processing...');
    await vi.waitFor(() => expect(redirects).toHaveLength(1));

    expect(requests).toEqual([
      { url: `${baseUrl}/sandbox/payment/confirm`, body: { clientSecret: pb.secretKey, cardNumber: '4242424242424242' } },
    ]);
    const url = new URL(redirects[0]);
    expect(url.origin + url.pathname).toBe('http://app.example/booking-confirmation');
    expect(url.searchParams.get('tid')).toBe(pb.transactionId);
    expect(url.searchParams.get('pid')).toBe(pb.prebookId);
    expect(url.searchParams.get('payment_intent')).toBe(pb.secretKey.split('_secret_')[0]);
    expect(url.searchParams.get('payment_intent_client_secret')).toBe(pb.secretKey);
    expect(url.searchParams.get('redirect_status')).toBe('succeeded');
    expect(bookingStore().getTransaction(pb.transactionId)?.status).toBe('paid');
  });

  it('redirects with redirect_status=failed for the decline card and leaves the payment unpaid', async () => {
    const pb = await prebook();
    const { win, doc, redirects } = await page();
    await new win.LiteAPIPayment({ publicKey: 'sandbox', secretKey: pb.secretKey, returnUrl: '/booking-confirmation' }).handlePayment();
    fill(doc, { ...goodCard, number: '4000 0000 0000 0002' });
    payButton(doc).click();
    await vi.waitFor(() => expect(redirects).toHaveLength(1));
    const url = new URL(redirects[0]);
    expect(url.href.startsWith('http://app.example/booking-confirmation?')).toBe(true);
    expect(url.searchParams.get('redirect_status')).toBe('failed');
    expect(bookingStore().getTransaction(pb.transactionId)?.status).toBe('declined');
  });

  it('shows an error and stays on the form for an unknown client secret', async () => {
    const { win, doc, redirects } = await page();
    await new win.LiteAPIPayment({ publicKey: 'sandbox', secretKey: 'pi_unknown_secret_nope', returnUrl: '/done' }).handlePayment();
    fill(doc, goodCard);
    payButton(doc).click();
    const alert = doc.querySelector('[role="alert"]')!;
    await vi.waitFor(() => expect(alert.textContent).toMatch(/payment session is not valid/i));
    expect(payButton(doc).disabled).toBe(false);
    expect(redirects).toEqual([]);
  });
});

describe('POST /sandbox/payment/confirm', () => {
  it('refuses an unknown secret and an invalid card number with 400', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/sandbox/payment/confirm',
      payload: { clientSecret: 'pi_x_secret_y', cardNumber: '4242424242424242' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe(4002);

    const pb = await prebook();
    const badCard = await app.inject({
      method: 'POST',
      url: '/sandbox/payment/confirm',
      payload: { clientSecret: pb.secretKey, cardNumber: '1234' },
    });
    expect(badCard.statusCode).toBe(400);
    expect(bookingStore().getTransaction(pb.transactionId)?.status).toBe('unpaid');
  });

  it('keeps a paid payment paid when the form is submitted again with a declining card', async () => {
    const pb = await prebook();
    const post = (cardNumber: string) =>
      app.inject({ method: 'POST', url: '/sandbox/payment/confirm', payload: { clientSecret: pb.secretKey, cardNumber } });
    expect((await post('4242424242424242')).json().status).toBe('succeeded');
    expect((await post('4000000000000002')).json().status).toBe('succeeded');
    expect(bookingStore().getTransaction(pb.transactionId)?.status).toBe('paid');
  });
});
