import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import {
  codeRequirementReplySchema,
  disableTwoFactorRequestSchema,
  recoveryCodesReplySchema,
  twoFactorCheckReplySchema,
  twoFactorProfileReplySchema,
} from './auth.schemas.ts';
import { twoFactorPolicyReplySchema, twoFactorPolicyRequestSchema } from './two-factor-policy.schemas.ts';

const memberParamsSchema = z.object({ personId: z.uuid() });

/** The 2-Step Verification calls (account-and-billing.md §5), described once for the server and the web (issue 13). */
export const twoFactorEndpoints = defineEndpoints({
  codeRequirement: {
    method: 'GET',
    path: '/otp/details',
    summary:
      'Code requirement before sign-in. Always "not required": the token endpoint asks for the code after the password (docs/decisions/0005)',
    query: z.object({ login: z.string().optional() }),
    reply: codeRequirementReplySchema,
  },
  profile: {
    method: 'GET',
    path: '/api/v1/otp/profile/:ts',
    summary: "The caller's 2FA state; key and QR image while unverified",
    params: z.object({ ts: z.string() }),
    reply: twoFactorProfileReplySchema,
  },
  generateKey: {
    method: 'POST',
    path: '/api/v1/otp/setget',
    summary: 'Enable or Generate New: a fresh unverified key',
    reply: twoFactorProfileReplySchema,
  },
  check: {
    method: 'GET',
    path: '/api/v1/otp/check/:sixDigitCode',
    summary: 'Verify the new key with a code: turns 2FA on and returns ten recovery codes once',
    params: z.object({ sixDigitCode: z.string() }),
    reply: twoFactorCheckReplySchema,
  },
  disable: {
    method: 'DELETE',
    path: '/api/v1/otp/delete',
    summary: "Turn the caller's 2FA off; with a code in the body, only when the code is valid",
    body: disableTwoFactorRequestSchema.nullish(),
    reply: simpleReplySchema,
  },
  regenerateRecoveryCodes: {
    method: 'POST',
    path: '/api/v1/otp/recoverycodes',
    summary: 'Generate new recovery codes (beyond the spec); the previous ones stop working',
    reply: recoveryCodesReplySchema,
  },
  policy: {
    method: 'GET',
    path: '/api/v1/accounts/otp/policy',
    summary: 'Administrators: whether every user must use 2-Step Verification, and how many do',
    reply: twoFactorPolicyReplySchema,
  },
  setPolicy: {
    method: 'PUT',
    path: '/api/v1/accounts/otp/policy',
    summary:
      'Administrators: require 2-Step Verification of every user (users without it set it up at their next request)',
    body: twoFactorPolicyRequestSchema,
    reply: twoFactorPolicyReplySchema,
  },
  memberProfile: {
    method: 'GET',
    path: '/api/v1/accounts/otp/profile/:personId',
    summary: 'Administrators: whether a user of their account has 2FA',
    params: memberParamsSchema,
    reply: twoFactorProfileReplySchema,
  },
  disableMember: {
    method: 'DELETE',
    path: '/api/v1/accounts/otp/delete/:personId',
    summary: "Administrators: remove a user's 2FA",
    params: memberParamsSchema,
    reply: simpleReplySchema,
  },
});
