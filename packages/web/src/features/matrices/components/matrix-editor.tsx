import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { matrixLimits, matrixPeriodNames, type MatrixReply } from '@psc/core/matrices/matrices.schemas';
import { useCurrencies } from '#api/get-currencies.ts';
import { useGlobalDestinations } from '#api/get-global-destinations.ts';
import { useGlobalOrigins } from '#api/get-global-origins.ts';
import { useUserDestinations } from '#api/get-user-destinations.ts';
import { FormSelectField } from '#components/form/form-select-field.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import { isApiError } from '#lib/api-client.ts';
import { currencyOptions } from '#lib/currency-options.ts';
import { preloadMessages } from '#lib/i18n/locale-state.ts';
import { useMessages, type Translate } from '#lib/i18n/use-messages.ts';
import { useSaveMatrix } from '../api/change-matrix.ts';
import {
  emptyMatrixForm,
  matrixFormValuesOf,
  matrixRequestOf,
  type MatrixFormValues,
  type MatrixProblem,
} from '../utils/matrix-form.ts';
import { MatrixBlockFields } from './matrix-block-fields.tsx';
import { MatrixOriginsList } from './matrix-origins-list.tsx';

// This screen's words are in the catalogues' screens part (decision 0138): fetched as its code arrives.
preloadMessages('screens');

type DestinationOption = { id: string; label: string };

const periodOptions = (t: Translate) =>
  matrixPeriodNames.map((_name, index) => ({
    value: String(index + 1),
    label:
      index === 0
        ? t('matrices.editor.frontOnly')
        : t('matrices.editor.frontAndNext', { next: index, periods: index + 1 }),
  }));

/** New matrix and Edit matrix: name, currency, origins, destinations, the strip of periods and the block settings. */
export const MatrixEditor = ({
  matrix,
  cancelHref,
  onSaved,
}: {
  matrix: MatrixReply | null;
  cancelHref: string;
  onSaved: (id: string) => void;
}) => {
  const { register, control, handleSubmit, watch } = useForm<MatrixFormValues>({
    defaultValues: matrix === null ? emptyMatrixForm() : matrixFormValuesOf(matrix),
  });
  // The live parts of the form: the currency names the blocks' amounts, and the columns chosen limit the picker.
  const [currencyCode, destinationIds] = watch(['currencyCode', 'destinationIds']);
  const t = useMessages('screens');
  const [problem, setProblem] = useState<MatrixProblem | null>(null);
  const save = useSaveMatrix();
  const origins = useGlobalOrigins();
  const globalDestinations = useGlobalDestinations();
  const userDestinations = useUserDestinations();
  const currencies = useCurrencies();
  const destinationOptions: DestinationOption[] = [
    ...(userDestinations.data ?? []).map((destination) => ({
      id: destination.id,
      label: t('matrices.editor.myDestination', { name: destination.name }),
    })),
    ...(globalDestinations.data ?? []).map((port) => ({
      id: port.id,
      label: `${port.name}, ${port.countryName}`,
    })),
  ];
  const chosen = destinationIds.map(
    (id) => destinationOptions.find((option) => option.id === id) ?? { id, label: id },
  );

  const submit = handleSubmit((values) => {
    const request = matrixRequestOf(values);
    if ('problem' in request) return setProblem(request.problem);
    setProblem(null);
    save.mutate({ id: matrix?.id ?? null, request }, { onSuccess: (saved) => onSaved(saved.id) });
  });

  const loadFailed = origins.isError || globalDestinations.isError || userDestinations.isError;
  return (
    <Paper component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          {matrix === null ? t('matrices.new') : t('matrices.editor.edit')}
        </Typography>
        {loadFailed && <Alert severity="error">{t('matrices.editor.portsFailed')}</Alert>}
        <TextInput
          label={t('matrices.editor.name')}
          required
          inputProps={{ maxLength: 100 }}
          {...register('name')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormSelectField
            control={control}
            name="currencyCode"
            id="matrix-currency"
            label={t('calculator.currency')}
            options={currencyOptions(currencies.data, currencyCode)}
          />
          <FormSelectField
            control={control}
            name="periodCount"
            id="matrix-periods"
            label={t('matrices.column.periods')}
            options={periodOptions(t)}
          />
        </Stack>
        <Controller
          control={control}
          name="origins"
          render={({ field }) => (
            <MatrixOriginsList origins={field.value} ports={origins.data ?? []} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="destinationIds"
          render={({ field }) => (
            <Autocomplete
              multiple
              options={destinationOptions}
              value={chosen}
              loading={globalDestinations.isPending}
              getOptionLabel={(option) => option.label}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              getOptionDisabled={() => field.value.length >= matrixLimits.destinations}
              onChange={(_event, next) => field.onChange(next.map((option) => option.id))}
              onBlur={field.onBlur}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('matrices.editor.destinations')}
                  helperText={t('matrices.editor.destinationsHelp', { limit: matrixLimits.destinations })}
                />
              )}
            />
          )}
        />
        <Controller
          control={control}
          name="blocks"
          render={({ field }) => (
            <MatrixBlockFields
              currencyCode={currencyCode}
              blocks={field.value}
              onChange={(type, block) => field.onChange({ ...field.value, [type]: block })}
            />
          )}
        />
        {(problem !== null || save.isError) && (
          <Alert severity="error">
            {problem !== null
              ? t(problem.key, problem.values)
              : isApiError(save.error)
                ? save.error.message
                : t('common.tryAgain')}
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('matrices.editor.save')}
          </Button>
          <Button component={RouterLink} to={cancelHref}>
            {t('common.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};
