import { z } from 'zod';
import { contractIds } from '../market-data/contracts.ts';
import { adjustableCostBlockTypes } from '../pricing/cost-block-types.ts';
import { inputFreshnessSchema, optionalId } from '../calculators/calculators.schemas.ts';

/** A matrix's size (issue 16 item 1): 30 origins × 40 destinations × 6 periods answer in one call. */
export const matrixLimits = { origins: 30, destinations: 40, periods: 6 } as const;

/**
 * A row of the matrix: where and what the sugar loads (docs/decisions/0047). A port for the futures bases (Brazil
 * loads at Santos), a region group for the Europe cash market; the freight mode null = the basis's default.
 */
export const matrixOriginSchema = z.object({
  contractId: z.enum(contractIds, 'Basis is required'),
  originPortId: optionalId,
  originCMPRegionId: optionalId,
  freightMode: z
    .enum(['bulk', 'container'], 'Freight mode must be bulk or container')
    .nullable()
    .default(null),
  /** The grade of a raw-sugar row, degrees of polarisation; null = the origin's usual grade. */
  polarisation: z.number('Polarisation must be a number').nullable().default(null),
});
export type MatrixOrigin = z.output<typeof matrixOriginSchema>;

/** An origin as stored and answered (the request's trimming done). */
const matrixOriginReplySchema = z.object({
  contractId: z.enum(contractIds),
  originPortId: z.string().nullable(),
  originCMPRegionId: z.string().nullable(),
  freightMode: z.enum(['bulk', 'container']).nullable(),
  polarisation: z.number().nullable(),
});

/** A block of every cell, as a calculator's: switched off, or a custom cost per tonne in the matrix currency. */
export const matrixBlockSchema = z.object({
  active: z.boolean().default(true),
  customCost: z.number().min(-1e9).max(1e9).nullable().default(null),
});
export type MatrixBlock = z.infer<typeof matrixBlockSchema>;

export const matrixBlocksSchema = z.partialRecord(z.enum(adjustableCostBlockTypes), matrixBlockSchema);

/** POST /api/v1/matrices and PUT /api/v1/matrices/{matrixId}. */
export const matrixRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  currencyCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'Currency must be an ISO 4217 code'),
  origins: z
    .array(matrixOriginSchema)
    .min(1, 'Add at least one origin')
    .max(matrixLimits.origins, `A matrix has at most ${matrixLimits.origins} origins`),
  /** Global destination ports (port ids) or the user's own destinations (uuids). */
  destinationIds: z
    .array(z.string().trim().min(1).max(60))
    .min(1, 'Add at least one destination')
    .max(matrixLimits.destinations, `A matrix has at most ${matrixLimits.destinations} destinations`),
  /** The strip: the front period of each row's basis and the next ones, 1 to 6. */
  periodCount: z
    .number()
    .int()
    .min(1, 'A matrix covers 1 to 6 periods')
    .max(matrixLimits.periods, 'A matrix covers 1 to 6 periods'),
  blocks: matrixBlocksSchema.default({}),
});
export type MatrixRequest = z.input<typeof matrixRequestSchema>;
export type MatrixRequestParsed = z.output<typeof matrixRequestSchema>;

export const matrixReplySchema = z.object({
  id: z.string(),
  name: z.string(),
  currencyCode: z.string(),
  origins: z.array(matrixOriginReplySchema),
  destinationIds: z.array(z.string()),
  periodCount: z.number(),
  blocks: matrixBlocksSchema,
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type MatrixReply = z.infer<typeof matrixReplySchema>;
export const matrixListReplySchema = z.array(matrixReplySchema);

/** A step of every cell's waterfall: a block that adds to DDP, or the cost of money (subtotals are sums of them). */
export const matrixStepSchema = z.object({ type: z.string(), name: z.string() });

/** A cell: the DDP per tonne of that origin at that destination for that period, or why it has none. */
export const matrixCellSchema = z.object({
  periodId: z.string().nullable(),
  periodName: z.string().nullable(),
  price: z.number().nullable(),
  lowPrice: z.number().nullable(),
  highPrice: z.number().nullable(),
  freightMode: z.enum(['bulk', 'container']).nullable(),
  /** Per step of the reply's `steps`, the amount per tonne in the matrix currency; empty when unpriced. */
  amounts: z.array(z.number()),
  error: z.string().nullable(),
  /** false when the DDP excludes duty (no duty rule known, none typed): marked, and never the column's cheapest. */
  priceComplete: z.boolean(),
  /**
   * Taxes at import per tonne on the price path (VAT and the like), outside the DDP (decisions 0120, 0133): 0 when
   * nothing is imported, null when none are known for the destination; missing on replies stored before it.
   */
  importTax: z.number().nullable().optional(),
  /** Indexes into the reply's inputFreshness of the late inputs it was priced from; missing when none (decision 0114). */
  staleInputs: z.array(z.number().int().min(0)).optional(),
});
export type MatrixCell = z.infer<typeof matrixCellSchema>;

export const matrixPricesReplySchema = z.object({
  id: z.string(),
  name: z.string(),
  currencyCode: z.string(),
  /** The pricing day and the publications the figures come from ('prices:fx:freight' sequences). */
  pricingDay: z.string(),
  marketVersion: z.string(),
  /** Every published input a cell was priced from, once, judged on the pricing day (decision 0114). */
  inputFreshness: z.array(inputFreshnessSchema).optional(),
  /** The waterfall's steps, in order, that every cell's `amounts` follow (7,200 cells repeat no names). */
  steps: z.array(matrixStepSchema),
  origins: z.array(
    z.object({
      label: z.string(),
      contractId: z.enum(contractIds),
      contractName: z.string(),
      originPortId: z.string().nullable(),
      originCMPRegionId: z.string().nullable(),
      freightMode: z.enum(['bulk', 'container']).nullable(),
    }),
  ),
  destinations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      countryName: z.string(),
      kind: z.enum(['userDefined', 'global']),
    }),
  ),
  periods: z.array(
    z.object({
      position: z.number(),
      name: z.string(),
      /** cells[origin][destination]. */
      cells: z.array(z.array(matrixCellSchema)),
      /** Per destination: the row of the cheapest priced origin; null when no origin has a price there. */
      cheapestOrigin: z.array(z.number().nullable()),
    }),
  ),
});
export type MatrixPricesReply = z.infer<typeof matrixPricesReplySchema>;

/** POST /api/v1/matrices/{matrixId}/calculators: a cell as a calculator of its own. */
export const matrixCellRequestSchema = z.object({
  origin: z.number().int().min(0),
  destination: z.number().int().min(0),
  position: z.number().int().min(1).max(matrixLimits.periods),
});

export const matrixCellCalculatorReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  calculatorId: z.string(),
});

export const matrixMessages = {
  notFound: 'Matrix not found',
  created: 'Matrix saved',
  updated: 'Matrix saved',
  deleted: 'Matrix deleted',
  cellOutside: 'That cell is not in the matrix',
  calculatorCreated: 'Calculator created from the matrix cell',
  destinationOnce: 'Each destination appears once in a matrix',
  unknownDestination: (destination: string) =>
    `Unknown destination ${destination}: choose one of your destinations or a destination port`,
  choosePort: 'choose the port the sugar loads at',
  /** A refusal of one origin row, its number first: `message` is one of core's messages (the web translates both). */
  originRefused: (origin: number, message: string) => `Origin ${origin}: ${message}`,
  destinationGone: 'The destination no longer exists',
} as const;

/** Periods of a strip, named as a rolling calculator names them. */
export const matrixPeriodNames = [
  'Front period',
  'Second period',
  'Third period',
  'Fourth period',
  'Fifth period',
  'Sixth period',
] as const;
