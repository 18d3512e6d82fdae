import type { Database } from '../../db/client.ts';
import { securityEvents } from '../../db/schema.ts';

export type SecurityEventType =
  | 'sign_in_succeeded'
  | 'sign_in_failed'
  | 'sign_in_rate_limited'
  | 'token_refreshed'
  | 'refresh_token_reused'
  | 'signed_out'
  | 'password_changed'
  | 'account_registered'
  | 'user_created'
  | 'user_updated'
  | 'user_role_changed'
  | 'user_deleted'
  | 'default_admin_transferred'
  | 'billing_information_changed'
  | 'billing_email_changed'
  | 'date_format_changed'
  | 'account_closed'
  /** Before docs/decisions/0026: a person locked out of sign-in. No longer written. */
  | 'account_locked'
  | 'sign_in_captcha_escalated'
  | 'account_unlocked'
  | 'otp_failed'
  | 'two_factor_key_generated'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'recovery_code_used'
  | 'passkey_added'
  | 'passkey_removed'
  | 'recovery_codes_regenerated'
  | 'password_reset_requested'
  | 'password_reset_completed'
  | 'password_reset_failed'
  | 'subscription_changed'
  | 'subscription_cancelled'
  | 'payment_succeeded'
  | 'payment_failed'
  | 'payment_retried'
  | 'payment_refunded'
  | 'payment_intent_cancelled'
  | 'payment_method_added'
  | 'payment_method_default_changed'
  | 'payment_method_deleted'
  | 'application_authorized'
  | 'application_denied'
  | 'authorization_code_reused'
  | 'application_token_revoked'
  | 'sessions_ended'
  | 'two_factor_requirement_changed'
  | 'api_key_created'
  | 'api_key_revoked'
  | 'api_key_used';

export type NewSecurityEvent = {
  type: SecurityEventType;
  occurredAt: Date;
  accountId?: string | null;
  personId?: string | null;
  email?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  detail?: Record<string, unknown>;
};

const eventRow = (event: NewSecurityEvent) => ({
  type: event.type,
  occurredAt: event.occurredAt,
  accountId: event.accountId ?? null,
  personId: event.personId ?? null,
  email: event.email ?? null,
  ipAddress: event.ipAddress ?? null,
  userAgent: event.userAgent ?? null,
  detail: event.detail ?? null,
});

export const createSecurityEventsRepository = (db: Database) => ({
  insert: async (event: NewSecurityEvent, executor: Database = db): Promise<void> => {
    await executor.insert(securityEvents).values(eventRow(event));
  },
  /** The insert of `events`, in this order, unexecuted: for a statement that writes them with its change (a CTE). */
  insertStatement: (events: NewSecurityEvent[]) => db.insert(securityEvents).values(events.map(eventRow)),
  listForPerson: async (personId: string) =>
    db.query.securityEvents.findMany({
      where: (table, { eq }) => eq(table.personId, personId),
      orderBy: (table, { desc }) => [desc(table.id)],
      limit: 100,
    }),
});

export type SecurityEventsRepository = ReturnType<typeof createSecurityEventsRepository>;
