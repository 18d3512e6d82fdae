/** The operator key of the journeys' server (playwright.config.ts): a test key, never a production one. */
export const e2eOperatorKey = 'e2e-operator-key-0123456789abcdefghijklmnop';
