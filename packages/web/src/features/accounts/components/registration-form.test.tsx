import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { registrationMessages } from '@psc/core/auth/auth-messages';
import { passwordProblemMessages } from '@psc/core/auth/password-policy';
import { demoUsers, renderWithApp, signInAs } from '../../../../test/render-with-app.tsx';
import { createQueryClient } from '#lib/query-client.ts';
import { RegistrationForm } from './registration-form.tsx';

const credentials = async (user: UserEvent, email: string, password: string) => {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Next' }));
};

const details = async (user: UserEvent, account: string) => {
  await user.type(await screen.findByRole('textbox', { name: 'Account' }), account);
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Rita');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Register');
  await user.click(screen.getByRole('button', { name: 'Register' }));
};

describe('RegistrationForm', () => {
  it('checks the credentials before revealing the details step', async () => {
    const user = userEvent.setup();
    renderWithApp(<RegistrationForm requiresCaptcha={false} onRegistered={vi.fn()} />);
    await credentials(user, 'not-an-address', 'short');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeDefined();
    expect(screen.getByText(passwordProblemMessages.TOO_SHORT)).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Account' })).toBeNull();
  });

  it('names the empty details fields of the second step', async () => {
    const user = userEvent.setup();
    renderWithApp(<RegistrationForm requiresCaptcha={false} onRegistered={vi.fn()} />);
    await credentials(user, 'rita@new-desk.example', 'Rita-Register-2026');
    await screen.findByRole('textbox', { name: 'Account' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Account is required')).toBeDefined();
    expect(screen.getByText('First Name is required')).toBeDefined();
    expect(screen.getByText('Last Name is required')).toBeDefined();
  });

  it("answers §8's 'Account Already exists' for an address that has one", async () => {
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    renderWithApp(<RegistrationForm requiresCaptcha={false} onRegistered={onRegistered} />);
    await credentials(user, demoUsers.fullUser, 'Another-Password-2026');
    await details(user, 'Second Desk');
    expect((await screen.findByRole('alert')).textContent).toBe(registrationMessages.alreadyExists);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('registers a new account whose user can sign in with what was typed', async () => {
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    const email = `rita-${crypto.randomUUID().slice(0, 8)}@new-desk.example`;
    renderWithApp(<RegistrationForm requiresCaptcha={false} onRegistered={onRegistered} />);
    await credentials(user, email.toUpperCase(), 'Rita-Register-2026');
    await details(user, 'Rita Sugar Desk');
    await waitFor(() =>
      expect(onRegistered).toHaveBeenCalledWith({ email, password: 'Rita-Register-2026', captcha: null }),
    );
    await signInAs(email, createQueryClient(), 'Rita-Register-2026');
  });
});
