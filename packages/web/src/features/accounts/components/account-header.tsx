import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { displayName } from '@psc/core/accounts/display-name';
import { useMessages } from '#lib/i18n/use-messages.ts';

type Hint = ComponentType<{ title: string; children: ReactElement }>;

/** The button alone, for when the tooltip's code cannot be fetched (offline): a hint is never worth an error. */
const NoHint: Hint = ({ children }) => children;

// The home button's hover hint comes after the header is drawn: MUI's tooltip brings a positioning engine (about
// 10 KiB compressed) that the account view's first paint would otherwise wait for on a slow link (issue 50). Until
// it is in, the button is the same, without the hint; its name is its aria-label either way.
const Tooltip = lazy(async (): Promise<{ default: Hint }> => {
  try {
    return await import('@mui/material/Tooltip');
  } catch {
    return { default: NoHint };
  }
});

type AccountHeaderProps = {
  user: { firstname: string; lastname: string; email: string };
  /** Null when home cannot be opened (expired account, §2 'Account area'). */
  onHome: (() => void) | null;
};

/** The account area's header: the current user's display name and the home button. */
export const AccountHeader = ({ user, onHome }: AccountHeaderProps) => {
  const t = useMessages();
  const homeButton =
    onHome === null ? null : (
      <IconButton aria-label={t('account.home')} onClick={onHome}>
        <HomeOutlined />
      </IconButton>
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography component="h1" variant="h5" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {displayName(user)}
      </Typography>
      {homeButton !== null && (
        <Suspense fallback={homeButton}>
          <Tooltip title={t('account.home')}>{homeButton}</Tooltip>
        </Suspense>
      )}
    </Stack>
  );
};
