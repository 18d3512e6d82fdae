import type { QueryClient } from '@tanstack/react-query';
import { readStoredSession } from '../features/auth/stores/session-store.ts';
import { restoreFigures } from '#lib/persisted-figures.ts';
import { createQueryClient } from '#lib/query-client.ts';

let client: QueryClient | undefined;

/**
 * The page's one query client, made on first use (after main.tsx has read the session from the address): the
 * provider hands it to the screens, and the router's loading of the signed-in frame fills it first
 * (app/layouts/frame-loader.ts).
 */
export const appQueryClient = (): QueryClient => {
  if (client === undefined) {
    client = createQueryClient();
    // The last visit's figures first (issue 18): shown at once, marked with their age, until fresh ones arrive.
    restoreFigures(client, readStoredSession()?.userId ?? null, Date.now());
  }
  return client;
};
