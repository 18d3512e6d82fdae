import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest, readReplyField } from '#lib/api-client.ts';

export type PasswordResetRequest = { email: string; captcha?: string };

/**
 * POST /requestpasswordreset (§7 'Unauthenticated'): answers 'A link to reset your password will be sent to {email}'
 * whether or not the address has an account. Checked by hand: this form should not bring zod with it.
 */
export const requestPasswordReset = async (input: PasswordResetRequest): Promise<{ message: string }> => {
  const reply = await apiRequest('/requestpasswordreset', {
    method: 'POST',
    body: input,
    authenticated: false,
  });
  const message = readReplyField(reply, 'message');
  if (message === null) {
    throw new ApiError('The server sent a reply this app does not understand.', {
      status: 200,
      code: 'BAD_REPLY',
      body: reply,
    });
  }
  return { message };
};

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
