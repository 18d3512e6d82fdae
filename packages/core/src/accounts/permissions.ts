export const permissionCodes = ['A', 'U', 'V'] as const;
export type PermissionCode = (typeof permissionCodes)[number];

/** A and U hold a Full User licence; V is a Viewer, whose licences are unlimited (§1, §6). */
export const isFullUser = (permissions: string): boolean => permissions === 'A' || permissions === 'U';

export const isAdministrator = (permissions: string, isDefaultAdmin: boolean): boolean =>
  permissions === 'A' || isDefaultAdmin;

/** A Viewer reads but changes nothing (§6); the default administrator never counts as one, whatever the code. */
export const isViewerOnly = (permissions: string, isDefaultAdmin: boolean): boolean =>
  permissions === 'V' && !isDefaultAdmin;

export const roleLabel = (permissions: string, isDefaultAdmin: boolean): string => {
  if (isAdministrator(permissions, isDefaultAdmin)) return 'Administrator';
  return isFullUser(permissions) ? 'Full User' : 'Viewer';
};

export const insufficientPrivilegesMessage = 'Insufficient privileges!!';
