import { z } from 'zod';
import { errorReplySchema } from '@psc/core/shared/simple-reply.schemas';

/** Schemas and helpers the billing route files share. */
export const refusals = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
  503: errorReplySchema,
};
export const idParams = z.object({ id: z.string().min(1).max(120) });
export const invoiceParams = z.object({ invoiceId: z.uuid() });
export const requestKey = (headers: Record<string, unknown>): string | undefined => {
  const value = headers['idempotency-key'];
  return typeof value === 'string' && /^[A-Za-z0-9_.:-]{8,120}$/.test(value) ? value : undefined;
};
export const looseReply = z.object({ success: z.boolean() }).loose();
