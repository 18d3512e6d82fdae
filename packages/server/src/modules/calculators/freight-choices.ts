import type { ContractId } from '@psc/core/market-data/contracts';
import { AppError } from '@psc/core/shared/app-error';
import { fieldLabelMessages } from '@psc/core/shared/field-messages';
import { calculatorChoiceMessages } from '@psc/core/calculators/calculator-choice-messages';
import { parseDecimal } from '@psc/core/shared/parse-decimal';
import type { CalculatorRow } from './calculators.repository.ts';
import type { PricingContext } from './pricing-context.ts';

// The card's freight choices (docs/decisions/0033): each value is checked here, '' returns to the default.

const invalid = (message: string) => new AppError('VALIDATION', message);

export const checkFreightMode = (contractId: ContractId, value: string): 'bulk' | 'container' | null => {
  const mode = value.trim();
  if (mode === '') return null;
  if (contractId === 'CashMarketPrice') throw invalid(calculatorChoiceMessages.cashMarketNoSeaFreight);
  if (mode !== 'bulk' && mode !== 'container') throw invalid(calculatorChoiceMessages.freightModeInvalid);
  return mode;
};

export const checkVesselClass = (context: PricingContext, value: string): string | null => {
  const id = value.trim();
  if (id === '') return null;
  const classes = context.reference.bulkFreight.vesselClasses;
  if (!classes.some((vessel) => vessel.id === id))
    throw invalid(calculatorChoiceMessages.vesselClassInvalid(classes.map((vessel) => vessel.id).join(', ')));
  return id;
};

/** Between the vessel class's smallest and largest sugar cargo; the class is the calculator's, else its default. */
export const checkCargoTonnes = (
  context: PricingContext,
  row: CalculatorRow,
  value: string,
): number | null => {
  if (value.trim() === '') return null;
  const parsed = parseDecimal(value, { label: fieldLabelMessages.cargo, stripCommas: true });
  if (!parsed.ok) throw invalid(parsed.message);
  const file = context.reference.bulkFreight;
  const basisDefault = file.defaultModes.find((entry) => entry.contractId === row.contractId);
  const vessel =
    file.vesselClasses.find((entry) => entry.id === row.vesselClass) ??
    file.vesselClasses.find((entry) => entry.id === basisDefault?.vesselClassId) ??
    file.vesselClasses[0];
  if (vessel === undefined) throw invalid(calculatorChoiceMessages.noVesselClass);
  if (parsed.value < vessel.minCargoTonnes || parsed.value > vessel.maxCargoTonnes)
    throw invalid(
      calculatorChoiceMessages.cargoRange(
        vessel.name,
        vessel.minCargoTonnes.toLocaleString('en-US'),
        vessel.maxCargoTonnes.toLocaleString('en-US'),
      ),
    );
  return parsed.value;
};
