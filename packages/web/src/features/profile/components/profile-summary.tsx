import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PersonReply } from '@psc/core/accounts/accounts.schemas';
import { roleLabel } from '@psc/core/accounts/permissions';
import { useDateFormatter } from '#lib/date-format.ts';

/** The display name rule of §2 'Account area': names, else either one, else the e-mail before the @. */
export const displayNameOf = (user: Pick<PersonReply, 'firstname' | 'lastname' | 'email'>): string => {
  const name = [user.firstname.trim(), user.lastname.trim()].filter((part) => part !== '').join(' ');
  return name !== '' ? name : (user.email.split('@')[0] ?? user.email);
};

export const ProfileSummary = ({ user }: { user: PersonReply }) => {
  const displayName = displayNameOf(user);
  const formatDate = useDateFormatter();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56 }} aria-hidden>
          {displayName.charAt(0).toUpperCase()}
        </Avatar>
        <Stack sx={{ minWidth: 0 }}>
          <Typography component="p" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {displayName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {roleLabel(user.permissions, user.isDefaultAdmin)} · member since {formatDate(user.dateAdded)}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
};
