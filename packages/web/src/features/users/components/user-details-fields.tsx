import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import type { PermissionCode } from '@psc/core/accounts/permissions';

export type UserDetails = { email: string; firstname: string; lastname: string; permissions: PermissionCode };

type UserDetailsFieldsProps = {
  values: UserDetails;
  onChange: (change: (current: UserDetails) => UserDetails) => void;
  /** Editing: the e-mail is read-only and the first name takes the focus. */
  isEdit: boolean;
  /** The default admin's and the user's own role cannot change (§5). */
  roleLocked: boolean;
  emailFlagged: boolean;
};

/** A user's Email, First Name, Last Name and role: Admin (A), Viewer (V), otherwise a Full User (U). */
export const UserDetailsFields = ({
  values,
  onChange,
  isEdit,
  roleLocked,
  emailFlagged,
}: UserDetailsFieldsProps) => {
  const setRole = (role: 'A' | 'V', checked: boolean) =>
    onChange((current) => ({ ...current, permissions: checked ? role : 'U' }));
  return (
    <>
      <TextField
        label="Email"
        type="email"
        required
        autoFocus={!isEdit}
        value={values.email}
        error={emailFlagged}
        slotProps={{ htmlInput: { readOnly: isEdit, autoComplete: 'off' } }}
        onChange={(event) => onChange((current) => ({ ...current, email: event.target.value }))}
      />
      <TextField
        label="First Name"
        required
        autoFocus={isEdit}
        value={values.firstname}
        onChange={(event) => onChange((current) => ({ ...current, firstname: event.target.value }))}
      />
      <TextField
        label="Last Name"
        required
        value={values.lastname}
        onChange={(event) => onChange((current) => ({ ...current, lastname: event.target.value }))}
      />
      <FormGroup>
        <FormControlLabel
          label="Admin"
          control={
            <Checkbox
              checked={values.permissions === 'A'}
              disabled={roleLocked}
              onChange={(event) => setRole('A', event.target.checked)}
            />
          }
        />
        <FormControlLabel
          label="Viewer (read only, needs no licence)"
          control={
            <Checkbox
              checked={values.permissions === 'V'}
              disabled={roleLocked}
              onChange={(event) => setRole('V', event.target.checked)}
            />
          }
        />
      </FormGroup>
    </>
  );
};
