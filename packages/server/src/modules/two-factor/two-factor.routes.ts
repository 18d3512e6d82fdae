import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { twoFactorEndpoints } from '@psc/core/auth/two-factor.endpoints';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { confirmTwoFactor } from './confirm-two-factor.ts';
import { disableOwnTwoFactor } from './disable-two-factor.ts';
import { generateTwoFactorKey } from './generate-two-factor-key.ts';
import { getTwoFactorProfile } from './get-two-factor-profile.ts';
import { disableMemberTwoFactor, getMemberTwoFactor } from './member-two-factor.ts';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes.ts';
import { getTwoFactorPolicy, setTwoFactorPolicy } from './two-factor-policy.ts';

const tags = ['two-factor'];

export const twoFactorRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(twoFactorEndpoints.codeRequirement.path, {
    config: { auth: 'public' },
    schema: endpointSchema(twoFactorEndpoints.codeRequirement, tags),
    handler: async () => ({ required: false, success: true, message: null }),
  });

  app.get(twoFactorEndpoints.profile.path, {
    config: { duringTwoFactorSetup: true },
    schema: endpointSchema(twoFactorEndpoints.profile, tags),
    handler: async (request) => getTwoFactorProfile(deps, requirePrincipal(request)),
  });

  app.post(twoFactorEndpoints.generateKey.path, {
    config: { duringTwoFactorSetup: true, ownProfileWrite: true },
    schema: endpointSchema(twoFactorEndpoints.generateKey, tags),
    handler: async (request) => generateTwoFactorKey(deps, requirePrincipal(request), requestOrigin(request)),
  });

  app.get(twoFactorEndpoints.check.path, {
    config: { duringTwoFactorSetup: true, changesData: true },
    schema: endpointSchema(twoFactorEndpoints.check, tags),
    handler: async (request) =>
      confirmTwoFactor(deps, requirePrincipal(request), request.params.sixDigitCode, requestOrigin(request)),
  });

  app.delete(twoFactorEndpoints.disable.path, {
    config: { ownProfileWrite: true },
    schema: endpointSchema(twoFactorEndpoints.disable, tags),
    handler: async (request) =>
      disableOwnTwoFactor(deps, requirePrincipal(request), requestOrigin(request), request.body ?? {}),
  });

  app.post(twoFactorEndpoints.regenerateRecoveryCodes.path, {
    config: { duringTwoFactorSetup: true, ownProfileWrite: true },
    schema: endpointSchema(twoFactorEndpoints.regenerateRecoveryCodes, tags),
    handler: async (request) =>
      regenerateRecoveryCodes(deps, requirePrincipal(request), requestOrigin(request)),
  });

  app.get(twoFactorEndpoints.policy.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: endpointSchema(twoFactorEndpoints.policy, tags),
    handler: async (request) => getTwoFactorPolicy(deps, requirePrincipal(request)),
  });

  app.put(twoFactorEndpoints.setPolicy.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: endpointSchema(twoFactorEndpoints.setPolicy, tags),
    handler: async (request) =>
      setTwoFactorPolicy(
        deps,
        requirePrincipal(request),
        request.body.requireTwoFactor,
        requestOrigin(request),
      ),
  });

  app.get(twoFactorEndpoints.memberProfile.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: endpointSchema(twoFactorEndpoints.memberProfile, tags),
    handler: async (request) => getMemberTwoFactor(deps, requirePrincipal(request), request.params.personId),
  });

  app.delete(twoFactorEndpoints.disableMember.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: endpointSchema(twoFactorEndpoints.disableMember, tags),
    handler: async (request) =>
      disableMemberTwoFactor(
        deps,
        requirePrincipal(request),
        request.params.personId,
        requestOrigin(request),
      ),
  });
};
