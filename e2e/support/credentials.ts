// Helpers of the credential journeys, which run against the server with the captcha on and a real SMTP sink.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { generate } from 'otplib';
import { uniqueEmail, type Credentials } from './accounts.ts';

const clientAuthorization = `Basic ${Buffer.from('psc-web:psc-web-secret').toString('base64')}`;

/** Ticks the captcha of the form on the page and waits until the widget has solved its challenge. */
export const tickCaptcha = async (page: Page): Promise<void> => {
  const captcha = page.getByRole('group', { name: 'Captcha' });
  // The label, as a person clicks it: the widget draws its tick mark over the checkbox itself.
  await captcha.getByText("I'm not a robot").click();
  await expectCaptchaSolved(page);
};

/** The widget shows 'Verified' once it holds a solution the next submit can send. */
export const expectCaptchaSolved = async (page: Page): Promise<void> => {
  await expect(page.getByRole('group', { name: 'Captcha' }).getByText('Verified')).toBeVisible();
};

/** What the widget does in the browser, done here for set-up calls: fetch a challenge, solve it, encode it. */
export const solveCaptchaForApi = async (request: APIRequestContext): Promise<string> => {
  const challenge = await (await request.get('/aqa/captcha')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge could not be solved');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
};

/** A fresh free-trial account made through the API (with a solved captcha), for journeys not about registering. */
export const createAccountWithCaptcha = async (
  request: APIRequestContext,
  label: string,
): Promise<Credentials> => {
  const credentials = { email: uniqueEmail(label), password: `Sugar-${randomUUID().slice(0, 12)}` };
  const reply = await request.post('/register', {
    data: {
      account: `E2E ${label}`,
      email: credentials.email,
      firstname: 'Eve',
      lastname: 'Tester',
      password: credentials.password,
      captcha: await solveCaptchaForApi(request),
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return credentials;
};

/** Signs in through the API, as set-up for a journey; answers the access token. */
export const signInThroughApi = async (
  request: APIRequestContext,
  credentials: Credentials,
  extra: Record<string, string> = {},
): Promise<string> => {
  const reply = await request.post('/oauth/token', {
    headers: { Authorization: clientAuthorization },
    form: {
      grant_type: 'password',
      username: credentials.email,
      password: credentials.password,
      'g-captcha-response': await solveCaptchaForApi(request),
      ...extra,
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { access_token: string }).access_token;
};

/**
 * The code an authenticator app shows `offsetSeconds` from now. A code is accepted once per 30 s step, and the
 * step of the code that turned 2FA on is used up; the server allows one step of drift, so the next step's code
 * (offset 30) is the one to sign in with right after.
 */
export const authenticatorCode = (key: string, offsetSeconds = 0): Promise<string> =>
  generate({ secret: key.replace(/\s+/g, ''), epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** Turns 2-step verification on through the API for a journey that is about something else; answers the key. */
export const enableTwoFactorThroughApi = async (request: APIRequestContext, accessToken: string) => {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const profile = (await (await request.post('/api/v1/otp/setget', { headers })).json()) as {
    message: string;
  };
  const check = await request.get(`/api/v1/otp/check/${await authenticatorCode(profile.message)}`, {
    headers,
  });
  const reply = (await check.json()) as { success: boolean; recoveryCodes: string[] };
  expect(reply.success).toBe(true);
  return { key: profile.message, recoveryCodes: reply.recoveryCodes };
};

type ReceivedMessage = { to: string[]; subject: string | null; text: string; links: string[] };

/** Waits for the e-mails the SMTP sink received for `to` (support/smtp-sink-server.mjs). */
export const waitForMail = async (
  request: APIRequestContext,
  to: string,
  count = 1,
): Promise<ReceivedMessage[]> => {
  const mailbox = process.env.PSC_E2E_MAILBOX_URL;
  if (!mailbox) throw new Error('PSC_E2E_MAILBOX_URL is not set (playwright.config.ts sets it)');
  let messages: ReceivedMessage[] = [];
  await expect
    .poll(
      async () => {
        const reply = await request.get(`${mailbox}/messages?to=${encodeURIComponent(to)}`);
        messages = (await reply.json()) as ReceivedMessage[];
        return messages.length;
      },
      { timeout: 20_000, message: `an e-mail to ${to}` },
    )
    .toBeGreaterThanOrEqual(count);
  return messages;
};

/** The reset link of an e-mail, as a reader would click it. */
export const resetLinkIn = (message: ReceivedMessage): string => {
  const link = message.links.find((candidate) => candidate.includes('?rpp='));
  if (link === undefined) throw new Error(`no reset link in: ${message.text}`);
  return link;
};

export const fillLoginForm = async (page: Page, credentials: Credentials): Promise<void> => {
  await page.getByRole('textbox', { name: 'Username' }).fill(credentials.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password);
};

export const signOutThroughMenu = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
};
