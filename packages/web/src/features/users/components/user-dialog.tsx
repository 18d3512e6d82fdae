import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PermissionCode } from '@psc/core/accounts/permissions';
import type { UserReply } from '@psc/core/users/users.schemas';
import { isApiError, readReplyField } from '#lib/api-client.ts';
import { useCreateUser } from '../api/create-user.ts';
import { useDisableUserTwoFactor } from '../api/disable-user-two-factor.ts';
import { useRemoveUserPasskeys } from '../api/remove-user-passkeys.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { UserDetailsFields, type UserDetails } from './user-details-fields.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';

type UserDialogProps =
  | {
      mode: 'new';
      open: boolean;
      onClose: () => void;
      onLicenceLimit: () => void;
      /** False when every Full User licence is in use: said as the dialog opens, not after the form is sent. */
      canAddFullUser?: boolean;
    }
  | { mode: 'edit'; open: boolean; onClose: () => void; user: UserReply; currentUserId: string };

const initialOf = (props: UserDialogProps): UserDetails =>
  props.mode === 'edit'
    ? {
        email: props.user.email,
        firstname: props.user.firstname,
        lastname: props.user.lastname,
        permissions: props.user.permissions as PermissionCode,
      }
    : { email: '', firstname: '', lastname: '', permissions: 'U' as PermissionCode };

/**
 * New User and Edit User (§5): Email, First Name, Last Name, Admin (A, otherwise U), and beyond the spec Viewer (V),
 * which needs no licence. The e-mail is read-only when editing; the Admin box is disabled for the default admin and
 * for the current user.
 */
export const UserDialog = (props: UserDialogProps) => {
  const t = useMessages('screens');
  const { control, handleSubmit } = useForm<UserDetails>({ defaultValues: initialOf(props) });
  const [problem, setProblem] = useState<{ message: string; field: string | null } | null>(null);
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const disableTwoFactor = useDisableUserTwoFactor();
  // Says what happened: the button alone used to vanish or do nothing visible (issue 12 item 26).
  const [twoFactorRemoved, setTwoFactorRemoved] = useState(false);
  const removePasskeys = useRemoveUserPasskeys();
  const [passkeysRemoved, setPasskeysRemoved] = useState(false);
  const isEdit = props.mode === 'edit';
  const roleLocked =
    props.mode === 'edit' && (props.user.isDefaultAdmin || props.user.id === props.currentUserId);
  const pending = createUser.isPending || updateUser.isPending;

  const close = () => {
    setProblem(null);
    props.onClose();
  };

  const submit = handleSubmit(async (values) => {
    const trimmed = {
      email: values.email.trim(),
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
    };
    if (trimmed.email === '' || trimmed.firstname === '' || trimmed.lastname === '') {
      setProblem({ message: t('users.mandatoryFields'), field: null });
      return;
    }
    setProblem(null);
    try {
      if (props.mode === 'new') await createUser.mutateAsync({ ...trimmed, permissions: values.permissions });
      else await updateUser.mutateAsync({ id: props.user.id, ...trimmed, permissions: values.permissions });
      close();
    } catch (error) {
      if (
        props.mode === 'new' &&
        isApiError(error) &&
        readReplyField(error.body, 'reason') === 'licence_limit'
      ) {
        close();
        props.onLicenceLimit();
        return;
      }
      const message =
        isApiError(error) && error.status > 0 && error.status < 500 ? error.message : t('users.updateFailed');
      setProblem({ message, field: isApiError(error) ? readReplyField(error.body, 'field') : null });
    }
  });

  return (
    <Dialog open={props.open} onClose={close} aria-labelledby="user-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="user-dialog-title">{isEdit ? t('users.editTitle') : t('users.new')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="user-dialog-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => void submit(event)}
        >
          {props.mode === 'new' && props.canAddFullUser === false && (
            // Said before the form is filled in, not after (issue 12 item 26).
            <Alert severity="info" role="status">
              {t('users.licencesInUse')}
            </Alert>
          )}
          {problem !== null && (
            <Alert severity="error" role="alert">
              {problem.message}
            </Alert>
          )}
          <UserDetailsFields
            control={control}
            isEdit={isEdit}
            roleLocked={roleLocked}
            emailFlagged={problem?.field === 'email'}
          />
          {twoFactorRemoved && props.mode === 'edit' && (
            <Alert severity="success" role="status">
              {t('users.twoFactorRemoved', { email: props.user.email })}
            </Alert>
          )}
          {passkeysRemoved && props.mode === 'edit' && (
            <Alert severity="success" role="status">
              {t('users.passkeysRemoved', { email: props.user.email })}
            </Alert>
          )}
          {!isEdit && (
            <Typography variant="body2" color="text.secondary">
              {t('users.passwordEmailed')}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {props.mode === 'edit' && props.user.passkeys > 0 && !passkeysRemoved && (
          <Button
            color="warning"
            disabled={removePasskeys.isPending}
            onClick={() =>
              void removePasskeys
                .mutateAsync(props.user.id)
                .then(() => setPasskeysRemoved(true))
                .catch(() => setProblem({ message: t('users.removePasskeysFailed'), field: null }))
            }
            sx={props.user.twoFactorEnabled && !twoFactorRemoved ? {} : { mr: 'auto' }}
          >
            {t('users.removePasskeys', { count: props.user.passkeys })}
          </Button>
        )}
        {props.mode === 'edit' && props.user.twoFactorEnabled && !twoFactorRemoved && (
          <Button
            color="warning"
            disabled={disableTwoFactor.isPending}
            onClick={() =>
              void disableTwoFactor
                .mutateAsync(props.user.id)
                .then(() => setTwoFactorRemoved(true))
                .catch(() => setProblem({ message: t('users.removeTwoFactorFailed'), field: null }))
            }
            sx={{ mr: 'auto' }}
          >
            {t('users.disableTwoFactor')}
          </Button>
        )}
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button type="submit" form="user-dialog-form" variant="contained" disabled={pending}>
          {t('destinations.saveAndClose')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
