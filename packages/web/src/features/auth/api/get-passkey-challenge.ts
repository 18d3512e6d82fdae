import { signInOptionsReplySchema } from '@psc/core/passkeys/passkeys.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /passkeys/challenge: a single-use challenge for the browser's passkey dialog (decision 0044). */
export const getPasskeyChallenge = () =>
  apiRequest('/passkeys/challenge', {
    method: 'POST',
    authenticated: false,
    schema: signInOptionsReplySchema,
  });
