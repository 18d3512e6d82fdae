import { z } from 'zod';

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
});
export type PersonReply = z.infer<typeof personReplySchema>;

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
});
export type CanUseReply = z.infer<typeof canUseReplySchema>;
