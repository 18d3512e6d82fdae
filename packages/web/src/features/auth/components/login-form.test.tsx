import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoPassword, demoUsers, renderWithApp } from '../../../../test/render-with-app.tsx';
import { readStoredSession } from '../stores/session-store.ts';
import { LoginForm } from './login-form.tsx';

const fillAndSubmit = async (username: string, password: string) => {
  const user = userEvent.setup();
  if (username !== '') await user.type(screen.getByRole('textbox', { name: 'Username' }), username);
  if (password !== '') await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

describe('LoginForm', () => {
  it('names both empty fields and puts the cursor in the first', async () => {
    renderWithApp(<LoginForm requiresCaptcha={false} />);
    await fillAndSubmit('', '');
    expect(screen.getByText('Username is required')).toBeDefined();
    expect(screen.getByText('Password is required')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' }));
  });

  it("shows the server's refusal of a wrong password and stores no session", async () => {
    renderWithApp(<LoginForm requiresCaptcha={false} />);
    await fillAndSubmit(demoUsers.fullUser, 'not-the-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid Credentials');
    expect(readStoredSession()).toBeNull();
  });

  it('stores the session of the user who signed in, whatever the case of the username typed', async () => {
    renderWithApp(<LoginForm requiresCaptcha={false} />);
    await fillAndSubmit(demoUsers.fullUser.toUpperCase(), demoPassword);
    await waitFor(() => expect(readStoredSession()?.username).toBe(demoUsers.fullUser));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
