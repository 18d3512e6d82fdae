import { createHmac, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eOperatorKey } from './operator.ts';

/** RFC 6238 (SHA-1, 30 s, six digits), as an authenticator app computes it from the key the console shows. */
const totpCode = (base32Secret: string, atMs = Date.now()): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const character of base32Secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(character).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)?.map((byte) => Number.parseInt(byte, 2)) ?? []);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
};

/** An operator of a role, added with the journeys' bootstrap key, then signed in at /ops with a fresh code. */
export const signInOperator = async (
  page: Page,
  request: APIRequestContext,
  role: 'analyst' | 'support' | 'admin',
  /** A server on a test clock (TEST_CLOCK_START) checks the code at its own time: how far ahead of ours it is. */
  options: { clockAheadMs?: number } = {},
): Promise<void> => {
  const operator = {
    email: `ops-${role}-${randomUUID().slice(0, 8)}@e2e.example.com`,
    name: `E2E ${role}`,
    role,
    password: `Operator-${randomUUID()}`,
  };
  const created = await request.post('/api/ops/operators', {
    headers: { authorization: `Bearer ${e2eOperatorKey}` },
    data: operator,
  });
  expect(created.status(), await created.text()).toBe(200);
  const { totpSecret } = (await created.json()) as { totpSecret: string };
  await page.goto('/ops');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(operator.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(operator.password);
  await page
    .getByRole('textbox', { name: 'Authenticator code' })
    .fill(totpCode(totpSecret, Date.now() + (options.clockAheadMs ?? 0)));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /sign out/i })).toBeVisible();
};
