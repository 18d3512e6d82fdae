/** Who is calling: set on the request by the authentication plugin from the bearer token. */
export type Principal = {
  personId: string;
  accountId: string;
  familyId: string;
  email: string;
  permissions: string;
  isDefaultAdmin: boolean;
  accountStatus: number;
  accountCreatedAt: Date;
  freePlanDurationMs: number;
};
