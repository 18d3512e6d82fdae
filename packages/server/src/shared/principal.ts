import type { ThirdPartyScope } from '@psc/core/authorization-server/scopes';

/** Who is calling: set on the request by the authentication plugin from the bearer token. */
export type Principal = {
  personId: string;
  accountId: string;
  familyId: string;
  /** A third-party application's granted scopes (docs/decisions/0038); null for the web app's own sessions. */
  scopes: ReadonlySet<ThirdPartyScope> | null;
  /** The account requires 2-Step Verification and this user has none yet: only its setup is open (decision 0040). */
  twoFactorSetupRequired: boolean;
  email: string;
  permissions: string;
  isDefaultAdmin: boolean;
  accountStatus: number;
  accountCreatedAt: Date;
  freePlanDurationMs: number;
};

/** The person and account columns that every bearer lookup (session token, API key) selects. */
export type PrincipalColumns = {
  personId: string;
  accountId: string;
  email: string;
  permissions: string;
  defaultAdmin: string | null;
  accountStatus: number;
  accountCreatedAt: Date;
  freePlanDurationMs: number;
};

/** A principal from those columns and what the bearer itself carries. */
export const principalOf = (
  row: PrincipalColumns,
  bearer: Pick<Principal, 'familyId' | 'scopes' | 'twoFactorSetupRequired'>,
): Principal => ({
  personId: row.personId,
  accountId: row.accountId,
  ...bearer,
  email: row.email,
  permissions: row.permissions,
  isDefaultAdmin: row.defaultAdmin === row.personId,
  accountStatus: row.accountStatus,
  accountCreatedAt: row.accountCreatedAt,
  freePlanDurationMs: row.freePlanDurationMs,
});
