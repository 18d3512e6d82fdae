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

type DeleteUsersDialogProps = {
  open: boolean;
  users: readonly UserReply[];
  skipped: number;
  onClose: () => void;
  onDeleted: () => void;
};

/** Delete User(s): the default admin and the current user are left out before the dialog opens (§4 'Selection'). */
export const DeleteUsersDialog = ({ open, users, skipped, onClose, onDeleted }: DeleteUsersDialogProps) => {
  const deleteUsers = useDeleteUsers();
  const close = () => {
    deleteUsers.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="delete-users-title" fullWidth maxWidth="xs">
      <DialogTitle id="delete-users-title">Delete User(s)</DialogTitle>
      <DialogContent>
        {deleteUsers.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            A problem occured when deleting the users.
          </Alert>
        )}
        <DialogContentText>
          {users.length === 0
            ? 'Operation not permitted'
            : `Delete ${users.length === 1 ? 'this user' : `these ${users.length} users`}? They are signed out at once.`}
        </DialogContentText>
        <List dense>
          {users.map((user) => (
            <ListItem key={user.id}>{user.email}</ListItem>
          ))}
        </List>
        {skipped > 0 && (
          <DialogContentText variant="body2">
            The default administrator and your own user are never deleted and are skipped.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
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
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
};
