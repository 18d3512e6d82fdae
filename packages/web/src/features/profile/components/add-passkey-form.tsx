import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { addPasskeyRequestSchema, passkeyNameMaxLength } from '@psc/core/passkeys/passkeys.schemas';
import { TextInput } from '#components/form/text-input.tsx';

/** The name rule the server applies to an added passkey. */
const passkeyNameSchema = addPasskeyRequestSchema.pick({ name: true });

type AddPasskeyFormProps = {
  adding: boolean;
  /** Creates the passkey under `name` (trimmed); true when it was added, which empties the field. */
  onAdd: (name: string) => Promise<boolean>;
};

/** The passkey's name, then the browser's own prompt to create the key. */
export const AddPasskeyForm = ({ adding, onAdd }: AddPasskeyFormProps) => {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passkeyNameSchema), defaultValues: { name: '' } });
  const submit = handleSubmit(async ({ name }) => {
    if (await onAdd(name)) reset();
  });
  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => void submit(event)}
      aria-label="Add a passkey"
    >
      <TextInput
        label="Passkey name"
        {...register('name')}
        inputProps={{ maxLength: passkeyNameMaxLength }}
        error={errors.name !== undefined}
        helperText={errors.name?.message ?? 'Where it lives, e.g. Work laptop or iPhone'}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="contained" loading={adding} sx={{ mt: { sm: 1 }, flexShrink: 0 }}>
        Add a passkey
      </Button>
    </Stack>
  );
};
