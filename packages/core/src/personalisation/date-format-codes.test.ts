import fc from 'fast-check';
import { format, isDateFormat, isValidFormat } from 'numfmt';
import { expect, it } from 'vitest';
import { formatDateParts, readDateFormat } from './date-format-codes.ts';

// The reference: the Excel number-format library the app used before issue 50 (a test dependency now). Every code
// built from the legend's tokens and separators reads and formats as it does, at any instant from 1970 to 2100.
const pieces = fc.constantFrom(
  ...['yyyy', 'yy', 'YY', 'm', 'mm', 'MM', 'mmm', 'mmmm', 'mmmmm', 'mmmmmm', 'd', 'dd', 'ddd', 'dddd', 'Dd'],
  ...['h', 'hh', 'H', 'hhh', 's', 'ss', 'SS', 'am/pm', 'AM/PM', 'Am/Pm', 'aM/pm'],
  ...[' ', ',', '.', ':', ';', '/', '-'],
);
const codes = fc.array(pieces, { minLength: 1, maxLength: 9 }).map((parts) => parts.join(''));
// As formatDateTime makes them: whole milliseconds from 1970 to 2100.
const serials = fc
  .integer({ min: 0, max: Date.UTC(2100, 0, 1) })
  .map((epochMs) => epochMs / 86_400_000 + 25_569);

it('reads and formats every legend code as Excel does', () => {
  fc.assert(
    fc.property(codes, serials, (code, serial) => {
      const sections = readDateFormat(code);
      expect(sections !== null, code).toBe(isValidFormat(code) && isDateFormat(code));
      if (sections !== null) expect(formatDateParts(sections, serial), code).toBe(format(code, serial));
    }),
    { numRuns: 20_000 },
  );
});

it('rounds to the second, a time at midnight showing the next day', () => {
  const justBeforeMidnight = 46_000 + 86_399.6 / 86_400;
  for (const code of ['yyyy-mm-dd hh:mm:ss', 'yyyy-mm-dd', 'dddd h am/pm'])
    expect(formatDateParts(readDateFormat(code) ?? [], justBeforeMidnight)).toBe(
      format(code, justBeforeMidnight),
    );
});
