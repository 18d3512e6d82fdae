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
import { useMatrices } from '../api/get-matrices.ts';

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
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography component="h1" variant="h5">
          My Matrices
        </Typography>
        {!readOnly && (
          <Button component={RouterLink} to={newHref} variant="contained">
            New matrix
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        A parity matrix prices every origin at every destination for the next periods, and marks where each
        port lands cheapest.
      </Typography>
      {matrices.isPending && <Skeleton variant="rounded" height={160} aria-label="Loading your matrices" />}
      {matrices.isError && (
        <RetryAlert onRetry={() => void matrices.refetch()}>
          A problem occured when getting your matrices.
        </RetryAlert>
      )}
      {matrices.data?.length === 0 && (
        <Alert severity="info">
          No matrices yet. Choose New matrix to compare origins across your ports.
        </Alert>
      )}
      {matrices.data !== undefined && matrices.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Your matrices">
            <TableHead>
              <TableRow>
                <TableCell>Matrix</TableCell>
                <TableCell align="right">Origins</TableCell>
                <TableCell align="right">Destinations</TableCell>
                <TableCell align="right">Periods</TableCell>
                <TableCell>Currency</TableCell>
                <TableCell>Saved</TableCell>
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
