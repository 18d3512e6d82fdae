import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { preloadMessages } from '#lib/i18n/locale-state.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { AlertsTable } from './alerts-table.tsx';
import { NewAlertForm, type CalculatorChoice, type MatrixChoice } from './new-alert-form.tsx';
import { NotificationsPanel } from './notifications-panel.tsx';

// This screen's words are in the catalogues' screens part (decision 0138): fetched as its code arrives.
preloadMessages('screens');

/** My Alerts: what fired, what is watched, a new alert, and where alerts go besides e-mail (`channels`). */
export const AlertsPage = ({
  calculators,
  matrices,
  channels,
}: {
  calculators: readonly CalculatorChoice[];
  matrices: readonly MatrixChoice[];
  channels?: ReactNode;
}) => {
  const t = useMessages('screens');
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {t('alerts.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('alerts.intro')}
      </Typography>
      <NotificationsPanel />
      <AlertsTable />
      <NewAlertForm calculators={calculators} matrices={matrices} />
      {channels}
    </Stack>
  );
};
