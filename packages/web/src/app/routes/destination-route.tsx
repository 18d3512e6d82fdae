import { Navigate, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '#config/paths.ts';
import { useUserDestinations } from '#api/get-user-destinations.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { DestinationDetail } from '../../features/destinations/components/destination-detail.tsx';
import { useReadOnly } from './use-read-only.ts';

/** Destination detail (4/6); with no such destination it returns to the list (3). */
export const DestinationRoute = () => {
  const { destinationId } = useParams();
  const t = useMessages('screens');
  const destinations = useUserDestinations();
  const readOnly = useReadOnly();
  const navigate = useNavigate();
  if (destinations.isPending) return <Typography>{t('destinations.loading')}</Typography>;
  if (destinations.data === undefined)
    return (
      <Alert severity="error">
        {t('destinations.error', { message: destinations.error?.message ?? '' })}
      </Alert>
    );
  const destination = destinations.data.find((candidate) => candidate.id === destinationId);
  if (destination === undefined) return <Navigate to={paths.destinations.path} replace />;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <DestinationDetail
        destination={destination}
        readOnly={readOnly}
        onEdit={() => void navigate(paths.editDestination.to(destination.id))}
        onRemoved={() => void navigate(paths.destinations.path)}
      />
    </Box>
  );
};
