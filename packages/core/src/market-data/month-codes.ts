/** Futures month letters, January to December. */
export const futuresMonthCodes = ['F', 'G', 'H', 'J', 'K', 'M', 'N', 'Q', 'U', 'V', 'X', 'Z'] as const;
export type FuturesMonthCode = (typeof futuresMonthCodes)[number];

export const shortMonthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
export const longMonthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const futuresMonthCode = (month: number): FuturesMonthCode => futuresMonthCodes[month - 1] ?? 'F';

export const monthOfFuturesCode = (code: string): number | null => {
  const index = (futuresMonthCodes as readonly string[]).indexOf(code);
  return index < 0 ? null : index + 1;
};

export const shortMonthName = (month: number): string => shortMonthNames[month - 1] ?? '';
export const longMonthName = (month: number): string => longMonthNames[month - 1] ?? '';

/** 'Mar 27': the spec's short month name and two-digit year (calculators.md §9). */
export const shortMonthYear = (year: number, month: number): string =>
  `${shortMonthName(month)} ${String(year % 100).padStart(2, '0')}`;

/** Period ids are names with spaces replaced by hyphens (calculators.md §3 'Period'). */
export const periodIdOf = (name: string): string => name.replaceAll(' ', '-');

/** Reads 'Mar-27' back into a year and month (years 2000–2099). */
export const parseMonthPeriodId = (periodId: string): { year: number; month: number } | null => {
  const match = /^([A-Z][a-z]{2})-(\d{2})$/.exec(periodId);
  if (match === null) return null;
  const month = (shortMonthNames as readonly string[]).indexOf(match[1] ?? '') + 1;
  return month === 0 ? null : { year: 2000 + Number(match[2]), month };
};
