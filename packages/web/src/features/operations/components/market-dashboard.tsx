import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '#components/retry-alert.tsx';
import { useMarketDashboard } from '../api/get-market-dashboard.ts';
import { utcMinute } from '../utils/utc-minute.ts';

const formatAge = (hours: number | null): string => {
  if (hours === null) return 'never published';
  if (hours < 48) return `${hours.toFixed(1)} h`;
  return `${Math.round(hours / 24)} days`;
};

/** Every series' newest publication, its age against its cadence, and whether traders still see demo data. */
export const MarketDashboard = () => {
  const dashboard = useMarketDashboard();
  if (dashboard.isPending) return <Skeleton variant="rounded" height={280} aria-label="Loading the series" />;
  if (dashboard.isError)
    return <RetryAlert onRetry={() => void dashboard.refetch()}>{dashboard.error.message}</RetryAlert>;
  const { series, version, demoPrices } = dashboard.data;
  return (
    <>
      {demoPrices && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Traders still see &apos;Demo prices&apos; on a board: publish the day&apos;s settlements below.
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-label="Series" sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell>Series</TableCell>
              <TableCell>Last publication</TableCell>
              <TableCell>Age</TableCell>
              <TableCell>Expected</TableCell>
              <TableCell>Publisher · source</TableCell>
              <TableCell align="right">Rows</TableCell>
              <TableCell>State</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {series.map((entry) => (
              <TableRow key={`${entry.kind}-${entry.contractId ?? ''}`}>
                <TableCell component="th" scope="row">
                  {entry.label}
                </TableCell>
                <TableCell>
                  {entry.lastPublishedAt === null ? '—' : utcMinute(entry.lastPublishedAt)}
                </TableCell>
                <TableCell>{formatAge(entry.ageHours)}</TableCell>
                <TableCell>every {entry.cadence}</TableCell>
                <TableCell>
                  {entry.publisher === null ? '—' : `${entry.publisher} · ${entry.source ?? ''}`}
                </TableCell>
                <TableCell align="right">{entry.rows}</TableCell>
                <TableCell>
                  {entry.isDemo ? (
                    <Chip size="small" color="warning" label="Demo" />
                  ) : entry.stale ? (
                    <Chip size="small" color="error" label="Stale" />
                  ) : (
                    <Chip size="small" color="success" label="Current" />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        The next trader read uses publication versions: prices {version.prices}, FX {version.fx}, freight{' '}
        {version.freight}, rule tables {version.rules}. Times are UTC.
      </Typography>
    </>
  );
};
