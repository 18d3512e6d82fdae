import { addMonths } from './coupon.ts';
import { monthsPerPeriod, type PaymentFrequency } from './catalogue.ts';

/** §9: minimum paid term 12 months; it renews for 12 months unless notice is given 30 calendar days before its end. */
export const minimumTermMonths = 12;
export const noticeDays = 30;
const dayMs = 86_400_000;

export const billingPeriodEnd = (periodStartMs: number, frequency: PaymentFrequency): number =>
  addMonths(periodStartMs, monthsPerPeriod[frequency]);

/** End of the 12-month term that contains `atMs`, for a subscription that started at `startMs`. */
export const termEndAt = (startMs: number, atMs: number): number => {
  let end = addMonths(startMs, minimumTermMonths);
  while (end <= atMs) end = addMonths(end, minimumTermMonths);
  return end;
};

/**
 * When a cancellation given at `noticeAtMs` takes effect (docs/decisions/0016): the end of the current term if
 * the notice comes at least 30 days before it, otherwise the end of the following term.
 */
export const cancellationEffectiveAt = (startMs: number, noticeAtMs: number): number => {
  const end = termEndAt(startMs, noticeAtMs);
  return end - noticeAtMs >= noticeDays * dayMs ? end : addMonths(end, minimumTermMonths);
};

/** Last day on which notice still ends the current term. */
export const noticeDeadline = (startMs: number, atMs: number): number =>
  termEndAt(startMs, atMs) - noticeDays * dayMs;

/** 'MMYY' of §3 'periodFor'. */
export const periodFor = (atMs: number): string => {
  const date = new Date(atMs);
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCFullYear() % 100).padStart(2, '0')}`;
};
