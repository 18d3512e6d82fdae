import { z } from 'zod';

// The replies that say who is signed in and what their account may do, in a module of their own: every signed-in
// page checks its first reads against them before its first paint, and building only these (not every account
// request's contract) is what that paint waits for (docs/web-delivery.md). accounts.schemas.ts exports them too.

/** Account entity of account-and-billing.md §3; timestamps are epoch milliseconds. */
export const accountReplySchema = z.object({
  id: z.string(),
  name: z.string(),
  companyName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  streetAddress: z.string().nullable(),
  suite: z.string().nullable(),
  vat: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  couponCode: z.string().nullable(),
  currencyCode: z.string(),
  dateAdded: z.number(),
  dateFormat: z.string().nullable(),
  defaultAdmin: z.string().nullable(),
  defaultEmail: z.string().nullable(),
  currentPlanId: z.number().int(),
  numberOfUsers: z.number().int(),
  numberOfEditors: z.number().int(),
  numberOfViewers: z.number().int(),
  numberOfSources: z.number().int(),
  numberOfSnapshots: z.number().int(),
  paymentLength: z.string(),
  paymentProcessorId: z.string().nullable(),
  paymentType: z.string().nullable(),
  paymentMethod: z.string(),
  status: z.number().int(),
  subscriptionCancelationDate: z.number().nullable(),
  subscriptionRef: z.string().nullable(),
  subscriptionStartDate: z.number().nullable(),
  validUntil: z.number().nullable(),
});
export type AccountReply = z.infer<typeof accountReplySchema>;

/** Person / User of §3, never with its password. */
export const personReplySchema = z.object({
  id: z.string(),
  accountId: z.string(),
  account: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  permissions: z.string(),
  dateAdded: z.number(),
  dateFormat: z.string().nullable(),
  datePasswordLastChanged: z.number().nullable(),
  isAdmin: z.boolean(),
  isDefaultAdmin: z.boolean(),
  /** The spec's first-time flag (ft): registered less than ten minutes ago. */
  firstTime: z.boolean(),
  /**
   * The password was generated for this user (an administrator added them): the app asks for their own before
   * anything else, as the new-user e-mail promises (issue 48, decision 0102). Setting a password clears it.
   */
  mustChangePassword: z.boolean(),
});
export type PersonReply = z.infer<typeof personReplySchema>;

/**
 * GET /api/v1/users/me: the person, with the language they chose and their account's default (issue 49); the
 * screens read in the first of these that is set, else in the browser's language.
 */
export const meReplySchema = personReplySchema.extend({
  language: z.string().nullable(),
  accountLanguage: z.string().nullable(),
});
export type MeReply = z.infer<typeof meReplySchema>;

/** Plan setup / can-use reply of §3. */
export const canUseReplySchema = z.object({
  canUse: z.boolean(),
  canAddUser: z.boolean(),
  created: z.number(),
  freePlanDuration: z.number(),
  left: z.number(),
  message: z.string().nullable(),
  numberOfDefinedUsers: z.number().int(),
  numberOfPurchasedUsers: z.number().int(),
  status: z.number().int(),
  subscriptionCancelationDate: z.number().nullable(),
  success: z.boolean(),
  /**
   * Beyond the spec: the server's clock when it answered (epoch ms), so 'expires in N days' counts with the
   * server's time, not a browser clock that may be wrong (issue 12 item 26).
   */
  serverTime: z.number().optional(),
  /** Beyond the spec (decision 0040): the account requires 2-Step Verification and this user has not set it up. */
  twoFactorSetupRequired: z.boolean().optional(),
});
export type CanUseReply = z.infer<typeof canUseReplySchema>;
