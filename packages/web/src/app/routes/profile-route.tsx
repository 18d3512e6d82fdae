import { useQueryClient } from '@tanstack/react-query';
import {
  getAccountUseQueryOptions,
  useAccountUse,
} from '../../features/account-banner/api/get-account-use.ts';
import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx';
import { useEndFirstTime } from '../../features/auth/hooks/use-end-first-time.ts';
import { LanguageSetting } from '../../features/personalisation/components/language-setting.tsx';

export const ProfileRoute = () => {
  const endFirstTime = useEndFirstTime();
  const use = useAccountUse();
  const queryClient = useQueryClient();
  return (
    <ProfileScreen
      onPasswordChanged={endFirstTime}
      onPasswordChangeCancelled={endFirstTime}
      twoFactorRequired={use.data?.twoFactorSetupRequired ?? false}
      languageSetting={<LanguageSetting target="person" />}
      // Turning 2-Step Verification on lifts the account's hold on the rest of PSC (decision 0040).
      onTwoFactorEnabled={() =>
        void queryClient.invalidateQueries({ queryKey: getAccountUseQueryOptions().queryKey })
      }
    />
  );
};
