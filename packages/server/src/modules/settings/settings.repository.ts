import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema.ts';

const settingsRowId = 1;

export const createSettingsRepository = (db: Database) => ({
  get: async () => {
    const [row] = await db.select().from(appSettings).where(eq(appSettings.id, settingsRowId)).limit(1);
    return (
      row ?? { id: settingsRowId, howToUrl: null, privacyUrl: null, registerUrl: null, captchaRequired: null }
    );
  },
  /** `undefined` keeps a value, null clears it. */
  update: async (changes: {
    howToUrl?: string | null;
    privacyUrl?: string | null;
    registerUrl?: string | null;
    captchaRequired?: boolean | null;
  }) => {
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    await db
      .insert(appSettings)
      .values({ id: settingsRowId, howToUrl: null, privacyUrl: null, registerUrl: null, ...set })
      .onConflictDoUpdate({ target: appSettings.id, set });
  },
  /** First start only: an operator's later edits are never overwritten. */
  ensureDefaults: async (defaults: { howToUrl: string; privacyUrl: string; registerUrl: string }) => {
    await db
      .insert(appSettings)
      .values({
        id: settingsRowId,
        howToUrl: defaults.howToUrl || null,
        privacyUrl: defaults.privacyUrl || null,
        registerUrl: defaults.registerUrl || null,
      })
      .onConflictDoNothing({ target: appSettings.id });
  },
});

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
