import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { userMessages } from '@psc/core/users/users.schemas';
import { demoUsers, renderWithApp, signedInUserId, signInAs } from '../../../../test/render-with-app.tsx';
import { createQueryClient } from '#lib/query-client.ts';
import { getUsers } from '../api/get-users.ts';
import { UserDialog } from './user-dialog.tsx';

// The demo team's administrator adds users here; no other component test counts the team's users.
describe('UserDialog (New User)', () => {
  let queryClient: QueryClient;
  beforeEach(async () => {
    queryClient = createQueryClient();
    await signInAs(demoUsers.admin, queryClient);
  });

  const openNewUser = (onClose = vi.fn()) => {
    renderWithApp(<UserDialog mode="new" open onClose={onClose} onLicenceLimit={vi.fn()} />, { queryClient });
    return within(screen.getByRole('dialog', { name: 'New User' }));
  };

  it('asks for the mandatory fields before sending anything', async () => {
    const dialog = openNewUser();
    await userEvent.setup().click(dialog.getByRole('button', { name: 'Save & Close' }));
    expect(dialog.getByRole('alert').textContent).toBe(userMessages.mandatoryFields);
  });

  it("shows the server's refusal of an e-mail already in use and stays open", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const dialog = openNewUser(onClose);
    await user.type(dialog.getByRole('textbox', { name: 'Email' }), demoUsers.viewer);
    await user.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Vera');
    await user.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Again');
    await user.click(dialog.getByRole('button', { name: 'Save & Close' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(userMessages.emailInUse);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates a Viewer and closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const email = `viewer-${crypto.randomUUID().slice(0, 8)}@demo-team.example`;
    const dialog = openNewUser(onClose);
    await user.type(dialog.getByRole('textbox', { name: 'Email' }), email);
    await user.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Vic');
    await user.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Viewer');
    await user.click(dialog.getByRole('checkbox', { name: 'Viewer (read only, needs no licence)' }));
    await user.click(dialog.getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const added = (await getUsers()).find((listed) => listed.email === email);
    expect(added?.permissions).toBe('V');
  });
});

describe('UserDialog (Edit User)', () => {
  let queryClient: QueryClient;
  beforeEach(async () => {
    queryClient = createQueryClient();
    await signInAs(demoUsers.admin, queryClient);
  });

  const openEdit = async (email: string) => {
    const user = (await getUsers()).find((listed) => listed.email === email);
    if (user === undefined) throw new Error(`${email} is not in the demo team`);
    const onClose = vi.fn();
    renderWithApp(
      <UserDialog mode="edit" open onClose={onClose} user={user} currentUserId={signedInUserId()} />,
      { queryClient },
    );
    return { dialog: within(screen.getByRole('dialog', { name: 'Edit User' })), onClose };
  };

  it("keeps the e-mail read-only and the administrator's own role locked (§5)", async () => {
    const { dialog } = await openEdit(demoUsers.admin);
    expect(dialog.getByRole('textbox', { name: 'Email' }).hasAttribute('readonly')).toBe(true);
    expect(dialog.getByRole('checkbox', { name: 'Admin' }).hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(dialog.getByRole('textbox', { name: 'First Name' }));
  });

  it("saves a Full User's new last name", async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = await openEdit(demoUsers.fullUser);
    const lastName = dialog.getByRole('textbox', { name: 'Last Name' });
    const lastname = `User ${crypto.randomUUID().slice(0, 4)}`;
    await user.clear(lastName);
    await user.type(lastName, lastname);
    await user.click(dialog.getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect((await getUsers()).find((listed) => listed.email === demoUsers.fullUser)?.lastname).toBe(lastname);
  });
});
