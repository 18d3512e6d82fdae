import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PersonalisationPanel } from '../../features/personalisation/components/personalisation-panel.tsx';
import { useCurrentUser } from '#lib/current-user.ts';

export const PersonalisationRoute = () => {
  const user = useCurrentUser();
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 720, mx: 'auto' }}>
      <Typography component="h1" variant="h4">
        Personalisation
      </Typography>
      <PersonalisationPanel canSetAccountWide={user.data?.permissions === 'A'} />
    </Stack>
  );
};
