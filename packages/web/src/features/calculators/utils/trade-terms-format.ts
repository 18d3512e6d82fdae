import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { rateToPercent } from '@psc/core/pricing/finance-terms';
import { formatDistance, formatMoney, formatTransitTime } from './calculator-format.ts';

type DutyOption = NonNullable<CalculatorReply['duty']>['options'][number];
type Polarisation = NonNullable<CalculatorReply['polarisation']>;

const percent = (rate: number): string => `${(rate * 100).toFixed(2)} %`;

/** 'EU CXL quota €98/t (09.4317-09.4320) · 98 EUR/t × yield', 'ATIGA preference 5 % (Thailand) · 5.00 %'. */
export const dutyOptionLabel = (option: DutyOption): string => {
  if (option.regime === 'customsUnion' || option.regime === 'domestic') return option.label;
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
  const amount = `${sign}${formatMoney(Math.abs(polarisation.price), currencyCode)} ${currencyCode}/t`;
  return `${polarisation.gradeName} ${polarisation.degrees}°: ${sign}${percent(Math.abs(polarisation.rate))} (${methodNames[polarisation.method]}) = ${amount} in Contract`;
};

type Voyage = NonNullable<NonNullable<CalculatorReply['freight']>['voyage']>;
const days = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const usd = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** 'Voyage model: 48.6 days (29.0 at sea, 8.7 ballast, 11.0 in port), US$1,442,607 ÷ 55,000 t = US$26.23/t'. */
export const voyageSummary = (voyage: Voyage, cargoTonnes: number): string =>
  `Voyage model: ${days.format(voyage.totalDays)} days (${days.format(voyage.seaDays)} at sea, ${days.format(voyage.ballastDays)} ballast, ${days.format(voyage.portDays)} in port), US$${usd.format(voyage.totalUsd)} ÷ ${usd.format(cargoTonnes)} t = US$${formatMoney(voyage.perTonneUsd)}/t`;

type Assessment = NonNullable<NonNullable<CalculatorReply['freight']>['assessment']>;

/** 'Lane assessment US$31.25/t of 2026-11-19 by Jane Analyst (broker survey); the voyage model says US$33.10/t'. */
export const assessmentSummary = (assessment: Assessment, voyage: Voyage | null): string =>
  `Lane assessment US$${formatMoney(assessment.usdPerTonne)}/t of ${assessment.assessedOn} by ${assessment.publisher} (${assessment.source})${assessment.isDemo ? ', demo data' : ''}` +
  (voyage === null ? '' : `; the voyage model says US$${formatMoney(voyage.perTonneUsd)}/t`);

type Finance = NonNullable<CalculatorReply['finance']>;

/** A stored fraction as the percent a user types: 0.065 → '6.5'. */
export const percentText = (rate: number): string => String(rateToPercent(rate));

/** 'Carry 8.91 (6.5 % × 70.0 days) + LC 3.49 + demurrage 1.64 (0.55 to 2.73) = 14.04 USD/t'. */
export const financeSummary = (currencyCode: string, finance: Finance): string =>
  `Carry ${formatMoney(finance.carry, currencyCode)} (${percentText(finance.carryRatePerYear)} % × ${days.format(finance.transitDays + finance.paymentDays)} days)` +
  ` + LC ${formatMoney(finance.letterOfCredit, currencyCode)}` +
  (finance.demurrageHigh > 0
    ? ` + demurrage ${formatMoney(finance.demurrage, currencyCode)} (${formatMoney(finance.demurrageLow, currencyCode)} to ${formatMoney(finance.demurrageHigh, currencyCode)})`
    : '') +
  ` = ${formatMoney(finance.price, currencyCode)} ${currencyCode}/t`;

type SeaRoute = NonNullable<CalculatorReply['seaRoutes']>[number];

/** 'Suez Canal · 4,071.2 nm · 14 days 3 hours', and ' · cheaper' on the route that delivers for less. */
export const seaRouteLabel = (route: SeaRoute): string =>
  `${route.id === 'suez' ? 'Suez Canal' : 'Cape of Good Hope'} · ${formatDistance(route.distanceInNM)} nm · ${formatTransitTime(route.travelTimeInMS)}${route.cheaper ? ' · cheaper' : ''}`;
