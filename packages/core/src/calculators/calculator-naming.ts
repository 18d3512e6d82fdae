/** calculators.md §2.1: an empty name shows as 'Calculator - N', N being the 1-based position by creationTimestamp. */
export const calculatorDisplayName = (name: string, position: number): string =>
  name.trim() === '' ? `Calculator - ${position}` : name;

export type WallClock = {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hours: number;
  readonly minutes: number;
};

const two = (value: number): string => String(value).padStart(2, '0');

/** '<name or Calculator - n>_<month>_<day>_<year>_<hh:mm>' (§7), without the extension. */
export const calculatorExportBaseName = (displayName: string, at: WallClock): string =>
  `${displayName}_${at.month}_${at.day}_${at.year}_${two(at.hours)}:${two(at.minutes)}`;

/** Characters a download name must not carry (path separators, quotes, control characters). */
export const sanitizeFileName = (name: string): string =>
  name
    .replace(/[/\\"<>|?*]/g, '-')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 150);
