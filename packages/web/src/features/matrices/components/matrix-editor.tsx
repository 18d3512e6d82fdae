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
import { useSaveMatrix } from '../api/change-matrix.ts';
import {
  emptyMatrixForm,
  matrixFormValuesOf,
  matrixRequestOf,
  type MatrixFormValues,
} from '../utils/matrix-form.ts';
import { MatrixBlockFields } from './matrix-block-fields.tsx';
import { MatrixOriginsList } from './matrix-origins-list.tsx';

type DestinationOption = { id: string; label: string };

const periodOptions = matrixPeriodNames.map((_name, index) => ({
  value: String(index + 1),
  label: index === 0 ? 'Front period only' : `Front and next ${index} (${index + 1} periods)`,
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
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveMatrix();
  const origins = useGlobalOrigins();
  const globalDestinations = useGlobalDestinations();
  const userDestinations = useUserDestinations();
  const currencies = useCurrencies();
  const destinationOptions: DestinationOption[] = [
    ...(userDestinations.data ?? []).map((destination) => ({
      id: destination.id,
      label: `${destination.name} (my destination)`,
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
          {matrix === null ? 'New matrix' : 'Edit matrix'}
        </Typography>
        {loadFailed && (
          <Alert severity="error">
            A problem occured when getting the ports. Reload the page to try again.
          </Alert>
        )}
        <TextInput label="Name" required inputProps={{ maxLength: 100 }} {...register('name')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormSelectField
            control={control}
            name="currencyCode"
            id="matrix-currency"
            label="Currency"
            options={currencyOptions(currencies.data, currencyCode)}
          />
          <FormSelectField
            control={control}
            name="periodCount"
            id="matrix-periods"
            label="Periods"
            options={periodOptions}
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
                  label="Destinations (columns)"
                  helperText={`Ports or your destinations, at most ${matrixLimits.destinations}.`}
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
            {problem ??
              (isApiError(save.error) ? save.error.message : 'A problem occured. Please try again.')}
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save and price
          </Button>
          <Button component={RouterLink} to={cancelHref}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};
