import { z } from 'zod';

/** Beyond the spec (decision 0040): whether every user of the account must use 2-Step Verification. */
export const twoFactorPolicyRequestSchema = z.object({ requireTwoFactor: z.boolean() });
export type TwoFactorPolicyRequest = z.infer<typeof twoFactorPolicyRequestSchema>;

export const twoFactorPolicyReplySchema = z.object({
  requireTwoFactor: z.boolean(),
  /** Active users of the account, and how many of them have 2-Step Verification on. */
  users: z.number().int(),
  usersWithTwoFactor: z.number().int(),
});
export type TwoFactorPolicyReply = z.infer<typeof twoFactorPolicyReplySchema>;

export const twoFactorPolicyMessages = {
  turnOnForYourselfFirst:
    'Turn on 2-Step Verification for yourself first (My Profile), so you are not asked to set it up after saving',
  setupRequired: 'Your account requires 2-Step Verification: set it up on My Profile to continue',
} as const;

/** The refusals of a user's own two-step verification and of an administrator removing a member's. */
export const twoFactorMessages = {
  tooManyAttempts: 'Too many verification attempts',
  turnOnFirst: 'Turn two-step verification on first',
  onlyDefaultAdminRemovesDefaultAdmins:
    "Only the default administrator can remove the default administrator's two-step verification",
} as const;
