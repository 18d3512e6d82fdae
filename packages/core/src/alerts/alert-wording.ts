import { currencyOfUnit, formatMoneyIn } from '../pricing/currency-minor-units.ts';
import type { AlertDirection, AlertKind } from './alerts.schemas.ts';

/** What a firing says, in the notification list and the e-mail. */
export const alertFiringMessage = (firing: {
  kind: AlertKind;
  subject: string;
  unit: string;
  value: number;
  level: number | null;
  direction: AlertDirection | null;
  /** Matrix alerts: the origin rows' labels, to name the previous and the new cheapest. */
  originLabels?: readonly string[];
  previous?: number | null;
  /** Calculator alerts: why the DDP is not duty-paid (decision 0105); the message then says so. */
  incompleteReason?: string | null;
}): string => {
  if (firing.kind === 'matrixCheapest') {
    const now = firing.originLabels?.[firing.value] ?? `origin ${firing.value + 1}`;
    const before =
      firing.previous === null || firing.previous === undefined
        ? null
        : (firing.originLabels?.[firing.previous] ?? `origin ${firing.previous + 1}`);
    return `${firing.subject}: the cheapest origin is now ${now}${before === null ? '' : ` (was ${before})`}`;
  }
  // Whole units in a zero-decimal currency (docs/decisions/0119), else two decimals.
  const amount = { format: (value: number) => formatMoneyIn(value, currencyOfUnit(firing.unit)) };
  const what = firing.kind === 'spread' ? 'spread' : firing.kind === 'boardPrice' ? 'price' : 'DDP';
  const level = firing.level === null ? '' : ` ${firing.direction} ${amount.format(firing.level)}`;
  const incomplete =
    firing.incompleteReason === null || firing.incompleteReason === undefined
      ? ''
      : ` (incomplete: ${firing.incompleteReason})`;
  return `${firing.subject}: ${what} ${amount.format(firing.value)} ${firing.unit} is now${level}${incomplete}`;
};

/** Whether a level alert's condition holds for a value: strictly beyond the level, in its direction. */
export const levelConditionMet = (value: number, direction: AlertDirection, level: number): boolean =>
  direction === 'above' ? value > level : value < level;
