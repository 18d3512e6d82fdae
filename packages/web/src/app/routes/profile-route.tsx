import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx';
import { useEndFirstTime, useRenewSignIn } from '../../features/session/hooks/use-renew-sign-in.ts';

export const ProfileRoute = () => {
  const renewSignIn = useRenewSignIn();
  const endFirstTime = useEndFirstTime();
  return <ProfileScreen onPasswordChanged={renewSignIn} onPasswordChangeCancelled={endFirstTime} />;
};
