import { z } from 'zod';
import { contractIds } from '../market-data/contracts.ts';
import { matrixLimits } from '../matrices/matrices.schemas.ts';

export const alertKinds = ['calculatorDdp', 'spread', 'matrixCheapest', 'boardPrice'] as const;
export type AlertKind = (typeof alertKinds)[number];
export const alertDirections = ['above', 'below'] as const;
export type AlertDirection = (typeof alertDirections)[number];

/** How many alerts one user keeps: enough for a desk, few enough to read in one list. */
export const alertLimitPerUser = 200;

const level = z.number('Level must be a number').min(-1e9).max(1e9);
const direction = z.enum(alertDirections, 'Direction must be above or below');

/**
 * POST /api/v1/alerts (issue 16 item 4, docs/decisions/0048). A level alert fires when its value crosses the level
 * in the direction chosen; a matrix alert when the cheapest origin of a destination changes.
 */
export const alertRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('calculatorDdp'), calculatorId: z.uuid(), direction, level }),
    z.object({
      kind: z.literal('spread'),
      calculatorId: z.uuid(),
      otherCalculatorId: z.uuid(),
      direction,
      level,
    }),
    z.object({
      kind: z.literal('matrixCheapest'),
      matrixId: z.uuid(),
      destination: z
        .number()
        .int()
        .min(0)
        .max(matrixLimits.destinations - 1),
      position: z.number().int().min(1).max(matrixLimits.periods),
    }),
    z.object({
      kind: z.literal('boardPrice'),
      contractId: z.enum(contractIds, 'Basis is required'),
      periodId: z.string().trim().min(1).max(20),
      regionId: z.string().trim().max(20).default(''),
      direction,
      level,
    }),
  ],
  'Kind must be calculatorDdp, spread, matrixCheapest or boardPrice',
);
export type AlertRequest = z.input<typeof alertRequestSchema>;
export type AlertRequestParsed = z.output<typeof alertRequestSchema>;

/** PUT /api/v1/alerts/{alertId}: pause or resume, e-mail on or off, and for a level alert its level and direction. */
export const alertChangeSchema = z.object({
  paused: z.boolean().optional(),
  email: z.boolean().optional(),
  direction: direction.optional(),
  level: level.optional(),
});

export const alertReplySchema = z.object({
  id: z.string(),
  kind: z.enum(alertKinds),
  /** What it watches, in words ("Santos to NY: DDP per tonne"). */
  subject: z.string(),
  calculatorId: z.string().nullable(),
  otherCalculatorId: z.string().nullable(),
  matrixId: z.string().nullable(),
  destination: z.number().nullable(),
  position: z.number().nullable(),
  contractId: z.string().nullable(),
  periodId: z.string().nullable(),
  regionId: z.string().nullable(),
  direction: z.enum(alertDirections).nullable(),
  level: z.number().nullable(),
  /** The unit of value and level: a currency per tonne, or the board's own unit. */
  unit: z.string(),
  paused: z.boolean(),
  email: z.boolean(),
  /** The watched value at the last evaluation (for a matrix alert, the cheapest origin's row); null before any. */
  lastValue: z.number().nullable(),
  /** Whether the condition held at the last evaluation: it fires again only after it stopped holding. */
  conditionMet: z.boolean(),
  lastEvaluatedAt: z.number().nullable(),
  firedCount: z.number(),
  lastFiredAt: z.number().nullable(),
  createdAt: z.number(),
});
export type AlertReply = z.infer<typeof alertReplySchema>;
export const alertListReplySchema = z.array(alertReplySchema);

export const notificationReplySchema = z.object({
  id: z.string(),
  alertId: z.string().nullable(),
  message: z.string(),
  createdAt: z.number(),
  read: z.boolean(),
});
export const notificationListReplySchema = z.object({
  unread: z.number(),
  notifications: z.array(notificationReplySchema),
});
export type NotificationListReply = z.infer<typeof notificationListReplySchema>;
export const unreadNotificationsReplySchema = z.object({ unread: z.number().int().nonnegative() });

export const unsubscribeReplySchema = z.object({ success: z.literal(true), message: z.string() });

export const alertMessages = {
  notFound: 'Alert not found',
  deleted: 'Alert deleted',
  limit: `You can keep at most ${alertLimitPerUser} alerts`,
  read: 'Notifications marked as read',
  unsubscribed: 'You will no longer receive e-mails for this alert. It stays in your list in PSC.',
  badLink: 'This unsubscribe link is not valid',
  spreadSameCalculator: 'A spread is between two different calculators',
  spreadCurrencies: 'A spread compares two calculators in the same currency',
  columnOutside: 'That column is not in the matrix',
  noPublishedPrice: (subject: string) => `No price is published for ${subject}; choose a published period`,
  matrixAlertNoLevel: 'A matrix alert has no level',
} as const;
