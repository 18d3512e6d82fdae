import { useParams } from 'react-router';
import { paths } from '#config/paths.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { SharedQuotePage } from '../../features/quotes/components/shared-quote-page.tsx';

/** /q/{token}: a quote's share link, open to anyone holding it (no sign-in). */
export const SharedQuoteRoute = () => {
  useDocumentTitle(paths.sharedQuote.title);
  const { token = '' } = useParams();
  return <SharedQuotePage token={token} />;
};
