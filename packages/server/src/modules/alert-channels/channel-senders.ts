import type { AlertChannelKind } from '@psc/core/alert-channels/alert-channels.schemas';
import type { ChannelMessage } from '@psc/core/alert-channels/channel-message';
import type { Config } from '../../config.ts';
import { OutboundRefusal, postJson, retryAfterMs, type OutboundReply } from '../../shared/outbound-http.ts';

/** A channel's target as sealed: a webhook URL (Teams, Slack), or a Telegram bot's token and chat. */
export type ChannelTarget = { url: string } | { botToken: string; chatId: string };

/**
 * How one send went. `permanent`: the service said the target is gone or refuses (Slack 404 no_service, Telegram
 * 403 bot blocked, 400 chat not found): retrying cannot help and the channel is paused at once.
 */
export type SendOutcome =
  | { ok: true; status: number }
  | { ok: false; permanent: boolean; status: number | null; error: string; retryAfterMs: number | null };

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const facts = (message: ChannelMessage) =>
  message.facts ?? [
    { title: 'Watching', value: message.subject },
    { title: 'Figure', value: message.figure },
    ...(message.change === null ? [] : [{ title: 'Change', value: message.change }]),
  ];

const linkLabelOf = (message: ChannelMessage) => message.linkLabel ?? 'Open PSC';

/** Slack's incoming webhook: `text` for notifications, `blocks` for the message (Block Kit). */
export const slackPayloadOf = (message: ChannelMessage) => ({
  text: `${message.title}: ${message.text}`,
  blocks: [
    { type: 'header', text: { type: 'plain_text', text: message.title } },
    { type: 'section', text: { type: 'mrkdwn', text: message.text } },
    {
      type: 'section',
      fields: facts(message).map((fact) => ({ type: 'mrkdwn', text: `*${fact.title}*\n${fact.value}` })),
    },
    {
      type: 'actions',
      elements: [
        { type: 'button', text: { type: 'plain_text', text: linkLabelOf(message) }, url: message.link },
      ],
    },
  ],
});

/** A Teams Workflows webhook ("Post to a channel when a webhook request is received"): a message with an Adaptive Card. */
export const teamsPayloadOf = (message: ChannelMessage) => ({
  type: 'message',
  attachments: [
    {
      contentType: 'application/vnd.microsoft.card.adaptive',
      contentUrl: null,
      content: {
        $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
        type: 'AdaptiveCard',
        version: '1.4',
        body: [
          { type: 'TextBlock', text: message.title, weight: 'Bolder', size: 'Medium', wrap: true },
          { type: 'TextBlock', text: message.text, wrap: true },
          { type: 'FactSet', facts: facts(message) },
        ],
        actions: [{ type: 'Action.OpenUrl', title: linkLabelOf(message), url: message.link }],
      },
    },
  ],
});

/** Telegram's sendMessage with HTML parse mode (only the tags Telegram takes; text escaped). */
export const telegramTextOf = (message: ChannelMessage) =>
  [
    `<b>${escapeHtml(message.title)}</b>`,
    escapeHtml(message.text),
    ...facts(message).map((fact) => `${escapeHtml(fact.title)}: ${escapeHtml(fact.value)}`),
    `<a href="${escapeHtml(message.link)}">${escapeHtml(linkLabelOf(message))}</a>`,
  ].join('\n');

const trimmed = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);

/** Slack and Teams: 2xx is delivered; 429 and 5xx are tried again (Retry-After honoured); other 4xx are final. */
const webhookOutcome = (reply: OutboundReply, now: Date): SendOutcome => {
  if (reply.status >= 200 && reply.status < 300) return { ok: true, status: reply.status };
  const transient = reply.status === 429 || reply.status === 408 || reply.status >= 500;
  return {
    ok: false,
    permanent: !transient,
    status: reply.status,
    error: `HTTP ${reply.status}${reply.body === '' ? '' : `: ${trimmed(reply.body)}`}`,
    retryAfterMs: retryAfterMs(reply.headers['retry-after'], now),
  };
};

type TelegramReply = {
  ok?: boolean;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
};

/** Telegram answers `{ok:false, error_code, description, parameters:{retry_after}}`; 400/401/403/404 are final. */
const telegramOutcome = (reply: OutboundReply): SendOutcome => {
  let parsed: TelegramReply = {};
  try {
    parsed = JSON.parse(reply.body) as TelegramReply;
  } catch {
    // Not Telegram's JSON (a proxy's page): judged by the status alone.
  }
  if (reply.status >= 200 && reply.status < 300 && parsed.ok === true)
    return { ok: true, status: reply.status };
  const code = parsed.error_code ?? reply.status;
  const retryAfter = parsed.parameters?.retry_after;
  return {
    ok: false,
    permanent: [400, 401, 403, 404].includes(code),
    status: reply.status,
    error: `Telegram ${code}: ${trimmed(parsed.description ?? reply.body)}`,
    retryAfterMs: typeof retryAfter === 'number' ? retryAfter * 1000 : null,
  };
};

/** One message to one channel; never throws (a refused address, a time-out and a closed port are outcomes too). */
export const sendToChannel = async (
  config: Pick<Config, 'integrations'>,
  kind: AlertChannelKind,
  target: ChannelTarget,
  message: ChannelMessage,
  now: Date,
): Promise<SendOutcome> => {
  const policy = {
    allowPrivateTargets: config.integrations.allowPrivateTargets,
    timeoutMs: config.integrations.timeoutMs,
  };
  try {
    if (kind === 'telegram' && 'botToken' in target) {
      const reply = await postJson(
        `${config.integrations.telegramApiUrl}/bot${target.botToken}/sendMessage`,
        { chat_id: target.chatId, text: telegramTextOf(message), parse_mode: 'HTML' },
        {},
        // Telegram's address is ours to configure, not a customer's.
        { ...policy, allowPrivateTargets: true },
      );
      return telegramOutcome(reply);
    }
    if ('url' in target) {
      const body = kind === 'slack' ? slackPayloadOf(message) : teamsPayloadOf(message);
      return webhookOutcome(await postJson(target.url, body, {}, policy), now);
    }
    return {
      ok: false,
      permanent: true,
      status: null,
      error: 'The channel has no target',
      retryAfterMs: null,
    };
  } catch (error) {
    const refused = error instanceof OutboundRefusal;
    const reason = error instanceof Error ? error.message : String(error);
    // A bot token is part of Telegram's URL: never repeat an error text that might carry it.
    const safe = 'botToken' in target ? reason.replaceAll(target.botToken, '<token>') : reason;
    return { ok: false, permanent: refused, status: null, error: safe, retryAfterMs: null };
  }
};
