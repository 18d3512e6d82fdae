import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { formatMoney } from './calculator-format.ts';

type DutyOption = NonNullable<CalculatorReply['duty']>['options'][number];
type Polarisation = NonNullable<CalculatorReply['polarisation']>;

const percent = (rate: number): string => `${(rate * 100).toFixed(2)} %`;

/** 'EU CXL quota €98/t (09.4317-09.4320) · 98 EUR/t × yield', 'ATIGA preference 5 % (Thailand) · 5.00 %'. */
export const dutyOptionLabel = (option: DutyOption): string => {
  if (option.regime === 'customsUnion') return option.label;
  const parts = [
    option.adValoremRate > 0 ? percent(option.adValoremRate) : null,
    option.specificPerTonne > 0 || option.adValoremRate === 0
      ? `${option.specificPerTonne.toLocaleString('en-US')} ${option.currencyCode}/t${option.yieldAdjusted ? ' × yield' : ''}`
      : null,
  ].filter((part) => part !== null);
  return `${option.label} · ${parts.join(' + ')}`;
};

const methodNames: Record<Polarisation['method'], string> = {
  normalisation: 'grade normalisation',
  scale: 'No. 11 scale',
  basis: 'the 96° basis',
};

/** 'Brazil VHP 99.2°: +4.20 % (grade normalisation) = +18.52 USD/t in Contract'. */
export const polarisationSummary = (currencyCode: string, polarisation: Polarisation): string => {
  const sign = polarisation.rate > 0 ? '+' : polarisation.rate < 0 ? '−' : '';
  const amount = `${sign}${formatMoney(Math.abs(polarisation.price))} ${currencyCode}/t`;
  return `${polarisation.gradeName} ${polarisation.degrees}°: ${sign}${percent(Math.abs(polarisation.rate))} (${methodNames[polarisation.method]}) = ${amount} in Contract`;
};
