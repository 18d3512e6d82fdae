import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passkeyEndpoints as endpoints } from '@psc/core/passkeys/passkeys.endpoints';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { listPasskeys, removeMemberPasskeys, removePasskey } from './list-passkeys.ts';
import { startPasskeyAssertion } from './passkey-assertion.ts';
import { finishPasskeyRegistration, startPasskeyRegistration } from './passkey-registration.ts';

const tags = ['passkeys'];

// The user's own security settings: open during a required 2-Step Verification setup (a passkey satisfies it,
// decision 0040) and while the account is locked, as the password change is.
const ownSecurity = { duringTwoFactorSetup: true, allowedWhenLocked: true } as const;

/** Beyond the spec (docs/decisions/0044): passkeys on My Profile and the passkey sign-in's challenge. */
export const passkeysRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(endpoints.list.path, {
    config: ownSecurity,
    schema: endpointSchema(endpoints.list, tags),
    handler: async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return listPasskeys(deps, requirePrincipal(request));
    },
  });

  app.post(endpoints.registrationOptions.path, {
    config: { ...ownSecurity, ownProfileWrite: true },
    schema: endpointSchema(endpoints.registrationOptions, tags),
    handler: async (request) => startPasskeyRegistration(deps, requirePrincipal(request)),
  });

  app.post(endpoints.add.path, {
    config: { ...ownSecurity, ownProfileWrite: true },
    schema: endpointSchema(endpoints.add, tags, 201),
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

  app.delete(endpoints.remove.path, {
    config: { ...ownSecurity, ownProfileWrite: true },
    schema: endpointSchema(endpoints.remove, tags),
    handler: async (request) =>
      removePasskey(deps, requirePrincipal(request), request.params.id, requestOrigin(request)),
  });

  app.delete(endpoints.removeMember.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: endpointSchema(endpoints.removeMember, tags),
    handler: async (request) =>
      removeMemberPasskeys(deps, requirePrincipal(request), request.params.personId, requestOrigin(request)),
  });

  app.post(endpoints.challenge.path, {
    config: { auth: 'public' },
    schema: endpointSchema(endpoints.challenge, tags),
    handler: async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return startPasskeyAssertion(deps, requestOrigin(request));
    },
  });
};
