import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { UserReply } from '@psc/core/users/users.schemas';
import { useDeleteUsers } from '../api/delete-user.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

type DeleteUsersDialogProps = {
  open: boolean;
  users: readonly UserReply[];
  skipped: number;
  onClose: () => void;
  onDeleted: () => void;
};

/** Delete User(s): the default admin and the current user are left out before the dialog opens (§4 'Selection'). */
export const DeleteUsersDialog = ({ open, users, skipped, onClose, onDeleted }: DeleteUsersDialogProps) => {
  const t = useMessages('screens');
  const deleteUsers = useDeleteUsers();
  const close = () => {
    deleteUsers.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="delete-users-title" fullWidth maxWidth="xs">
      <DialogTitle id="delete-users-title">{t('users.deleteTitle')}</DialogTitle>
      <DialogContent>
        {deleteUsers.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('users.deleteFailed')}
          </Alert>
        )}
        <DialogContentText>
          {users.length === 0
            ? t('users.operationNotPermitted')
            : t('users.deleteConfirm', { count: users.length })}
        </DialogContentText>
        <List dense>
          {users.map((user) => (
            <ListItem key={user.id}>{user.email}</ListItem>
          ))}
        </List>
        {skipped > 0 && <DialogContentText variant="body2">{t('users.deleteSkipped')}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={users.length === 0 || deleteUsers.isPending}
          onClick={() =>
            void deleteUsers.mutateAsync(users.map((user) => user.id)).then(
              () => {
                onDeleted();
                close();
              },
              () => undefined,
            )
          }
        >
          {t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
