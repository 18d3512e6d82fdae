import type { FastifyInstance } from 'fastify';
import type { OperatorRole } from '@psc/core/operations/operator-roles';
import { operationsClient } from '@psc/core/operations/operations.endpoints';
import { createOperator } from '../src/modules/operations/create-operator.ts';
import { totpCodeAt } from '../src/modules/two-factor/totp.ts';
import { requestTokens, uniqueEmail, type TestApp, type Tokens } from './test-app.ts';

export const operationsClientAuthorization = `Basic ${Buffer.from(`${operationsClient.id}:${operationsClient.secret}`).toString('base64')}`;

export type TestOperator = {
  id: string;
  email: string;
  password: string;
  secret: string;
  accessToken: string;
};

/** The operations client's password grant with a code, as the console sends it. */
export const requestOperatorTokens = (app: FastifyInstance, form: Record<string, string>) =>
  requestTokens(app, form, operationsClientAuthorization);

/**
 * An operator made as `npm run operator:create` makes one, signed in through POST /oauth/token with a code. The
 * clock moves one TOTP step first, because a code is accepted once.
 */
export const createSignedInOperator = async (t: TestApp, role: OperatorRole): Promise<TestOperator> => {
  const email = uniqueEmail(role);
  const password = 'operator password 2026';
  const created = await createOperator(t.deps, { email, name: `Test ${role}`, role, password });
  t.clock.advance(30_000);
  const response = await requestOperatorTokens(t.app, {
    grant_type: 'password',
    username: email,
    password,
    otp: await totpCodeAt(created.totpSecret, t.clock.now()),
  });
  if (response.statusCode !== 200)
    throw new Error(`operator sign-in failed: ${response.statusCode} ${response.body}`);
  return {
    id: created.id,
    email,
    password,
    secret: created.totpSecret,
    accessToken: response.json<Tokens>().access_token,
  };
};
