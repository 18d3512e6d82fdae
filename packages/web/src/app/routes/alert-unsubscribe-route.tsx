import { useParams } from 'react-router';
import { paths } from '#config/paths.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { UnsubscribePage } from '../../features/alerts/components/unsubscribe-page.tsx';

/** /alerts/unsubscribe/{token}: an alert e-mail's link, open without sign-in (decision 0048). */
export const AlertUnsubscribeRoute = () => {
  useDocumentTitle(paths.alertUnsubscribe.title);
  const { token = '' } = useParams();
  return <UnsubscribePage token={token} />;
};
