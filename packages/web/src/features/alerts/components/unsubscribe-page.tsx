import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '#lib/api-client.ts';
import { useUnsubscribeFromAlert } from '../api/unsubscribe-from-alert.ts';

/**
 * Where an alert e-mail's link lands: one button stops that alert's e-mails (opening the page changes nothing, so a
 * mail scanner following the link unsubscribes nobody; mail programs use the one-click header instead).
 */
export const UnsubscribePage = ({ token }: { token: string }) => {
  const unsubscribe = useUnsubscribeFromAlert();
  return (
    <Paper sx={{ p: 3, maxWidth: 560, mx: 'auto', mt: 4 }}>
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          Alert e-mails
        </Typography>
        {unsubscribe.isSuccess ? (
          <Alert severity="success">{unsubscribe.data.message}</Alert>
        ) : (
          <>
            <Typography>
              Stop the e-mails of this alert? It stays in your list in PSC, where its notifications still
              appear.
            </Typography>
            {unsubscribe.isError && (
              <Alert severity="error">
                {isApiError(unsubscribe.error)
                  ? unsubscribe.error.message
                  : 'A problem occured. Please try again.'}
              </Alert>
            )}
            <div>
              <Button
                variant="contained"
                disabled={unsubscribe.isPending}
                onClick={() => unsubscribe.mutate(token)}
              >
                Stop these e-mails
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
};
