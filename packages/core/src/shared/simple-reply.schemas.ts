import { z } from 'zod';

export const simpleReplySchema = z.object({
  success: z.boolean(),
  message: z.string().nullable(),
});
export type SimpleReply = z.infer<typeof simpleReplySchema>;

/**
 * Body of every error reply of /api/v1: the spec's simple reply plus our error code. Some refusals add fields
 * (`field`, `reason`, `title`) that tell the web app which notice to show, so others pass through.
 */
export const errorReplySchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    code: z.string(),
  })
  .loose();
export type ErrorReply = z.infer<typeof errorReplySchema>;
