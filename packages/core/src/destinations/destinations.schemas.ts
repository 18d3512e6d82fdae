import { z } from 'zod';
import { fieldLabelMessages, fieldMessages } from '../shared/field-messages.ts';

/** The texts of My Destinations and the server's refusals of a destination (calculators.md §3, §8). */
export const destinationMessages = {
  created: 'Your new destination has been created!',
  updated: 'Your destination has been saved',
  deleted: 'Your destination has been removed',
  invalidPrefix: 'Your request is invalid:',
  deleteFailed: 'Sorry, due to an error, it was impossible to remove this destination',
  deleteServerFailed: 'Sorry, due to a server error, it was impossible to remove this destination',
  mandatory: 'Please fill mandatory fields',
  deleteConfirmation: 'Are you sure you want to delete this destination?',
  notFound: 'Destination not found',
  unknownDestination: 'Unknown destination',
  currencyCode: 'Currency must be an ISO 4217 code',
  inUse: (count: number, calculators: string) =>
    `This destination is used by ${count} calculator(s): ${calculators}. Change their destination or delete them first.`,
  notADestinationPort: (port: string) => `${port} is not a destination port`,
  countryRequired: 'To: Country is required (or choose an arrival port)',
  /** A country not in the region chosen, or a port not in the country chosen. */
  notIn: (place: string, area: string) => `${place} is not in ${area}`,
} as const;

/** Amounts arrive as typed text ('1,234.50'); the server parses them strictly (shared/parse-decimal.ts). */
const amountText = z.string().max(40);
const idText = z.string().trim().max(60);

/** User-defined destination of calculators.md §3. `arrivalPortId` '' means any port of the country. */
export const userDestinationReplySchema = z.object({
  id: z.string(),
  name: z.string(),
  arrivalPortId: z.string(),
  arrivalPortName: z.string(),
  country: z.string(),
  countryName: z.string(),
  region: z.string(),
  currencyCode: z.string(),
  perTonLandFreightCost: z.number(),
  perTonLandFreightCostAsString: z.string(),
  /** null = the arrival port's default charges. */
  destinationCost: z.number().nullable(),
  destinationCostAsString: z.string(),
  premiumCost: z.number().nullable(),
  premiumCostAsString: z.string(),
  /** How many of the owner's calculators use it; a used destination cannot be deleted (docs/decisions/0019). */
  calculatorCount: z.number().int(),
});
export type UserDestinationReply = z.infer<typeof userDestinationReplySchema>;

/**
 * POST /destination/userdefined. The short form sends name, arrivalPortId, perTonLandFreightCostAsString and
 * currencyCode; the full form adds region, country and destinationCostAsString (calculators.md §7).
 */
export const createUserDestinationRequestSchema = z.object({
  name: z.string().trim().min(1, fieldMessages.required(fieldLabelMessages.name)).max(100),
  arrivalPortId: idText.default(''),
  region: idText.optional(),
  country: idText.optional(),
  currencyCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, destinationMessages.currencyCode),
  perTonLandFreightCostAsString: amountText,
  destinationCostAsString: amountText.optional(),
  premiumCostAsString: amountText.optional(),
});
export type CreateUserDestinationRequest = z.input<typeof createUserDestinationRequestSchema>;

/** PUT /destination/userdefined: the full form with the id. */
export const updateUserDestinationRequestSchema = createUserDestinationRequestSchema.extend({
  id: z.uuid(destinationMessages.unknownDestination),
  region: idText,
  country: idText,
  destinationCostAsString: amountText,
});
export type UpdateUserDestinationRequest = z.input<typeof updateUserDestinationRequestSchema>;

export const userDestinationIdParamsSchema = z.object({ userDefinedDestinationId: z.string() });
