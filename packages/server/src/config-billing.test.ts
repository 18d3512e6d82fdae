import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

// Stripe or the built-in sandbox (decision 0017): the three keys come together or not at all.
describe('billing settings', () => {
  it('uses the sandbox when no Stripe key is set, with the default seller and grace', () => {
    const config = loadConfig({});
    expect(config.stripe).toBeUndefined();
    expect(config.billing).toEqual({
      graceDays: 14,
      jobIntervalMs: 15 * 60_000,
      seller: {
        code: 'PSC',
        name: 'PSC Price Calculator Ltd',
        address: '1 Sugar Quay, London EC3R 6AA, United Kingdom',
        vat: 'GB123456789',
        email: 'billing@psc.localhost',
      },
    });
  });

  it('uses Stripe when all three keys are set', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      toleranceSeconds: 300,
      apiUrl: new URL('http://127.0.0.1:12111'),
    });
  });

  it('stops the server when only some of the keys are set', () => {
    const start = () => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: set all three or none',
    );
  });

  it('refuses a seller code that is not 2-12 upper-case letters, digits or -', () => {
    expect(() => loadConfig({ INVOICE_SELLER_CODE: 'psc' })).toThrow(
      'INVOICE_SELLER_CODE: must be 2-12 upper-case letters, digits or -',
    );
  });
});
