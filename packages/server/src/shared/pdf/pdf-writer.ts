import type { Language } from '@psc/core/personalisation/languages';
import { familiesFor, lineMetricsOf, familyPrints, fontFile, pdfFontName, type Weight } from './pdf-fonts.ts';
import {
  hasRightToLeft,
  visualRuns,
  wrapLines,
  type PdfFontFamily,
  type TextDirection,
} from './text-runs.ts';

/**
 * pdfkit lays an embedded font's text out word by word (to cache each word), which keeps an Arabic line's words in
 * left-to-right order; given features, it hands the whole run to fontkit. No feature is added: fontkit's defaults for
 * the script (joining forms, ligatures, marks, kerning) still apply.
 */
const wholeRun = { features: [] };

/** Where a text goes, in the document's own reading direction: `x` from its start edge, `align` 'right' = its end. */
export type TextBox = { x?: number; y?: number; width?: number; align?: 'left' | 'right' };
export type TextStyle = { bold?: boolean; size?: number; color?: string };

/**
 * Writes a PSC document in any of its languages (decision 0154). The renderers place text as they would on an
 * English page; for Arabic the writer mirrors every box and alignment (a right-to-left page starts at the right
 * margin) and lays each line out with the bidirectional algorithm. Each text prints in the first font of its
 * language that has all its characters: English stays Helvetica, laid out by pdfkit as before; a line no single font
 * can print (a Chinese buyer on an English invoice) is printed run by run.
 */
export class PdfWriter {
  private readonly direction: TextDirection;
  private readonly families: PdfFontFamily[];
  /** The language's own font, first of `families`. */
  private readonly base: PdfFontFamily;
  private readonly registered = new Set<string>();
  private x: number;
  private current: Required<Omit<TextStyle, 'color'>> = { bold: false, size: 12 };

  constructor(
    private readonly document: PDFKit.PDFDocument,
    language: Language,
  ) {
    this.direction = language === 'ar' ? 'rtl' : 'ltr';
    this.families = familiesFor(language);
    this.base = this.families[0] ?? 'helvetica';
    this.x = document.page.margins.left;
  }

  get y(): number {
    return this.document.y;
  }

  /** The style the next texts take unless they say otherwise, as pdfkit's `font()` and `fontSize()` set it. */
  style(style: TextStyle): this {
    this.current = { bold: style.bold ?? this.current.bold, size: style.size ?? this.current.size };
    return this;
  }

  /** Down by `lines` lines of the current style: pdfkit's own step for a left-to-right page, the writer's otherwise. */
  moveDown(lines = 1): this {
    if (this.direction === 'ltr') {
      this.useFont(this.base, this.weight()).fontSize(this.current.size);
      this.document.moveDown(lines);
    } else this.document.y += (lineMetricsOf(this.base).lineHeight / 1000) * this.current.size * lines;
    return this;
  }

  /** A horizontal rule from `fromX` to `toX` at `y`, mirrored on a right-to-left page. */
  rule(fromX: number, y: number, toX: number): this {
    this.document.moveTo(this.mirrorX(fromX), y).lineTo(this.mirrorX(toX), y).stroke();
    return this;
  }

  text(value: string, box: TextBox = {}, style: TextStyle = {}): this {
    const { document } = this;
    const x = box.x ?? this.x;
    const y = box.y ?? document.y;
    const width = box.width ?? document.page.width - document.page.margins.right - x;
    this.x = x;
    const weight = this.weight(style);
    const size = style.size ?? this.current.size;
    const rightToLeft = this.direction === 'rtl';
    const drawnX = rightToLeft ? document.page.width - x - width : x;
    const drawnAlign = (box.align === 'right') === rightToLeft ? 'left' : 'right';
    if (style.color) document.fillColor(style.color);
    const family = this.families.find((candidate) => [...value].every((c) => familyPrints(candidate, c)));
    if (!rightToLeft && family !== undefined && !hasRightToLeft(value)) {
      this.useFont(family, weight).fontSize(size);
      document.text(value, drawnX, y, { width, align: drawnAlign });
    } else {
      this.writeLines(value, { x: drawnX, y, width, align: drawnAlign }, weight, size);
    }
    if (style.color) document.fillColor('black');
    return this;
  }

  /** Lines laid out here rather than by pdfkit: wrapped in logical order, each drawn as its runs in visual order. */
  private writeLines(
    value: string,
    box: { x: number; y: number; width: number; align: 'left' | 'right' },
    weight: Weight,
    size: number,
  ): void {
    const { document } = this;
    // A text of Latin letters only (a source's note on an Arabic page) reads left to right, its box still mirrored.
    const direction = hasRightToLeft(value) ? this.direction : 'ltr';
    const runsOf = (line: string) => visualRuns(line, direction, (c) => this.familyOf(c));
    const widthOf = (run: { text: string; family: PdfFontFamily }) =>
      this.useFont(run.family, weight).fontSize(size).widthOfString(run.text, wholeRun);
    const measure = (line: string) => runsOf(line).reduce((sum, run) => sum + widthOf(run), 0);
    let top = box.y;
    for (const line of wrapLines(value, box.width, measure)) {
      const runs = runsOf(line.trim());
      const widths = runs.map(widthOf);
      const metrics = [...new Set([this.base, ...runs.map((run) => run.family)])].map(lineMetricsOf);
      const lineHeight = (Math.max(...metrics.map((metric) => metric.lineHeight)) / 1000) * size;
      const baseline = top + (Math.max(...metrics.map((metric) => metric.ascender)) / 1000) * size;
      const total = widths.reduce((sum, width) => sum + width, 0);
      let x = box.align === 'right' ? box.x + box.width - total : box.x;
      // A shaped Arabic letter can share its glyph with others (the dots are marks), so what a reader copies or
      // searches is the line as written, given as the span's actual text.
      document.markContent('Span', { actual: line.trim() });
      runs.forEach((run, index) => {
        this.useFont(run.family, weight).fontSize(size);
        document.text(run.text, x, baseline, { ...wholeRun, lineBreak: false, baseline: 'alphabetic' });
        x += widths[index] ?? 0;
      });
      document.endMarkedContent();
      top += lineHeight;
    }
    document.x = box.x;
    document.y = top;
  }

  private familyOf(character: string): PdfFontFamily {
    return this.families.find((family) => familyPrints(family, character)) ?? this.base;
  }

  private weight(style: TextStyle = {}): Weight {
    return (style.bold ?? this.current.bold) ? 'bold' : 'regular';
  }

  private mirrorX(x: number): number {
    return this.direction === 'rtl' ? this.document.page.width - x : x;
  }

  private useFont(family: PdfFontFamily, weight: Weight): PDFKit.PDFDocument {
    const name = pdfFontName(family, weight);
    if (family !== 'helvetica' && !this.registered.has(name)) {
      this.document.registerFont(name, fontFile(family, weight));
      this.registered.add(name);
    }
    return this.document.font(name);
  }
}
