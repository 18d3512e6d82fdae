import { defaultRollBusinessDays, maximumRollBusinessDays } from '@psc/core/market-data/rolling-period';
import { cashMarketPeriodId } from '@psc/core/market-data/europe-cash-market-regions';
import type { ContractId } from '@psc/core/market-data/contracts';
import { translateNow } from '#lib/i18n/locale-state.ts';

export type CalculatorFormValues = {
  name: string;
  contractId: ContractId | '';
  periodId: string;
  currencyCode: string;
  originRegionId: string;
  originCMPRegionId: string;
  originCountryId: string;
  originPortId: string;
  destinationId: string;
  /** '' = the fixed Contract; '1' to '3' = follow the front, second or third period (decision 0043). */
  follow: '' | '1' | '2' | '3';
  /** Business days before the last trading day on which a followed period rolls. */
  rollDays: string;
};

export const defaultRollDays = String(defaultRollBusinessDays);

export const emptyCalculatorForm: CalculatorFormValues = {
  name: '',
  contractId: '',
  periodId: '',
  currencyCode: 'USD',
  originRegionId: '',
  originCMPRegionId: '',
  originCountryId: '',
  originPortId: '',
  destinationId: '',
  follow: '',
  rollDays: defaultRollDays,
};

/**
 * §4 'Basis change': CashMarketPrice → region Europe, group, country and origin cleared, period CMPFY; Brazil →
 * South America, Brazil '076', Santos 'BRSSZ' and the first period (set when periods load); others → cleared.
 */
export const applyBasisChange = (
  values: CalculatorFormValues,
  contractId: ContractId,
): CalculatorFormValues => {
  const cleared = { ...values, contractId, originCMPRegionId: '', originCountryId: '', originPortId: '' };
  if (contractId === 'CashMarketPrice')
    return {
      ...cleared,
      originRegionId: 'Europe',
      periodId: cashMarketPeriodId,
      destinationId: '',
      follow: '',
    };
  if (contractId === 'BrazilSRP' || contractId === 'BrazilSPRP')
    return {
      ...cleared,
      originRegionId: 'South America',
      originCountryId: '076',
      originPortId: 'BRSSZ',
      periodId: '',
    };
  return { ...cleared, originRegionId: '', periodId: '' };
};

/** §4 chain: a new region clears country and origin; a new country clears the origin. */
export const applyRegionChange = (
  values: CalculatorFormValues,
  originRegionId: string,
): CalculatorFormValues => ({ ...values, originRegionId, originCountryId: '', originPortId: '' });
export const applyCountryChange = (
  values: CalculatorFormValues,
  originCountryId: string,
): CalculatorFormValues => ({ ...values, originCountryId, originPortId: '' });

/**
 * Roll days as typed, kept or refused with a message (issue 48 item 8: 25 was stored as 20 without a word); null
 * when the calculator follows no period or the days are a whole number from 0 to 20.
 */
export const rollDaysProblem = (values: CalculatorFormValues): string | null => {
  if (values.follow === '') return null;
  const typed = values.rollDays.trim();
  return /^\d{1,2}$/.test(typed) && Number(typed) <= maximumRollBusinessDays
    ? null
    : translateNow('calculators.rollDaysProblem', { maximum: maximumRollBusinessDays });
};

/**
 * Follow replaces the Contract (decision 0043): the calculator prices the followed period, so the Contract is that
 * period, filled in for the user, never asked for.
 */
export const withFollowedPeriod = (
  values: CalculatorFormValues,
  openPeriodIds: readonly string[],
): CalculatorFormValues =>
  values.follow === ''
    ? values
    : { ...values, periodId: openPeriodIds[Number(values.follow) - 1] ?? values.periodId };

// In §5's order; each field's name in the reader's language (English: the spec's words).
const mandatory = [
  'name',
  'contractId',
  'periodId',
  'currencyCode',
  'originRegionId',
  'destinationId',
] as const satisfies readonly (keyof CalculatorFormValues)[];

/** §5: the missing mandatory fields and the message '<names> fields are mandatory'; null when none is missing. */
export const missingMandatoryFields = (
  values: CalculatorFormValues,
): { fields: (keyof CalculatorFormValues)[]; message: string } | null => {
  // For the cash market the region is fixed (Europe) and the region group is what the user picks.
  const valueOf = (field: keyof CalculatorFormValues) =>
    field === 'originRegionId' && values.contractId === 'CashMarketPrice'
      ? values.originCMPRegionId
      : values[field];
  const missing = mandatory.filter((field) => valueOf(field).trim() === '');
  if (missing.length === 0) return null;
  return {
    // The cash market's Region select edits the region group field: that is the one to flag.
    fields: missing.map((field) =>
      field === 'originRegionId' && values.contractId === 'CashMarketPrice' ? 'originCMPRegionId' : field,
    ),
    message: translateNow('calculators.mandatory', {
      fields: missing.map((field) => translateNow(`calculators.mandatory.${field}`)).join(', '),
    }),
  };
};
