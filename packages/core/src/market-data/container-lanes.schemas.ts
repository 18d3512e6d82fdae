import { z } from 'zod';
import { currencyCodeSchema } from './fx-snapshot.schemas.ts';
import { countryIdSchema, ruleRow, unLocodeSchema } from './reference-data.schemas.ts';

/**
 * Container freight by trade lane (issue 45 item 6, docs/decisions/0122): a lane joins origin regions to destination
 * regions with the rate of a public container index per 40-ft box and its 20-ft equivalent, dated. A region is a
 * set of countries; a port listed in `portIds` belongs to the region whatever its country (a coast of a country that
 * has two, e.g. the US West Coast).
 */
export const laneRegionSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a kebab-case id'),
  name: z.string().min(1),
  memberCountryIds: z.array(countryIdSchema),
  portIds: z.array(unLocodeSchema).optional(),
  ...ruleRow,
});
export type LaneRegion = z.infer<typeof laneRegionSchema>;

export const containerLaneSchema = z.object({
  id: z.string().min(1),
  originRegionIds: z.array(z.string().min(1)).min(1),
  destinationRegionIds: z.array(z.string().min(1)).min(1),
  /** As the index publishes it. */
  per40ft: z.number().positive(),
  /** What a 20-ft box of bagged sugar pays on the lane (indices quote 40-ft boxes; the derivation is in `source`). */
  per20ft: z.number().positive(),
  currencyCode: currencyCodeSchema,
  /** Port to port, days; null where the index publishes none (the calculator's distance ÷ speed applies). */
  transitDays: z.number().positive().max(120).nullable(),
  /** The index and route: 'Drewry IACI composite', 'FBX11'. */
  index: z.string().min(1),
  verified: z.boolean().optional(),
  ...ruleRow,
});
export type ContainerLane = z.infer<typeof containerLaneSchema>;

export const containerLanesFileSchema = z.object({
  regions: z.array(laneRegionSchema),
  lanes: z.array(containerLaneSchema),
});
export type ContainerLanesFile = z.infer<typeof containerLanesFileSchema>;
