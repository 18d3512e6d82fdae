import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useNow } from '#hooks/use-now.ts';
import { useAccountUse, useServerClockOffset } from '../api/get-account-use.ts';
import { describePlanBanner } from './describe-plan-banner.ts';

type AccountPlanBannerProps = {
  /**
   * Where UPGRADE and REVIEW lead (UPGRADE to the team-size editor, §3); without it (no Account screen yet) the
   * button is shown disabled.
   */
  onOpenAccount?: (action: 'UPGRADE' | 'REVIEW') => void;
};

/** The banner under the header (§2 'Frame', §4 'Account status numbers'). */
export const AccountPlanBanner = ({ onOpenAccount }: AccountPlanBannerProps) => {
  const accountUse = useAccountUse();
  const nowMs = useNow(60_000) + useServerClockOffset();
  // The banner is advisory: while loading or on failure the screen below carries on without it.
  if (accountUse.data === undefined) return null;
  const banner = describePlanBanner(accountUse.data, nowMs);
  if (banner === null) return null;
  return (
    <Alert
      severity={banner.severity}
      variant="standard"
      square
      role="status"
      sx={{ borderRadius: 0, alignItems: 'center', px: { xs: 2, sm: 3 } }}
      action={
        banner.action !== null && (
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            disabled={onOpenAccount === undefined}
            onClick={() => (banner.action === null ? undefined : onOpenAccount?.(banner.action))}
          >
            {banner.action}
          </Button>
        )
      }
    >
      {banner.text}
    </Alert>
  );
};
