import { levelConditionMet } from '@psc/core/alerts/alert-wording';
import {
  alertLimitPerUser,
  alertMessages,
  type AlertReply,
  type AlertRequestParsed,
} from '@psc/core/alerts/alerts.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { requireOwnedCalculator, type CalculatorDeps } from '../calculators/owned-calculator-reply.ts';
import { loadPricingContext, type PricingContext } from '../calculators/pricing-context.ts';
import { requireOwnedMatrix, type MatrixDeps } from '../matrices/matrix-actions.ts';
import type { AlertChange, AlertRecord, NewAlert } from './alerts.repository.ts';
import { boardValueOf, cheapestOriginOf, ddpOf } from './watched-values.ts';

export type AlertDeps = Pick<
  Deps,
  'alertsRepository' | 'alertNotificationsRepository' | 'matricesRepository'
> &
  CalculatorDeps &
  MatrixDeps;

const notFound = () => new AppError('NOT_FOUND', alertMessages.notFound);
const invalid = (message: string) => new AppError('VALIDATION', message);

type Names = Awaited<ReturnType<AlertDeps['alertsRepository']['namesFor']>>;

/** A calculator alert's subject is its calculator's name now (renames show); the others keep theirs. */
const subjectOf = (record: AlertRecord, names: Names): string => {
  const nameOf = (id: string | null) => {
    const found = names.calculatorNames.find((calculator) => calculator.id === id);
    return found === undefined ? null : found.name === '' ? 'Calculator' : found.name;
  };
  if (record.kind === 'calculatorDdp') return nameOf(record.calculatorId) ?? record.subject;
  if (record.kind === 'spread') {
    const first = nameOf(record.calculatorId);
    const second = nameOf(record.otherCalculatorId);
    return first !== null && second !== null ? `${first} − ${second}` : record.subject;
  }
  return record.subject;
};

export const toAlertReply = (record: AlertRecord, names: Names): AlertReply => ({
  id: record.id,
  kind: record.kind,
  subject: subjectOf(record, names),
  calculatorId: record.calculatorId,
  otherCalculatorId: record.otherCalculatorId,
  matrixId: record.matrixId,
  destination: record.destinationIndex,
  position: record.periodPosition,
  contractId: record.contractId,
  periodId: record.periodId,
  regionId: record.regionId,
  direction: record.direction,
  level: record.level,
  unit: record.unit,
  paused: record.paused,
  email: record.email,
  lastValue: record.lastValue,
  conditionMet: record.conditionMet,
  lastEvaluatedAt: record.lastEvaluatedAt?.getTime() ?? null,
  firedCount: record.firedCount,
  lastFiredAt: record.lastFiredAt?.getTime() ?? null,
  createdAt: record.createdAt.getTime(),
});

/**
 * What the alert watches, checked against the caller's own calculators and matrices, with its value now: an alert
 * starts from the state it finds, so it fires on the next crossing, never for one that happened before it was set.
 */
const watchOf = async (
  deps: AlertDeps,
  principal: Principal,
  context: PricingContext,
  request: AlertRequestParsed,
): Promise<Omit<NewAlert, 'accountId' | 'personId' | 'createdAt'>> => {
  const state = (value: number | null, met: boolean) => ({
    lastValue: value,
    conditionMet: met,
    lastVersion: context.versionKey,
    lastEvaluatedAt: deps.clock.now(),
  });
  switch (request.kind) {
    case 'calculatorDdp': {
      const row = await requireOwnedCalculator(deps, principal, request.calculatorId);
      const value = ddpOf(context, row);
      return {
        kind: 'calculatorDdp',
        calculatorId: row.id,
        direction: request.direction,
        level: request.level,
        subject: row.name === '' ? 'Calculator' : row.name,
        unit: `${row.currencyCode}/t`,
        ...state(value, value !== null && levelConditionMet(value, request.direction, request.level)),
      };
    }
    case 'spread': {
      if (request.calculatorId === request.otherCalculatorId)
        throw invalid(alertMessages.spreadSameCalculator);
      const first = await requireOwnedCalculator(deps, principal, request.calculatorId);
      const second = await requireOwnedCalculator(deps, principal, request.otherCalculatorId);
      if (first.currencyCode !== second.currencyCode) throw invalid(alertMessages.spreadCurrencies);
      const a = ddpOf(context, first);
      const b = ddpOf(context, second);
      const value = a === null || b === null ? null : a - b;
      return {
        kind: 'spread',
        calculatorId: first.id,
        otherCalculatorId: second.id,
        direction: request.direction,
        level: request.level,
        subject: `${first.name || 'Calculator'} − ${second.name || 'Calculator'}`,
        unit: `${first.currencyCode}/t`,
        ...state(value, value !== null && levelConditionMet(value, request.direction, request.level)),
      };
    }
    case 'matrixCheapest': {
      const matrix = await requireOwnedMatrix(deps, principal, request.matrixId);
      if (request.destination >= matrix.destinationIds.length || request.position > matrix.periodCount)
        throw invalid(alertMessages.columnOutside);
      const cheapest = await cheapestOriginOf(deps, matrix, request);
      return {
        kind: 'matrixCheapest',
        matrixId: matrix.id,
        destinationIndex: request.destination,
        periodPosition: request.position,
        subject: cheapest.subject,
        unit: '',
        ...state(cheapest.value, false),
      };
    }
    case 'boardPrice': {
      const board = boardValueOf(context, request);
      if (board.value === null) throw invalid(alertMessages.noPublishedPrice(board.subject));
      return {
        kind: 'boardPrice',
        contractId: request.contractId,
        periodId: request.periodId,
        regionId: request.regionId,
        direction: request.direction,
        level: request.level,
        subject: board.subject,
        unit: board.unit,
        ...state(board.value, levelConditionMet(board.value, request.direction, request.level)),
      };
    }
  }
};

/** GET /api/v1/alerts. */
export const listAlerts = async (deps: AlertDeps, principal: Principal): Promise<AlertReply[]> => {
  const [records, names] = await Promise.all([
    deps.alertsRepository.listOwned(principal.accountId, principal.personId),
    deps.alertsRepository.namesFor(principal.accountId, principal.personId),
  ]);
  return records.map((record) => toAlertReply(record, names));
};

const replyOf = async (deps: AlertDeps, principal: Principal, record: AlertRecord) =>
  toAlertReply(record, await deps.alertsRepository.namesFor(principal.accountId, principal.personId));

/** POST /api/v1/alerts. */
export const createAlert = async (
  deps: AlertDeps,
  principal: Principal,
  request: AlertRequestParsed,
): Promise<AlertReply> => {
  if ((await deps.alertsRepository.countOwned(principal.accountId, principal.personId)) >= alertLimitPerUser)
    throw new AppError('FORBIDDEN', alertMessages.limit);
  const watch = await watchOf(deps, principal, await loadPricingContext(deps), request);
  const record = await deps.alertsRepository.insert({
    ...watch,
    accountId: principal.accountId,
    personId: principal.personId,
    createdAt: deps.clock.now(),
  });
  return replyOf(deps, principal, record);
};

/** PUT /api/v1/alerts/{alertId}: a new level or direction is judged against the last value at once. */
export const updateAlert = async (
  deps: AlertDeps,
  principal: Principal,
  id: string,
  change: {
    paused?: boolean | undefined;
    email?: boolean | undefined;
    direction?: 'above' | 'below' | undefined;
    level?: number | undefined;
  },
): Promise<AlertReply> => {
  const record = await deps.alertsRepository.findOwned(principal.accountId, principal.personId, id);
  if (record === null) throw notFound();
  const next: AlertChange = {};
  if (change.paused !== undefined) next.paused = change.paused;
  if (change.email !== undefined) next.email = change.email;
  if (change.direction !== undefined || change.level !== undefined) {
    if (record.kind === 'matrixCheapest') throw invalid(alertMessages.matrixAlertNoLevel);
    next.direction = change.direction ?? record.direction;
    next.level = change.level ?? record.level;
    next.conditionMet =
      record.lastValue !== null &&
      next.direction !== null &&
      next.level !== null &&
      levelConditionMet(record.lastValue, next.direction, next.level);
  }
  // Every field is optional: a body naming none of them is no change, answered with the alert as it is.
  if (Object.keys(next).length === 0) return replyOf(deps, principal, record);
  const updated = await deps.alertsRepository.update(record.id, next);
  if (updated === null) throw notFound();
  return replyOf(deps, principal, updated);
};

/** DELETE /api/v1/alerts/{alertId}. */
export const deleteAlert = async (deps: AlertDeps, principal: Principal, id: string) => {
  if (!(await deps.alertsRepository.deleteOwned(principal.accountId, principal.personId, id)))
    throw notFound();
  return { success: true, message: alertMessages.deleted };
};

/** GET /api/v1/notifications. */
export const listNotifications = async (deps: AlertDeps, principal: Principal) => {
  const { rows, unread } = await deps.alertNotificationsRepository.list(
    principal.accountId,
    principal.personId,
  );
  return {
    unread,
    notifications: rows.map((row) => ({
      id: row.id,
      alertId: row.alertId,
      message: row.message,
      createdAt: row.createdAt.getTime(),
      read: row.readAt !== null,
    })),
  };
};

/** GET /api/v1/notifications/unread: the count alone, for the badge every signed-in page shows (issue 48 item 14). */
export const countUnreadNotifications = async (deps: AlertDeps, principal: Principal) => ({
  unread: await deps.alertNotificationsRepository.unreadCount(principal.accountId, principal.personId),
});

/** PUT /api/v1/notifications/read. */
export const markNotificationsRead = async (deps: AlertDeps, principal: Principal) => {
  await deps.alertNotificationsRepository.markAllRead(
    principal.accountId,
    principal.personId,
    deps.clock.now(),
  );
  return { success: true, message: alertMessages.read };
};
