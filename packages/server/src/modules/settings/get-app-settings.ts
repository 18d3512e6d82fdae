import type { AppSettingReply } from '@psc/core/auth/auth.schemas';
import { youTubeEmbedUrl } from '@psc/core/settings/how-to-video';
import type { Deps } from '../../deps.ts';

/**
 * GET /api/v1/appsetting. howToUrl is the link the How to Use page embeds: the operator's, else the configured
 * default video (HOW_TO_VIDEO_ID, calculators.md §2.8 'a fixed default, overridable by the howToUrl setting').
 */
export const getAppSettings = async (
  deps: Pick<Deps, 'settingsRepository' | 'config'>,
): Promise<AppSettingReply> => {
  const settings = await deps.settingsRepository.get();
  const defaultVideoId = deps.config.howToVideoId;
  return {
    ...settings,
    howToUrl: settings.howToUrl ?? (defaultVideoId ? youTubeEmbedUrl(defaultVideoId) : null),
    footerLinks: deps.config.footerLinks,
  };
};
