import { useSearchParams } from 'react-router';
import { paths } from '#config/paths.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { AuthorizationErrorScreen } from '../../features/authorization-server/components/authorization-error-screen.tsx';

export const OauthErrorRoute = () => {
  useDocumentTitle(paths.oauthError.title);
  const [searchParams] = useSearchParams();
  return (
    <AuthorizationErrorScreen
      error={searchParams.get('error')}
      description={searchParams.get('error_description')}
      homePath={paths.home.path}
    />
  );
};
