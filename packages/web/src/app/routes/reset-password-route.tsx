import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#config/paths.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { ResetPasswordPage } from '../../features/password-reset/components/reset-password-page.tsx';
import { forgetResetToken, readResetToken } from '../../features/password-reset/stores/reset-token-store.ts';
import { useIsSignedIn } from '../../features/auth/hooks/use-session.ts';
import { useSignOut } from '../../features/auth/hooks/use-sign-out.ts';
import { useLoginSettings } from '#lib/login-settings.ts';

/** The page a reset link opens (/?rpp=<token>, moved here at start). */
export const ResetPasswordRoute = () => {
  useDocumentTitle(paths.resetPassword.title);
  const [token] = useState(readResetToken);
  const settings = useLoginSettings();
  const isSignedIn = useIsSignedIn();
  const signOut = useSignOut();
  const navigate = useNavigate();

  // A reset ends every session of the user on the server; a session stored in this browser goes too.
  const leave = async (to: string) => {
    forgetResetToken();
    if (isSignedIn) await signOut();
    await navigate(to, { replace: true });
  };

  return (
    <ResetPasswordPage
      token={token}
      requiresCaptcha={settings.data?.requiresCaptcha ?? false}
      onLogin={() => void leave(paths.home.path)}
      onRequestNewLink={() => void leave(paths.forgotPassword.path)}
    />
  );
};
