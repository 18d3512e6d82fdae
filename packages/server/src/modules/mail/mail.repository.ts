import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export type NewMail = { kind: string; recipient: string; subject: string; textBody: string; htmlBody: string; createdAt: Date };

export const createMailRepository = (db: Database) => ({
  insert: async (mail: NewMail, executor: Database = db): Promise<void> => {
    await executor.insert(mailOutbox).values(mail);
  },
});

export type MailRepository = ReturnType<typeof createMailRepository>;
