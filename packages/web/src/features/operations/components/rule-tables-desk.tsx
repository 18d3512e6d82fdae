import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '#components/retry-alert.tsx';
import { useRuleTables } from '../api/list-rule-tables.ts';
import { operationsPaths } from '../operations-paths.ts';
import { utcMinute } from '../utils/utc-minute.ts';

/** The rule tables calculators price from: each with its current version and how much of it is unverified. */
export const RuleTablesDesk = () => {
  const tables = useRuleTables();
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        Rule tables
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Duty, destination charges, origin premiums, polarisation and the freight models. Each save is a new
        version that every calculator prices from at once; a frozen quote keeps the version it was priced
        from.
      </Typography>
      <Paper sx={{ p: 2 }}>
        {tables.isPending ? (
          <Skeleton variant="rounded" height={260} aria-label="Loading the rule tables" />
        ) : tables.isError ? (
          <RetryAlert onRetry={() => void tables.refetch()}>{tables.error.message}</RetryAlert>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Rule tables" sx={{ minWidth: 720 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Table</TableCell>
                  <TableCell>Version</TableCell>
                  <TableCell>Saved (UTC)</TableCell>
                  <TableCell>By</TableCell>
                  <TableCell align="right">Rows</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {tables.data.tables.map((table) => (
                  <TableRow key={table.id}>
                    <TableCell component="th" scope="row">
                      <Link component={RouterLink} to={operationsPaths.ruleTable(table.id)}>
                        {table.title}
                      </Link>
                    </TableCell>
                    <TableCell>{table.current === null ? 'shipped file' : table.current.version}</TableCell>
                    <TableCell>{table.current === null ? '—' : utcMinute(table.current.savedAt)}</TableCell>
                    <TableCell>{table.current?.savedBy ?? table.file}</TableCell>
                    <TableCell align="right">
                      {table.rowCount}
                      {table.unverifiedRows > 0 && (
                        <Chip
                          size="small"
                          color="warning"
                          label={`${table.unverifiedRows} unverified`}
                          sx={{ ml: 1 }}
                        />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
    </>
  );
};
