import { Marked } from 'marked';
import { useMemo } from 'react';
import { SafeHtml } from './safe-html.tsx';

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z]+;/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

// Headings get ids, so links such as /terms#privacy land on their section.
const markdown = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth, text }) {
      return `<h${depth} id="${slug(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
  },
});

/** A page of text kept as a Markdown file in the repository, so it changes without code. */
export const MarkdownDocument = ({ source, label }: { source: string; label: string }) => {
  const html = useMemo(() => markdown.parse(source, { async: false }), [source]);
  return (
    <SafeHtml
      component="article"
      aria-label={label}
      html={html}
      sx={{
        lineHeight: 1.65,
        '& h1': { typography: 'h4', mt: 0, mb: 2 },
        '& h2': { typography: 'h5', mt: 4, mb: 1.5, scrollMarginTop: 80 },
        '& h3': { typography: 'h6', mt: 3, mb: 1, scrollMarginTop: 80 },
        '& li + li': { mt: 0.5 },
        '& code': {
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: '0.9em',
          bgcolor: 'action.hover',
          px: 0.5,
          borderRadius: 0.5,
        },
        '& blockquote': {
          borderLeft: 4,
          borderColor: 'secondary.main',
          m: 0,
          pl: 2,
          color: 'text.secondary',
        },
      }}
    />
  );
};
