import type { SecretBox } from '../../adapters/secret-box.ts';

const purpose = 'alert-unsubscribe';

/**
 * The token of an alert e-mail's one-click unsubscribe link: the alert id and a server signature of it (54
 * characters, within a path parameter's limit), so it cannot be forged or pointed at another alert, and nothing is
 * stored for it.
 */
export const unsubscribeTokenOf = (secretBox: SecretBox, alertId: string): string => {
  const id = alertId.replaceAll('-', '');
  return `${id}${secretBox.sign(`${purpose}:${id}`)}`;
};

/** The alert id a token names; null for anything this server did not sign. */
export const alertIdOfToken = (secretBox: SecretBox, token: string): string | null => {
  const match = /^([0-9a-f]{32})([\w-]{22})$/.exec(token);
  if (match === null) return null;
  const [, id = '', tag = ''] = match;
  if (!secretBox.verify(`${purpose}:${id}`, tag)) return null;
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
};
