import { z } from 'zod';
import { redirectUriProblem } from './authorization-request.ts';
import { thirdPartyScopes } from './scopes.ts';

const optionalText = z.string().optional();

/** GET /oauth/authorize query and the parameters the consent screen sends back; checked by checkAuthorizationRequest. */
export const authorizationRequestSchema = z.object({
  response_type: optionalText,
  client_id: optionalText,
  redirect_uri: optionalText,
  scope: optionalText,
  state: optionalText,
  code_challenge: optionalText,
  code_challenge_method: optionalText,
});

/** POST /oauth/authorize: the user's answer on the consent screen (Spring's `user_oauth_approval`). */
export const authorizationDecisionSchema = authorizationRequestSchema.extend({
  user_oauth_approval: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => value === true || value === 'true'),
});
export type AuthorizationDecision = z.input<typeof authorizationDecisionSchema>;

/** Where the browser goes next: the client's redirect URI with `code` and `state`, or with `error`. */
export const authorizationDecisionReplySchema = z.object({ redirect_to: z.string() });
export type AuthorizationDecisionReply = z.infer<typeof authorizationDecisionReplySchema>;

/** What the consent screen shows, read from the server so a crafted link cannot name another application. */
export const authorizationRequestReplySchema = z.object({
  clientId: z.string(),
  clientName: z.string(),
  redirectUri: z.string(),
  scopes: z.array(z.object({ scope: z.enum(thirdPartyScopes), description: z.string() })),
  userEmail: z.string(),
});
export type AuthorizationRequestReply = z.infer<typeof authorizationRequestReplySchema>;

export const clientRegistrationSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(120),
  redirectUris: z
    .array(
      z
        .string()
        .max(2000)
        .superRefine((uri, context) => {
          const problem = redirectUriProblem(uri);
          if (problem !== null) context.addIssue({ code: 'custom', message: `redirect URI ${problem}` });
        }),
    )
    .min(1, 'at least one redirect URI is required')
    .max(10),
  scopes: z.array(z.enum(thirdPartyScopes)).min(1, 'at least one scope is required'),
});
export type ClientRegistration = z.infer<typeof clientRegistrationSchema>;

export const registeredClientReplySchema = z.object({
  clientId: z.string(),
  name: z.string(),
  redirectUris: z.array(z.string()),
  scopes: z.array(z.enum(thirdPartyScopes)),
  createdAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
});
export type RegisteredClientReply = z.infer<typeof registeredClientReplySchema>;

/** The secret is in this reply only: it is stored as a hash. */
export const newClientReplySchema = registeredClientReplySchema.extend({ clientSecret: z.string() });

/** RFC 7662 §2.2: `active` alone when the token is unknown, revoked, expired or another client's. */
export const introspectionReplySchema = z.object({
  active: z.boolean(),
  scope: z.string().optional(),
  client_id: z.string().optional(),
  username: z.string().optional(),
  sub: z.string().optional(),
  token_type: z.string().optional(),
  exp: z.number().int().optional(),
  iat: z.number().int().optional(),
});
export type IntrospectionReply = z.infer<typeof introspectionReplySchema>;

/** `token` from the query (the spec's `?token`) or from a form body (RFC 7662 §2.1). */
export const tokenParameterSchema = z.object({
  token: z.string().optional(),
  token_type_hint: z.string().optional(),
});

/** GET /oauth/token_key: PSC's tokens are opaque, so there is no key to verify them with (docs/decisions/0038). */
export const tokenKeyReplySchema = z.object({
  token_format: z.literal('opaque'),
  keys: z.array(z.never()),
  introspection_endpoint: z.string(),
  description: z.string(),
});
