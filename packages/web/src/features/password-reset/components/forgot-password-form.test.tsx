import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { passwordResetMessages } from '@psc/core/auth/auth-messages';
import { demoUsers, renderWithApp } from '../../../../test/render-with-app.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

const askForLink = async (email: string) => {
  const user = userEvent.setup();
  const onBack = vi.fn();
  renderWithApp(<ForgotPasswordForm requiresCaptcha={false} onBack={onBack} />);
  if (email !== '') await user.type(screen.getByRole('textbox', { name: 'Username' }), email);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return { user, onBack };
};

describe('ForgotPasswordForm', () => {
  it('does nothing for an empty address (§5)', async () => {
    await askForLink('');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDefined();
  });

  it('says the link is on its way, in lower case, then Login goes back', async () => {
    const { user, onBack } = await askForLink(demoUsers.fullUser.toUpperCase());
    expect((await screen.findByRole('status')).textContent).toBe(
      passwordResetMessages.requested(demoUsers.fullUser),
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('answers the same for an address without an account (§8: nobody learns who has one)', async () => {
    await askForLink('nobody@nowhere.example');
    expect((await screen.findByRole('status')).textContent).toBe(
      passwordResetMessages.requested('nobody@nowhere.example'),
    );
  });
});
