import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { TextInput } from '#components/form/text-input.tsx';

/** A whole number the action needs besides its reason: the days of a trial extension, the licences to grant. */
export type ActionNumber = { label: string; defaultValue: number; min: number; max: number };

const actionSchemaOf = (number: ActionNumber | undefined) =>
  z.object({
    number: number
      ? z
          .number('Enter a whole number')
          .int('Enter a whole number')
          .min(number.min, `At least ${number.min}`)
          .max(number.max, `At most ${number.max}`)
      : z.number(),
    reason: z.string().trim().min(3, 'Give a reason (at least 3 characters)').max(500),
  });
export type ReasonedAction = { number: number; reason: string };

type Props = {
  title: string;
  confirmLabel: string;
  /** Asks for a number too (days, licences). */
  number?: ActionNumber;
  pending: boolean;
  errorMessage: string | null;
  onConfirm: (action: ReasonedAction) => void;
  onClose: () => void;
};

/** Every customer-desk action asks why: the reason goes to the operator audit with the before and after. */
export const ReasonedActionDialog = ({
  title,
  confirmLabel,
  number,
  pending,
  errorMessage,
  onConfirm,
  onClose,
}: Props) => {
  const { register, handleSubmit, formState } = useForm<ReasonedAction>({
    resolver: zodResolver(actionSchemaOf(number)),
    defaultValues: { number: number?.defaultValue ?? 0, reason: '' },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="reasoned-action-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit(onConfirm)}>
        <DialogTitle id="reasoned-action-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {errorMessage !== null && (
              <Alert severity="error" role="alert">
                {errorMessage}
              </Alert>
            )}
            {number !== undefined && (
              <TextInput
                label={number.label}
                type="number"
                required
                error={formState.errors.number !== undefined}
                helperText={formState.errors.number?.message}
                {...register('number', { valueAsNumber: true })}
              />
            )}
            <TextInput
              label="Reason"
              required
              multiline
              minRows={2}
              autoFocus
              error={formState.errors.reason !== undefined}
              helperText={formState.errors.reason?.message ?? 'Kept in the operator audit'}
              {...register('reason')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
