import { paths } from '#config/paths.ts';
import { stashResetToken } from '../features/password-reset/stores/reset-token-store.ts';
import { readAccessToken, rememberReturnPath } from '../features/auth/stores/session-store.ts';

/**
 * `res`: where to go, a path of this site, URI-encoded or base64url-encoded (decision 0103). Anything else (another
 * site, '//host', a broken encoding) is no path at all.
 */
const redirectPathOf = (value: string): string | null => {
  const isOwnPath = (path: string) =>
    path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
  if (isOwnPath(value)) return value;
  try {
    const decoded = atob(value.replaceAll('-', '+').replaceAll('_', '/'));
    return isOwnPath(decoded) ? decoded : null;
  } catch {
    return null;
  }
};

/**
 * The query parameters the app reads on load (account-and-billing.md §2): `rpp` (a password-reset link; the token
 * leaves the address bar at once), `error` (the error page for a code), `cpp` (My Profile), `stripesucc` and
 * `stripefail` (the card provider's return: the account view, with the outcome), `res` (where to go: saved, then
 * removed from the address; a signed-in user goes there at once, anyone else after signing in). Runs before the
 * router starts, so the router sees the address it ends up with.
 */
export const applyStartQuery = (): void => {
  const url = new URL(window.location.href);
  const replaceWith = (path: string) => window.history.replaceState(null, '', path);

  const resetToken = url.searchParams.get('rpp');
  if (resetToken !== null && resetToken !== '') {
    stashResetToken(resetToken);
    replaceWith(paths.resetPassword.path);
    return;
  }
  const errorCode = url.searchParams.get('error');
  // The authorisation server's error page reads its own RFC 6749 `error` (docs/decisions/0038).
  if (errorCode !== null && url.pathname !== paths.error.path && url.pathname !== paths.oauthError.path) {
    replaceWith(`${paths.error.path}?error=${encodeURIComponent(errorCode)}`);
    return;
  }
  if (url.searchParams.has('stripesucc')) {
    replaceWith(`${paths.account.path}?payment=success`);
    return;
  }
  if (url.searchParams.has('stripefail')) {
    replaceWith(`${paths.account.path}?payment=failure`);
    return;
  }
  if (url.searchParams.has('cpp')) {
    replaceWith(paths.profile.path);
    return;
  }
  const redirect = url.searchParams.get('res');
  if (redirect !== null) {
    const path = redirectPathOf(redirect);
    if (path !== null && readAccessToken() !== null) {
      replaceWith(path);
      return;
    }
    if (path !== null) rememberReturnPath(path);
    url.searchParams.delete('res');
    replaceWith(`${url.pathname}${url.search}${url.hash}`);
  }
};
