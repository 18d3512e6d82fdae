import { z } from 'zod';
import { unLocodeSchema } from './reference-data.schemas.ts';

/**
 * One published bulk freight assessment: US dollars per tonne of sugar on a lane (loading port → discharge port) for a
 * vessel class, as assessed on a day (docs/decisions/0036). Publications keep history like prices.
 */
export const freightAssessmentRowSchema = z
  .object({
    fromPortId: unLocodeSchema,
    toPortId: unLocodeSchema,
    vesselClassId: z.string().min(1).max(40),
    usdPerTonne: z.number().positive().max(1_000),
    assessedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'an ISO date YYYY-MM-DD'),
  })
  .refine((row) => row.fromPortId !== row.toPortId, {
    path: ['toPortId'],
    message: 'the discharge port must differ from the loading port',
  });
export type FreightAssessmentRow = z.infer<typeof freightAssessmentRowSchema>;

/** A lane's current assessment with where it came from. */
export interface LaneAssessment {
  readonly fromPortId: string;
  readonly toPortId: string;
  readonly usdPerTonne: number;
  readonly assessedOn: string;
  readonly vesselClassId: string;
  readonly source: string;
  readonly publisher: string;
  readonly publicationId: string;
  readonly isDemo: boolean;
}

/** Lanes are directional: Santos → Cigading is not Cigading → Santos. */
export const laneKey = (fromPortId: string, toPortId: string, vesselClassId: string): string =>
  `${fromPortId}>${toPortId}|${vesselClassId}`;

export type LaneAssessmentBook = ReadonlyMap<string, LaneAssessment>;
