import { z } from 'zod';

/** The events an administrator sees in the account's audit trail (beyond the spec, issue 6 §6). */
export const auditEventTypes = [
  'sign_in_succeeded',
  'sign_in_failed',
  'sign_in_rate_limited',
  'signed_out',
  'password_changed',
  'refresh_token_reused',
  'account_registered',
  'user_created',
  'user_updated',
  'user_role_changed',
  'user_deleted',
  'default_admin_transferred',
  'billing_information_changed',
  'billing_email_changed',
  'date_format_changed',
  'account_closed',
  'subscription_changed',
  'subscription_cancelled',
  'payment_succeeded',
  'payment_failed',
  'payment_retried',
  'payment_refunded',
  'payment_intent_cancelled',
  'payment_method_default_changed',
  'payment_method_deleted',
  'application_authorized',
  'authorization_code_reused',
  'sessions_ended',
  'two_factor_requirement_changed',
  'api_key_created',
  'api_key_revoked',
  'api_key_used',
  'passkey_added',
  'passkey_removed',
] as const;
export type AuditEventType = (typeof auditEventTypes)[number];

export const auditEventLabels: Record<string, string> = {
  sign_in_succeeded: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  sign_in_rate_limited: 'Sign-in locked out',
  signed_out: 'Signed out',
  password_changed: 'Password changed',
  refresh_token_reused: 'Session revoked (token reuse)',
  account_registered: 'Account registered',
  user_created: 'User created',
  user_updated: 'User changed',
  user_role_changed: 'Role changed',
  user_deleted: 'User deleted',
  default_admin_transferred: 'Default admin transferred',
  billing_information_changed: 'Billing information changed',
  billing_email_changed: 'Billing e-mail changed',
  date_format_changed: 'Date format changed',
  account_closed: 'Account closed',
  subscription_changed: 'Plan change requested',
  subscription_cancelled: 'Subscription cancelled',
  payment_succeeded: 'Payment received',
  payment_retried: 'Payment tried again',
  payment_failed: 'Payment failed',
  payment_refunded: 'Payment refunded (no purchase completed)',
  payment_intent_cancelled: 'Unused payment request cancelled',
  payment_method_default_changed: 'Default card changed',
  payment_method_deleted: 'Card deleted',
  application_authorized: 'Application connected',
  authorization_code_reused: 'Application session revoked (code reuse)',
  sessions_ended: 'Signed out from the session list',
  two_factor_requirement_changed: '2-Step Verification requirement changed',
  api_key_created: 'API key created',
  api_key_revoked: 'API key revoked',
  api_key_used: 'API key used',
  passkey_added: 'Passkey added',
  passkey_removed: 'Passkey removed',
};

const csvList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  )
  .pipe(z.array(z.string().max(64)).max(32));

export const auditQuerySchema = z.object({
  /** Comma-separated event types; none means all. */
  types: csvList.optional(),
  /** Part of the e-mail of the person who acted. */
  email: z.string().trim().max(254).optional(),
  /** Epoch milliseconds, inclusive. */
  from: z.coerce.number().int().nonnegative().optional(),
  /** Epoch milliseconds, exclusive. */
  to: z.coerce.number().int().nonnegative().optional(),
  /** Keyset paging: events with an id below this one. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  occurredAt: z.number(),
  type: z.string(),
  email: z.string().nullable(),
  personId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditReplySchema = z.object({
  events: z.array(auditEventSchema),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type AuditReply = z.infer<typeof auditReplySchema>;
export type AuditFilterQuery = z.output<typeof auditQuerySchema>;
