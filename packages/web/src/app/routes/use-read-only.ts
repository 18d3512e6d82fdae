import { isViewerOnly } from '@psc/core/accounts/permissions';
import { useCurrentUser } from '#lib/current-user.ts';

/** A Viewer (permission V, not the default admin) reads calculators and destinations but changes nothing (§6). */
export const useReadOnly = (): boolean => {
  const user = useCurrentUser();
  return user.data === undefined ? true : isViewerOnly(user.data.permissions, user.data.isDefaultAdmin);
};

/** True for a Viewer once the user is known; false while unknown, so editors never see the notice flash. */
export const useIsViewer = (): boolean => {
  const user = useCurrentUser();
  return user.data !== undefined && isViewerOnly(user.data.permissions, user.data.isDefaultAdmin);
};
