import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AlertKind, AlertRequest } from '@psc/core/alerts/alerts.schemas';
import type { ContractId } from '@psc/core/market-data/contracts';
import { SelectField } from '#components/form/select-field.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import { isApiError } from '#lib/api-client.ts';
import { useCreateAlert } from '../api/change-alert.ts';
import { BoardTargetFields, MatrixTargetFields, type MatrixChoice } from './alert-target-fields.tsx';

export type { MatrixChoice };
export type CalculatorChoice = { id: string; name: string; currencyCode: string; price: number };

const kindOptions: { value: AlertKind; label: string }[] = [
  { value: 'calculatorDdp', label: "A calculator's DDP" },
  { value: 'spread', label: 'The spread between two calculators' },
  { value: 'matrixCheapest', label: "A matrix column's cheapest origin" },
  { value: 'boardPrice', label: 'A board price' },
];
const directionOptions = [
  { value: 'below', label: 'Falls below' },
  { value: 'above', label: 'Rises above' },
];

/** New alert: what to watch, and for a level alert the direction and the level. */
export const NewAlertForm = ({
  calculators,
  matrices,
}: {
  calculators: readonly CalculatorChoice[];
  matrices: readonly MatrixChoice[];
}) => {
  const create = useCreateAlert();
  const [kind, setKind] = useState<AlertKind>('calculatorDdp');
  const [calculatorId, setCalculatorId] = useState('');
  const [otherCalculatorId, setOtherCalculatorId] = useState('');
  const [matrixId, setMatrixId] = useState('');
  const [destination, setDestination] = useState('0');
  const [position, setPosition] = useState('1');
  const [contractId, setContractId] = useState<ContractId>('NewYork11');
  const [periodId, setPeriodId] = useState('');
  const [direction, setDirection] = useState<'above' | 'below'>('below');
  const [level, setLevel] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const calculatorOptions = calculators.map((calculator) => ({
    value: calculator.id,
    label: `${calculator.name || 'Calculator'} (now ${calculator.price.toFixed(2)} ${calculator.currencyCode}/t)`,
  }));

  const requestOf = (): AlertRequest | string => {
    const value = Number(level.replaceAll(',', ''));
    const needsLevel = kind !== 'matrixCheapest';
    if (needsLevel && (level.trim() === '' || !Number.isFinite(value))) return 'Level must be a number';
    switch (kind) {
      case 'calculatorDdp':
        return calculatorId === '' ? 'Choose a calculator' : { kind, calculatorId, direction, level: value };
      case 'spread':
        return calculatorId === '' || otherCalculatorId === ''
          ? 'Choose two calculators'
          : { kind, calculatorId, otherCalculatorId, direction, level: value };
      case 'matrixCheapest':
        return matrixId === ''
          ? 'Choose a matrix'
          : { kind, matrixId, destination: Number(destination), position: Number(position) };
      case 'boardPrice':
        return periodId === '' ? 'Choose a period' : { kind, contractId, periodId, direction, level: value };
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(false);
    const request = requestOf();
    if (typeof request === 'string') return setProblem(request);
    setProblem(null);
    create.mutate(request, { onSuccess: () => setCreated(true) });
  };

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: 2 }} aria-labelledby="new-alert-title">
      <Stack spacing={2}>
        <Typography id="new-alert-title" component="h2" variant="h6">
          New alert
        </Typography>
        <SelectField
          id="alert-kind"
          label="Alert me on"
          value={kind}
          options={kindOptions}
          onChange={(value) => setKind(value as AlertKind)}
        />
        {(kind === 'calculatorDdp' || kind === 'spread') && (
          <SelectField
            id="alert-calculator"
            label={kind === 'spread' ? 'First calculator' : 'Calculator'}
            value={calculatorId}
            options={calculatorOptions}
            onChange={setCalculatorId}
          />
        )}
        {kind === 'spread' && (
          <SelectField
            id="alert-other-calculator"
            label="Minus calculator"
            value={otherCalculatorId}
            options={calculatorOptions}
            onChange={setOtherCalculatorId}
          />
        )}
        {kind === 'matrixCheapest' && (
          <MatrixTargetFields
            matrices={matrices}
            matrixId={matrixId}
            destination={destination}
            position={position}
            onMatrixChange={(value) => {
              setMatrixId(value);
              setDestination('0');
              setPosition('1');
            }}
            onDestinationChange={setDestination}
            onPositionChange={setPosition}
          />
        )}
        {kind === 'boardPrice' && (
          <BoardTargetFields
            contractId={contractId}
            periodId={periodId}
            onContractChange={(value) => {
              setContractId(value);
              setPeriodId('');
            }}
            onPeriodChange={setPeriodId}
          />
        )}
        {kind !== 'matrixCheapest' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectField
              id="alert-direction"
              label="When it"
              value={direction}
              options={directionOptions}
              onChange={(value) => setDirection(value as 'above' | 'below')}
            />
            <TextInput
              label={kind === 'boardPrice' ? 'Level (as the board quotes it)' : 'Level per tonne'}
              value={level}
              inputMode="decimal"
              onChange={(event) => setLevel(event.target.value)}
            />
          </Stack>
        )}
        {(problem !== null || create.isError) && (
          <Alert severity="error">
            {problem ??
              (isApiError(create.error) ? create.error.message : 'A problem occured. Please try again.')}
          </Alert>
        )}
        {created && <Alert severity="success">Alert set. PSC checks it after every publication.</Alert>}
        <div>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            Set alert
          </Button>
        </div>
      </Stack>
    </Paper>
  );
};
