import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { captchaUses } from '../../db/schema.ts';

export const createCaptchaRepository = (db: Database) => ({
  /** True the first time a solved challenge is presented; false for any replay of it. */
  recordUse: async (signature: string, expiresAt: Date): Promise<boolean> => {
    const rows = await db
      .insert(captchaUses)
      .values({ signature, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: captchaUses.signature });
    return rows.length === 1;
  },
  purgeExpired: async (now: Date): Promise<void> => {
    await db.delete(captchaUses).where(lt(captchaUses.expiresAt, now));
  },
});

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
