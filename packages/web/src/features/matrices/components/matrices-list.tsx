import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { RetryAlert } from '#components/retry-alert.tsx';
import { formatDateTime } from '#lib/format-date.ts';
import { preloadMessages } from '#lib/i18n/locale-state.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { useMatrices } from '../api/get-matrices.ts';

// This screen's words are in the catalogues' screens part (decision 0138): fetched as its code arrives.
preloadMessages('screens');

/** My Matrices: every parity matrix I saved, newest first. */
export const MatricesList = ({
  matrixHref,
  newHref,
  readOnly,
}: {
  matrixHref: (id: string) => string;
  newHref: string;
  readOnly: boolean;
}) => {
  const matrices = useMatrices();
  const t = useMessages('screens');
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography component="h1" variant="h5">
          {t('matrices.title')}
        </Typography>
        {!readOnly && (
          <Button component={RouterLink} to={newHref} variant="contained">
            {t('matrices.new')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('matrices.intro')}
      </Typography>
      {matrices.isPending && <Skeleton variant="rounded" height={160} aria-label={t('matrices.loading')} />}
      {matrices.isError && (
        <RetryAlert onRetry={() => void matrices.refetch()}>{t('matrices.loadFailed')}</RetryAlert>
      )}
      {matrices.data?.length === 0 && <Alert severity="info">{t('matrices.none')}</Alert>}
      {matrices.data !== undefined && matrices.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('matrices.yours')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('matrices.column.matrix')}</TableCell>
                <TableCell align="right">{t('matrices.column.origins')}</TableCell>
                <TableCell align="right">{t('matrices.column.destinations')}</TableCell>
                <TableCell align="right">{t('matrices.column.periods')}</TableCell>
                <TableCell>{t('calculator.currency')}</TableCell>
                <TableCell>{t('matrices.column.saved')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {matrices.data.map((matrix) => (
                <TableRow key={matrix.id}>
                  <TableCell>
                    <Link component={RouterLink} to={matrixHref(matrix.id)}>
                      {matrix.name}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{matrix.origins.length}</TableCell>
                  <TableCell align="right">{matrix.destinationIds.length}</TableCell>
                  <TableCell align="right">{matrix.periodCount}</TableCell>
                  <TableCell>{matrix.currencyCode}</TableCell>
                  <TableCell>{formatDateTime(matrix.updatedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
};
