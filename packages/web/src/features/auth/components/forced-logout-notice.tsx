import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '#lib/lazy-part.ts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { clearForcedLogoutReason, readForcedLogoutReason } from '../stores/session-store.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

// Rarely shown, and a dialog brings Modal and focus trapping: fetched only when needed.
const SecuritySettingsChangedDialog = lazyPart(
  () => import('./security-settings-changed-dialog.tsx'),
  'SecuritySettingsChangedDialog',
);

/** What the login page says after a logout the user did not ask for (§4 'Session'). */
export const ForcedLogoutNotice = () => {
  const [reason, setReason] = useState(readForcedLogoutReason);
  const t = useMessages();

  useEffect(() => clearForcedLogoutReason(), []);

  if (reason === 'sessionTimeout') {
    return (
      <Alert severity="info" onClose={() => setReason(null)} sx={{ mb: 2 }}>
        <AlertTitle>{t('login.sessionTimeout.title')}</AlertTitle>
        {t('login.sessionTimeout.body')}
      </Alert>
    );
  }
  if (reason === 'securitySettingsChanged') {
    return (
      <Suspense fallback={null}>
        <SecuritySettingsChangedDialog onClose={() => setReason(null)} />
      </Suspense>
    );
  }
  return null;
};
