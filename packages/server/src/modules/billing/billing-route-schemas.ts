import { z } from 'zod';

/** Schemas and helpers the billing route files share. */
export const idParams = z.object({ id: z.string().min(1).max(120) });
export const requestKey = (headers: Record<string, unknown>): string | undefined => {
  const value = headers['idempotency-key'];
  return typeof value === 'string' && /^[A-Za-z0-9_.:-]{8,120}$/.test(value) ? value : undefined;
};
