import { apiRequest, loadReplySchema } from '#lib/api-client.ts';

/** POST /passkeys/challenge: a single-use challenge for the browser's passkey dialog (decision 0044). */
export const getPasskeyChallenge = () =>
  apiRequest('/passkeys/challenge', {
    method: 'POST',
    authenticated: false,
    // Loaded alongside the request, so the login page needs no zod before the first click (decision 0053).
    schema: loadReplySchema(() =>
      import('@psc/core/passkeys/passkeys.schemas').then((module) => module.signInOptionsReplySchema),
    ),
  });
