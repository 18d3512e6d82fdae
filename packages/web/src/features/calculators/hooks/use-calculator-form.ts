import { useEffect, useState } from 'react';
import {
  calculatorLimitReason,
  calculatorMessages,
  type CalculatorReply,
  type CalculatorRequest,
} from '@psc/core/calculators/calculators.schemas';
import type { ContractId } from '@psc/core/market-data/contracts';
import { isApiError, readReplyField } from '#lib/api-client.ts';
import { useCreateCalculator } from '../api/create-calculator.ts';
import { useUpdateCalculator } from '../api/update-calculator.ts';
import {
  defaultRollDays,
  emptyCalculatorForm,
  missingMandatoryFields,
  type CalculatorFormValues,
} from '../utils/calculator-form-rules.ts';
import { useCalculatorFormChoices } from './use-calculator-form-choices.ts';

const valuesOf = (calculator: CalculatorReply): CalculatorFormValues => ({
  name: calculator.name,
  contractId: calculator.contractId,
  periodId: calculator.periodId,
  currencyCode: calculator.currencyCode,
  originRegionId: calculator.originRegionId ?? '',
  originCMPRegionId: calculator.originCMPRegionId ?? '',
  originCountryId: calculator.originCountryId ?? '',
  originPortId: calculator.originPortId ?? '',
  destinationId: calculator.destinationId,
  follow:
    calculator.rollingPeriod === null ? '' : (String(calculator.rollingPeriod.position) as '1' | '2' | '3'),
  rollDays: String(calculator.rollingPeriod?.rollBusinessDays ?? defaultRollDays),
});

const requestOf = (values: CalculatorFormValues): CalculatorRequest => ({
  name: values.name,
  contractId: values.contractId as ContractId,
  periodId: values.periodId,
  originRegionId: values.originRegionId || null,
  originCMPRegionId: values.originCMPRegionId || null,
  originCountryId: values.originCountryId || null,
  originPortId: values.originPortId || null,
  destinationId: values.destinationId,
  currencyCode: values.currencyCode,
  rollingPeriod:
    values.follow === ''
      ? null
      : {
          position: Number(values.follow) as 1 | 2 | 3,
          rollBusinessDays: Math.min(20, Math.max(0, Math.trunc(Number(values.rollDays) || 0))),
        },
});

type Field = keyof CalculatorFormValues;
type Failure = { message: string; upgrade: boolean };

/**
 * The calculator form's values, the fields flagged and the message shown (cleared by any change, §4), and Save:
 * the mandatory fields first (§5), then the new or edited calculator; `onSaved` when the server took it.
 */
export const useCalculatorForm = (calculator: CalculatorReply | undefined, onSaved: () => void) => {
  const [values, setValues] = useState<CalculatorFormValues>(
    calculator ? valuesOf(calculator) : emptyCalculatorForm,
  );
  const [flagged, setFlagged] = useState<ReadonlySet<Field>>(new Set());
  const [failure, setFailure] = useState<Failure | null>(null);
  const create = useCreateCalculator();
  const update = useUpdateCalculator();
  const choices = useCalculatorFormChoices(values, calculator);
  const { brazil, firstOpenPeriod: firstPeriod } = choices;
  const busy = create.isPending || update.isPending;

  // Brazil: the first period of that contract once its periods are known (§4).
  useEffect(() => {
    if (brazil && values.periodId === '' && firstPeriod !== undefined)
      setValues((current) => ({ ...current, periodId: firstPeriod }));
  }, [brazil, values.periodId, firstPeriod]);

  const set = (next: CalculatorFormValues) => {
    setValues(next);
    // §4: changing any form field clears the error message.
    setFailure(null);
    setFlagged(new Set());
  };

  const onSave = async () => {
    const missing = missingMandatoryFields(values);
    if (missing !== null) {
      setFlagged(new Set(missing.fields));
      setFailure({ message: missing.message, upgrade: false });
      return;
    }
    try {
      if (calculator) await update.mutateAsync({ id: calculator.id, calculator: requestOf(values) });
      else await create.mutateAsync(requestOf(values));
      onSaved();
    } catch (caught) {
      if (isApiError(caught) && readReplyField(caught.body, 'reason') === calculatorLimitReason)
        setFailure({ message: caught.message, upgrade: true });
      else if (isApiError(caught) && caught.status >= 400 && caught.status < 500)
        setFailure({ message: `${calculatorMessages.genericFailure}: ${caught.message}`, upgrade: false });
      else
        setFailure({
          message: calculator ? calculatorMessages.noResult : calculatorMessages.creationInvalid,
          upgrade: false,
        });
    }
  };

  return { values, set, flagged, failure, busy, choices, onSave };
};
