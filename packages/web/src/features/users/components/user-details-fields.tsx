import { Controller, type Control } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import type { PermissionCode } from '@psc/core/accounts/permissions';
import { useMessages } from '#lib/i18n/use-messages.ts';

export type UserDetails = { email: string; firstname: string; lastname: string; permissions: PermissionCode };

type UserDetailsFieldsProps = {
  control: Control<UserDetails>;
  /** Editing: the e-mail is read-only and the first name takes the focus. */
  isEdit: boolean;
  /** The default admin's and the user's own role cannot change (§5). */
  roleLocked: boolean;
  emailFlagged: boolean;
};

/** A user's Email, First Name, Last Name and role: Admin (A), Viewer (V), otherwise a Full User (U). */
export const UserDetailsFields = ({ control, isEdit, roleLocked, emailFlagged }: UserDetailsFieldsProps) => {
  const t = useMessages('screens');
  return (
    <>
      <Controller
        control={control}
        name="email"
        render={({ field: { ref, ...field } }) => (
          <TextField
            {...field}
            inputRef={ref}
            label={t('users.email')}
            type="email"
            required
            autoFocus={!isEdit}
            error={emailFlagged}
            slotProps={{ htmlInput: { readOnly: isEdit, autoComplete: 'off' } }}
          />
        )}
      />
      <Controller
        control={control}
        name="firstname"
        render={({ field: { ref, ...field } }) => (
          <TextField {...field} inputRef={ref} label={t('users.firstName')} required autoFocus={isEdit} />
        )}
      />
      <Controller
        control={control}
        name="lastname"
        render={({ field: { ref, ...field } }) => (
          <TextField {...field} inputRef={ref} label={t('users.lastName')} required />
        )}
      />
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => {
          // Ticking a role gives it; unticking either leaves a Full User (U).
          const roleBox = (role: 'A' | 'V', label: string) => (
            <FormControlLabel
              label={label}
              control={
                <Checkbox
                  checked={field.value === role}
                  disabled={roleLocked}
                  onChange={(event) => field.onChange(event.target.checked ? role : 'U')}
                />
              }
            />
          );
          return (
            <FormGroup>
              {roleBox('A', t('users.role.admin'))}
              {roleBox('V', t('users.viewerBox'))}
            </FormGroup>
          );
        }}
      />
    </>
  );
};
