import type { OperatorRole } from '@psc/core/operations/operator-roles';

/** Who is calling an operator call; set by the authentication plugin, never from a customer's token. */
export type OperatorPrincipal = {
  /** The operator's id for a console session; null for an API key or the bootstrap key. */
  id: string | null;
  email: string | null;
  /** As the audit trail shows the caller: 'Ana Analyst <ana@…>', 'key nightly-prices', 'bootstrap key'. */
  name: string;
  role: OperatorRole;
  via: 'session' | 'api-key' | 'bootstrap-key';
  /** The console session (its token family), so sign-out ends exactly it; null for keys. */
  familyId: string | null;
};

export const actorOf = (operator: OperatorPrincipal): string =>
  operator.email === null ? operator.name : `${operator.name} <${operator.email}>`;
