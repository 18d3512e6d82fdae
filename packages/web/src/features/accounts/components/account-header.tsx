import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { displayName } from '@psc/core/accounts/display-name';
import { useMessages } from '#lib/i18n/use-messages.ts';

type AccountHeaderProps = {
  user: { firstname: string; lastname: string; email: string };
  /** Null when home cannot be opened (expired account, §2 'Account area'). */
  onHome: (() => void) | null;
};

/** The account area's header: the current user's display name and the home button. */
export const AccountHeader = ({ user, onHome }: AccountHeaderProps) => {
  const t = useMessages();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography component="h1" variant="h5" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {displayName(user)}
      </Typography>
      {onHome !== null && (
        <Tooltip title={t('account.home')}>
          <IconButton aria-label={t('account.home')} onClick={onHome}>
            <HomeOutlined />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
};
