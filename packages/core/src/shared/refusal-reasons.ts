/**
 * Why a call was refused, as `reason` in the error reply: the codes a client may branch on (issue 13 asked for one
 * typed list instead of strings scattered over the use cases). Messages stay human; these stay stable.
 */
export const refusalReasons = [
  'account_locked',
  'administrator_required',
  'insufficient_privileges',
  'insufficient_scope',
  'operator_role_required',
  'two_factor_required',
  'protected_user',
  'licence_limit',
  'email_in_use',
  'cancel_not_permitted',
  'nothing_due',
  'payment_replaced',
  'over_free_limits',
  'max_users',
  'no_price',
  'destination_in_use',
  'otp_rejected',
  'default_admin_only',
  'not_an_administrator',
  'default_method',
  'already_default',
  'calculator_limit_reached',
  /** A chat channel's test message did not arrive (decision 0125). */
  'channel_test_failed',
  /** A webhook or channel URL that is not HTTPS or resolves to a private address (decision 0126). */
  'target_refused',
] as const;
export type RefusalReason = (typeof refusalReasons)[number];
