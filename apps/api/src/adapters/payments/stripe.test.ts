import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { stripeClientOptions } from './stripe';

describe('STRIPE_API_URL', () => {
  it.each([
    ['http://127.0.0.1:12111', { host: '127.0.0.1', port: '12111', protocol: 'http' }],
    ['http://stripe-mock', { host: 'stripe-mock', port: 80, protocol: 'http' }],
    ['https://stripe.internal.example', { host: 'stripe.internal.example', port: 443, protocol: 'https' }],
  ])('sends the client to %s', (url, expected) => {
    expect(stripeClientOptions(url)).toMatchObject(expected);
  });

  it('leaves the client on Stripe itself when unset', () => {
    expect(stripeClientOptions(undefined)).not.toHaveProperty('host');
  });
});

describe('payments configuration', () => {
  const all = {
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
    STRIPE_PRICE_ID: 'price_1',
    STRIPE_API_URL: 'http://localhost:12111',
  };

  it('turns payments on only with the secret key, the webhook secret and the price', () => {
    expect(loadConfig(all)).toMatchObject({
      paymentsEnabled: true,
      stripe: {
        secretKey: 'sk_test_1',
        webhookSecret: 'whsec_1',
        priceId: 'price_1',
        apiUrl: 'http://localhost:12111',
      },
    });
    for (const missing of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID']) {
      const config = loadConfig({ ...all, [missing]: '' });
      expect(config.paymentsEnabled).toBe(false);
      expect(config.stripe).toBeUndefined();
    }
  });

  it('refuses a STRIPE_API_URL that is not a URL', () => {
    expect(() => loadConfig({ ...all, STRIPE_API_URL: 'not a url' })).toThrow(/STRIPE_API_URL/);
  });
});
