import { z } from 'zod';
import { ruleTableIdSchema } from '../market-data/rule-tables.ts';

/** The rule tables of the market desk (issue 15 item 2, docs/decisions/0050). */

export const ruleTableParamsSchema = z.object({ tableId: ruleTableIdSchema });
export const ruleTableVersionParamsSchema = z.object({
  tableId: ruleTableIdSchema,
  version: z.coerce.number().int().positive(),
});

const versionFields = {
  version: z.number().int(),
  /** The global counter a calculator's priced figures and a frozen quote pin. */
  sequence: z.number().int(),
  savedAt: z.number(),
  savedBy: z.string(),
  note: z.string(),
  fromFile: z.boolean(),
};

export const ruleTableRowSchema = z.object({
  section: z.string(),
  key: z.string(),
  summary: z.string(),
  effectiveFrom: z.string().nullable(),
  source: z.string().nullable(),
  verified: z.boolean(),
});

export const ruleTableSummarySchema = z.object({
  id: ruleTableIdSchema,
  title: z.string(),
  /** The reference-data file its first version came from. */
  file: z.string(),
  /** null while no version is stored (the shipped file prices). */
  current: z.object(versionFields).nullable(),
  rowCount: z.number().int(),
  unverifiedRows: z.number().int(),
});
export const ruleTableListReplySchema = z.object({ tables: z.array(ruleTableSummarySchema) });
export type RuleTableListReply = z.infer<typeof ruleTableListReplySchema>;

export const ruleTableVersionReplySchema = z.object({
  id: ruleTableIdSchema,
  title: z.string(),
  file: z.string(),
  ...versionFields,
  /** The whole table as saved, in the shape of its reference-data file. */
  content: z.unknown(),
  rows: z.array(ruleTableRowSchema),
});
export type RuleTableVersionReply = z.infer<typeof ruleTableVersionReplySchema>;

export const ruleTableReplySchema = ruleTableVersionReplySchema.extend({
  /** Newest first. */
  history: z.array(z.object(versionFields)),
});
export type RuleTableReply = z.infer<typeof ruleTableReplySchema>;

export const ruleTableProblemSchema = z.object({ path: z.string(), message: z.string() });
export const ruleTableDiffSchema = z.object({
  added: z.array(z.string()),
  removed: z.array(z.string()),
  changed: z.array(z.string()),
});

export const ruleTablePreviewRequestSchema = z.object({ content: z.unknown() });
export type RuleTablePreviewRequest = z.infer<typeof ruleTablePreviewRequestSchema>;
export const ruleTablePreviewReplySchema = z.object({
  valid: z.boolean(),
  /** Every problem by its path in the table ('rules.3.currencyCode'); empty when valid. */
  problems: z.array(ruleTableProblemSchema),
  /** Against the current version; empty while the content is invalid. */
  diff: ruleTableDiffSchema,
  rows: z.array(ruleTableRowSchema),
});
export type RuleTablePreviewReply = z.infer<typeof ruleTablePreviewReplySchema>;

export const ruleTableSaveRequestSchema = z.object({
  content: z.unknown(),
  note: z.string().trim().min(1, 'Say what changed and where it comes from').max(500),
  /** The version the edit started from: another save since then answers 409 instead of being overwritten. */
  baseVersion: z.number().int().min(0),
});
export type RuleTableSaveRequest = z.infer<typeof ruleTableSaveRequestSchema>;
export const ruleTableSaveReplySchema = z.object({
  ...versionFields,
  diff: ruleTableDiffSchema,
});
export type RuleTableSaveReply = z.infer<typeof ruleTableSaveReplySchema>;
