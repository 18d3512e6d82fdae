import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render-with-app.tsx';
import { ResetForm } from './reset-password-form.tsx';

// A link this server never sent: the form's own checks answer first, then the server calls it expired.
const openForm = (otpRequired: boolean) => {
  const onFinished = vi.fn();
  renderWithApp(
    <ResetForm
      token="not-a-link-the-server-sent"
      otpRequired={otpRequired}
      requiresCaptcha={false}
      onFinished={onFinished}
    />,
  );
  return { user: userEvent.setup(), onFinished };
};

describe('ResetForm', () => {
  it('asks for the One Time Password first, then hands an unknown link over as expired', async () => {
    const { user, onFinished } = openForm(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('One Time Password is required')).toBeDefined();
    expect(onFinished).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'One Time Password' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(onFinished).toHaveBeenCalledWith('linkExpired', null));
  });

  it('names both passwords missing, then a confirmation that does not match, on the field it concerns', async () => {
    const { user, onFinished } = openForm(false);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Password is required')).toBeDefined();
    expect(screen.getByText('Re-confirm Password is required')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Password/, { selector: 'input' }));

    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Sugar-Cane-2026');
    await user.type(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'Sugar-Cane-2025');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Password does not match')).toBeDefined();
    expect(onFinished).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }));
    await user.type(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'Sugar-Cane-2026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onFinished).toHaveBeenCalledWith('linkExpired', null));
  });
});
