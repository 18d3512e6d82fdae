import { useCurrentUser } from '../../lib/current-user.ts';

/** A Viewer (permission V, not the default admin) reads calculators and destinations but changes nothing (§6). */
export const useReadOnly = (): boolean => {
  const user = useCurrentUser();
  return user.data === undefined ? true : user.data.permissions === 'V' && !user.data.isDefaultAdmin;
};
