import { z } from 'zod';
import { countryIdSchema, ruleRow } from './reference-data.schemas.ts';

/**
 * Taxes charged at import besides the duty (issue 45 item 4, docs/decisions/0120): import VAT, GST, sales tax and
 * advance income tax. Each is a rate of its base — the customs value (CIF) or the customs value plus the duty — paid in
 * cash at clearance and, for most importers, recovered later: shown beside the DDP, never inside it.
 */
export const importTaxBases = ['cif', 'cifPlusDuty'] as const;
export type ImportTaxBase = (typeof importTaxBases)[number];

export const importTaxRuleSchema = z.object({
  id: z.string().min(1),
  importingCountryIds: z.array(countryIdSchema).min(1),
  product: z.enum(['white', 'raw', 'any']),
  /** What the importer's papers call it: 'VAT', 'Sales tax', 'Advance income tax'. */
  name: z.string().min(1).max(80),
  /** A fraction of the base: 0.09 = 9 %. 0 records a sourced exemption. */
  rate: z.number().min(0).max(1),
  base: z.enum(importTaxBases),
  /** false where the tax is a cost to most importers (not credited back). */
  recoverable: z.boolean(),
  verified: z.boolean().optional(),
  ...ruleRow,
});
export type ImportTaxRule = z.infer<typeof importTaxRuleSchema>;
export const importTaxesFileSchema = z.object({ taxes: z.array(importTaxRuleSchema) });
export type ImportTaxesFile = z.infer<typeof importTaxesFileSchema>;
