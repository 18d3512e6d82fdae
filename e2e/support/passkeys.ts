import type { Page } from '@playwright/test';

/**
 * Where the passkey journey opens PSC: a passkey's relying party is a host name, and Chromium refuses an IP address
 * as one, so the journey uses localhost where the others use 127.0.0.1 (the server's PASSKEY_ORIGIN).
 */
export const passkeyOrigin = (port: number): string => `http://localhost:${port}`;

/**
 * Chromium's virtual authenticator (DevTools Protocol, WebAuthn domain): a platform authenticator that keeps
 * discoverable credentials and verifies its user, answering every dialog without a person at the keyboard.
 */
export const addVirtualAuthenticator = async (page: Page) => {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await devtools.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
};
