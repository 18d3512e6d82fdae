import { Suspense, type ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { theme } from '../src/app/theme.ts';
import { readStoredSession } from '../src/features/auth/stores/session-store.ts';
import { attemptSignIn } from '../src/features/auth/utils/sign-in-flow.ts';
import { createQueryClient } from '#lib/query-client.ts';

/** The demo team's users, seeded by the component tests' server (`SEED_DEMO_DATA=true`). */
export const demoPassword = 'Demo-Team-2026!';
export const demoUsers = {
  admin: 'admin@demo-team.example',
  fullUser: 'user@demo-team.example',
  viewer: 'viewer@demo-team.example',
} as const;

const RouteReached = () => <p data-testid="route-reached">{useLocation().pathname}</p>;

/**
 * A component as the app renders it: its query client, theme and a router at `path` (other paths show their name,
 * so a test sees where a link or a redirect went). (The API client is linked to the stored
 * session in test/dom-environment.ts, as the app does at start.)
 */
export const renderWithApp = (
  element: ReactNode,
  { path = '/', queryClient = createQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
) => {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', Component: RouteReached },
    ],
    { initialEntries: [path] },
  );
  return {
    queryClient,
    router,
    ...render(
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          {/* As the app's root has it (app/start-page.tsx). */}
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </ThemeProvider>
      </QueryClientProvider>,
    ),
  };
};

/** Signs in through the app's own sign-in flow (the session lands in local storage, as after the login form). */
export const signInAs = async (
  email: string,
  queryClient: QueryClient,
  password: string = demoPassword,
): Promise<void> => {
  const failure = await attemptSignIn({ username: email, password }, queryClient);
  if (failure !== null) throw new Error(`Signing in as ${email} failed: ${JSON.stringify(failure)}`);
};

/** The id of the user signed in last, from the stored session. */
export const signedInUserId = (): string => {
  const userId = readStoredSession()?.userId;
  if (userId === undefined || userId === null) throw new Error('Nobody is signed in');
  return userId;
};

/** Opens the select named `name` once it is enabled and picks its first option named `option`, once listed. */
export const pickOption = async (user: UserEvent, name: string, option: string | RegExp): Promise<void> => {
  const select = () => screen.getByRole('combobox', { name });
  await waitFor(() => expect(select().getAttribute('aria-disabled')).not.toBe('true'));
  await user.click(select());
  const [first] = await within(await screen.findByRole('listbox')).findAllByRole('option', { name: option });
  if (first === undefined) throw new Error(`${name} lists no ${String(option)}`);
  await user.click(first);
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};
