import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { UserReply } from '@psc/core/users/users.schemas';
import { useUsers } from '../api/get-users.ts';
import { deletableUsers, usersToolbar } from '@psc/core/users/user-selection';
import { DeleteUsersDialog } from './delete-users-dialog.tsx';
import { LicenceLimitNotice } from './licence-limit-notice.tsx';
import { TransferDefaultAdminDialog } from './transfer-default-admin-dialog.tsx';
import { UserDialog } from './user-dialog.tsx';
import { UsersTable } from './users-table.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';

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

type DialogState =
  | { kind: 'none' }
  | { kind: 'new' }
  | { kind: 'edit'; user: UserReply }
  | { kind: 'delete' }
  | { kind: 'transfer'; user: UserReply };

/** The Users tab (§2): table, toolbar by selection, and the New, Edit and Delete User(s) dialogs. */
export const UsersTab = ({ currentUser, onOpenDetails, canAddFullUser }: UsersTabProps) => {
  const t = useMessages('screens');
  const users = useUsers();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const [licenceNoticeOpen, setLicenceNoticeOpen] = useState(false);

  if (users.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('users.loading')}>
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }
  if (users.isError) return <Alert severity="error">{t('users.loadFailed')}</Alert>;

  const list = users.data;
  const toolbar = usersToolbar(selectedIds, list, currentUser);
  const toDelete = deletableUsers(selectedIds, list, currentUser.id);
  const toggle = (id: string) =>
    setSelectedIds((current) =>
      current.includes(id) ? current.filter((selected) => selected !== id) : [...current, id],
    );

  return (
    <Stack spacing={2}>
      <Stack
        useFlexGap
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        role="toolbar"
        aria-label={t('users.title')}
      >
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('users.title')}
        </Typography>
        {toolbar.kind === 'none' && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'new' })}>
            {t('users.new')}
          </Button>
        )}
        {toolbar.kind !== 'none' && (
          <>
            {toolbar.kind === 'one' &&
              currentUser.isDefaultAdmin &&
              toolbar.user.permissions === 'A' &&
              toolbar.user.id !== currentUser.id && (
                <Button onClick={() => setDialog({ kind: 'transfer', user: toolbar.user })}>
                  {t('users.makeDefaultAdmin')}
                </Button>
              )}
            <Explained
              title={toolbar.kind === 'one' && toolbar.editDisabled ? t('users.operationNotPermitted') : null}
            >
              <Button
                startIcon={<EditOutlined />}
                disabled={toolbar.kind === 'many' || toolbar.editDisabled}
                onClick={() => toolbar.kind === 'one' && setDialog({ kind: 'edit', user: toolbar.user })}
              >
                {t('users.edit')}
              </Button>
            </Explained>
            <Explained title={toolbar.deleteDisabled ? t('users.operationNotPermitted') : null}>
              <Button
                color="error"
                startIcon={<DeleteOutline />}
                disabled={toolbar.deleteDisabled}
                onClick={() => setDialog({ kind: 'delete' })}
              >
                {t('common.delete')}
              </Button>
            </Explained>
          </>
        )}
      </Stack>

      <UsersTable list={list} selectedIds={selectedIds} onToggle={toggle} onSelectAll={setSelectedIds} />

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
