import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addPasskeyRequestSchema,
  passkeyListReplySchema,
  passkeySchema,
  registrationOptionsReplySchema,
  signInOptionsReplySchema,
} from '@psc/core/passkeys/passkeys.schemas';
import { errorReplySchema, simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { listPasskeys, removeMemberPasskeys, removePasskey } from './list-passkeys.ts';
import { startPasskeyAssertion } from './passkey-assertion.ts';
import { finishPasskeyRegistration, startPasskeyRegistration } from './passkey-registration.ts';

const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
  429: errorReplySchema,
};

// The user's own security settings: open during a required 2-Step Verification setup (a passkey satisfies it,
// decision 0040) and while the account is locked, as the password change is.
const ownSecurity = { duringTwoFactorSetup: true, allowedWhenLocked: true } as const;

/** Beyond the spec (docs/decisions/0044): passkeys on My Profile and the passkey sign-in's challenge. */
export const passkeysRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/api/v1/users/me/passkeys', {
    config: ownSecurity,
    schema: {
      tags: ['passkeys'],
      summary: "The caller's passkeys",
      response: { 200: passkeyListReplySchema, ...errors },
    },
    handler: async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return listPasskeys(deps, requirePrincipal(request));
    },
  });

  app.post('/api/v1/users/me/passkeys/options', {
    config: { ...ownSecurity, ownProfileWrite: true },
    schema: {
      tags: ['passkeys'],
      summary: 'Options for navigator.credentials.create(): a single-use challenge valid five minutes',
      response: { 200: registrationOptionsReplySchema, ...errors },
    },
    handler: async (request) => startPasskeyRegistration(deps, requirePrincipal(request)),
  });

  app.post('/api/v1/users/me/passkeys', {
    config: { ...ownSecurity, ownProfileWrite: true },
    schema: {
      tags: ['passkeys'],
      summary: 'Keep a new passkey: the credential answering the challenge of /options, with a name',
      body: addPasskeyRequestSchema,
      response: { 201: passkeySchema, ...errors },
    },
    handler: async (request, reply) => {
      const passkey = await finishPasskeyRegistration(
        deps,
        requirePrincipal(request),
        request.body,
        requestOrigin(request),
      );
      return reply.code(201).send(passkey);
    },
  });

  app.delete('/api/v1/users/me/passkeys/:id', {
    config: { ...ownSecurity, ownProfileWrite: true },
    schema: {
      tags: ['passkeys'],
      summary: 'Remove one of the caller’s passkeys',
      params: z.object({ id: z.uuid() }),
      response: { 200: simpleReplySchema, ...errors },
    },
    handler: async (request) =>
      removePasskey(deps, requirePrincipal(request), request.params.id, requestOrigin(request)),
  });

  app.delete('/api/v1/accounts/passkeys/:personId', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['passkeys'],
      summary: 'Administrators: remove every passkey of a user of their account (lost devices)',
      params: z.object({ personId: z.uuid() }),
      response: { 200: simpleReplySchema, ...errors },
    },
    handler: async (request) =>
      removeMemberPasskeys(deps, requirePrincipal(request), request.params.personId, requestOrigin(request)),
  });

  app.post('/passkeys/challenge', {
    config: { auth: 'public' },
    schema: {
      tags: ['passkeys'],
      summary:
        'Options for navigator.credentials.get(): a single-use challenge, answered at /oauth/token (grant_type=passkey, or password with passkey as the second factor)',
      response: { 200: signInOptionsReplySchema, 429: errorReplySchema },
    },
    handler: async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return startPasskeyAssertion(deps, requestOrigin(request));
    },
  });
};
