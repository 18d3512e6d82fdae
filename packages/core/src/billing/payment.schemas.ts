import { z } from 'zod';

/** Invoices, payment methods and the sandbox card form's calls (account-and-billing.md §3, §7). */
export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitAmount: z.number().int(),
  amount: z.number().int(),
});

/** Invoice entity of §3 (amounts minor units, times epoch ms), with its number and lines. */
export const invoiceReplySchema = z.object({
  id: z.string(),
  number: z.string(),
  accountId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  emittedWhen: z.number(),
  paid: z.boolean(),
  paidWhen: z.number().nullable(),
  paymentFrequency: z.string(),
  paymentMethod: z.string().nullable(),
  paymentProcessorId: z.string().nullable(),
  paymentReference: z.string().nullable(),
  period: z.string(),
  periodFor: z.string(),
  numberOfUsers: z.number().int(),
  subscriptionId: z.string().nullable(),
  status: z.number().int(),
  lines: z.array(invoiceLineSchema),
  subtotal: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
});
export type InvoiceReply = z.infer<typeof invoiceReplySchema>;
export const invoiceListReplySchema = z.array(invoiceReplySchema);

/** Payment method of §3. */
export const paymentMethodReplySchema = z.object({
  id: z.string(),
  cardType: z.string(),
  default: z.boolean(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  last4Digits: z.string(),
});
export type PaymentMethodReply = z.infer<typeof paymentMethodReplySchema>;
export const paymentMethodListReplySchema = z.array(paymentMethodReplySchema);

/** Reply of POST /api/v1/paymentmethods/createintent: `message` is the setup intent's client secret (§7). */
export const paymentIntentReplySchema = z.object({
  success: z.boolean(),
  status: z.string(),
  message: z.string().nullable(),
  stripeSecret: z.string().nullable(),
  provider: z.enum(['sandbox', 'stripe']),
});
export type PaymentIntentReply = z.infer<typeof paymentIntentReplySchema>;

export const publishableKeyReplySchema = z.object({
  success: z.boolean(),
  message: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
});

/** The sandbox card form's confirmation: the card as typed, and the client secret that proves the intent is the caller's. */
export const sandboxConfirmRequestSchema = z.object({
  clientSecret: z.string().min(10),
  number: z.string().max(30),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  cvc: z.string().max(4),
});
export const sandboxAuthenticateRequestSchema = z.object({
  clientSecret: z.string().min(10),
  outcome: z.enum(['complete', 'fail']),
});

/** What the card form gets back from the sandbox (Stripe.js's confirm result, reduced). */
export const sandboxConfirmReplySchema = z.object({
  status: z.enum(['succeeded', 'requires_action', 'requires_payment_method', 'processing']),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type SandboxConfirmReply = z.infer<typeof sandboxConfirmReplySchema>;
