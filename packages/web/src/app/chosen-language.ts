import type { QueryClient } from '@tanstack/react-query';
import type { MeReply } from '@psc/core/accounts/accounts.schemas';
import { currentUserQueryKey } from '#lib/current-user.ts';
import { followChosenLocale } from '#lib/i18n/locale-state.ts';

/**
 * Whenever GET /api/v1/users/me answers, its language (the user's, else the account's default) becomes the one
 * the screens read in; without either, the browser's (issue 49). Watching the cache reads nothing more.
 */
export const followChosenLanguage = (queryClient: QueryClient): (() => void) => {
  const key = JSON.stringify(currentUserQueryKey);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (JSON.stringify(event.query.queryKey) !== key) return;
    const me = event.query.state.data as MeReply | undefined;
    if (me !== undefined) void followChosenLocale(me.language ?? me.accountLanguage ?? null);
  });
};
