import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { paths } from '#config/paths.ts';
import { RetryAlert } from '#components/retry-alert.tsx';
import { useMatrix } from '../../features/matrices/api/get-matrix.ts';
import { MatrixEditor } from '../../features/matrices/components/matrix-editor.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { EditorsOnly } from './editors-only.tsx';

const EditMatrix = ({ matrixId }: { matrixId: string }) => {
  const navigate = useNavigate();
  const t = useMessages('screens');
  const matrix = useMatrix(matrixId);
  if (matrix.isPending)
    return <Skeleton variant="rounded" height={320} aria-label={t('matrices.page.loading')} />;
  if (matrix.isError)
    return <RetryAlert onRetry={() => void matrix.refetch()}>{t('matrices.page.loadFailed')}</RetryAlert>;
  return (
    <MatrixEditor
      key={matrix.data.id}
      matrix={matrix.data}
      cancelHref={paths.matrix.to(matrixId)}
      onSaved={(id) => void navigate(paths.matrix.to(id))}
    />
  );
};

/** /matrices/new and /matrices/{matrixId}/edit; saving shows the matrix priced. */
export const MatrixFormRoute = ({ mode }: { mode: 'new' | 'edit' }) => {
  const { matrixId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <EditorsOnly action="createOrChangeMatrices">
        {mode === 'edit' ? (
          <EditMatrix matrixId={matrixId} />
        ) : (
          <MatrixEditor
            matrix={null}
            cancelHref={paths.matrices.path}
            onSaved={(id) => void navigate(paths.matrix.to(id))}
          />
        )}
      </EditorsOnly>
    </Box>
  );
};
