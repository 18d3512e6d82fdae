/** Plan rows seeded on first start (account-and-billing.md §3 'Plan', §9; see docs/decisions/0004). */
export const defaultPlans = [
  { id: 1, name: 'Free', numberOfEditors: 1, numberOfSources: 2, numberOfSnapshots: 2 },
  { id: 2, name: 'Starter', numberOfEditors: 1, numberOfSources: 10, numberOfSnapshots: 10 },
  { id: 3, name: 'Team', numberOfEditors: 5, numberOfSources: 50, numberOfSnapshots: 50 },
] as const;

export const freePlanId = 1;
