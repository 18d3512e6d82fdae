import { describe, expect, it } from 'vitest';
import type { UserReply } from './users.schemas.ts';
import { deletableUsers, usersToolbar } from './user-selection.ts';

const user = (id: string, overrides: Partial<UserReply> = {}): UserReply => ({
  id,
  accountId: 'account',
  account: 'Desk',
  email: `${id}@desk.example`,
  firstname: id,
  lastname: 'X',
  permissions: 'U',
  dateAdded: 0,
  dateFormat: null,
  datePasswordLastChanged: null,
  isAdmin: false,
  isDefaultAdmin: false,
  firstTime: false,
  mustChangePassword: false,
  twoFactorEnabled: false,
  passkeys: 0,
  ...overrides,
});

const owner = user('owner', { permissions: 'A', isAdmin: true, isDefaultAdmin: true });
const me = user('me', { permissions: 'A', isAdmin: true });
const users = [owner, me, user('u1'), user('u2')];

describe('usersToolbar (§2 Users tab, §4 Selection)', () => {
  it('offers creation with nothing selected', () => {
    expect(usersToolbar([], users, me)).toEqual({ kind: 'none' });
  });

  it('offers edit and delete for one user, delete disabled for the default admin and oneself', () => {
    expect(usersToolbar(['u1'], users, me)).toMatchObject({
      kind: 'one',
      editDisabled: false,
      deleteDisabled: false,
    });
    expect(usersToolbar(['me'], users, me)).toMatchObject({
      kind: 'one',
      editDisabled: false,
      deleteDisabled: true,
    });
    expect(usersToolbar(['owner'], users, me)).toMatchObject({
      kind: 'one',
      editDisabled: true,
      deleteDisabled: true,
    });
    expect(usersToolbar(['owner'], users, owner)).toMatchObject({
      kind: 'one',
      editDisabled: false,
      deleteDisabled: true,
    });
  });

  it('judges delete by the last selected user when several are selected', () => {
    expect(usersToolbar(['owner', 'u1'], users, me)).toEqual({ kind: 'many', deleteDisabled: false });
    expect(usersToolbar(['u1', 'owner'], users, me)).toEqual({ kind: 'many', deleteDisabled: true });
  });

  it('skips the default admin and the current user in a bulk delete', () => {
    expect(
      deletableUsers(['owner', 'me', 'u1', 'u2'], users, me.id).map((deletable) => deletable.id),
    ).toEqual(['u1', 'u2']);
  });
});
