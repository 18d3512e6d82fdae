import { currencyOfUnit } from '@psc/core/pricing/currency-minor-units';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AlertReply } from '@psc/core/alerts/alerts.schemas';
import { RetryAlert } from '#components/retry-alert.tsx';
import { isApiError } from '#lib/api-client.ts';
import { formatLocalMoney } from '#lib/i18n/formats.ts';
import { useMessages, type Translate } from '#lib/i18n/use-messages.ts';
import { useChangeAlert, useDeleteAlert } from '../api/change-alert.ts';
import { useAlerts } from '../api/get-alerts.ts';

// Whole units in a zero-decimal currency (docs/decisions/0119), else two decimals.
const amount = (unit: string) => ({
  format: (value: number) => formatLocalMoney(value, currencyOfUnit(unit)),
});

const conditionOf = (alert: AlertReply, t: Translate) =>
  alert.kind === 'matrixCheapest'
    ? t('alerts.cheapestChanges')
    : t('alerts.condition', {
        direction: t(alert.direction === 'above' ? 'alerts.direction.above' : 'alerts.direction.below'),
        level: amount(alert.unit).format(alert.level ?? 0),
        unit: alert.unit,
      });

const stateOf = (alert: AlertReply, t: Translate) =>
  t(
    alert.paused
      ? 'alerts.state.paused'
      : alert.kind !== 'matrixCheapest' && alert.conditionMet
        ? 'alerts.state.conditionMet'
        : 'alerts.state.watching',
  );

/** The caller's alerts: what each watches, its condition and state, pause, e-mail, delete. */
/**
 * Under 600 px each alert is a block of labelled lines (the cell's data-label) instead of seven columns: at 400 px
 * the table was cut at its right edge, the state, the count and the actions out of sight (issue 48 item 6).
 */
const stackedUnder600 = {
  '@media (max-width: 599.95px)': {
    '& thead': { display: 'none' },
    '& tbody tr': { display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' },
    '& tbody td, & tbody th': {
      display: 'flex',
      // A right-aligned cell reverses its row: the label stays first.
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: 1,
      border: 0,
      textAlign: 'left',
      whiteSpace: 'normal',
    },
    '& tbody td::before': { content: 'attr(data-label)', fontWeight: 600, color: 'text.secondary' },
  },
} as const;

export const AlertsTable = () => {
  const alerts = useAlerts();
  const change = useChangeAlert();
  const remove = useDeleteAlert();
  const t = useMessages('screens');
  return (
    <Paper sx={{ p: 2 }} aria-labelledby="alerts-title">
      <Typography id="alerts-title" component="h2" variant="h6">
        {t('alerts.yours')}
      </Typography>
      {alerts.isPending && <Skeleton variant="rounded" height={80} aria-label={t('alerts.loading')} />}
      {alerts.isError && (
        <RetryAlert onRetry={() => void alerts.refetch()}>{t('alerts.loadFailed')}</RetryAlert>
      )}
      {alerts.data?.length === 0 && <Alert severity="info">{t('alerts.none')}</Alert>}
      {(change.isError || remove.isError) && (
        <Alert severity="error">
          {isApiError(change.error ?? remove.error)
            ? (change.error ?? remove.error)?.message
            : t('common.tryAgain')}
        </Alert>
      )}
      {alerts.data !== undefined && alerts.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('alerts.yours')} sx={stackedUnder600}>
            <TableHead>
              <TableRow>
                <TableCell>{t('alerts.column.watches')}</TableCell>
                <TableCell>{t('alerts.column.condition')}</TableCell>
                <TableCell align="right">{t('alerts.column.lastValue')}</TableCell>
                <TableCell>{t('alerts.column.state')}</TableCell>
                <TableCell align="right">{t('alerts.column.fired')}</TableCell>
                <TableCell>{t('alerts.column.email')}</TableCell>
                <TableCell>{t('alerts.column.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {alerts.data.map((alert) => (
                <TableRow key={alert.id}>
                  <TableCell component="th" scope="row">
                    {alert.subject}
                  </TableCell>
                  <TableCell data-label={t('alerts.column.condition')}>{conditionOf(alert, t)}</TableCell>
                  <TableCell align="right" data-label={t('alerts.column.lastValue')}>
                    {alert.lastValue === null || alert.kind === 'matrixCheapest'
                      ? '—'
                      : `${amount(alert.unit).format(alert.lastValue)} ${alert.unit}`}
                  </TableCell>
                  <TableCell data-label={t('alerts.column.state')}>{stateOf(alert, t)}</TableCell>
                  <TableCell align="right" data-label={t('alerts.column.fired')}>
                    {alert.firedCount}×
                  </TableCell>
                  <TableCell data-label={t('alerts.column.email')}>
                    <Switch
                      checked={alert.email}
                      slotProps={{
                        input: { 'aria-label': t('alerts.emailFor', { subject: alert.subject }) },
                      }}
                      onChange={(event) =>
                        change.mutate({ id: alert.id, change: { email: event.target.checked } })
                      }
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }} data-label={t('alerts.column.actions')}>
                    <Button
                      size="small"
                      onClick={() => change.mutate({ id: alert.id, change: { paused: !alert.paused } })}
                      aria-label={t(alert.paused ? 'alerts.resumeNamed' : 'alerts.pauseNamed', {
                        subject: alert.subject,
                      })}
                    >
                      {t(alert.paused ? 'alerts.resume' : 'alerts.pause')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => remove.mutate(alert.id)}
                      aria-label={t('calculators.deleteNamed', { name: alert.subject })}
                    >
                      {t('common.delete')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
};
