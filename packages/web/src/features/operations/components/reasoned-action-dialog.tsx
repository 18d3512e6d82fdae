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
import { TextInput } from '../../../components/form/text-input.tsx';

const actionSchema = z.object({
  days: z.number().int().min(1, 'At least one day').max(365, 'At most 365 days'),
  reason: z.string().trim().min(3, 'Give a reason (at least 3 characters)').max(500),
});
export type ReasonedAction = z.infer<typeof actionSchema>;

type Props = {
  title: string;
  confirmLabel: string;
  /** Asks for a number of days too (a trial extension). */
  withDays: boolean;
  pending: boolean;
  errorMessage: string | null;
  onConfirm: (action: ReasonedAction) => void;
  onClose: () => void;
};

/** Every customer-desk action asks why: the reason goes to the operator audit with the before and after. */
export const ReasonedActionDialog = ({
  title,
  confirmLabel,
  withDays,
  pending,
  errorMessage,
  onConfirm,
  onClose,
}: Props) => {
  const { register, handleSubmit, formState } = useForm<ReasonedAction>({
    resolver: zodResolver(actionSchema),
    defaultValues: { days: 14, reason: '' },
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
            {withDays && (
              <TextInput
                label="Days"
                type="number"
                required
                error={formState.errors.days !== undefined}
                helperText={formState.errors.days?.message}
                {...register('days', { valueAsNumber: true })}
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
