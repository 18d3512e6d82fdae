import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  dateFormatMaxLength,
  dateFormatPresets,
  dateFormatTokens,
  findDateFormatProblem,
  type DateFormatProblem,
} from '@psc/core/personalisation/date-format';
import type {
  DateFormatTarget,
  PersonalisationReply,
} from '@psc/core/personalisation/personalisation.schemas';
import { isApiError } from '#lib/api-client.ts';
import { formatInstant, usePersonalisation } from '#lib/date-format.ts';
import { useNow } from '#hooks/use-now.ts';
import type { MessageKey } from '#lib/i18n/catalogue-store.ts';
import { preloadMessages } from '#lib/i18n/locale-state.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { useUpdatePersonalisation } from '../api/update-personalisation.ts';

// This screen's words are in the catalogues' screens part (decision 0138): fetched as its code arrives.
preloadMessages('screens');

const problemKeys: Record<DateFormatProblem, MessageKey> = {
  EMPTY: 'dateFormats.problem.empty',
  TOO_LONG: 'dateFormats.problem.tooLong',
  NOT_A_DATE_FORMAT: 'dateFormats.problem.notADateFormat',
};

type PersonalisationPanelProps = {
  /** 'account wide' is offered to permission A only (§5 'Date format', §6). */
  canSetAccountWide: boolean;
};

const formatFor = (settings: PersonalisationReply, target: DateFormatTarget): string =>
  (target === 'accountDateFormat' ? settings.accountDateFormat : settings.personDateFormat) ??
  settings.effectiveDateFormat;

const DateFormatsForm = ({
  settings,
  canSetAccountWide,
}: {
  settings: PersonalisationReply;
  canSetAccountWide: boolean;
}) => {
  const { control, handleSubmit, watch, setValue } = useForm<{ target: DateFormatTarget; pattern: string }>({
    defaultValues: { target: 'personDateFormat', pattern: formatFor(settings, 'personDateFormat') },
  });
  const pattern = watch('pattern');
  const [saved, setSaved] = useState(false);
  const update = useUpdatePersonalisation();
  const nowMs = useNow(1000);
  const t = useMessages('screens');
  const problem = pattern.trim() === '' ? null : findDateFormatProblem(pattern);

  const choosePattern = (next: string) => {
    setValue('pattern', next);
    setSaved(false);
  };

  const save = handleSubmit(async ({ target }) => {
    setSaved(false);
    const request =
      target === 'accountDateFormat'
        ? { dateFormatTarget: target, accountDateFormat: pattern }
        : { dateFormatTarget: target, personDateFormat: pattern };
    await update.mutateAsync(request).then(
      () => setSaved(true),
      () => undefined,
    );
  });

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-labelledby="date-formats-title"
      onSubmit={(event) => void save(event)}
    >
      <Typography component="h2" variant="h6" id="date-formats-title">
        {t('dateFormats.title')}
      </Typography>
      {update.isError && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
          {isApiError(update.error) && update.error.status === 400
            ? update.error.message
            : t('dateFormats.saveFailed')}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" role="status">
          {t('dateFormats.saved')}
        </Alert>
      )}
      <Controller
        control={control}
        name="target"
        render={({ field }) => (
          <TextField
            select
            label={t('dateFormats.apply')}
            value={field.value}
            onChange={(event) => {
              const next = event.target.value as DateFormatTarget;
              field.onChange(next);
              choosePattern(formatFor(settings, next));
            }}
            sx={{ maxWidth: 320 }}
          >
            <MenuItem value="personDateFormat">{t('dateFormats.target.person')}</MenuItem>
            {canSetAccountWide && (
              <MenuItem value="accountDateFormat">{t('dateFormats.target.account')}</MenuItem>
            )}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="pattern"
        render={({ field: { ref, ...field } }) => (
          <TextField
            {...field}
            inputRef={ref}
            label={t('dateFormats.format')}
            error={problem !== null}
            helperText={
              problem !== null
                ? t(problemKeys[problem], { maximum: String(dateFormatMaxLength) })
                : t('dateFormats.formatHelp')
            }
            onChange={(event) => choosePattern(event.target.value)}
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', maxLength: 64 } }}
          />
        )}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {dateFormatPresets.map((preset) => (
          <Button
            key={preset}
            variant="outlined"
            size="small"
            onClick={() => setValue('pattern', preset)}
            sx={{ textTransform: 'none', fontFamily: 'monospace' }}
          >
            {preset}
          </Button>
        ))}
      </Stack>
      <Typography aria-live="polite">
        {t('dateFormats.example')}{' '}
        <strong>{problem === null && pattern.trim() !== '' ? formatInstant(nowMs, pattern) : '—'}</strong>
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={problem !== null || update.isPending}>
          {t('common.save')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('dateFormats.tokens')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('dateFormats.token')}</TableCell>
              <TableCell>{t('dateFormats.meaning')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {dateFormatTokens.map((token, index) => (
              <TableRow key={`${token.token}-${token.meaning}`}>
                <TableCell>
                  <code>{token.token}</code>
                </TableCell>
                <TableCell>{t(`dateFormats.meaning.${index}` as MessageKey)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Stack>
  );
};

/** The Personalisation panel of §2: target, format, presets, save, live example and the token legend. */
export const PersonalisationPanel = ({ canSetAccountWide }: PersonalisationPanelProps) => {
  const settings = usePersonalisation();
  const t = useMessages('screens');
  if (settings.isPending)
    return <Skeleton variant="rounded" height={240} aria-label={t('dateFormats.loading')} />;
  if (settings.isError) return <Alert severity="error">{t('dateFormats.saveFailed')}</Alert>;
  return <DateFormatsForm settings={settings.data} canSetAccountWide={canSetAccountWide} />;
};
