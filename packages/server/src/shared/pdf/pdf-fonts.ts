import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Language } from '@psc/core/personalisation/languages';
import type { PdfFontFamily } from './text-runs.ts';

/**
 * The fonts a PSC document prints in (decision 0154). Helvetica, the PDF standard font, prints Latin-1 (WinAnsi) and
 * keeps English, Portuguese, Spanish and Indonesian documents as they were; Noto Sans SC prints Chinese (and basic
 * Latin); Google's Noto Sans Arabic prints Arabic and a wide Latin. Both Noto files are OFL fonts installed from npm,
 * read from disk the first time a document needs them and kept for the process (the Chinese one is 10 MiB).
 */
const require = createRequire(import.meta.url);
const fontFiles = {
  notoSans: {
    regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
  notoSansSC: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
} as const;
export type EmbeddedFamily = keyof typeof fontFiles;
export type Weight = 'regular' | 'bold';

const fileCache = new Map<string, Buffer>();
const fontCache = new Map<EmbeddedFamily, fontkit.Font>();

export const fontFile = (family: EmbeddedFamily, weight: Weight): Buffer => {
  const specifier = fontFiles[family][weight];
  let file = fileCache.get(specifier);
  if (file === undefined) {
    file = readFileSync(require.resolve(specifier));
    fileCache.set(specifier, file);
  }
  return file;
};

/** The regular face, asked which characters it has (the bold one has the same). */
const coverageFont = (family: EmbeddedFamily): fontkit.Font => {
  let font = fontCache.get(family);
  if (font === undefined) {
    font = fontkit.create(fontFile(family, 'regular')) as fontkit.Font;
    fontCache.set(family, font);
  }
  return font;
};

// WinAnsi: Latin-1 and the 27 characters Windows-1252 puts in 0x80-0x9F (euro, dashes, curly quotes...).
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const helveticaPrints = (codePoint: number): boolean =>
  (codePoint >= 0x20 && codePoint <= 0x7e) ||
  (codePoint >= 0xa0 && codePoint <= 0xff) ||
  winAnsiExtras.has(String.fromCodePoint(codePoint));

/**
 * Where a line's baseline sits below its top and how far apart lines are, per 1,000 units of size: Helvetica's and
 * Noto Sans SC's own metrics (what pdfkit uses for them); for Noto Sans Arabic a leading of 1.5, the usual for Arabic
 * body text, rather than its own 2.1, which leaves room for stacked marks a PSC document never prints and would push
 * an invoice's blocks into each other.
 */
export const lineMetricsOf = (family: PdfFontFamily): { ascender: number; lineHeight: number } => {
  if (family === 'helvetica') return { ascender: 718, lineHeight: 1156 };
  if (family === 'notoSans') return { ascender: 1000, lineHeight: 1500 };
  const font = coverageFont(family);
  const scale = 1000 / font.unitsPerEm;
  return { ascender: font.ascent * scale, lineHeight: (font.ascent - font.descent + font.lineGap) * scale };
};

export const familyPrints = (family: PdfFontFamily, character: string): boolean => {
  const codePoint = character.codePointAt(0) ?? 0x20;
  return family === 'helvetica'
    ? helveticaPrints(codePoint)
    : coverageFont(family).hasGlyphForCodePoint(codePoint);
};

/** Which font comes first for a document's language; the others stand in for what it cannot print. */
export const familiesFor = (language: Language): PdfFontFamily[] =>
  language === 'zh-CN'
    ? ['notoSansSC', 'notoSans', 'helvetica']
    : language === 'ar'
      ? ['notoSans', 'notoSansSC', 'helvetica']
      : ['helvetica', 'notoSans', 'notoSansSC'];

export const pdfFontName = (family: PdfFontFamily, weight: Weight): string =>
  family === 'helvetica' ? (weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica') : `${family}-${weight}`;
