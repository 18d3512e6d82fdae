/**
 * The reads the entry starts before a screen's code has arrived (app/early-start.ts), written as paths: the entry
 * carries no contract, so no zod (decision 0053). `app/layouts/frame-reads.ts` pairs each frame read with its
 * query on the contract's path, and its test checks that the two lists agree.
 */

/** What the signed-in frame reads on every page (who is signed in, the account's use and plan, settings). */
export const frameReads = [
  '/api/v1/users/me',
  '/api/v1/accounts/use',
  '/api/v1/account/subscriptionDetails',
  '/api/v1/settings/personalisation',
  '/api/v1/appsetting',
] as const;

/** The calculators, and the periods of the two futures bases their cards and rows show. */
export const calculatorReads = [
  '/api/v1/calculator/all',
  '/api/v1/contract/periods/London5',
  '/api/v1/contract/periods/NewYork11',
] as const;
