import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  codeRequirementReplySchema,
  disableTwoFactorRequestSchema,
  recoveryCodesReplySchema,
  twoFactorCheckReplySchema,
  twoFactorProfileReplySchema,
} from '@psc/core/auth/auth.schemas';
import {
  twoFactorPolicyReplySchema,
  twoFactorPolicyRequestSchema,
} from '@psc/core/auth/two-factor-policy.schemas';
import { errorReplySchema, simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { confirmTwoFactor } from './confirm-two-factor.ts';
import { disableOwnTwoFactor } from './disable-two-factor.ts';
import { generateTwoFactorKey } from './generate-two-factor-key.ts';
import { getTwoFactorProfile } from './get-two-factor-profile.ts';
import { disableMemberTwoFactor, getMemberTwoFactor } from './member-two-factor.ts';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes.ts';
import { getTwoFactorPolicy, setTwoFactorPolicy } from './two-factor-policy.ts';

const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  429: errorReplySchema,
};

export const twoFactorRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/otp/details', {
    config: { auth: 'public' },
    schema: {
      tags: ['two-factor'],
      summary:
        'Code requirement before sign-in. Always "not required": the token endpoint asks for the code after the password (docs/decisions/0005)',
      querystring: z.object({ login: z.string().optional() }),
      response: { 200: codeRequirementReplySchema },
    },
    handler: async () => ({ required: false, success: true, message: null }),
  });

  app.get('/api/v1/otp/profile/:ts', {
    config: { duringTwoFactorSetup: true },
    schema: {
      tags: ['two-factor'],
      summary: "The caller's 2FA state; key and QR image while unverified",
      params: z.object({ ts: z.string() }),
      response: { 200: twoFactorProfileReplySchema, ...errors },
    },
    handler: async (request) => getTwoFactorProfile(deps, requirePrincipal(request)),
  });

  app.post('/api/v1/otp/setget', {
    config: { duringTwoFactorSetup: true, ownProfileWrite: true },
    schema: {
      tags: ['two-factor'],
      summary: 'Enable or Generate New: a fresh unverified key',
      response: { 200: twoFactorProfileReplySchema, ...errors },
    },
    handler: async (request) => generateTwoFactorKey(deps, requirePrincipal(request), requestOrigin(request)),
  });

  app.get('/api/v1/otp/check/:sixDigitCode', {
    config: { duringTwoFactorSetup: true },
    schema: {
      tags: ['two-factor'],
      summary: 'Verify the new key with a code: turns 2FA on and returns ten recovery codes once',
      params: z.object({ sixDigitCode: z.string() }),
      response: { 200: twoFactorCheckReplySchema, ...errors },
    },
    handler: async (request) =>
      confirmTwoFactor(deps, requirePrincipal(request), request.params.sixDigitCode, requestOrigin(request)),
  });

  app.delete('/api/v1/otp/delete', {
    config: { ownProfileWrite: true },
    schema: {
      tags: ['two-factor'],
      summary: "Turn the caller's 2FA off; with a code in the body, only when the code is valid",
      body: disableTwoFactorRequestSchema.nullish(),
      response: { 200: simpleReplySchema, ...errors },
    },
    handler: async (request) =>
      disableOwnTwoFactor(deps, requirePrincipal(request), requestOrigin(request), request.body ?? {}),
  });

  app.post('/api/v1/otp/recoverycodes', {
    config: { duringTwoFactorSetup: true, ownProfileWrite: true },
    schema: {
      tags: ['two-factor'],
      summary: 'Generate new recovery codes (beyond the spec); the previous ones stop working',
      response: { 200: recoveryCodesReplySchema, ...errors, 409: errorReplySchema },
    },
    handler: async (request) =>
      regenerateRecoveryCodes(deps, requirePrincipal(request), requestOrigin(request)),
  });

  app.get('/api/v1/accounts/otp/policy', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['two-factor'],
      summary: 'Administrators: whether every user must use 2-Step Verification, and how many do',
      response: { 200: twoFactorPolicyReplySchema, ...errors },
    },
    handler: async (request) => getTwoFactorPolicy(deps, requirePrincipal(request)),
  });

  app.put('/api/v1/accounts/otp/policy', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['two-factor'],
      summary:
        'Administrators: require 2-Step Verification of every user (users without it set it up at their next request)',
      body: twoFactorPolicyRequestSchema,
      response: { 200: twoFactorPolicyReplySchema, 409: errorReplySchema, ...errors },
    },
    handler: async (request) =>
      setTwoFactorPolicy(
        deps,
        requirePrincipal(request),
        request.body.requireTwoFactor,
        requestOrigin(request),
      ),
  });

  app.get('/api/v1/accounts/otp/profile/:personId', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['two-factor'],
      summary: 'Administrators: whether a user of their account has 2FA',
      params: z.object({ personId: z.uuid() }),
      response: { 200: twoFactorProfileReplySchema, ...errors },
    },
    handler: async (request) => getMemberTwoFactor(deps, requirePrincipal(request), request.params.personId),
  });

  app.delete('/api/v1/accounts/otp/delete/:personId', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['two-factor'],
      summary: "Administrators: remove a user's 2FA",
      params: z.object({ personId: z.uuid() }),
      response: { 200: simpleReplySchema, ...errors },
    },
    handler: async (request) =>
      disableMemberTwoFactor(
        deps,
        requirePrincipal(request),
        request.params.personId,
        requestOrigin(request),
      ),
  });
};
