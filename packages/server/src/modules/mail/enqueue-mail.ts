import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';

export type Mail = { to: string; subject: string; text: string; html: string; kind: string };

/** Writes the e-mail to the outbox in the caller's transaction, so it is sent if and only if the change commits. */
export const enqueueMail = async (deps: Pick<Deps, 'mailRepository' | 'clock' | 'logger'>, mail: Mail, executor: Database): Promise<void> => {
  await deps.mailRepository.insert(
    { kind: mail.kind, recipient: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, createdAt: deps.clock.now() },
    executor,
  );
  deps.logger.info({ kind: mail.kind, to: mail.to }, 'mail queued');
};
