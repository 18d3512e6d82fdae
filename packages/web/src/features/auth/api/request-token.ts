// POST /oauth/token: the password grant signs in, the refresh grant renews the tokens (§7); a passkey signs in too.
import type { TokenReply } from '@psc/core/auth/auth.schemas';
import { ApiError, apiRequest, loadReplySchema } from '#lib/api-client.ts';
import { env } from '#config/env.ts';
import { noAccessTokenMessage } from '../utils/sign-in-errors.ts';

const clientAuthorization = (): string => `Basic ${btoa(`${env.oauthClientId}:${env.oauthClientSecret}`)}`;

// zod and the token contract load alongside the first grant asked for, not with the login page (decision 0053).
const loadTokenReplySchema = () =>
  loadReplySchema(() => import('@psc/core/auth/auth.schemas').then((module) => module.tokenReplySchema));

const readTokenReply = async (replyReceived: Promise<unknown>): Promise<TokenReply> => {
  const [schema, reply] = await Promise.all([loadTokenReplySchema(), replyReceived]);
  const parsed = schema.safeParse(reply);
  if (!parsed.success || parsed.data.access_token === '') {
    throw new ApiError(noAccessTokenMessage, { status: 200, code: 'NO_ACCESS_TOKEN', body: reply });
  }
  return parsed.data;
};

const postTokenForm = (form: URLSearchParams): Promise<TokenReply> =>
  readTokenReply(
    apiRequest('/oauth/token', {
      method: 'POST',
      body: form,
      authenticated: false,
      headers: { Authorization: clientAuthorization() },
    }),
  );

export type PasswordGrantInput = {
  username: string;
  password: string;
  /** The six-digit code of the OTP step. */
  otp?: string;
  /** Beyond the spec: a single-use recovery code instead of the six-digit code. */
  recoveryCode?: string;
  /** Beyond the spec (decision 0044): a passkey assertion, JSON, as the second factor. */
  passkey?: string;
  /** The captcha solution, sent as `g-captcha-response`. */
  captcha?: string;
};

/** The username is lower-cased before sending (§5 'Login'). */
export const normaliseUsername = (username: string): string => username.trim().toLowerCase();

export const requestPasswordGrant = ({
  username,
  password,
  otp,
  recoveryCode,
  passkey,
  captcha,
}: PasswordGrantInput): Promise<TokenReply> => {
  const form = new URLSearchParams({
    grant_type: 'password',
    username: normaliseUsername(username),
    password,
  });
  if (otp !== undefined && otp !== '') form.set('otp', otp);
  if (recoveryCode !== undefined && recoveryCode !== '') form.set('recovery_code', recoveryCode);
  if (passkey !== undefined && passkey !== '') form.set('passkey', passkey);
  if (captcha !== undefined && captcha !== '') form.set('g-captcha-response', captcha);
  return postTokenForm(form);
};

/** grant_type=passkey (decision 0044): a user-verified passkey assertion signs in on its own. */
export const requestPasskeyGrant = (passkey: string): Promise<TokenReply> =>
  postTokenForm(new URLSearchParams({ grant_type: 'passkey', passkey }));

export const requestRefreshGrant = ({ username, refreshToken }: { username: string; refreshToken: string }) =>
  postTokenForm(new URLSearchParams({ grant_type: 'refresh_token', username, refresh_token: refreshToken }));
