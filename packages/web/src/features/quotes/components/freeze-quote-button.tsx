import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AcUnitOutlined from '@mui/icons-material/AcUnitOutlined';
import { quoteNoteMaxLength } from '@psc/core/quotes/quotes.schemas';
import { TextInput } from '#components/form/text-input.tsx';
import { isApiError } from '#lib/api-client.ts';
import { preloadMessages } from '#lib/i18n/locale-state.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { useFreezeQuote, type QuoteTarget } from '../api/freeze-quote.ts';

// This screen's words are in the catalogues' screens part (decision 0138): fetched as its code arrives.
preloadMessages('screens');

const pad = (value: number) => String(value).padStart(2, '0');
/** A datetime-local field's value for a local time. */
const localInputValue = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;

/** Three days ahead at five in the afternoon, local time: how long a physical offer is usually held. */
const defaultValidUntil = () => {
  const at = new Date();
  at.setDate(at.getDate() + 3);
  at.setHours(17, 0, 0, 0);
  return localInputValue(at);
};

type FreezeQuoteButtonProps = { target: QuoteTarget; onFrozen: (quoteId: string) => void };

/**
 * 'Freeze a quote' on a calculator or a matrix cell (issue 17 item 1): its figures and publications kept, with a
 * validity and a note.
 */
export const FreezeQuoteButton = ({ target, onFrozen }: FreezeQuoteButtonProps) => {
  const [open, setOpen] = useState(false);
  const { register, handleSubmit } = useForm({
    defaultValues: { validUntil: defaultValidUntil(), note: '' },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const freeze = useFreezeQuote();
  const t = useMessages('screens');

  const submit = handleSubmit(async ({ validUntil, note }) => {
    const until = new Date(validUntil).getTime();
    if (Number.isNaN(until)) {
      setProblem(t('quotes.validUntilRequired'));
      return;
    }
    setProblem(null);
    try {
      const quote = await freeze.mutateAsync({ target, validUntil: until, note });
      setOpen(false);
      onFrozen(quote.id);
    } catch (error) {
      setProblem(isApiError(error) && error.status < 500 ? error.message : t('common.somethingWentWrong'));
    }
  });

  return (
    <>
      <Button variant="outlined" startIcon={<AcUnitOutlined />} onClick={() => setOpen(true)}>
        {t('quotes.freeze')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="freeze-quote-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="freeze-quote-title">{t('quotes.freeze')}</DialogTitle>
        <DialogContent>
          <Stack
            component="form"
            id="freeze-quote-form"
            spacing={2}
            noValidate
            onSubmit={(event) => void submit(event)}
            sx={{ pt: 1 }}
          >
            <Typography variant="body2" color="text.secondary">
              {t('quotes.freezeNote')}
            </Typography>
            {problem !== null && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            <TextInput
              {...register('validUntil')}
              label={t('quotes.validUntil')}
              type="datetime-local"
              required
              shrinkLabel
              helperText={t('quotes.localTime')}
            />
            <TextInput
              {...register('note')}
              label={t('quotes.note')}
              multiline
              minRows={2}
              inputProps={{ maxLength: quoteNoteMaxLength }}
              helperText={t('quotes.noteHelp')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
          <Button type="submit" form="freeze-quote-form" variant="contained" loading={freeze.isPending}>
            {t('quotes.freezeButton')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
