import bidiFactory from 'bidi-js';

/**
 * What a PDF line is drawn from: runs in visual order (left to right), each in one font and one direction, so that
 * pdfkit's font engine (fontkit) can shape it. fontkit shapes one text call at a time and reverses a call it finds to
 * be Arabic script; it knows nothing of a line with Arabic words, figures and Latin codes in it, which is what the
 * Unicode bidirectional algorithm (bidi-js) is for (decision 0154).
 */
export type PdfFontFamily = 'helvetica' | 'notoSans' | 'notoSansSC';
export type TextDirection = 'ltr' | 'rtl';
export type TextRun = { text: string; family: PdfFontFamily };

// bidi-js is a CommonJS module whose export is the factory; its types describe an ES module's default export.
const bidi = (bidiFactory as unknown as typeof bidiFactory.default)();

const rightToLeftLetter =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const arabicLetter = /\p{Script=Arabic}/u;

export const hasRightToLeft = (text: string): boolean => rightToLeftLetter.test(text);

/**
 * The runs of one line in the order they are drawn. `familyOf` names the font each character prints in. A run at a
 * right-to-left level that fontkit will take for Arabic is handed over in logical order (fontkit reverses it while
 * shaping, and needs that order to join the letters); any other right-to-left run, such as brackets or a dash
 * between Arabic words, is handed over already reversed. Mirrored characters (brackets) are swapped first.
 */
export const visualRuns = (
  line: string,
  direction: TextDirection,
  familyOf: (character: string) => PdfFontFamily,
): TextRun[] => {
  if (line === '') return [];
  line = isolateFigures(line, direction);
  const embedding = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const order = bidi.getReorderedIndices(line, embedding);
  const characterAt = (index: number) => mirrored.get(index) ?? line[index] ?? '';
  const levelAt = (index: number) => embedding.levels[index] ?? 0;
  const families = familiesOf(line, familyOf);

  const runs: TextRun[] = [];
  let group: number[] = [];
  const flush = () => {
    const first = group[0];
    if (first === undefined) return;
    const rightToLeft = levelAt(first) % 2 === 1;
    const visual = group.map(characterAt).join('');
    const logical = [...group]
      .sort((a, b) => a - b)
      .map(characterAt)
      .join('');
    const text = rightToLeft && arabicLetter.test(logical) ? logical : visual;
    runs.push({ text, family: families[first] ?? 'helvetica' });
    group = [];
  };
  for (const index of order) {
    if (isolateMarks.has(line[index] ?? '')) continue;
    const previous = group[group.length - 1];
    if (
      previous !== undefined &&
      (levelAt(previous) !== levelAt(index) || families[previous] !== families[index])
    )
      flush();
    group.push(index);
  }
  flush();
  return runs;
};

const leftToRightIsolate = '\u2066';
const popDirectionalIsolate = '\u2069';
const isolateMarks = new Set([leftToRightIsolate, popDirectionalIsolate]);

/**
 * A date, time or figure (with its currency sign or minus) after right-to-left words reads left to right as one piece. Without this, the algorithm
 * takes digits after Arabic letters for Arabic numbers, a hyphen between them for a neutral, and 2026-11-29 would
 * print as 29-11-2026. A figure after Latin letters (NY #11, GB123) is left alone: it already reads with them.
 */
const isolateFigures = (line: string, direction: TextDirection): string => {
  let lastStrong: TextDirection = direction;
  let isolated = '';
  for (const piece of line.split(/([\p{Sc}+\-\u2013\u2212]*\d(?:[\d\-\u2013:.,/]*\d)?%?)/u)) {
    const figure = /\d/.test(piece) && !/\p{L}/u.test(piece);
    isolated +=
      figure && lastStrong === 'rtl' ? `${leftToRightIsolate}${piece}${popDirectionalIsolate}` : piece;
    for (const character of figure ? '' : piece)
      if (rightToLeftLetter.test(character)) lastStrong = 'rtl';
      else if (/\p{L}/u.test(character)) lastStrong = 'ltr';
  }
  return isolated;
};

/**
 * Each UTF-16 unit's font: a character's own, except that spaces and punctuation take the font of the letter before
 * them (else after them), so a line changes font only where its script does. A surrogate pair shares one font.
 */
const familiesOf = (line: string, familyOf: (character: string) => PdfFontFamily): PdfFontFamily[] => {
  const families: (PdfFontFamily | null)[] = [];
  for (const character of line) {
    const family = /[\p{L}\p{N}]/u.test(character) ? familyOf(character) : null;
    for (let unit = 0; unit < character.length; unit++) families.push(family);
  }
  const neutralFamily = (index: number): PdfFontFamily => {
    for (let back = index - 1; back >= 0; back--) {
      const family = families[back];
      if (family) return family;
    }
    for (let ahead = index + 1; ahead < families.length; ahead++) {
      const family = families[ahead];
      if (family) return family;
    }
    return familyOf(line[index] ?? ' ');
  };
  return families.map((family, index) => family ?? neutralFamily(index));
};

/**
 * Lines of at most `width` points, broken in logical order at spaces, and inside a word only when the word alone is
 * too wide (a Chinese name has no spaces). `measure` gives a line's drawn width.
 */
export const wrapLines = (text: string, width: number, measure: (line: string) => number): string[] => {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (measure(candidate) <= width || line === '') {
        line = candidate;
        if (measure(line) > width) line = breakInside(line, width, measure, lines);
        continue;
      }
      lines.push(line);
      line = measure(word) > width ? breakInside(word, width, measure, lines) : word;
    }
    lines.push(line);
  }
  return lines;
};

/** Pushes full-width pieces of a word too wide for a line and returns the piece that is left. */
const breakInside = (
  word: string,
  width: number,
  measure: (line: string) => number,
  lines: string[],
): string => {
  let piece = '';
  for (const character of word) {
    if (piece !== '' && measure(piece + character) > width) {
      lines.push(piece);
      piece = '';
    }
    piece += character;
  }
  return piece;
};
