import type { Deps } from '../../deps.ts';

const claimMs = 60_000;
const batchSize = 20;

/** Exponential back-off: 10 s, 20 s, 40 s … capped at one hour. */
const retryDelayMs = (attempts: number) => Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempts - 1));

/**
 * Delivers due outbox messages. A message is claimed before it is sent and marked sent right after; it is sent
 * again only if the process dies in between, and then with the same Message-ID, which receivers de-duplicate.
 */
export const deliverPendingMail = async (deps: Pick<Deps, 'mailRepository' | 'mailTransport' | 'clock' | 'config' | 'logger'>): Promise<number> => {
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
      });
      await deps.mailRepository.markSent(message.id, attempts, deps.clock.now());
      delivered += 1;
    } catch (error) {
      const isFinal = attempts >= deps.config.mail.retryLimit;
      const reason = error instanceof Error ? error.message : String(error);
      deps.logger.warn({ outboxId: message.id, attempts, isFinal, reason }, 'e-mail delivery failed');
      await deps.mailRepository.markFailed(message.id, attempts, reason, new Date(deps.clock.now().getTime() + retryDelayMs(attempts)), isFinal);
    }
  }
  return delivered;
};
