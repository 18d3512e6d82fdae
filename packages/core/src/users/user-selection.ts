import type { UserReply } from './users.schemas.ts';

/** The default admin and the current user can never be deleted (§6). */
export const isProtectedUser = (
  user: Pick<UserReply, 'id' | 'isDefaultAdmin'>,
  currentUserId: string,
): boolean => user.isDefaultAdmin || user.id === currentUserId;

export type UsersToolbar =
  | { kind: 'none' }
  | { kind: 'one'; user: UserReply; editDisabled: boolean; deleteDisabled: boolean }
  | { kind: 'many'; deleteDisabled: boolean };

/**
 * The toolbar of §2 'Users tab' by selection. Delete is disabled ('Operation not permitted') when the last selected
 * user is protected, as §4 'Selection' says; a bulk delete then skips the protected ones.
 */
export const usersToolbar = (
  selectedIds: readonly string[],
  users: readonly UserReply[],
  currentUser: { id: string; isDefaultAdmin: boolean },
): UsersToolbar => {
  const selected = selectedIds
    .map((id) => users.find((user) => user.id === id))
    .filter((user) => user !== undefined);
  const last = selected.at(-1);
  if (last === undefined) return { kind: 'none' };
  const deleteDisabled = isProtectedUser(last, currentUser.id);
  if (selected.length > 1) return { kind: 'many', deleteDisabled };
  return {
    kind: 'one',
    user: last,
    editDisabled: last.isDefaultAdmin && !currentUser.isDefaultAdmin,
    deleteDisabled,
  };
};

export const deletableUsers = (
  selectedIds: readonly string[],
  users: readonly UserReply[],
  currentUserId: string,
): UserReply[] =>
  users.filter((user) => selectedIds.includes(user.id) && !isProtectedUser(user, currentUserId));
