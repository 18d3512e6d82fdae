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

// The account view's reads (issue 50, decision 0156), against the component tests' server with the demo team.
describe("the account view's reads", () => {
  beforeEach(() => {
    localStorage.clear();
    appQueryClient().clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('ask for the account beside the user when this browser last knew an administrator', async () => {
    await signInAs(demoUsers.admin, appQueryClient());
    expect(readStoredSession()?.wasAdministrator).toBe(true);
    appQueryClient().clear();
    const events = watchRequests();

    await accountLoader();

    expect(events.indexOf(`ask ${accountPath}`)).toBeGreaterThan(-1);
    expect(events.indexOf(`ask ${accountPath}`)).toBeLessThan(events.indexOf(`reply ${userPath}`));
    expect(appQueryClient().getQueryData(getMyAccountQueryOptions().queryKey)).toMatchObject({
      name: expect.any(String),
    });
  });

  it('ask for the account only once the user is read as an administrator otherwise', async () => {
    await signInAs(demoUsers.admin, appQueryClient());
    rememberRole(false);
    appQueryClient().clear();
    const events = watchRequests();

    await accountLoader();

    expect(events.indexOf(`ask ${accountPath}`)).toBeGreaterThan(events.indexOf(`reply ${userPath}`));
    expect(appQueryClient().getQueryData(getMyAccountQueryOptions().queryKey)).toBeDefined();
  });

  it('ask nothing more of a user who is not an administrator', async () => {
    await signInAs(demoUsers.fullUser, appQueryClient());
    expect(readStoredSession()?.wasAdministrator).toBe(false);
    appQueryClient().clear();
    const events = watchRequests();

    await accountLoader();

    expect(events).toContain(`reply ${userPath}`);
    expect(events).not.toContain(`ask ${accountPath}`);
  });

  it('cost a role changed since one refused read, and the frame remembers the role as read now', async () => {
    await signInAs(demoUsers.fullUser, appQueryClient());
    // As if this user had been an administrator at the last visit.
    rememberRole(true);
    appQueryClient().clear();
    const events = watchRequests();

    await expect(accountLoader()).resolves.toBeNull();
    expect(events).toContain(`reply ${accountPath}`);
    expect(appQueryClient().getQueryState(getMyAccountQueryOptions().queryKey)?.status).toBe('error');

    await frameLoader();
    expect(readStoredSession()?.wasAdministrator).toBe(false);
  });
});
