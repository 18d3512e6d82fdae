import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '#config/paths.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

/** §2.7: what a free account sees instead of an item's content. */
export const PurchaseRequiredNotice = () => {
  const t = useMessages('screens');
  return (
    <Alert
      severity="info"
      variant="outlined"
      role="status"
      action={
        <Button
          component={RouterLink}
          to={paths.account.path}
          color="inherit"
          size="small"
          variant="outlined"
        >
          {t('news.upgrade')}
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      <AlertTitle>{t('news.purchaseRequired')}</AlertTitle>
      <Typography variant="body2">{t('news.restricted')}</Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
        {t('news.changePlan')}
      </Typography>
    </Alert>
  );
};
