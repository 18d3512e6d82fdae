import { useAppSettings } from '../../features/settings/api/get-app-settings.ts';
import { TermsScreen } from '../../features/terms/components/terms-screen.tsx';

export const TermsRoute = () => {
  const settings = useAppSettings();
  // The terms read fine without the settings; the privacy link then points at the privacy section.
  return <TermsScreen privacyUrl={settings.data?.privacyUrl ?? null} />;
};
