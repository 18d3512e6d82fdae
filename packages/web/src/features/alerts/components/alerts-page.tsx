import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AlertsTable } from './alerts-table.tsx';
import { NewAlertForm, type CalculatorChoice, type MatrixChoice } from './new-alert-form.tsx';
import { NotificationsPanel } from './notifications-panel.tsx';

/** My Alerts: what fired, what is watched, a new alert, and where alerts go besides e-mail (`channels`). */
export const AlertsPage = ({
  calculators,
  matrices,
  channels,
}: {
  calculators: readonly CalculatorChoice[];
  matrices: readonly MatrixChoice[];
  channels?: ReactNode;
}) => (
  <Stack spacing={2}>
    <Typography component="h1" variant="h5">
      My Alerts
    </Typography>
    <Typography variant="body2" color="text.secondary">
      PSC checks your alerts after every publication of prices, FX and freight, and tells you once each time a
      condition starts to hold: here and by e-mail.
    </Typography>
    <NotificationsPanel />
    <AlertsTable />
    <NewAlertForm calculators={calculators} matrices={matrices} />
    {channels}
  </Stack>
);
