import { useMutation } from '@tanstack/react-query';
import {
  registrationMessages,
  registrationReplySchema,
  type RegistrationReply,
} from '@psc/core/auth/auth.schemas';
import { ApiError, apiRequest, isApiError, readReplyField } from '../../../lib/api-client.ts';

export type RegisterAccountInput = {
  account: string;
  email: string;
  firstname: string;
  lastname: string;
  password: string;
};

/** POST /register: creates the account and its first user, the default admin (§7 'Unauthenticated'). */
export const registerAccount = (input: RegisterAccountInput): Promise<RegistrationReply> =>
  apiRequest('/register', {
    method: 'POST',
    body: input,
    schema: registrationReplySchema,
    authenticated: false,
  });

/** §8 'Registration': the account-field fault is shown as sent; any other refusal is 'Account Already exists'. */
export const describeRegistrationFailure = (error: unknown): string => {
  if (!isApiError(error)) return 'Something Went Wrong';
  if (error.message === registrationMessages.accountFieldFault) return registrationMessages.accountFieldFault;
  // A refused captcha is not an existing account; its text tells the user what to do.
  if (readReplyField(error.body, 'error') === 'invalid_captcha') return error.message;
  // No reply, or the server failing, says nothing about the account existing.
  if (error.status === 0) return error.message;
  if (error.status >= 500) return 'Something Went Wrong';
  return registrationMessages.alreadyExists;
};

export const useRegisterAccount = () =>
  useMutation({
    mutationFn: async (input: RegisterAccountInput) => {
      const reply = await registerAccount(input);
      if (!reply.success) throw new ApiError(reply.message ?? '', { status: 200, body: reply });
      return reply;
    },
  });
