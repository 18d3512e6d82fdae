import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { roleLabel } from '@psc/core/accounts/permissions';
import type { UserReply } from '@psc/core/users/users.schemas';
import { useMessages } from '#lib/i18n/use-messages.ts';
import type { MessageKey } from '#lib/i18n/catalogue-store.ts';

// core's role names (§2), said in the reader's language.
const roleKeys: Record<string, MessageKey> = {
  Administrator: 'users.role.Administrator',
  'Full User': 'users.role.Full User',
  Viewer: 'users.role.Viewer',
};

const RoleIcon = ({ user }: { user: UserReply }) =>
  user.isAdmin ? (
    <AdminPanelSettingsOutlined aria-hidden color="primary" />
  ) : user.permissions === 'V' ? (
    <VisibilityOutlined aria-hidden color="action" />
  ) : (
    <PersonOutline aria-hidden color="action" />
  );

type UsersTableProps = {
  list: readonly UserReply[];
  selectedIds: readonly string[];
  onToggle: (id: string) => void;
  onSelectAll: (ids: string[]) => void;
};

/** The users of the account (§2 'Users'), selected by row or box; a phone shows e-mail, role and 2FA. */
export const UsersTable = ({ list, selectedIds, onToggle: toggle, onSelectAll }: UsersTableProps) => {
  const t = useMessages('screens');
  const narrow = useMediaQuery('(max-width:500px)');
  const allSelected = list.length > 0 && selectedIds.length === list.length;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table
        size="small"
        aria-label={t('users.tableLabel')}
        sx={{ '& td, & th': { px: { xs: 0.5, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allSelected}
                indeterminate={selectedIds.length > 0 && !allSelected}
                onChange={() => onSelectAll(allSelected ? [] : list.map((user) => user.id))}
                slotProps={{ input: { 'aria-label': t('users.selectAll') } }}
              />
            </TableCell>
            <TableCell padding="checkbox" aria-label={t('users.column.icon')} />
            <TableCell>{t('users.email')}</TableCell>
            {!narrow && <TableCell>{t('users.firstName')}</TableCell>}
            {!narrow && <TableCell>{t('users.lastName')}</TableCell>}
            <TableCell>{t('users.column.role')}</TableCell>
            <TableCell align="center">2FA</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>{t('users.nothing')}</TableCell>
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
                    slotProps={{ input: { 'aria-label': t('users.select', { email: user.email }) } }}
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
                      {narrow ? t('users.defaultAdminShort') : t('users.defaultAdmin')}
                    </Typography>
                  )}
                </TableCell>
                {!narrow && <TableCell>{user.firstname}</TableCell>}
                {!narrow && <TableCell>{user.lastname}</TableCell>}
                <TableCell>
                  {narrow && role === 'Administrator'
                    ? t('users.role.admin')
                    : t(roleKeys[role] ?? 'users.role.Viewer')}
                </TableCell>
                <TableCell align="center">
                  {/* A passkey is a second factor too (decision 0044): the column says which the user has. */}
                  {user.twoFactorEnabled || user.passkeys > 0 ? (
                    <CheckIcon
                      color="success"
                      titleAccess={t('users.twoFactorOn', {
                        means: [
                          user.twoFactorEnabled ? t('users.authenticatorApp') : null,
                          user.passkeys > 0 ? t('users.passkeyCount', { count: user.passkeys }) : null,
                        ]
                          .filter(Boolean)
                          .join(', '),
                      })}
                    />
                  ) : (
                    <CloseIcon color="disabled" titleAccess={t('users.twoFactorOff')} />
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
