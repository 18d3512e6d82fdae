import { z } from 'zod';
import { periodSchema } from './period.schemas.ts';

// A contract's periods as GET /api/v1/contract/periods/{contractId} answers them, in a module of their own: Home and
// My Calculators check that read against them before their calculators' contract rows show, and building only these
// (not every market-data reply) is what that waits for (docs/web-delivery.md). market-data.schemas.ts exports them
// too.

/**
 * Where a shown price comes from: the publication's publisher (the analyst named as author on the boards), its
 * source, and whether it is demo data (every board then says 'Demo prices'). Nulls when no price is published.
 */
export const priceProvenance = {
  demo: z.boolean(),
  publisher: z.string().nullable(),
  source: z.string().nullable(),
};

export const periodReplySchema = periodSchema.extend(priceProvenance);
export type PeriodReply = z.infer<typeof periodReplySchema>;
export const periodsReplySchema = z.array(periodReplySchema);
