import type { Deps } from '../../deps.ts';
import { redactDeliveredBody } from './redact-delivered-mail.ts';

const claimMs = 60_000;
const batchSize = 20;

/** Exponential back-off: 10 s, 20 s, 40 s … capped at one hour. */
const retryDelayMs = (attempts: number) => Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempts - 1));

/**
 * Delivers due outbox messages. A message is claimed before it is sent and marked sent right after; it is sent
 * again only if the process dies in between, and then with the same Message-ID, which receivers de-duplicate. A
 * failed attempt keeps the whole body for the next one; only marking it sent removes its secrets.
 */
export const deliverPendingMail = async (
  deps: Pick<Deps, 'mailRepository' | 'mailTransport' | 'clock' | 'config' | 'logger'>,
): Promise<number> => {
  const claimed = await deps.mailRepository.claimDue(deps.clock.now(), batchSize, claimMs);
  let delivered = 0;
  for (const message of claimed) {
    const attempts = message.attempts + 1;
    try {
      await deps.mailTransport.send({
        from: deps.config.mail.from,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        messageId: message.messageId,
        attachments: message.attachments ?? [],
        ...(message.headers === null ? {} : { headers: message.headers }),
      });
      // Handed to a mail server, a secret (a new user's password) leaves the outbox as the message is marked sent.
      // The logging transport delivers nothing: there the outbox is the mailbox and keeps the body (decision 0009).
      const keptBody = deps.mailTransport.kind === 'smtp' ? redactDeliveredBody(message.kind, message) : null;
      await deps.mailRepository.markSent(message.id, attempts, deps.clock.now(), keptBody);
      delivered += 1;
    } catch (error) {
      const isFinal = attempts >= deps.config.mail.retryLimit;
      const reason = error instanceof Error ? error.message : String(error);
      deps.logger.warn({ outboxId: message.id, attempts, isFinal, reason }, 'e-mail delivery failed');
      await deps.mailRepository.markFailed(
        message.id,
        attempts,
        reason,
        new Date(deps.clock.now().getTime() + retryDelayMs(attempts)),
        isFinal,
      );
    }
  }
  return delivered;
};
