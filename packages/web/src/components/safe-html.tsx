import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';

// A link that opens elsewhere never gets the opener (the server sets rel too; this holds for any HTML shown).
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
    node.setAttribute('rel', 'noopener noreferrer nofollow');
});

const purifyOptions = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
};

type SafeHtmlProps = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & { html: string };

/**
 * Shows HTML that is already sanitised where it comes from (news articles on the server, our own Markdown), and
 * sanitises it again here: no script, event handler or javascript: URL gets into the page even if one slipped in.
 */
export const SafeHtml = ({ html, ...boxProps }: SafeHtmlProps) => {
  const clean = useMemo(() => DOMPurify.sanitize(html, purifyOptions), [html]);
  return (
    <Box
      {...boxProps}
      sx={[
        {
          overflowWrap: 'break-word',
          '& img': { maxWidth: '100%', height: 'auto' },
          '& table': { borderCollapse: 'collapse', maxWidth: '100%', display: 'block', overflowX: 'auto' },
          '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' },
          '& pre': { overflowX: 'auto' },
          '& a': { color: 'primary.main' },
        },
        ...(Array.isArray(boxProps.sx) ? boxProps.sx : [boxProps.sx]),
      ]}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
};
