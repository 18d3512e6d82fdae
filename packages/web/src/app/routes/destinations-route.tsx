import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths.ts';
import { useUserDestinations } from '../../features/destinations/api/get-user-destinations.ts';
import { DestinationsList } from '../../features/destinations/components/destinations-list.tsx';
import { InsufficientPrivilegesNotice, useIsViewer } from './editors-only.tsx';
import { useReadOnly } from './use-read-only.ts';

/** My Destinations (§2.5, screen 3); a notice passed by the add and edit screens shows on top. */
export const DestinationsRoute = () => {
  const destinations = useUserDestinations();
  const readOnly = useReadOnly();
  const isViewer = useIsViewer();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  if (destinations.isPending) return <Typography>Loading...</Typography>;
  if (destinations.isError) return <Alert severity="error">Error: {destinations.error.message}</Alert>;
  return (
    <Stack spacing={2}>
      {isViewer && <InsufficientPrivilegesNotice action="add or change them" />}
      {notice !== undefined && <Alert severity="success">{notice}</Alert>}
      <DestinationsList
        destinations={destinations.data}
        readOnly={readOnly}
        onOpen={(id) => void navigate(paths.destination.to(id))}
        onAdd={() => void navigate(paths.newDestination.path)}
      />
    </Stack>
  );
};
