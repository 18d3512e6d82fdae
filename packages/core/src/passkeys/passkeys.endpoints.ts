import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import {
  addPasskeyRequestSchema,
  passkeyListReplySchema,
  passkeySchema,
  registrationOptionsReplySchema,
  signInOptionsReplySchema,
} from './passkeys.schemas.ts';

/** Passkeys (docs/decisions/0044), described once for the server and the web (issue 13). */
export const passkeyEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/v1/users/me/passkeys',
    summary: "The caller's passkeys",
    reply: passkeyListReplySchema,
  },
  registrationOptions: {
    method: 'POST',
    path: '/api/v1/users/me/passkeys/options',
    summary: 'Options for navigator.credentials.create(): a single-use challenge valid five minutes',
    reply: registrationOptionsReplySchema,
  },
  add: {
    method: 'POST',
    path: '/api/v1/users/me/passkeys',
    summary: 'Keep a new passkey: the credential answering the challenge of /options, with a name',
    body: addPasskeyRequestSchema,
    reply: passkeySchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/users/me/passkeys/:id',
    summary: 'Remove one of the caller’s passkeys',
    params: z.object({ id: z.uuid() }),
    reply: simpleReplySchema,
  },
  removeMember: {
    method: 'DELETE',
    path: '/api/v1/accounts/passkeys/:personId',
    summary: 'Administrators: remove every passkey of a user of their account (lost devices)',
    params: z.object({ personId: z.uuid() }),
    reply: simpleReplySchema,
  },
  challenge: {
    method: 'POST',
    path: '/passkeys/challenge',
    summary:
      'Options for navigator.credentials.get(): a single-use challenge, answered at /oauth/token (grant_type=passkey, or password with passkey as the second factor)',
    reply: signInOptionsReplySchema,
  },
});
