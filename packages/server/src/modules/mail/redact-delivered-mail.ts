/** What replaces a secret in the outbox once its message has been delivered (docs/decisions/0009). */
export const removedAfterDelivery = '[removed after delivery]';

/**
 * The kinds of message whose body carries a secret, and the label of each secret paragraph the template writes as
 * '<label>: <secret>' (users/new-user-mail.ts: 'Password: …', the generated password).
 */
const secretLabelsByKind: ReadonlyMap<string, readonly string[]> = new Map([['new_user', ['Password']]]);

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type StoredBody = { textBody: string; htmlBody: string };

/**
 * The body to keep once the message is delivered: each secret replaced by `removedAfterDelivery`, the rest (greeting,
 * username, link, footer) kept so the outbox still shows what was sent to whom. Null for kinds without a secret.
 * Should a template no longer show a labelled secret, the whole body goes rather than a secret staying.
 */
export const redactDeliveredBody = (kind: string, body: StoredBody): StoredBody | null => {
  const labels = secretLabelsByKind.get(kind);
  if (labels === undefined) return null;
  let { textBody, htmlBody } = body;
  let found = true;
  for (const label of labels) {
    const text = new RegExp(`^(${escapeRegExp(label)}: ).+$`, 'gm');
    const html = new RegExp(`(<p>${escapeRegExp(label)}: )[^<]+(</p>)`, 'g');
    const redactedText = textBody.replace(text, `$1${removedAfterDelivery}`);
    const redactedHtml = htmlBody.replace(html, `$1${removedAfterDelivery}$2`);
    found &&= redactedText !== textBody && redactedHtml !== htmlBody;
    textBody = redactedText;
    htmlBody = redactedHtml;
  }
  if (!found) {
    const notice = `The body of this ${kind} message carried a secret and was removed after delivery.`;
    return { textBody: notice, htmlBody: `<p>${notice}</p>` };
  }
  return { textBody, htmlBody };
};
