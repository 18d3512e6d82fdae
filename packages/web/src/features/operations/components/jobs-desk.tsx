import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FailedJob } from '@psc/core/operations/jobs-desk.endpoints';
import { RetryAlert } from '#components/retry-alert.tsx';
import { useFailedJobs, useRetryJob } from '../api/failed-jobs.ts';
import { utcMinute } from '../utils/utc-minute.ts';

const stateLabel: Record<FailedJob['state'], string> = {
  retrying: 'Retrying',
  dead: 'Dead: retries spent',
};

const FailedJobsTable = () => {
  const jobs = useFailedJobs();
  const retry = useRetryJob();
  if (jobs.isPending) return <Skeleton variant="rounded" height={120} aria-label="Loading the failed jobs" />;
  if (jobs.isError) return <RetryAlert onRetry={() => void jobs.refetch()}>{jobs.error.message}</RetryAlert>;
  return (
    <>
      {retry.isError && <Alert severity="error">{retry.error.message}</Alert>}
      {retry.isSuccess && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {retry.data.message}
        </Alert>
      )}
      {jobs.data.jobs.length === 0 ? (
        <Typography color="text.secondary">No failed job: every background job ran.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Failed jobs" sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow>
                <TableCell>Job</TableCell>
                <TableCell>State</TableCell>
                <TableCell align="right">Attempts</TableCell>
                <TableCell>Last error</TableCell>
                <TableCell>Failed (UTC)</TableCell>
                <TableCell>Next attempt (UTC)</TableCell>
                <TableCell>Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {jobs.data.jobs.map((job) => (
                <TableRow key={job.id}>
                  <TableCell component="th" scope="row">
                    {job.job}
                  </TableCell>
                  <TableCell>{stateLabel[job.state]}</TableCell>
                  <TableCell align="right">{job.attempts}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{job.error ?? 'no message'}</TableCell>
                  <TableCell>{utcMinute(Date.parse(job.failedAt))}</TableCell>
                  <TableCell>
                    {job.nextAttemptAt === null ? '—' : utcMinute(Date.parse(job.nextAttemptAt))}
                  </TableCell>
                  <TableCell>
                    {job.state === 'dead' ? (
                      <Button
                        size="small"
                        aria-label={`Retry ${job.job} (${job.id})`}
                        loading={retry.isPending && retry.variables === job.id}
                        onClick={() => retry.mutate(job.id)}
                      >
                        Retry
                      </Button>
                    ) : (
                      'retries by itself'
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
};

/** The administrator's view of the background jobs (decision 0092): runs that failed, and dead ones to retry. */
export const JobsDesk = () => (
  <>
    <Typography variant="h5" component="h1" gutterBottom>
      Background jobs
    </Typography>
    <Paper component="section" aria-labelledby="failed-jobs-title" sx={{ p: 2 }}>
      <Typography id="failed-jobs-title" variant="h6" component="h2" gutterBottom>
        Failed jobs
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A failed run retries by itself with a growing wait; once its retries are spent it is dead until you
        retry it here.
      </Typography>
      <FailedJobsTable />
    </Paper>
  </>
);
