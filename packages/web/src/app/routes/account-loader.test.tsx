import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUsers, signInAs } from '../../../test/render-with-app.tsx';
import { getMyAccountQueryOptions } from '../../features/accounts/api/get-my-account.ts';
import { readStoredSession, rememberRole } from '../../features/auth/stores/session-store.ts';
import { appQueryClient } from '../app-query-client.ts';
import { frameLoader } from '../layouts/frame-loader.ts';
import { accountLoader } from './account-loader.ts';

const userPath = '/api/v1/users/me';
const accountPath = '/api/v1/accounts/me';

/** What the page asked the server for and when each reply came, in order ('ask …', 'reply …'). */
const watchRequests = () => {
  const events: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
    events.push(`ask ${path}`);
    const reply = await realFetch(input, init);
    events.push(`reply ${path}`);
    return reply;
  });
  return events;
};

/**
 * A cold visit by `email` after signing in: nothing of theirs in the page's cache, the role this browser remembers
 * set to `rememberedAdministrator` when given. Answers what the page then asks for.
 */
const coldVisitAs = async (email: string, rememberedAdministrator?: boolean) => {
  await signInAs(email, appQueryClient());
  if (rememberedAdministrator !== undefined) rememberRole(rememberedAdministrator);
  appQueryClient().clear();
  return watchRequests();
};

// The account view's reads (issue 50, decision 0156), against the component tests' server with the demo team.
describe("the account view's reads", () => {
  beforeEach(() => {
    localStorage.clear();
    appQueryClient().clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('ask for the account beside the user when this browser last knew an administrator', async () => {
    const events = await coldVisitAs(demoUsers.admin);
    expect(readStoredSession()?.wasAdministrator).toBe(true);

    await accountLoader();

    expect(events.indexOf(`ask ${accountPath}`)).toBeGreaterThan(-1);
    expect(events.indexOf(`ask ${accountPath}`)).toBeLessThan(events.indexOf(`reply ${userPath}`));
    expect(appQueryClient().getQueryData(getMyAccountQueryOptions().queryKey)).toMatchObject({
      name: expect.any(String),
    });
  });

  it('ask for the account only once the user is read as an administrator otherwise', async () => {
    const events = await coldVisitAs(demoUsers.admin, false);

    await accountLoader();

    expect(events.indexOf(`ask ${accountPath}`)).toBeGreaterThan(events.indexOf(`reply ${userPath}`));
    expect(appQueryClient().getQueryData(getMyAccountQueryOptions().queryKey)).toBeDefined();
  });

  it('ask nothing more of a user who is not an administrator', async () => {
    const events = await coldVisitAs(demoUsers.fullUser);
    expect(readStoredSession()?.wasAdministrator).toBe(false);

    await accountLoader();

    expect(events).toContain(`reply ${userPath}`);
    expect(events).not.toContain(`ask ${accountPath}`);
  });

  it('cost a role changed since one refused read, and the frame remembers the role as read now', async () => {
    // As if this user had been an administrator at the last visit.
    const events = await coldVisitAs(demoUsers.fullUser, true);

    await expect(accountLoader()).resolves.toBeNull();
    expect(events).toContain(`reply ${accountPath}`);
    expect(appQueryClient().getQueryState(getMyAccountQueryOptions().queryKey)?.status).toBe('error');

    await frameLoader();
    expect(readStoredSession()?.wasAdministrator).toBe(false);
  });
});
