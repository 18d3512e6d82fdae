import type { AmendableCalculatorField, CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { contracts, type ContractId } from '@psc/core/market-data/contracts';
import { AppError } from '@psc/core/shared/app-error';
import { fieldLabelMessages, fieldMessages } from '@psc/core/shared/field-messages';
import { calculatorChoiceMessages } from '@psc/core/calculators/calculator-choice-messages';
import { parseDecimal } from '@psc/core/shared/parse-decimal';
import type { Principal } from '../../shared/principal.ts';
import type { CalculatorChanges, CalculatorRow } from './calculators.repository.ts';
import { applyCalculatorChanges } from './apply-calculator-changes.ts';
import { checkDutyRegime, checkPolarisation, forexOverride, quotaOverride } from './calculator-overrides.ts';
import { financeChange } from './finance-choices.ts';
import { checkCargoTonnes, checkFreightMode, checkVesselClass } from './freight-choices.ts';
import {
  checkCurrency,
  checkDestination,
  checkOrigin,
  checkPeriod,
  rollingChange,
} from './check-calculator-choice.ts';
import { calculatorNotFound, requireOwnedCalculator, type CalculatorDeps } from './owned-calculator-reply.ts';
import { loadPricingContext, type PricingContext } from './pricing-context.ts';

/** calculators.md §5 'Tonnes input': commas stripped; accepted only when at least 0 and below 1e23. */
export const tonnesLimit = 1e23;

const number = (
  value: string,
  label: string,
  options: { stripCommas?: boolean; below?: number; exponent?: boolean } = {},
): number => {
  const parsed = parseDecimal(value, { label, ...options });
  if (!parsed.ok) throw new AppError('VALIDATION', parsed.message);
  return parsed.value;
};

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

const originOf = (row: CalculatorRow) => ({
  originRegionId: row.originRegionId,
  originCMPRegionId: row.originCmpRegionId,
  originCountryId: row.originCountryId,
  originPortId: row.originPortId,
});

/** The columns one field's new value changes, chain rules of §4 included (a new region clears country and port…). */
const changesFor = async (
  deps: CalculatorDeps,
  principal: Principal,
  context: PricingContext,
  row: CalculatorRow,
  field: AmendableCalculatorField,
  value: string,
): Promise<CalculatorChanges> => {
  const contractId = row.contractId as ContractId;
  switch (field) {
    case 'name':
      if (value.trim().length > 100) throw new AppError('VALIDATION', calculatorChoiceMessages.nameTooLong);
      return { name: value.trim() };
    case 'periodId':
      // Choosing a period fixes the calculator on it: it stops following the front.
      return {
        periodId: checkPeriod(context, contractId, value.trim(), row.originCmpRegionId, row.periodId),
        rollingPosition: null,
        rollBusinessDays: null,
      };
    case 'currencyCode':
      return { currencyCode: checkCurrency(context, value.trim().toUpperCase()) };
    case 'tons':
      // §5: any number ≥ 0 and below 1e23, '1.5e3' and '9.99e22' included (issue 48 item 12).
      return {
        tons: number(value, fieldLabelMessages.tonnes, {
          stripCommas: true,
          below: tonnesLimit,
          exponent: true,
        }),
      };
    case 'tonsPerContainer': {
      if (value.trim() === '') return { tonsPerContainer: null };
      const tonnes = number(value, fieldLabelMessages.tonnesPerContainer);
      if (tonnes <= 0)
        throw new AppError('VALIDATION', fieldMessages.aboveZero(fieldLabelMessages.tonnesPerContainer));
      return { tonsPerContainer: tonnes };
    }
    case 'seaFreightCost':
      return {
        seaFreightContainerCost:
          value.trim() === '' ? null : number(value, fieldLabelMessages.seaFreightPerContainer),
      };
    case 'originRegionId':
      return checkOrigin(context, contractId, {
        ...originOf(row),
        originRegionId: orNull(value),
        originCountryId: null,
        originPortId: null,
      });
    case 'originCMPRegionId':
      return checkOrigin(context, contractId, {
        ...originOf(row),
        originCMPRegionId: orNull(value),
        originCountryId: null,
        originPortId: null,
      });
    case 'originCountryId':
      return checkOrigin(context, contractId, {
        ...originOf(row),
        originCountryId: orNull(value),
        originPortId: null,
      });
    case 'originPortId':
      return checkOrigin(context, contractId, { ...originOf(row), originPortId: orNull(value) });
    case 'destinationId':
      if (value.trim() === '') throw new AppError('VALIDATION', calculatorChoiceMessages.destinationRequired);
      return checkDestination(deps, principal, context, value.trim(), contractId);
    // The Forex and Quota overrides by their §3 field names: a number sets the override, '' removes it.
    case 'customForexCost':
      return forexOverride(context, row, value.trim() !== '', value);
    case 'customQuotaCost':
      return quotaOverride(context, row, value.trim() !== '', value);
    case 'polarisation':
      return { polarisation: checkPolarisation(context, contractId, value) };
    case 'dutyRegime':
      return checkDutyRegime(context, row, value);
    case 'freightMode':
      return { freightMode: checkFreightMode(contractId, value) };
    case 'vesselClass':
      // A cargo belongs to its ship: a new class starts from its own usual cargo.
      return { vesselClass: checkVesselClass(context, value), cargoTonnes: null };
    case 'cargoTonnes':
      return { cargoTonnes: checkCargoTonnes(context, row, value) };
    case 'seaRoute': {
      const route = value.trim();
      if (route !== '' && route !== 'suez' && route !== 'cape')
        throw new AppError('VALIDATION', calculatorChoiceMessages.seaRouteInvalid);
      return { seaRoute: route === '' ? null : route };
    }
    case 'rollingPeriod':
      return rollingChange(contractId, value);
    case 'finance':
    case 'carryRate':
    case 'paymentDays':
    case 'lcIssuanceRate':
    case 'lcConfirmationRate':
      return financeChange(row, field, value);
  }
};

/** PUT /calculator/{calculatorId}/{name}?value=: one field of the card; answers the whole calculator, priced. */
export const amendCalculatorField = async (
  deps: CalculatorDeps,
  principal: Principal,
  calculatorId: string,
  field: AmendableCalculatorField,
  value: string,
): Promise<CalculatorReply> => {
  const row = await requireOwnedCalculator(deps, principal, calculatorId);
  if (!contracts[row.contractId as ContractId]) throw calculatorNotFound();
  const context = await loadPricingContext(deps);
  const changes = await changesFor(deps, principal, context, row, field, value);
  return applyCalculatorChanges(deps, principal, context, row, changes);
};
