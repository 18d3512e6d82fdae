import { useMutation } from '@tanstack/react-query';
import { registrationMessages } from '@psc/core/auth/auth-messages';
import { accountEndpoints } from '@psc/core/accounts/accounts.endpoints';
import type { RegistrationReply } from '@psc/core/auth/auth.schemas';
import { ApiError, apiRequest, isApiError } from '#lib/api-client.ts';
import { describeCaptchaRefusal, somethingWentWrongMessage } from '#lib/captcha-refusal.ts';

export type RegisterAccountInput = {
  account: string;
  email: string;
  firstname: string;
  lastname: string;
  password: string;
  /** The captcha solution, when the settings require one. */
  captcha?: string;
};

/** POST /register: creates the account and its first user, the default admin (§7 'Unauthenticated'). */
export const registerAccount = (input: RegisterAccountInput): Promise<RegistrationReply> =>
  apiRequest(accountEndpoints.register.path, {
    method: accountEndpoints.register.method,
    body: input,
    schema: accountEndpoints.register.reply,
    authenticated: false,
  });

/** What the form shows after a refusal, and whether the fields are emptied (an expired captcha, §5). */
export type RegistrationFailure = { message: string; clearsFields: boolean };

/** §8 'Registration': the account-field fault is shown as sent; any other refusal is 'Account Already exists'. */
export const describeRegistrationFailure = (error: unknown): RegistrationFailure => {
  const failure = (message: string): RegistrationFailure => ({ message, clearsFields: false });
  if (!isApiError(error)) return failure(somethingWentWrongMessage);
  // Told by the server's own words; shown in the reader's language (decision 0149).
  if (error.serverMessage === registrationMessages.accountFieldFault) return failure(error.message);
  // A refused captcha is not an existing account.
  const captchaRefusal = error.status === 403 ? describeCaptchaRefusal(error.serverMessage) : null;
  if (captchaRefusal !== null) return captchaRefusal;
  // No reply, or the server failing, says nothing about the account existing.
  if (error.status === 0) return failure(error.message);
  if (error.status === 429) return failure('Too many attempts. Please wait a while before trying again.');
  if (error.status >= 500) return failure(somethingWentWrongMessage);
  return failure(registrationMessages.alreadyExists);
};

export const useRegisterAccount = () =>
  useMutation({
    mutationFn: async (input: RegisterAccountInput) => {
      const reply = await registerAccount(input);
      if (!reply.success) throw new ApiError(reply.message ?? '', { status: 200, body: reply });
      return reply;
    },
  });
