import { Navigate, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '#config/paths.ts';
import { useUserDestinations } from '#api/get-user-destinations.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { DestinationForm } from '../../features/destinations/components/destination-form.tsx';
import { EditorsOnly } from './editors-only.tsx';

/** Add Destination (5) and the editor (6); on close both return to the list (3) with the server's message. */
export const DestinationFormRoute = ({ mode }: { mode: 'new' | 'edit' }) => {
  const { destinationId } = useParams();
  const t = useMessages('screens');
  const destinations = useUserDestinations();
  const navigate = useNavigate();
  const toList = (notice?: string) =>
    void navigate(paths.destinations.path, notice === undefined ? undefined : { state: { notice } });
  if (mode === 'new') {
    return (
      <Box sx={{ maxWidth: 640, mx: 'auto' }}>
        <EditorsOnly action="addDestinations">
          <DestinationForm onSaved={toList} onCancel={() => toList()} />
        </EditorsOnly>
      </Box>
    );
  }
  if (destinations.isPending) return <Typography>{t('destinations.loading')}</Typography>;
  const destination = destinations.data?.find((candidate) => candidate.id === destinationId);
  if (destination === undefined) return <Navigate to={paths.destinations.path} replace />;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <EditorsOnly action="changeDestinations">
        <DestinationForm destination={destination} onSaved={toList} onCancel={() => toList()} />
      </EditorsOnly>
    </Box>
  );
};
