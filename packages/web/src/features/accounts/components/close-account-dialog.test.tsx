import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoUsers, renderWithApp, signInAs } from '../../../../test/render-with-app.tsx';
import { createQueryClient } from '#lib/query-client.ts';
import { CloseAccountDialog } from './close-account-dialog.tsx';

const accountName = 'Demo Sugar Trading';

const openDialog = async (email: string) => {
  const queryClient = createQueryClient();
  await signInAs(email, queryClient);
  const onClose = vi.fn();
  const onClosed = vi.fn();
  renderWithApp(
    <CloseAccountDialog
      open
      accountName={accountName}
      retentionText="Its data is kept for 30 days."
      onClose={onClose}
      onClosed={onClosed}
    />,
    { queryClient },
  );
  return { dialog: within(screen.getByRole('dialog', { name: 'Close Account' })), onClose, onClosed };
};

// Nothing here closes the demo team's account: the other component tests sign in to it.
describe('CloseAccountDialog', () => {
  it('closes nothing until the account name is typed, in any case', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog(demoUsers.admin);
    const closeButton = dialog.getByRole('button', { name: 'Close Account' });
    expect(closeButton.hasAttribute('disabled')).toBe(true);
    const confirmation = dialog.getByRole('textbox', { name: 'Type the account name to confirm' });
    await user.type(confirmation, 'Demo Sugar');
    expect(closeButton.hasAttribute('disabled')).toBe(true);
    await user.type(confirmation, ' TRADING ');
    expect(closeButton.hasAttribute('disabled')).toBe(false);
  });

  it("shows the server's refusal to anyone but the default admin, and Cancel clears it", async () => {
    const user = userEvent.setup();
    const { dialog, onClose, onClosed } = await openDialog(demoUsers.fullUser);
    await user.type(dialog.getByRole('textbox', { name: 'Type the account name to confirm' }), accountName);
    await user.click(dialog.getByRole('button', { name: 'Close Account' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Operation not permitted');
    expect(onClosed).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(
      (dialog.getByRole('textbox', { name: 'Type the account name to confirm' }) as HTMLInputElement).value,
    ).toBe('');
  });
});
