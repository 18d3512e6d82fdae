import { useEffect } from 'react';
import { useLocation } from 'react-router';
import Paper from '@mui/material/Paper';
import { MarkdownDocument } from '#components/markdown-document.tsx';
import termsMarkdown from '../terms-and-conditions.md?raw';

/** Parentheses and spaces would end a Markdown link early. */
const markdownLinkTarget = (url: string): string =>
  encodeURI(url).replace(/\(/g, '%28').replace(/\)/g, '%29');

/** Terms & Conditions (16): the Markdown file of this feature, with the operator's privacy-policy link. */
export const TermsScreen = ({ privacyUrl }: { privacyUrl: string | null }) => {
  const { hash } = useLocation();
  const source = termsMarkdown.replaceAll('{{privacyUrl}}', markdownLinkTarget(privacyUrl ?? '#privacy'));

  // /terms#privacy (the default privacy link) lands on its section.
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 860, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <MarkdownDocument source={source} label="Terms & Conditions" />
    </Paper>
  );
};
