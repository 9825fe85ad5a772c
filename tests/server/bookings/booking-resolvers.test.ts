// The payment widget's configuration as the client receives it: the sandbox's own script and test card
// on the embedded default, the provider's script with an environment that matches the key otherwise.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { paymentWidgetConfig } from '../../../server/graphql/resolvers/booking.ts';

describe('paymentWidget', () => {
  it('uses the sandbox script and shows the test card on the embedded default', () => {
    expect(paymentWidgetConfig(loadConfig({ BUSINESS_NAME: 'Yatra Stays' }))).toEqual({
      scriptUrl: '/sandbox/payment/liteAPIPayment.js',
      publicKey: 'sandbox',
      businessName: 'Yatra Stays',
      sandbox: true,
      testCardNumber: '4242 4242 4242 4242',
    });
  });

  it('uses the provider script in sandbox environment for a sand_ key', () => {
    const w = paymentWidgetConfig(loadConfig({ LITEAPI_KEY: 'sand_1234' }));
    expect(w).toEqual({
      scriptUrl: 'https://payment-wrapper.liteapi.travel/dist/liteAPIPayment.js?v=a1',
      publicKey: 'sandbox',
      businessName: 'StayIndia',
      sandbox: true,
      testCardNumber: '4242 4242 4242 4242',
    });
  });

  it('goes live, with no test card, for a production key', () => {
    const w = paymentWidgetConfig(loadConfig({ LITEAPI_KEY: 'prod_abcd' }));
    expect(w).toMatchObject({ publicKey: 'live', sandbox: false, testCardNumber: null });
  });

  it('follows LITEAPI_PAYMENT_ENV when it is set, and never exposes the key itself', () => {
    const w = paymentWidgetConfig(loadConfig({ LITEAPI_KEY: 'prod_secret-key', LITEAPI_PAYMENT_ENV: 'sandbox' }));
    expect(w).toMatchObject({ publicKey: 'sandbox', sandbox: true });
    expect(JSON.stringify(w)).not.toContain('prod_secret-key');
  });
});
