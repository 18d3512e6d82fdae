import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddIcon from '@mui/icons-material/Add';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { roleLabel } from '@psc/core/accounts/permissions';
import { userMessages, type UserReply } from '@psc/core/users/users.schemas';
import { useUsers } from '../api/get-users.ts';
import { deletableUsers, usersToolbar } from '@psc/core/users/user-selection';
import { DeleteUsersDialog } from './delete-users-dialog.tsx';
import { LicenceLimitNotice } from './licence-limit-notice.tsx';
import { TransferDefaultAdminDialog } from './transfer-default-admin-dialog.tsx';
import { UserDialog } from './user-dialog.tsx';

type UsersTabProps = {
  currentUser: { id: string; isDefaultAdmin: boolean };
  /** The licence notice's button opens Account Details. */
  onOpenDetails: () => void;
  /** From the account's can-use reply: whether a Full User licence is free. */
  canAddFullUser?: boolean | undefined;
};

/** A disabled button still explains itself: MUI tooltips need an element that receives pointer events. */
const Explained = ({ title, children }: { title: string | null; children: ReactNode }) =>
  title === null ? (
    children
  ) : (
    <Tooltip title={title}>
      <span>{children}</span>
    </Tooltip>
  );

const RoleIcon = ({ user }: { user: UserReply }) =>
  user.isAdmin ? (
    <AdminPanelSettingsOutlined aria-hidden color="primary" />
  ) : user.permissions === 'V' ? (
    <VisibilityOutlined aria-hidden color="action" />
  ) : (
    <PersonOutline aria-hidden color="action" />
  );

type DialogState =
  | { kind: 'none' }
  | { kind: 'new' }
  | { kind: 'edit'; user: UserReply }
  | { kind: 'delete' }
  | { kind: 'transfer'; user: UserReply };

/** The Users tab (§2): table, toolbar by selection, and the New, Edit and Delete User(s) dialogs. */
export const UsersTab = ({ currentUser, onOpenDetails, canAddFullUser }: UsersTabProps) => {
  const users = useUsers();
  const narrow = useMediaQuery('(max-width:500px)');
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const [licenceNoticeOpen, setLicenceNoticeOpen] = useState(false);

  if (users.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading the users">
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }
  if (users.isError)
    return <Alert severity="error">Error: A problem occured when retrieving the users.</Alert>;

  const list = users.data;
  const toolbar = usersToolbar(selectedIds, list, currentUser);
  const toDelete = deletableUsers(selectedIds, list, currentUser.id);
  const toggle = (id: string) =>
    setSelectedIds((current) =>
      current.includes(id) ? current.filter((selected) => selected !== id) : [...current, id],
    );
  const allSelected = list.length > 0 && selectedIds.length === list.length;

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        role="toolbar"
        aria-label="Users"
      >
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          Users
        </Typography>
        {toolbar.kind === 'none' && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'new' })}>
            New User
          </Button>
        )}
        {toolbar.kind !== 'none' && (
          <>
            {toolbar.kind === 'one' &&
              currentUser.isDefaultAdmin &&
              toolbar.user.permissions === 'A' &&
              toolbar.user.id !== currentUser.id && (
                <Button onClick={() => setDialog({ kind: 'transfer', user: toolbar.user })}>
                  Make Default Admin
                </Button>
              )}
            <Explained
              title={
                toolbar.kind === 'one' && toolbar.editDisabled ? userMessages.operationNotPermitted : null
              }
            >
              <Button
                startIcon={<EditOutlined />}
                disabled={toolbar.kind === 'many' || toolbar.editDisabled}
                onClick={() => toolbar.kind === 'one' && setDialog({ kind: 'edit', user: toolbar.user })}
              >
                Edit
              </Button>
            </Explained>
            <Explained title={toolbar.deleteDisabled ? userMessages.operationNotPermitted : null}>
              <Button
                color="error"
                startIcon={<DeleteOutline />}
                disabled={toolbar.deleteDisabled}
                onClick={() => setDialog({ kind: 'delete' })}
              >
                Delete
              </Button>
            </Explained>
          </>
        )}
      </Stack>

      <TableContainer component={Paper} variant="outlined">
        <Table
          size="small"
          aria-label="Users of the account"
          sx={{ '& td, & th': { px: { xs: 0.5, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={selectedIds.length > 0 && !allSelected}
                  onChange={() => setSelectedIds(allSelected ? [] : list.map((user) => user.id))}
                  slotProps={{ input: { 'aria-label': 'Select all users' } }}
                />
              </TableCell>
              <TableCell padding="checkbox" aria-label="Icon" />
              <TableCell>Email</TableCell>
              {!narrow && <TableCell>First Name</TableCell>}
              {!narrow && <TableCell>Last Name</TableCell>}
              <TableCell>Role</TableCell>
              <TableCell align="center">2FA</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>Nothing to display</TableCell>
              </TableRow>
            )}
            {list.map((user) => {
              const selected = selectedIds.includes(user.id);
              const role = roleLabel(user.permissions, user.isDefaultAdmin);
              return (
                <TableRow
                  key={user.id}
                  hover
                  selected={selected}
                  onClick={() => toggle(user.id)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected}
                      onClick={(event) => event.stopPropagation()}
                      onChange={() => toggle(user.id)}
                      slotProps={{ input: { 'aria-label': `Select ${user.email}` } }}
                    />
                  </TableCell>
                  <TableCell padding="checkbox">
                    <RoleIcon user={user} />
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    {user.email}
                    {user.isDefaultAdmin && (
                      <Typography
                        component="span"
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: 'block', wordBreak: 'normal' }}
                      >
                        {narrow ? 'Default admin' : 'Default administrator'}
                      </Typography>
                    )}
                  </TableCell>
                  {!narrow && <TableCell>{user.firstname}</TableCell>}
                  {!narrow && <TableCell>{user.lastname}</TableCell>}
                  <TableCell>{narrow && role === 'Administrator' ? 'Admin' : role}</TableCell>
                  <TableCell align="center">
                    {/* A passkey is a second factor too (decision 0044): the column says which the user has. */}
                    {user.twoFactorEnabled || user.passkeys > 0 ? (
                      <CheckIcon
                        color="success"
                        titleAccess={`2FA on: ${[
                          user.twoFactorEnabled ? 'authenticator app' : null,
                          user.passkeys > 0 ? `${user.passkeys} passkey(s)` : null,
                        ]
                          .filter(Boolean)
                          .join(', ')}`}
                      />
                    ) : (
                      <CloseIcon color="disabled" titleAccess="2FA off" />
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>

      {dialog.kind === 'new' && (
        <UserDialog
          mode="new"
          open
          onClose={() => setDialog({ kind: 'none' })}
          onLicenceLimit={() => setLicenceNoticeOpen(true)}
          {...(canAddFullUser === undefined ? {} : { canAddFullUser })}
        />
      )}
      {dialog.kind === 'edit' && (
        <UserDialog
          mode="edit"
          open
          user={dialog.user}
          currentUserId={currentUser.id}
          onClose={() => {
            setDialog({ kind: 'none' });
            setSelectedIds([]);
          }}
        />
      )}
      <DeleteUsersDialog
        open={dialog.kind === 'delete'}
        users={toDelete}
        skipped={selectedIds.length - toDelete.length}
        onClose={() => setDialog({ kind: 'none' })}
        onDeleted={() => setSelectedIds([])}
      />
      <TransferDefaultAdminDialog
        user={dialog.kind === 'transfer' ? dialog.user : null}
        onClose={() => {
          setDialog({ kind: 'none' });
          setSelectedIds([]);
        }}
      />
      <LicenceLimitNotice
        open={licenceNoticeOpen}
        onClose={() => setLicenceNoticeOpen(false)}
        onOpenDetails={onOpenDetails}
      />
    </Stack>
  );
};
