import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AlertKind, AlertRequest } from '@psc/core/alerts/alerts.schemas';
import type { ContractId } from '@psc/core/market-data/contracts';
import { FormSelectField } from '#components/form/form-select-field.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import { isApiError } from '#lib/api-client.ts';
import { formatLocalMoney } from '#lib/i18n/formats.ts';
import type { MessageKey } from '#lib/i18n/catalogue-store.ts';
import { translateNow } from '#lib/i18n/locale-state.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { useCreateAlert } from '../api/change-alert.ts';
import { BoardTargetFields, MatrixTargetFields, type MatrixChoice } from './alert-target-fields.tsx';

export type { MatrixChoice };
export type CalculatorChoice = { id: string; name: string; currencyCode: string; price: number };

const alertKinds: readonly AlertKind[] = ['calculatorDdp', 'spread', 'matrixCheapest', 'boardPrice'];
const directions = ['below', 'above'] as const;

type NewAlertValues = {
  kind: AlertKind;
  calculatorId: string;
  otherCalculatorId: string;
  matrixId: string;
  destination: string;
  position: string;
  contractId: ContractId;
  periodId: string;
  direction: 'above' | 'below';
  level: string;
};

const noAlertYet: NewAlertValues = {
  kind: 'calculatorDdp',
  calculatorId: '',
  otherCalculatorId: '',
  matrixId: '',
  destination: '0',
  position: '1',
  contractId: 'NewYork11',
  periodId: '',
  direction: 'below',
  level: '',
};

// Digits grouped as every other figure ('9,485,049.11'), 2 decimals (issue 48 item 13).

/** The request the form describes, or what is missing from it. */
const requestOf = (values: NewAlertValues): AlertRequest | string => {
  const { kind, calculatorId, otherCalculatorId, matrixId, contractId, periodId, direction, level } = values;
  const value = Number(level.replaceAll(',', ''));
  const needsLevel = kind !== 'matrixCheapest';
  if (needsLevel && (level.trim() === '' || !Number.isFinite(value)))
    return translateNow('alerts.levelNotNumber');
  switch (kind) {
    case 'calculatorDdp':
      return calculatorId === ''
        ? translateNow('alerts.chooseCalculator')
        : { kind, calculatorId, direction, level: value };
    case 'spread':
      return calculatorId === '' || otherCalculatorId === ''
        ? translateNow('alerts.chooseTwoCalculators')
        : { kind, calculatorId, otherCalculatorId, direction, level: value };
    case 'matrixCheapest':
      return matrixId === ''
        ? translateNow('alerts.chooseMatrix')
        : { kind, matrixId, destination: Number(values.destination), position: Number(values.position) };
    case 'boardPrice':
      return periodId === ''
        ? translateNow('alerts.choosePeriod')
        : { kind, contractId, periodId, direction, level: value };
  }
};

/** A level alert's direction and level; the board's level is quoted as the board quotes it. */
const LevelFields = ({ control, kind }: { control: Control<NewAlertValues>; kind: AlertKind }) => {
  const t = useMessages('screens');
  const directionOptions = directions.map((direction) => ({
    value: direction,
    label: t(`alerts.direction.${direction}`),
  }));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormSelectField
        control={control}
        name="direction"
        id="alert-direction"
        label={t('alerts.whenIt')}
        options={directionOptions}
      />
      <Controller
        control={control}
        name="level"
        render={({ field }) => (
          <TextInput
            {...field}
            label={t(kind === 'boardPrice' ? 'alerts.levelBoard' : 'alerts.levelPerTonne')}
            inputMode="decimal"
          />
        )}
      />
    </Stack>
  );
};

/** New alert: what to watch, and for a level alert the direction and the level. */
export const NewAlertForm = ({
  calculators,
  matrices,
}: {
  calculators: readonly CalculatorChoice[];
  matrices: readonly MatrixChoice[];
}) => {
  const create = useCreateAlert();
  const t = useMessages('screens');
  const kindOptions = alertKinds.map((value) => ({ value, label: t(`alerts.kind.${value}` as MessageKey) }));
  const { control, handleSubmit, watch, setValue } = useForm<NewAlertValues>({ defaultValues: noAlertYet });
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const [kind, matrixId, destination, position, contractId, periodId] = watch([
    'kind',
    'matrixId',
    'destination',
    'position',
    'contractId',
    'periodId',
  ]);
  const calculatorOptions = calculators.map((calculator) => ({
    value: calculator.id,
    label: t('alerts.calculatorChoice', {
      name: calculator.name || t('alerts.calculator'),
      price: formatLocalMoney(calculator.price, calculator.currencyCode),
      unit: `${calculator.currencyCode}/t`,
    }),
  }));

  const submit = handleSubmit((values) => {
    setCreated(false);
    const request = requestOf(values);
    if (typeof request === 'string') return setProblem(request);
    setProblem(null);
    create.mutate(request, { onSuccess: () => setCreated(true) });
  });

  return (
    <Paper
      component="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      sx={{ p: 2 }}
      aria-labelledby="new-alert-title"
    >
      <Stack spacing={2}>
        <Typography id="new-alert-title" component="h2" variant="h6">
          {t('alerts.new')}
        </Typography>
        <FormSelectField
          control={control}
          name="kind"
          id="alert-kind"
          label={t('alerts.alertMeOn')}
          options={kindOptions}
        />
        {(kind === 'calculatorDdp' || kind === 'spread') && (
          <FormSelectField
            control={control}
            name="calculatorId"
            id="alert-calculator"
            label={t(kind === 'spread' ? 'alerts.firstCalculator' : 'alerts.calculator')}
            options={calculatorOptions}
          />
        )}
        {kind === 'spread' && (
          <FormSelectField
            control={control}
            name="otherCalculatorId"
            id="alert-other-calculator"
            label={t('alerts.minusCalculator')}
            options={calculatorOptions}
          />
        )}
        {kind === 'matrixCheapest' && (
          <MatrixTargetFields
            matrices={matrices}
            matrixId={matrixId}
            destination={destination}
            position={position}
            onMatrixChange={(value) => {
              setValue('matrixId', value);
              setValue('destination', '0');
              setValue('position', '1');
            }}
            onDestinationChange={(value) => setValue('destination', value)}
            onPositionChange={(value) => setValue('position', value)}
          />
        )}
        {kind === 'boardPrice' && (
          <BoardTargetFields
            contractId={contractId}
            periodId={periodId}
            onContractChange={(value) => {
              setValue('contractId', value);
              setValue('periodId', '');
            }}
            onPeriodChange={(value) => setValue('periodId', value)}
          />
        )}
        {kind !== 'matrixCheapest' && <LevelFields control={control} kind={kind} />}
        {(problem !== null || create.isError) && (
          <Alert severity="error">
            {problem ?? (isApiError(create.error) ? create.error.message : t('common.tryAgain'))}
          </Alert>
        )}
        {created && <Alert severity="success">{t('alerts.set')}</Alert>}
        <div>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('alerts.setButton')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
};
