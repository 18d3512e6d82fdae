import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { newPasswordSchema, type NewPasswordValues } from '#components/form/new-password-schema.ts';
import { PasswordField } from '#components/form/password-field.tsx';
import { useDateFormatter } from '#lib/date-format.ts';
import { useChangePassword } from '../api/change-password.ts';

const successNoticeMs = 5_000;

type PasswordPanelProps = {
  userId: string;
  email: string;
  datePasswordLastChanged: number | null;
  onPasswordChanged: () => void;
  onCancel: () => void;
  /** Open from the start: the user's password was generated and must be changed (issue 48). */
  startsOpen?: boolean;
};

/** The expandable 'Password' panel of §2 'Profile' with the messages of §8 'Password change'. */
export const PasswordPanel = ({
  userId,
  email,
  datePasswordLastChanged,
  onPasswordChanged,
  onCancel,
  startsOpen = false,
}: PasswordPanelProps) => {
  const [isExpanded, setIsExpanded] = useState(startsOpen);
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const [isSuccessNoticeOpen, setIsSuccessNoticeOpen] = useState(false);
  const changePassword = useChangePassword();
  const formatDateTime = useDateFormatter();
  const { register, handleSubmit, reset, formState } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema(email)),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailureMessage(null);
    try {
      await changePassword.mutateAsync({ id: userId, password });
    } catch (error) {
      setFailureMessage(
        error instanceof Error ? error.message : 'A problem occured when updating user details.',
      );
      return;
    }
    reset();
    setIsExpanded(false);
    setIsSuccessNoticeOpen(true);
    onPasswordChanged();
  });

  const cancel = () => {
    reset();
    setFailureMessage(null);
    setIsExpanded(false);
    onCancel();
  };

  const { errors } = formState;
  return (
    <>
      <Accordion
        expanded={isExpanded}
        onChange={(_event, expanded) => setIsExpanded(expanded)}
        disableGutters
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="password-panel-content"
          id="password-panel-header"
        >
          <Stack useFlexGap direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <LockOutlined color="action" aria-hidden />
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              Password
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {datePasswordLastChanged === null
                ? 'Never changed'
                : `Last changed ${formatDateTime(datePasswordLastChanged)}`}
            </Typography>
          </Stack>
        </AccordionSummary>
        <AccordionDetails id="password-panel-content">
          <Stack
            component="form"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            spacing={2}
            sx={{ maxWidth: 420 }}
            aria-label="Change password"
          >
            {failureMessage !== null && (
              <Alert severity="error" role="alert">
                {failureMessage}
              </Alert>
            )}
            <PasswordField
              {...register('password')}
              label="Password"
              autoComplete="new-password"
              required
              error={errors.password !== undefined}
              helperText={errors.password?.message ?? 'At least 8 characters.'}
            />
            <PasswordField
              {...register('confirmPassword')}
              label="Confirm Password"
              autoComplete="new-password"
              required
              error={errors.confirmPassword !== undefined}
              helperText={errors.confirmPassword?.message}
            />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={cancel}>Cancel</Button>
              <Button type="submit" variant="contained" loading={formState.isSubmitting}>
                Submit
              </Button>
            </Stack>
          </Stack>
        </AccordionDetails>
      </Accordion>
      <Snackbar
        open={isSuccessNoticeOpen}
        autoHideDuration={successNoticeMs}
        onClose={() => setIsSuccessNoticeOpen(false)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setIsSuccessNoticeOpen(false)}>
          <AlertTitle>Password Updated</AlertTitle>
          You have successfully changed the password for your account
        </Alert>
      </Snackbar>
    </>
  );
};
