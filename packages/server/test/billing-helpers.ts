import type { FastifyInstance } from 'fastify';
import { bearer, signIn, uniqueEmail } from './test-app.ts';

export const operatorKey = 'operator-key-for-billing-tests-0123456789';

export type Admin = { accountId: string; email: string; password: string; token: string };

/** A fresh free-trial account (status 0) with its default admin signed in. */
export const trialAdmin = async (
  app: FastifyInstance,
  overrides: Record<string, string> = {},
): Promise<Admin> => {
  const body = {
    account: 'Sugar Desk',
    email: uniqueEmail('billing'),
    firstname: 'Bill',
    lastname: 'Ing',
    password: 'correct horse battery',
    ...overrides,
  };
  // Registrations are limited per address and hour; billing tests register many accounts, each from its own address.
  const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const response = await app.inject({ method: 'POST', url: '/register', payload: body, remoteAddress });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  const tokens = await signIn(app, body.email, body.password);
  return {
    accountId: response.json<{ accountId: string }>().accountId,
    email: body.email,
    password: body.password,
    token: tokens.access_token,
  };
};

export const purchaseBody = (overrides: Record<string, unknown> = {}) => ({
  planId: 3,
  numberOfUsers: 7,
  currency: 'USD',
  paymentFrequency: 'Yearly',
  couponCode: 'TRADER20',
  ...overrides,
});

export const requestPurchase = (app: FastifyInstance, token: string, body: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/v1/accounts/subscriptions', headers: bearer(token), payload: body });

export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

export const confirmSandbox = (
  app: FastifyInstance,
  clientSecret: string,
  number = '4242 4242 4242 4242',
  kind: 'payment_intents' | 'setup_intents' = 'payment_intents',
) =>
  app.inject({
    method: 'POST',
    url: `/sandbox/v1/${kind}/${intentIdOf(clientSecret)}/confirm`,
    payload: { clientSecret, number, expiryMonth: 12, expiryYear: 2034, cvc: '123' },
  });

export const addCoupon = (app: FastifyInstance, coupon: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: '/system/coupons',
    headers: { authorization: `Bearer ${operatorKey}` },
    payload: coupon,
  });
