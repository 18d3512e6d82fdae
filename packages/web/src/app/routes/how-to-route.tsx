import { HowToScreen } from '../../features/how-to/components/how-to-screen.tsx';
import { useAppSettings } from '../../features/settings/api/get-app-settings.ts';

export const HowToRoute = () => {
  const settings = useAppSettings();
  return <HowToScreen videoUrl={settings.data?.howToUrl ?? null} isVideoUrlLoading={settings.isPending} />;
};
