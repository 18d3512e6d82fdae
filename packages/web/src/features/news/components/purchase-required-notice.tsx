import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '#config/paths.ts';

/** §2.7: what a free account sees instead of an item's content. */
export const PurchaseRequiredNotice = () => (
  <Alert
    severity="info"
    variant="outlined"
    role="status"
    action={
      <Button component={RouterLink} to={paths.account.path} color="inherit" size="small" variant="outlined">
        UPGRADE
      </Button>
    }
    sx={{ alignItems: 'center' }}
  >
    <AlertTitle>Purchase Required</AlertTitle>
    <Typography variant="body2">
      News items are restricted content: upgrade to the Paid Plan to read them.
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
      Change your plan to view the content
    </Typography>
  </Alert>
);
