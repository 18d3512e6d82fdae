import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by PSC shows, line by line: each content stream inflated, each TJ/Tj string decoded (pdfkit
 * writes the standard fonts' text as hex strings, split by kerning). Enough to compare figures, not a PDF parser.
 */
export const pdfText = (pdf: Buffer): string[] => {
  const lines: string[] = [];
  for (const content of pdfContentStreams(pdf))
    for (const operation of content.matchAll(
      /\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      const hexStrings =
        operation[1] !== undefined
          ? [...operation[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '')
          : [operation[2] ?? ''];
      lines.push(hexStrings.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  return lines;
};

/**
 * The lines PSC lays out itself (Arabic, and any line no single font prints), as each one's ActualText gives it:
 * in logical order, as a reader copies it (decision 0154). pdfkit writes it as a literal string, in UTF-16BE when it is not ASCII.
 */
export const pdfActualTexts = (pdf: Buffer): string[] => {
  const texts: string[] = [];
  for (const content of pdfContentStreams(pdf))
    for (const match of content.matchAll(/\/ActualText \(((?:\\.|[^\\)])*)\)/g)) {
      const bytes = Buffer.from(
        (match[1] ?? '').replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, escaped: string) =>
          /^[0-7]/.test(escaped)
            ? String.fromCharCode(parseInt(escaped, 8))
            : ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }[escaped] ?? escaped),
        ),
        'latin1',
      );
      const utf16 = bytes[0] === 0xfe && bytes[1] === 0xff;
      texts.push(
        utf16 ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le') : bytes.toString('latin1'),
      );
    }
  return texts;
};

/** What pdf.js reads from every page: embedded fonts' text through their ToUnicode maps (Chinese documents). */
export const pdfJsText = async (pdf: Buffer): Promise<string> => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const document = await loading.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await loading.destroy();
  return pages.join('\n');
};

/** The PostScript names of the fonts a PDF embeds or names (`/BaseFont /ABCDEF+NotoSansSC-Regular`). */
export const pdfFontNames = (pdf: Buffer): string[] => [
  ...new Set(
    [...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1] ?? ''),
  ),
];

const pdfContentStreams = (pdf: Buffer): string[] =>
  [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)(\r?)\nendstream/g)].map((match) => {
    const raw = Buffer.from(match[1] ?? '', 'latin1');
    // A compressed stream may itself end in a carriage return, which the pattern takes for the line end: try both.
    const withReturn = Buffer.from(`${match[1] ?? ''}${match[2] ?? ''}`, 'latin1');
    try {
      return inflateSync(raw).toString('latin1');
    } catch {
      try {
        return inflateSync(withReturn).toString('latin1');
      } catch {
        return raw.toString('latin1');
      }
    }
  });

/** Everything a reader of the PDF would read: pdf.js's text and the actual text of the lines PSC laid out itself. */
export const readablePdfText = async (pdf: Buffer): Promise<string> =>
  [await pdfJsText(pdf), ...pdfActualTexts(pdf)].join('\n');
