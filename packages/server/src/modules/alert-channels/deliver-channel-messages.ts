import type { ChannelMessage } from '@psc/core/alert-channels/channel-message';
import type { Deps } from '../../deps.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { renderMail } from '../mail/render-mail.ts';
import { recipientLanguage, translate } from '../../shared/translate.ts';
import type { AlertChannelRecord } from './alert-channels.repository.ts';
import { sendToChannel, type ChannelTarget, type SendOutcome } from './channel-senders.ts';

const claimMs = 60_000;
export const channelBatch = 20;
/** Sends at once per pass: a slow target holds one of these, never the others (each ends by the time-out). */
const concurrency = 4;
/** A message is given up after this many attempts. */
const attemptLimit = 8;
/** A channel failing this many times in a row, or for this long, is paused with a notice (decision 0125). */
export const pauseAfterFailures = 5;
export const pauseAfterMs = 24 * 3_600_000;

/** Exponential back-off: 10 s, 20 s, 40 s … capped at one hour; a service's Retry-After when it asks for longer. */
const retryDelayMs = (attempts: number, retryAfter: number | null) =>
  Math.max(Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempts - 1)), retryAfter ?? 0);

type DeliveryDeps = Pick<
  Deps,
  | 'alertChannelsRepository'
  | 'secretBox'
  | 'clock'
  | 'config'
  | 'logger'
  | 'mailRepository'
  | 'mailSignal'
  | 'database'
>;

const pauseReasonOf = (channel: AlertChannelRecord, outcome: SendOutcome & { ok: false }, now: Date) => {
  if (outcome.permanent) return `The service refused the message: ${outcome.error}`;
  if (channel.consecutiveFailures >= pauseAfterFailures)
    return `${channel.consecutiveFailures} messages failed in a row: ${outcome.error}`;
  if (channel.firstFailureAt !== null && now.getTime() - channel.firstFailureAt.getTime() >= pauseAfterMs)
    return `Messages have failed for 24 hours: ${outcome.error}`;
  return null;
};

/** Pauses the channel once and tells its owner by e-mail; the page shows the reason. */
const pause = async (deps: DeliveryDeps, channel: AlertChannelRecord, reason: string) => {
  const paused = await deps.alertChannelsRepository.pause(channel.id, reason, deps.clock.now());
  if (paused === null) return;
  deps.logger.warn({ channelId: channel.id, kind: channel.kind, reason }, 'alert channel paused');
  const recipient = await deps.alertChannelsRepository.noticeAddressOf(paused);
  if (recipient === null) return;
  const to = recipient.email;
  const language = recipientLanguage(recipient.personLanguage, recipient.accountLanguage);
  const service = channel.kind === 'teams' ? 'Teams' : channel.kind === 'slack' ? 'Slack' : 'Telegram';
  // The reason is the service's own words (its error), kept as it said them.
  const mail = renderMail({
    language,
    subject: translate(language, 'channelPaused.subject'),
    paragraphs: [
      translate(language, 'channelPaused.intro', { service, name: channel.name }),
      reason,
      translate(language, 'channelPaused.stillByMail'),
    ],
    action: { label: translate(language, 'channelPaused.action'), url: `${deps.config.publicUrl}/alerts` },
  });
  await enqueueMail(
    deps,
    { to, subject: mail.subject, text: mail.text, html: mail.html, kind: 'alert-channel-paused' },
    deps.database.db,
  );
  deps.mailSignal.notify();
};

const deliverOne = async (
  deps: DeliveryDeps,
  { delivery, channel }: Awaited<ReturnType<DeliveryDeps['alertChannelsRepository']['claimDue']>>[number],
): Promise<boolean> => {
  const attempts = delivery.attempts + 1;
  const outcome =
    channel.status === 'active'
      ? await sendToChannel(
          deps.config,
          channel.kind,
          JSON.parse(deps.secretBox.open(channel.sealedTarget)) as ChannelTarget,
          delivery.message as ChannelMessage,
          deps.clock.now(),
        )
      : ({
          ok: false,
          permanent: true,
          status: null,
          error: 'The channel is paused',
          retryAfterMs: null,
        } as const);
  const now = deps.clock.now();
  if (outcome.ok) {
    await deps.alertChannelsRepository.markSent(delivery.id, channel.id, attempts, outcome.status, now);
    return true;
  }
  const isFinal = outcome.permanent || attempts >= attemptLimit;
  deps.logger.warn(
    { deliveryId: delivery.id, channelId: channel.id, attempts, isFinal, reason: outcome.error },
    'alert channel delivery failed',
  );
  const failed = await deps.alertChannelsRepository.markFailed(
    delivery.id,
    channel.id,
    {
      attempts,
      error: outcome.error,
      status: outcome.status,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, outcome.retryAfterMs)),
      isFinal,
    },
    now,
  );
  const reason = failed === null || failed.status !== 'active' ? null : pauseReasonOf(failed, outcome, now);
  if (failed !== null && reason !== null) await pause(deps, failed, reason);
  return false;
};

/**
 * Sends due chat messages (the chat channels' outbox, decision 0125). Each is claimed (SKIP LOCKED) before it is
 * sent, so two instances never send one twice; a few at once, each bounded by the time-out. Returns how many were
 * claimed: a full batch asks for another pass.
 */
export const deliverChannelMessages = async (deps: DeliveryDeps): Promise<number> => {
  const claimed = await deps.alertChannelsRepository.claimDue(deps.clock.now(), channelBatch, claimMs);
  const queue = [...claimed];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await deliverOne(deps, next);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return claimed.length;
};
