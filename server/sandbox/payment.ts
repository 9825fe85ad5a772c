// The embedded sandbox's stand-in for LiteAPI's payment widget: the browser script (same global class,
// config and redirect-only flow as payment-wrapper.liteapi.travel's liteAPIPayment.js) and the endpoint
// its card form posts to, which plays the payment processor: it marks the prebook's transaction paid or
// declined. Card numbers reach only this endpoint, never the app's GraphQL API.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxOptions } from './index.ts';
import { bookingStore } from './booking-store.ts';
import { sendProviderError } from './http.ts';

/** Stripe's test cards that decline; every other valid number pays (4242 4242 4242 4242 is the documented one). */
export const DECLINED_TEST_CARDS: ReadonlySet<string> = new Set(['4000000000000002', '4000000000009995']);

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

// Plain ES2017 browser code with no dependencies. No eval, no inline handlers, no injected <style> or
// <script>: it works under a strict Content-Security-Policy (styles are set through element.style).
export const PAYMENT_SCRIPT = String.raw`/* liteAPIPayment.js - sandbox payment widget (test mode: no real card is charged) */
(function () {
  'use strict';
  var current = document.currentScript;
  // The card form posts to the sandbox that served this script, whatever page loaded it.
  var CONFIRM_URL = current && current.src
    ? new URL('confirm', current.src).href
    : new URL('/sandbox/payment/confirm', window.location.href).href;
  var uid = 0;

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text) node.textContent = text;
    return node;
  }

  function css(node, style) {
    Object.keys(style).forEach(function (k) { node.style[k] = style[k]; });
    return node;
  }

  function luhn(digits) {
    if (!/^\d{12,19}$/.test(digits)) return false;
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }

  function expiryInFuture(value) {
    var m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
    if (!m) return false;
    var month = Number(m[1]);
    var year = Number(m[2].length === 2 ? '20' + m[2] : m[2]);
    if (month < 1 || month > 12) return false;
    var now = new Date();
    return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
  }

  class LiteAPIPayment {
    constructor(config) {
      config = config || {};
      if (!config.publicKey) throw new Error('no public key');
      this.config = {
        publicKey: config.publicKey,
        secretKey: config.secretKey || '',
        targetElement: config.targetElement || '#payment-element',
        returnUrl: config.returnUrl || '',
        appearance: config.appearance || { theme: 'flat' },
        options: config.options || {},
        amount: config.amount || 0,
        currency: config.currency || '',
        submitButton: config.submitButton || { text: 'Pay' },
      };
    }

    async handlePayment() {
      var target = document.querySelector(this.config.targetElement);
      // Like the provider's widget, failures are reported in the console, never thrown to the page.
      if (!target) { console.error('LiteAPIPayment: target element not found: ' + this.config.targetElement); return; }
      this._render(target);
    }

    /** The provider's widget has this as a no-op: the flow is redirect-only. */
    handleReturn() {}

    /** Where the browser goes after the payment; a separate method so a test can observe it. */
    _redirect(url) { window.location.assign(url); }

    _render(target) {
      var self = this;
      var id = 'lap' + (++uid);
      var business = this.config.options && this.config.options.business && this.config.options.business.name;
      var payText = (this.config.submitButton && this.config.submitButton.text) || 'Pay';

      var form = css(el('form', { novalidate: '', 'aria-label': 'Card payment', 'data-testid': 'liteapi-payment-form' }), {
        display: 'grid', gap: '12px', fontFamily: 'inherit', maxWidth: '420px', minWidth: '0',
      });
      if (business) form.appendChild(css(el('p', {}, 'Pay ' + business), { margin: '0', fontWeight: '600' }));
      form.appendChild(css(el('p', {}, 'Test mode: use card 4242 4242 4242 4242, any future expiry and any CVC.'), {
        margin: '0', fontSize: '12px', color: '#8c6d1f', background: '#fff8e1', padding: '6px 8px', borderRadius: '4px',
      }));

      var flat = this.config.appearance && this.config.appearance.theme === 'flat';
      function field(name, label, attrs) {
        var wrap = css(el('div'), { display: 'grid', gap: '4px', minWidth: '0' });
        var input = el('input', Object.assign({ id: id + '-' + name, name: name, type: 'text', required: '' }, attrs));
        css(input, {
          // As wide as its column and no wider: an input's own default width overflowed a phone's dialog.
          width: '100%', minWidth: '0', boxSizing: 'border-box',
          padding: '10px 12px', fontSize: '16px', borderRadius: '6px',
          border: flat ? '1px solid transparent' : '1px solid #d9d9d9', background: flat ? '#f5f5f5' : '#fff',
        });
        wrap.appendChild(el('label', { for: input.id }, label));
        wrap.appendChild(input);
        form.appendChild(wrap);
        return input;
      }
      var number = field('cardnumber', 'Card number', { inputmode: 'numeric', autocomplete: 'cc-number', placeholder: '1234 1234 1234 1234', maxlength: '23' });
      var row = css(el('div'), { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: '12px' });
      var expiry = field('exp-date', 'Expiry date (MM/YY)', { inputmode: 'numeric', autocomplete: 'cc-exp', placeholder: 'MM/YY', maxlength: '7' });
      var cvc = field('cvc', 'CVC', { inputmode: 'numeric', autocomplete: 'cc-csc', placeholder: '123', maxlength: '4' });
      row.appendChild(expiry.parentNode);
      row.appendChild(cvc.parentNode);
      form.appendChild(row);
      var name = field('ccname', 'Name on card', { autocomplete: 'cc-name' });

      var error = css(el('div', { role: 'alert', 'aria-live': 'assertive' }), { color: '#cf1322', minHeight: '1.2em' });
      form.appendChild(error);
      var button = css(el('button', { type: 'submit' }, payText), {
        padding: '10px 16px', fontSize: '16px', borderRadius: '6px', border: '0', background: '#1677ff', color: '#fff', cursor: 'pointer',
      });
      form.appendChild(button);

      function fail(message, input) {
        error.textContent = message;
        [number, expiry, cvc, name].forEach(function (i) { i.removeAttribute('aria-invalid'); });
        if (input) { input.setAttribute('aria-invalid', 'true'); input.focus(); }
      }
      function busy(on) {
        button.disabled = on;
        button.textContent = on ? 'Processing...' : payText;
        if (on) form.setAttribute('aria-busy', 'true'); else form.removeAttribute('aria-busy');
      }

      if (!this.config.secretKey) {
        fail('This payment session is not available. Please start the booking again.');
        button.disabled = true;
      }

      form.addEventListener('submit', function (event) {
        event.preventDefault();
        if (button.disabled) return;
        var digits = number.value.replace(/[\s-]/g, '');
        if (!luhn(digits)) return fail('Your card number is invalid.', number);
        if (!expiryInFuture(expiry.value)) return fail('Your card\'s expiry date is invalid or in the past.', expiry);
        if (!/^\d{3,4}$/.test(cvc.value.trim())) return fail('Your card\'s security code (CVC) must be 3 or 4 digits.', cvc);
        if (!name.value.trim()) return fail('Enter the name on the card.', name);
        fail('');
        busy(true);
        self._confirm(digits).then(function (result) {
          if (!self.config.returnUrl) {
            busy(false);
            if (result.status === 'succeeded') { error.textContent = ''; button.disabled = true; button.textContent = 'Paid'; }
            else fail('Your card was declined.');
            return;
          }
          var url = new URL(self.config.returnUrl, window.location.href);
          url.searchParams.set('payment_intent', result.paymentIntent);
          url.searchParams.set('payment_intent_client_secret', self.config.secretKey);
          url.searchParams.set('redirect_status', result.status === 'succeeded' ? 'succeeded' : 'failed');
          self._redirect(url.href);
        }, function (err) {
          busy(false);
          fail(err && err.message ? err.message : 'The payment could not be processed. Please try again.');
        });
      });

      target.replaceChildren(form);
    }

    _confirm(digits) {
      var secret = this.config.secretKey;
      return fetch(CONFIRM_URL, {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ clientSecret: secret, cardNumber: digits }),
      }).then(function (res) {
        return res.json().catch(function () { return {}; }).then(function (body) {
          if (!res.ok) {
            var msg = body && body.error && body.error.description;
            throw new Error(msg || 'The payment could not be processed. Please try again.');
          }
          return { status: body.status, paymentIntent: body.paymentIntent && body.paymentIntent.id };
        });
      }, function () {
        throw new Error('Could not reach the payment service. Check your connection and try again.');
      });
    }
  }

  window.LiteAPIPayment = LiteAPIPayment;
})();
`;

function allowAnyOrigin(reply: FastifyReply): void {
  // Like a payment processor's browser API: any page may call it; the client secret is the credential.
  reply.header('Access-Control-Allow-Origin', '*');
  reply.header('Access-Control-Allow-Methods', 'POST, OPTIONS');
  reply.header('Access-Control-Allow-Headers', 'content-type, accept');
  reply.header('Access-Control-Max-Age', '600');
}

export default async function paymentRoutes(app: FastifyInstance, _opts: SandboxOptions): Promise<void> {
  const store = bookingStore();

  app.setErrorHandler((err: { statusCode?: number }, request, reply) => {
    allowAnyOrigin(reply);
    if ((err.statusCode ?? 500) < 500) return sendProviderError(reply, 400, 4000, 'bad request', 'The payment request was not valid.');
    request.log.error({ err }, 'sandbox payment route failed');
    return sendProviderError(reply, 500, 5000, 'internal server error');
  });

  app.get('/liteAPIPayment.js', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    // Served to pages on other origins (e.g. the Vite dev server) too.
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return reply.type('application/javascript; charset=utf-8').send(PAYMENT_SCRIPT);
  });

  app.options('/confirm', async (_request, reply) => {
    allowAnyOrigin(reply);
    return reply.code(204).send();
  });

  app.post('/confirm', async (request, reply) => {
    allowAnyOrigin(reply);
    const body = (request.body ?? {}) as { clientSecret?: unknown; cardNumber?: unknown };
    const tx = typeof body.clientSecret === 'string' ? store.findTransactionBySecret(body.clientSecret) : undefined;
    if (!tx) {
      return sendProviderError(
        reply,
        400,
        4002,
        'invalid client secret',
        'This payment session is not valid. Please start the booking again.',
      );
    }
    const digits = typeof body.cardNumber === 'string' ? body.cardNumber.replace(/[\s-]/g, '') : '';
    if (!luhnValid(digits)) return sendProviderError(reply, 400, 4002, 'invalid card number', 'Your card number is invalid.');
    const settled = store.settleTransaction(tx, DECLINED_TEST_CARDS.has(digits) ? 'declined' : 'paid', digits.slice(-4));
    const paid = settled.status === 'paid';
    return {
      status: paid ? 'succeeded' : 'failed',
      paymentIntent: {
        id: settled.paymentIntentId,
        object: 'payment_intent',
        status: paid ? 'succeeded' : 'requires_payment_method',
        amount: settled.amount,
        currency: settled.currency.toLowerCase(),
      },
    };
  });
}
