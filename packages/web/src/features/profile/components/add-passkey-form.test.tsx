import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { passkeyNameMaxLength } from '@psc/core/passkeys/passkeys.schemas';
import { renderWithApp } from '../../../../test/render-with-app.tsx';
import { AddPasskeyForm } from './add-passkey-form.tsx';

describe('AddPasskeyForm', () => {
  it('asks for a name, hands it over trimmed, and empties the field once the passkey is added', async () => {
    const onAdd = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderWithApp(<AddPasskeyForm adding={false} onAdd={onAdd} />);
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: 'Passkey name' });
    const add = screen.getByRole('button', { name: 'Add a passkey' });

    await user.type(name, '   ');
    await user.click(add);
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(onAdd).not.toHaveBeenCalled();

    await user.clear(name);
    await user.type(name, '  Work laptop ');
    await user.click(add);
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith('Work laptop'));
    // Not added (the browser's prompt was dismissed): the name stays for another try.
    expect((name as HTMLInputElement).value).toBe('  Work laptop ');
    expect(screen.getByText('Where it lives, e.g. Work laptop or iPhone')).toBeTruthy();

    await user.click(add);
    await waitFor(() => expect((name as HTMLInputElement).value).toBe(''));
    expect(onAdd).toHaveBeenCalledTimes(2);
    expect(name.getAttribute('maxlength')).toBe(String(passkeyNameMaxLength));
  });
});
