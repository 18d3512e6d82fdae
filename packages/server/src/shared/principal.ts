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
