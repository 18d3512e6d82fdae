import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by PSC shows, line by line: each content stream inflated, each TJ/Tj string decoded (pdfkit
 * writes the standard fonts' text as hex strings, split by kerning). Enough to compare figures, not a PDF parser.
 */
export const pdfText = (pdf: Buffer): string[] => {
  const lines: string[] = [];
  const source = pdf.toString('latin1');
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)(\r?)\nendstream/g)) {
    const raw = Buffer.from(match[1] ?? '', 'latin1');
    // A compressed stream may itself end in a carriage return, which the pattern takes for the line end: try both.
    const withReturn = Buffer.from(`${match[1] ?? ''}${match[2] ?? ''}`, 'latin1');
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      try {
        content = inflateSync(withReturn).toString('latin1');
      } catch {
        content = raw.toString('latin1');
      }
    }
    for (const operation of content.matchAll(
      /\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      const hexStrings =
        operation[1] !== undefined
          ? [...operation[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '')
          : [operation[2] ?? ''];
      lines.push(hexStrings.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return lines;
};
