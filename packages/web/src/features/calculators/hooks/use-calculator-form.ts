import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  calculatorLimitReason,
  type CalculatorReply,
  type CalculatorRequest,
} from '@psc/core/calculators/calculators.schemas';
import type { ContractId } from '@psc/core/market-data/contracts';
import { isApiError, readReplyField } from '#lib/api-client.ts';
import { translateNow } from '#lib/i18n/locale-state.ts';
import { useCreateCalculator } from '../api/create-calculator.ts';
import { useUpdateCalculator } from '../api/update-calculator.ts';
import {
  defaultRollDays,
  emptyCalculatorForm,
  missingMandatoryFields,
  rollDaysProblem,
  withFollowedPeriod,
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
          // Checked on Save (rollDaysProblem): a whole number from 0 to 20, sent as typed.
          rollBusinessDays: Number(values.rollDays.trim()),
        },
});

type Field = keyof CalculatorFormValues;
type Failure = { message: string; upgrade: boolean };

/**
 * The calculator form (react-hook-form): its values, the fields flagged and the message shown (cleared by any
 * change, §4), and Save: the mandatory fields first (§5), then the new or edited calculator; `onSaved` when the
 * server took it. A change goes through the basis, region and country rules, which rewrite the fields they chain.
 */
export const useCalculatorForm = (
  calculator: CalculatorReply | undefined,
  /** With the new calculator's id after a create. */
  onSaved: (createdId?: string) => void,
) => {
  const form = useForm<CalculatorFormValues>({
    defaultValues: calculator ? valuesOf(calculator) : emptyCalculatorForm,
  });
  // Every field is live: the choices of one select depend on the others.
  const values = form.watch();
  const flagged: ReadonlySet<Field> = new Set(Object.keys(form.formState.errors) as Field[]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const create = useCreateCalculator();
  const update = useUpdateCalculator();
  const choices = useCalculatorFormChoices(values, calculator);
  const { brazil, firstOpenPeriod: firstPeriod } = choices;
  const busy = create.isPending || update.isPending;
  const { setValue, clearErrors, setError } = form;

  // Brazil: the first period of that contract once its periods are known (§4).
  useEffect(() => {
    if (brazil && values.periodId === '' && firstPeriod !== undefined) setValue('periodId', firstPeriod);
  }, [brazil, values.periodId, firstPeriod, setValue]);

  /** §4: changing any form field clears the error message and the flags. */
  const changed = () => {
    setFailure(null);
    clearErrors();
  };

  const set = (next: CalculatorFormValues) => {
    for (const field of Object.keys(next) as Field[])
      if (next[field] !== values[field]) setValue(field, next[field]);
    changed();
  };

  const onSave = form.handleSubmit(async (typed) => {
    const submitted = withFollowedPeriod(typed, choices.openPeriodIds);
    const missing = missingMandatoryFields(submitted);
    if (missing !== null) {
      for (const field of missing.fields) setError(field, { message: missing.message });
      setFailure({ message: missing.message, upgrade: false });
      return;
    }
    const rollDays = rollDaysProblem(submitted);
    if (rollDays !== null) {
      setError('rollDays', { message: rollDays });
      setFailure({ message: rollDays, upgrade: false });
      return;
    }
    try {
      if (calculator) {
        await update.mutateAsync({ id: calculator.id, calculator: requestOf(submitted) });
        onSaved();
      } else onSaved((await create.mutateAsync(requestOf(submitted))).id);
    } catch (caught) {
      if (isApiError(caught) && readReplyField(caught.body, 'reason') === calculatorLimitReason)
        setFailure({ message: caught.message, upgrade: true });
      else if (isApiError(caught) && (caught.status === 0 || caught.status >= 400))
        // §8: 'Sorry, an error occurred: <message>', with what the server (or the missing connection) said; an
        // edit keeps 'Unable to save changes' only for a reply it cannot read (issue 48 item 11).
        setFailure({
          message: translateNow('calculators.genericFailureWith', { message: caught.message }),
          upgrade: false,
        });
      else
        setFailure({
          message: translateNow(calculator ? 'calculators.noResult' : 'calculators.genericFailure'),
          upgrade: false,
        });
    }
  });

  const nameField = form.register('name', { onChange: changed });
  return { values, set, nameField, flagged, failure, busy, choices, onSave };
};
