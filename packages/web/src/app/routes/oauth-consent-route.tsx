import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '#config/paths.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { ConsentScreen } from '../../features/authorization-server/components/consent-screen.tsx';
import { useIsSignedIn } from '../../features/auth/hooks/use-session.ts';
import { forgetReturnPath, rememberReturnPath } from '../../features/auth/stores/session-store.ts';

/** The consent screen signs the user in first, then comes back to the same request. */
export const OauthConsentRoute = () => {
  useDocumentTitle(paths.oauthConsent.title);
  const isSignedIn = useIsSignedIn();
  const location = useLocation();
  useEffect(() => {
    if (isSignedIn) forgetReturnPath();
    else rememberReturnPath(`${location.pathname}${location.search}`);
  }, [isSignedIn, location.pathname, location.search]);
  if (!isSignedIn) return <Navigate to={paths.login.path} replace />;
  // A full navigation: the application's redirect URI is another site.
  return (
    <ConsentScreen
      query={location.search.replace(/^\?/, '')}
      onLeave={(url) => window.location.assign(url)}
    />
  );
};
