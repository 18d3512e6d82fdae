import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useIsOnline } from '#lib/online-status.ts';

// Read by screen readers, not drawn: the chip shows the first words, the sentence is in its title too.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** What every signed-in page says while the browser is offline (issue 48 item 9, decision 0097). */
export const offlineNoticeText =
  'You are offline: PSC shows what this browser kept from your last visit. Changes need a connection.';

/**
 * Shown in the header while offline, on every signed-in page: in the header's own height, so that going offline or
 * back online moves nothing on the page (a notice above the page pushed every figure down and back, CLS).
 */
export const OfflineNotice = () => {
  const online = useIsOnline();
  if (online) return null;
  return (
    <Chip
      role="status"
      data-testid="offline-notice"
      icon={<CloudOffIcon />}
      title={offlineNoticeText}
      label={
        <>
          You are offline
          <Box component="span" sx={visuallyHidden}>
            {offlineNoticeText.slice('You are offline'.length)}
          </Box>
        </>
      }
      sx={{ bgcolor: 'warning.light', color: 'warning.contrastText', maxWidth: '50%' }}
    />
  );
};
