import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx';
import { useEndFirstTime } from '../../features/session/hooks/use-end-first-time.ts';

export const ProfileRoute = () => {
  const endFirstTime = useEndFirstTime();
  return <ProfileScreen onPasswordChanged={endFirstTime} onPasswordChangeCancelled={endFirstTime} />;
};
