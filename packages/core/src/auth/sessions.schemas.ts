import { z } from 'zod';

/** One of the user's open sessions: a sign-in of the web app or an application the user connected. */
export const sessionReplySchema = z.object({
  id: z.uuid(),
  /** The session this request came from: "sign out everywhere else" keeps it. */
  current: z.boolean(),
  kind: z.enum(['browser', 'application']),
  /** The connected application's registered name; null for the web app. */
  applicationName: z.string().nullable(),
  /** Browser and system read from the sign-in's User-Agent, e.g. 'Chrome 131 on Linux'. */
  device: z.string(),
  ipAddress: z.string().nullable(),
  signedInAt: z.iso.datetime(),
  /** The last token issued in the session (sign-in or refresh): active sessions refresh at least hourly. */
  lastActiveAt: z.iso.datetime(),
  /** When the session ends at the latest (the absolute limit of decision 0002). */
  expiresAt: z.iso.datetime(),
});
export type SessionReply = z.infer<typeof sessionReplySchema>;

export const sessionListReplySchema = z.array(sessionReplySchema);

export const sessionIdParamsSchema = z.object({ sessionId: z.uuid() });

export const endedSessionsReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ended: z.number().int(),
});

export const sessionMessages = {
  alreadyEnded: 'This session has already ended',
} as const;
