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
  headers?: Record<string, string>;
};

const newMailOf = (deps: Pick<Deps, 'clock'>, mail: Mail) => ({
  kind: mail.kind,
  toAddress: mail.to,
  subject: mail.subject,
  textBody: mail.text,
  htmlBody: mail.html,
  messageId: `${randomUUID()}@psc`,
  createdAt: deps.clock.now(),
  attachments: mail.attachments ?? null,
  headers: mail.headers ?? null,
});

/** Many messages into the outbox inside the caller's transaction, a few statements whatever their number. */
export const enqueueMails = async (
  deps: Pick<Deps, 'mailRepository' | 'clock'>,
  mails: readonly Mail[],
  executor: Database,
): Promise<void> => {
  await deps.mailRepository.insertMany(
    mails.map((mail) => newMailOf(deps, mail)),
    executor,
  );
};

/** Writes the message into the outbox inside the caller's transaction; the sender loop delivers it after commit. */
export const enqueueMail = async (
  deps: Pick<Deps, 'mailRepository' | 'clock'>,
  mail: Mail,
  executor: Database,
): Promise<void> => {
  await deps.mailRepository.insert(newMailOf(deps, mail), executor);
};

/**
 * The message only if `personId` is an active person, in the same statement whether or not it is: the caller's work
 * does not tell a known address from an unknown one (the password-reset request, issue 48).
 */
export const enqueueMailIfActivePerson = async (
  deps: Pick<Deps, 'mailRepository' | 'clock'>,
  personId: string,
  mail: Mail,
  executor: Database,
): Promise<void> => {
  await deps.mailRepository.insertIfActivePerson(newMailOf(deps, mail), personId, executor);
};
