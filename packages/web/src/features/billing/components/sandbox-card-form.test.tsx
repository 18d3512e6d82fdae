import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render-with-app.tsx';
import { SandboxCardForm } from './sandbox-card-form.tsx';

const fillCard = async (user: ReturnType<typeof userEvent.setup>, number: string, expiry: string) => {
  const numberField = screen.getByRole('textbox', { name: 'Card number' });
  const expiryField = screen.getByRole('textbox', { name: 'Expiry (MM/YY)' });
  await user.clear(numberField);
  await user.type(numberField, number);
  await user.clear(expiryField);
  await user.type(expiryField, expiry);
  await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
  await user.click(screen.getByRole('button', { name: 'OK' }));
};

describe('SandboxCardForm', () => {
  it('asks for a whole expiry date before calling the sandbox, and says why a card was refused', async () => {
    const onSucceeded = vi.fn();
    renderWithApp(
      <SandboxCardForm
        provider="sandbox"
        publishableKey=""
        clientSecret="seti_unknown_secret_for_the_test"
        kind="setup"
        onSucceeded={onSucceeded}
        onCancel={vi.fn()}
      />,
    );
    const user = userEvent.setup();

    await fillCard(user, '4242 4242 4242 4242', '12/');
    expect((await screen.findByTestId('card-error')).textContent).toBe(
      "Your card's expiration date is incomplete.",
    );
    expect(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }).getAttribute('aria-invalid')).toBe('true');

    // The date is whole now; the sandbox does not know this intent, and the form says what the server said.
    await fillCard(user, '4242 4242 4242 4242', '12/34');
    await waitFor(() =>
      expect(screen.getByTestId('card-error').textContent).not.toBe(
        "Your card's expiration date is incomplete.",
      ),
    );
    console.log('CARDERR', screen.getByTestId('card-error').textContent);
    expect(onSucceeded).not.toHaveBeenCalled();
  });
});
