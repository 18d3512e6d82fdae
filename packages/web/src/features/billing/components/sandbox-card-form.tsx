import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { muiRegistration } from '#components/form/mui-registration.ts';
import { isApiError } from '#lib/api-client.ts';
import { authenticateSandboxIntent, confirmSandboxIntent } from '../api/confirm-sandbox-intent.ts';
import { subscriptionDetailsQueryKey } from '../api/get-subscription-details.ts';
import type { CardFormProps } from './card-form-props.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

const parseExpiry = (value: string): { month: number; year: number } | null => {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  return match ? { month: Number(match[1]), year: Number(match[2]) } : null;
};

type CardValues = { number: string; expiry: string; cvc: string };

/** Accepts Stripe's test numbers: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for authentication. */
export const SandboxCardForm = ({ clientSecret, kind, onSucceeded, onCancel }: CardFormProps) => {
  const t = useMessages('screens');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CardValues>({ defaultValues: { number: '', expiry: '', cvc: '' } });
  // What the card's issuer said (declined, not authenticated), or why the call failed.
  const [error, setError] = useState<string | null>(null);
  const [isAuthenticating, setIsAuthenticating] = useState(false);
  const [authenticationBusy, setAuthenticationBusy] = useState(false);
  const busy = isSubmitting || authenticationBusy;
  const queryClient = useQueryClient();

  const submit = handleSubmit(async ({ number, expiry, cvc }) => {
    const parsed = parseExpiry(expiry);
    if (!parsed) return;
    setError(null);
    try {
      const reply = await confirmSandboxIntent(
        kind === 'payment' ? 'payment_intents' : 'setup_intents',
        clientSecret,
        { number, expiryMonth: parsed.month, expiryYear: parsed.year, cvc },
      );
      if (reply.status === 'succeeded') onSucceeded();
      else if (reply.status === 'requires_action') setIsAuthenticating(true);
      else setError(reply.error?.message ?? t('billing.card.declined'));
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('billing.card.failed'));
      // Another tab's purchase replaced this one: the plan shown behind the form becomes the one that went through.
      if (isApiError(caught) && caught.status === 409)
        void queryClient.invalidateQueries({ queryKey: subscriptionDetailsQueryKey });
    }
  });

  const authenticate = async (outcome: 'complete' | 'fail') => {
    setIsAuthenticating(false);
    setAuthenticationBusy(true);
    try {
      const reply = await authenticateSandboxIntent(clientSecret, outcome);
      if (reply.status === 'succeeded') onSucceeded();
      else setError(reply.error?.message ?? t('billing.card.notAuthenticated'));
    } finally {
      setAuthenticationBusy(false);
    }
  };

  const problem = errors.expiry?.message ?? error;
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => void submit(event)}
      aria-label={t('billing.card.label')}
      noValidate
    >
      <Typography variant="body2" color="text.secondary">
        {t('billing.card.sandbox')}
      </Typography>
      <TextField
        label={t('billing.card.number')}
        {...muiRegistration(register('number'))}
        autoComplete="cc-number"
        inputMode="numeric"
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 23 } }}
      />
      <Stack direction="row" spacing={2}>
        <TextField
          label={t('billing.card.expiry')}
          error={errors.expiry !== undefined}
          {...muiRegistration(
            register('expiry', {
              validate: (expiry) => parseExpiry(expiry) !== null || t('billing.card.expiryIncomplete'),
            }),
          )}
          autoComplete="cc-exp"
          required
          fullWidth
          placeholder="12/34"
        />
        <TextField
          label="CVC"
          {...muiRegistration(register('cvc'))}
          autoComplete="cc-csc"
          inputMode="numeric"
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 4 } }}
        />
      </Stack>
      {problem !== undefined && problem !== null && (
        <Typography role="alert" color="error" data-testid="card-error">
          {problem}
        </Typography>
      )}
      {busy && <LinearProgress aria-label={t('billing.card.processing')} />}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('billing.ok')}
        </Button>
      </Stack>
      <Dialog open={isAuthenticating} aria-labelledby="card-authentication-title">
        <DialogTitle id="card-authentication-title">{t('billing.card.authTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('billing.card.authText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void authenticate('fail')}>{t('billing.card.authFail')}</Button>
          <Button variant="contained" onClick={() => void authenticate('complete')}>
            {t('billing.card.authComplete')}
          </Button>
        </DialogActions>
      </Dialog>
      {kind === 'setup' && <Alert severity="info">{t('billing.card.savedForFuture')}</Alert>}
    </Stack>
  );
};
