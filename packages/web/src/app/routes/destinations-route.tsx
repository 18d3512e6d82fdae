import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '#config/paths.ts';
import { useUserDestinations } from '#api/get-user-destinations.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { DestinationsList } from '../../features/destinations/components/destinations-list.tsx';
import { InsufficientPrivilegesNotice } from './editors-only.tsx';
import { useIsViewer, useReadOnly } from './use-read-only.ts';

/** My Destinations (§2.5, screen 3); a notice passed by the add and edit screens shows on top. */
export const DestinationsRoute = () => {
  const t = useMessages('screens');
  const destinations = useUserDestinations();
  const readOnly = useReadOnly();
  const isViewer = useIsViewer();
  const navigate = useNavigate();
  const location = useLocation();
  // The notice of the screen before shows once: the next action clears it, and a reload does not bring it back.
  const [notice, setNotice] = useState((location.state as { notice?: string } | null)?.notice);
  useEffect(() => {
    if (location.state !== null) void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  if (destinations.isPending) return <Typography>{t('destinations.loading')}</Typography>;
  if (destinations.data === undefined)
    return (
      <Alert severity="error">
        {t('destinations.error', { message: destinations.error?.message ?? '' })}
      </Alert>
    );
  return (
    <Stack spacing={2}>
      {isViewer && <InsufficientPrivilegesNotice action="addOrChangeDestinations" />}
      {notice !== undefined && <Alert severity="success">{notice}</Alert>}
      <DestinationsList
        destinations={destinations.data}
        readOnly={readOnly}
        onOpen={(id) => void navigate(paths.destination.to(id))}
        onAdd={() => void navigate(paths.newDestination.path)}
        onDeleteStart={() => setNotice(undefined)}
      />
    </Stack>
  );
};
