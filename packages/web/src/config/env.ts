// The only reader of import.meta.env: every build-time setting of the web app, with its default.
const readOptional = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export const env = {
  oauthClientId: readOptional(import.meta.env.VITE_OAUTH_CLIENT_ID) ?? 'psc-web',
  // Not a secret: a browser client cannot keep one. The server still checks it (HTTP Basic, §7).
  oauthClientSecret: readOptional(import.meta.env.VITE_OAUTH_CLIENT_SECRET) ?? 'psc-web-secret',
  apiTimeoutMs: 60_000,
  // The built app only: the development server has no service worker to register (decision 0052).
  registerServiceWorker: import.meta.env.PROD,
} as const;
