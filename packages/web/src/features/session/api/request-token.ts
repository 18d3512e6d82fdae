// POST /oauth/token: the password grant signs in, the refresh grant renews the tokens (§7).
import { tokenReplySchema, type TokenReply } from '@psc/core/auth/auth.schemas';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { env } from '../../../config/env.ts';

const clientAuthorization = (): string => `Basic ${btoa(`${env.oauthClientId}:${env.oauthClientSecret}`)}`;

export const noAccessTokenMessage = 'No access token';

const readTokenReply = (reply: unknown): TokenReply => {
  const parsed = tokenReplySchema.safeParse(reply);
  if (!parsed.success || parsed.data.access_token === '') {
    throw new ApiError(noAccessTokenMessage, { status: 200, code: 'NO_ACCESS_TOKEN', body: reply });
  }
  return parsed.data;
};

const postTokenForm = async (form: URLSearchParams): Promise<TokenReply> =>
  readTokenReply(
    await apiRequest('/oauth/token', {
      method: 'POST',
      body: form,
      authenticated: false,
      headers: { Authorization: clientAuthorization() },
    }),
  );

export type PasswordGrantInput = { username: string; password: string; otp?: string };

/** The username is lower-cased before sending (§5 'Login'). */
export const normaliseUsername = (username: string): string => username.trim().toLowerCase();

export const requestPasswordGrant = ({
  username,
  password,
  otp,
}: PasswordGrantInput): Promise<TokenReply> => {
  const form = new URLSearchParams({
    grant_type: 'password',
    username: normaliseUsername(username),
    password,
  });
  if (otp !== undefined && otp !== '') form.set('otp', otp);
  return postTokenForm(form);
};

export const requestRefreshGrant = ({ username, refreshToken }: { username: string; refreshToken: string }) =>
  postTokenForm(new URLSearchParams({ grant_type: 'refresh_token', username, refresh_token: refreshToken }));
