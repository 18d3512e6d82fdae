/** The console's addresses: one lazy route tree under /ops, never part of a trader's pages. */
export const operationsPaths = {
  root: '/ops',
  market: '/ops/market',
  feeds: '/ops/feeds',
  news: '/ops/news',
  rules: '/ops/rules',
  ruleTable: (id: string) => `/ops/rules/${encodeURIComponent(id)}`,
  accounts: '/ops/accounts',
  account: (id: string) => `/ops/accounts/${encodeURIComponent(id)}`,
  settings: '/ops/settings',
  operators: '/ops/operators',
  join: (token: string) => `/ops/join/${encodeURIComponent(token)}`,
  audit: '/ops/audit',
  jobs: '/ops/jobs',
} as const;
