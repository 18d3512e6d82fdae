import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { passwordProblemMessages } from '@psc/core/auth/password-policy';
import {
  demoPassword,
  demoUsers,
  renderWithApp,
  signedInUserId,
  signInAs,
} from '../../../../test/render-with-app.tsx';
import { createQueryClient } from '#lib/query-client.ts';
import { passwordChangeMessages } from '../api/change-password.ts';
import { PasswordPanel } from './password-panel.tsx';

// The demo team's Viewer changes their password here; no other component test signs in as the Viewer.
describe('PasswordPanel', () => {
  let queryClient: QueryClient;
  beforeEach(async () => {
    queryClient = createQueryClient();
    await signInAs(demoUsers.viewer, queryClient);
  });

  const openPanel = async (onPasswordChanged = vi.fn()) => {
    renderWithApp(
      <PasswordPanel
        userId={signedInUserId()}
        email={demoUsers.viewer}
        datePasswordLastChanged={null}
        onPasswordChanged={onPasswordChanged}
        onCancel={vi.fn()}
      />,
      { queryClient },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /Password/ }));
    return within(screen.getByRole('form', { name: 'Change password' }));
  };

  const fill = async (
    form: Awaited<ReturnType<typeof openPanel>>,
    password: string,
    confirmation: string,
  ) => {
    const user = userEvent.setup();
    await user.type(form.getByLabelText(/^Password/), password);
    await user.type(form.getByLabelText(/^Confirm Password/), confirmation);
    await user.click(form.getByRole('button', { name: 'Submit' }));
  };

  it('names a short password and a confirmation that does not match', async () => {
    const form = await openPanel();
    await fill(form, 'short', 'shorter');
    expect(await form.findByText(passwordProblemMessages.TOO_SHORT)).toBeDefined();
    expect(form.getByText('Password does not match')).toBeDefined();
  });

  it("shows the server's refusal of a password already used", async () => {
    const form = await openPanel();
    await fill(form, demoPassword, demoPassword);
    expect((await form.findByRole('alert')).textContent).toBe(passwordChangeMessages.alreadyUsed);
  });

  // Last: the tests above sign in with the demo password, which the server will not take back (password history).
  it('changes the password: the notice shows and the new password signs in', async () => {
    const onPasswordChanged = vi.fn();
    const form = await openPanel(onPasswordChanged);
    const newPassword = `Viewer-${crypto.randomUUID()}`;
    await fill(form, newPassword, newPassword);
    expect(await screen.findByText('Password Updated')).toBeDefined();
    await waitFor(() => expect(onPasswordChanged).toHaveBeenCalledOnce());
    await signInAs(demoUsers.viewer, createQueryClient(), newPassword);
  });
});
