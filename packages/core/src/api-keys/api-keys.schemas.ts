import { z } from 'zod';
import { thirdPartyScopes } from '../authorization-server/scopes.ts';

/** A customer API key's visible start: 'psck_' and six more characters, enough to tell keys apart in a list. */
export const apiKeyPrefixLength = 11;
export const apiKeyMarker = 'psck_';

export const apiKeyRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
  scopes: z.array(z.enum(thirdPartyScopes)).min(1, 'Choose at least one permission'),
});
export type ApiKeyRequest = z.infer<typeof apiKeyRequestSchema>;

export const apiKeyReplySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters, to recognise it; the rest is never shown again. */
  prefix: z.string(),
  scopes: z.array(z.enum(thirdPartyScopes)),
  /** The administrator the key acts as: it reads and writes that user's calculators. */
  createdByEmail: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiKeyReply = z.infer<typeof apiKeyReplySchema>;

export const apiKeyListReplySchema = z.array(apiKeyReplySchema);

/** The key itself is in this reply only: it is stored as a hash. */
export const newApiKeyReplySchema = apiKeyReplySchema.extend({ key: z.string() });
export type NewApiKeyReply = z.infer<typeof newApiKeyReplySchema>;

export const apiKeyIdParamsSchema = z.object({ keyId: z.uuid() });

export const apiKeyMessages = {
  notFound: 'No such API key, or it is already revoked',
} as const;
