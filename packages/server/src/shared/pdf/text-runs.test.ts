import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visualRuns, wrapLines, type PdfFontFamily } from './text-runs.ts';

// Decision 0154: a line's runs in the order they are drawn, each in one font and handed to fontkit so that it comes
// out right: an Arabic run in logical order (fontkit reverses it while joining its letters), anything else as seen.
const familyOf = (character: string): PdfFontFamily =>
  /\p{Script=Han}/u.test(character)
    ? 'notoSansSC'
    : /\p{Script=Arabic}/u.test(character)
      ? 'notoSans'
      : 'helvetica';

describe('visualRuns', () => {
  it.each([
    {
      case: 'English on an English page',
      line: 'DDP 512.34 USD/t',
      direction: 'ltr',
      runs: ['DDP 512.34 USD/t'],
    },
    {
      case: 'Arabic words: one run, in logical order',
      line: 'عرض سعر التسليم',
      direction: 'rtl',
      runs: ['عرض سعر التسليم'],
    },
    {
      case: 'a date and time after Arabic words: each reads left to right, the date first from the right',
      line: 'تاريخ الإصدار 2026-11-29 10:00 UTC',
      direction: 'rtl',
      runs: ['UTC', ' ', '10:00', ' ', '2026-11-29', 'تاريخ الإصدار '],
    },
    {
      case: 'a Latin code inside Arabic: the code keeps its order, the words around it swap sides',
      line: 'ملاحظة عن VHP من البرازيل',
      direction: 'rtl',
      runs: ['من البرازيل', ' ', 'VHP', 'ملاحظة عن '],
    },
    {
      case: 'brackets around a figure on a right-to-left page are mirrored',
      line: 'الشحنة (50,000.00 طن)',
      direction: 'rtl',
      // Read right to left: the name, then the bracket that opens (drawn facing left), the figure, the unit.
      runs: ['طن(', ' ', '50,000.00', 'الشحنة )'],
    },
    {
      case: 'a code and dates after Latin letters read with them, the full stop ends the Arabic sentence',
      line: 'ضريبة: GB123، بيانات NY #11 2026-11-28 (2026-11-02).',
      direction: 'rtl',
      runs: ['.', 'NY #11 2026-11-28 (2026-11-02)', 'بيانات ', ' ،', 'GB123', 'ضريبة: '],
    },
    {
      case: 'a date in brackets after Arabic words keeps its order, the brackets face it',
      line: 'الحالة: مدفوعة (2026-11-02)',
      direction: 'rtl',
      runs: ['(', '2026-11-02', 'الحالة: مدفوعة )'],
    },
    {
      case: 'an amount with its sign and currency on a right-to-left page keeps them in front',
      line: '–$0.30',
      direction: 'rtl',
      runs: ['–$0.30'],
    },
    {
      case: 'an Arabic name on an English page stays one run, read right to left',
      line: 'Bill to: شركة السكر',
      direction: 'ltr',
      runs: ['Bill to: ', 'شركة السكر'],
    },
    {
      case: 'Chinese inside English: its own font, spaces go with the letters before them',
      line: 'Buyer 鑫燊糖业 Ltd',
      direction: 'ltr',
      runs: ['Buyer ', '鑫燊糖业 ', 'Ltd'],
    },
  ] as const)('$case', ({ line, direction, runs }) => {
    expect(visualRuns(line, direction, familyOf).map((run) => run.text)).toEqual(runs);
  });

  it('names each run’s font', () => {
    expect(visualRuns('Buyer 鑫燊糖业 Ltd', 'ltr', familyOf).map((run) => run.family)).toEqual([
      'helvetica',
      'notoSansSC',
      'helvetica',
    ]);
  });

  it('draws every character of the line once, whatever the mix of scripts and directions', () => {
    const character = fc.constantFrom(...'abcXYZ019 -.,:/طنشركةالسكر鑫糖业'.split(''));
    fc.assert(
      fc.property(
        fc.array(character, { maxLength: 40 }),
        fc.constantFrom('ltr', 'rtl'),
        (characters, direction) => {
          const line = characters.join('');
          const drawn = visualRuns(line, direction as 'ltr' | 'rtl', familyOf)
            .map((run) => run.text)
            .join('');
          expect([...drawn].sort()).toEqual([...line].sort());
        },
      ),
    );
  });

  it('leaves a line of one direction in its own order', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 .,:-]{0,40}$/), (line) => {
        expect(
          visualRuns(line, 'ltr', familyOf)
            .map((run) => run.text)
            .join(''),
        ).toBe(line);
      }),
    );
  });
});

describe('wrapLines', () => {
  const widthOfCharacters = (line: string) => [...line].length;

  it.each([
    { case: 'a short line stays whole', text: 'DDP 512.34', width: 20, lines: ['DDP 512.34'] },
    {
      case: 'breaks at spaces, in reading order',
      text: 'عرض سعر التسليم',
      width: 8,
      lines: ['عرض سعر', 'التسليم'],
    },
    { case: 'keeps the writer’s own line ends', text: 'one\ntwo', width: 20, lines: ['one', 'two'] },
    {
      case: 'breaks a word with no spaces only when it alone is too wide',
      text: '鑫燊糖业有限公司',
      width: 5,
      lines: ['鑫燊糖业有', '限公司'],
    },
  ])('$case', ({ text, width, lines }) => {
    expect(wrapLines(text, width, widthOfCharacters)).toEqual(lines);
  });
});
