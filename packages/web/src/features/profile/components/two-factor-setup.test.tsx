import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render-with-app.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

describe('TwoFactorSetup', () => {
  it('keeps digits only, asks for all six, and empties the field once the code is used up', async () => {
    const onVerify = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderWithApp(
      <TwoFactorSetup
        email="trader@test.example"
        secret="JBSWY3DPEHPK3PXP"
        qrUrl={null}
        busy={false}
        verifying={false}
        onVerify={onVerify}
        onGenerateKey={vi.fn()}
        onDisable={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    const code = screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement;
    const verify = screen.getByRole('button', { name: 'Verify' });

    await user.type(code, '12 3');
    expect(code.value).toBe('123');
    await user.click(verify);
    expect(await screen.findByText('Provide an OTP to verify')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(onVerify).not.toHaveBeenCalled();

    await user.type(code, '4a56');
    expect(code.value).toBe('123456');
    await waitFor(() => expect(screen.queryByText('Provide an OTP to verify')).toBeNull());
    await user.click(verify);
    await waitFor(() => expect(onVerify).toHaveBeenCalledWith('123456'));
    // Not answered (the network failed): the code stays for another try.
    expect(code.value).toBe('123456');

    await user.click(verify);
    await waitFor(() => expect(code.value).toBe(''));
    expect(onVerify).toHaveBeenCalledTimes(2);
  });
});
