import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';

import type { MailAttachment } from '../../db/schema/mail.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  attachments?: MailAttachment[];
};

/** Writes the message into the outbox inside the caller's transaction; the sender loop delivers it after commit. */
export const enqueueMail = async (
  deps: Pick<Deps, 'mailRepository' | 'clock'>,
  mail: Mail,
  executor: Database,
): Promise<void> => {
  await deps.mailRepository.insert(
    {
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      messageId: `${randomUUID()}@psc`,
      createdAt: deps.clock.now(),
      attachments: mail.attachments ?? null,
    },
    executor,
  );
};
