import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { passwordResetMessages } from '@psc/core/auth/auth-messages';
import { renderWithApp } from '../../../../test/render-with-app.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const openPage = (token: string | null) => {
  const onLogin = vi.fn();
  const onRequestNewLink = vi.fn();
  renderWithApp(
    <ResetPasswordPage
      token={token}
      requiresCaptcha={false}
      onLogin={onLogin}
      onRequestNewLink={onRequestNewLink}
    />,
  );
  return { onLogin, onRequestNewLink };
};

describe('ResetPasswordPage', () => {
  it('says LINK EXPIRED for a page opened without a link, and offers a new one', async () => {
    const { onRequestNewLink } = openPage(null);
    expect(screen.getByRole('heading', { name: 'LINK EXPIRED' })).toBeDefined();
    expect(screen.getByText(passwordResetMessages.expired)).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(onRequestNewLink).toHaveBeenCalledOnce();
  });

  it('says LINK EXPIRED when the server does not know the link', async () => {
    const { onLogin } = openPage('not-a-link-the-server-sent');
    expect(await screen.findByRole('heading', { name: 'LINK EXPIRED' })).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });
});
