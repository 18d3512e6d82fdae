import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  operatorInvitationRequestSchema,
  type OperatorInvitationRequest,
} from '@psc/core/operations/operator-invitations.schemas';
import { operatorRoleNames, operatorRoles } from '@psc/core/operations/operator-roles';
import { FormSelectField } from '#components/form/form-select-field.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import { useInviteOperator } from '../api/operator-invitations.ts';
import { utcMinute } from '../utils/utc-minute.ts';

/** E-mails a colleague a link that works once for three days; they choose their own password. */
export const InvitationForm = () => {
  const invite = useInviteOperator();
  const { register, handleSubmit, control, reset, formState } = useForm<OperatorInvitationRequest>({
    resolver: zodResolver(operatorInvitationRequestSchema),
    defaultValues: { email: '', name: '', role: 'analyst' },
  });
  const submit = handleSubmit((values) => invite.mutate(values, { onSuccess: () => reset() }));
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label="Invite an operator"
      onSubmit={(event) => void submit(event)}
    >
      {invite.isError && (
        <Alert severity="error" role="alert">
          {invite.error.message}
        </Alert>
      )}
      {invite.isSuccess && (
        <Alert severity="success" role="status">
          Invitation sent to {invite.data.email}: the link works until {utcMinute(invite.data.expiresAt)} UTC.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextInput
          label="E-mail"
          type="email"
          required
          error={!!formState.errors.email}
          helperText={formState.errors.email?.message}
          {...register('email')}
        />
        <TextInput
          label="Name"
          required
          error={!!formState.errors.name}
          helperText={formState.errors.name?.message}
          {...register('name')}
        />
        <FormSelectField
          control={control}
          name="role"
          label="Role"
          id="invitation-role"
          size="medium"
          options={operatorRoles.map((role) => ({ value: role, label: operatorRoleNames[role] }))}
        />
      </Stack>
      <Button type="submit" variant="contained" loading={invite.isPending} sx={{ alignSelf: 'flex-start' }}>
        Send invitation
      </Button>
    </Stack>
  );
};
