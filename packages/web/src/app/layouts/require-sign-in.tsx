import { Navigate, Outlet } from 'react-router';
import { paths } from '#config/paths.ts';
import { useIsSignedIn } from '../../features/auth/hooks/use-session.ts';

/** Unauthenticated users reach only login and registration (§2). */
export const RequireSignIn = () => {
  const isSignedIn = useIsSignedIn();
  return isSignedIn ? <Outlet /> : <Navigate to={paths.login.path} replace />;
};
