import { z } from 'zod';

export const simpleReplySchema = z.object({
  success: z.boolean(),
  message: z.string().nullable(),
});
export type SimpleReply = z.infer<typeof simpleReplySchema>;

/** Body of every error reply of /api/v1: the spec's simple reply plus our error code. */
export const errorReplySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;
