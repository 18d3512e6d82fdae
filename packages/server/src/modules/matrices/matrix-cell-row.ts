import { contracts } from '@psc/core/market-data/contracts';
import type { MatrixBlock, MatrixOrigin } from '@psc/core/matrices/matrices.schemas';
import type { AdjustableCostBlockType } from '@psc/core/pricing/cost-block-types';
import type { FinanceTerms } from '@psc/core/pricing/finance-terms';
import { checkOrigin } from '../calculators/check-calculator-choice.ts';
import type { CalculatorRow } from '../calculators/calculator-reply.ts';
import type { PricingContext } from '../calculators/pricing-context.ts';
import type { MatrixUserDestination } from './matrices.repository.ts';

/** The origin columns a calculator of this row stores: the port's country and region, Santos for Brazil. */
export const originColumnsOf = (context: PricingContext, origin: MatrixOrigin) => {
  const port = origin.originPortId === null ? undefined : context.portsById.get(origin.originPortId);
  const regionId =
    port === undefined ? null : (context.reference.countriesById.get(port.countryId)?.region ?? null);
  return checkOrigin(context, origin.contractId, {
    originRegionId: origin.contractId === 'CashMarketPrice' ? null : regionId,
    originCMPRegionId: origin.originCMPRegionId,
    originCountryId: null,
    originPortId: origin.originPortId,
  });
};

const activeOf = (block: MatrixBlock | undefined) => block?.active ?? true;
const customOf = (block: MatrixBlock | undefined) => block !== undefined && block.customCost !== null;
const costOf = (block: MatrixBlock | undefined) => block?.customCost ?? null;

type BlockColumns = Pick<
  CalculatorRow,
  | 'activePremium'
  | 'activeSeaFreight'
  | 'activeInsurance'
  | 'activeDuty'
  | 'activeLoading'
  | 'activeLandFreight'
  | 'customPremium'
  | 'customSeaFreight'
  | 'customInsurance'
  | 'customDuty'
  | 'customLoading'
  | 'customLandFreight'
  | 'customPremiumCost'
  | 'customSeaFreightCost'
  | 'customInsuranceCost'
  | 'customDutyCost'
  | 'customLoadingCost'
  | 'customLandFreightCost'
>;

/** The matrix's block settings as a calculator's active/custom columns (every cell and every opened calculator). */
export const blockColumnsOf = (
  blocks: Partial<Record<AdjustableCostBlockType, MatrixBlock>>,
): BlockColumns => ({
  activePremium: activeOf(blocks.Premium),
  activeSeaFreight: activeOf(blocks.SeaFreight),
  activeInsurance: activeOf(blocks.Insurance),
  activeDuty: activeOf(blocks.Duty),
  activeLoading: activeOf(blocks.Loading),
  activeLandFreight: activeOf(blocks.LandFreight),
  customPremium: customOf(blocks.Premium),
  customSeaFreight: customOf(blocks.SeaFreight),
  customInsurance: customOf(blocks.Insurance),
  customDuty: customOf(blocks.Duty),
  customLoading: customOf(blocks.Loading),
  customLandFreight: customOf(blocks.LandFreight),
  customPremiumCost: costOf(blocks.Premium),
  customSeaFreightCost: costOf(blocks.SeaFreight),
  customInsuranceCost: costOf(blocks.Insurance),
  customDutyCost: costOf(blocks.Duty),
  customLoadingCost: costOf(blocks.Loading),
  customLandFreightCost: costOf(blocks.LandFreight),
});

export type CellInput = {
  origin: MatrixOrigin;
  originColumns: ReturnType<typeof originColumnsOf>;
  periodId: string;
  destinationId: string;
  userDestination: MatrixUserDestination | null;
  currencyCode: string;
  blocks: BlockColumns;
  accountFinanceTerms: FinanceTerms | null;
};

/**
 * The stored row a calculator of this cell would have, joined as a read joins it, so a cell and the calculator it
 * opens as are priced by the same code from the same row (docs/decisions/0047). One literal, every field written:
 * 7,200 of them per read stay cheap objects of one shape.
 */
export const cellRowOf = (cell: CellInput): CalculatorRow => {
  const own = cell.userDestination;
  const blocks = cell.blocks;
  return {
    id: '',
    accountId: '',
    personId: '',
    name: '',
    contractId: cell.origin.contractId,
    periodId: cell.periodId,
    originRegionId: cell.originColumns.originRegionId ?? null,
    originCmpRegionId: cell.originColumns.originCmpRegionId ?? null,
    originCountryId: cell.originColumns.originCountryId ?? null,
    originPortId: cell.originColumns.originPortId ?? null,
    userDestinationId: own === null ? null : cell.destinationId,
    globalDestinationId: own === null ? cell.destinationId : null,
    currencyCode: cell.currencyCode,
    tons: 0,
    tonsPerContainer: null,
    seaFreightContainerCost: null,
    activePremium: blocks.activePremium,
    activeSeaFreight: blocks.activeSeaFreight,
    activeInsurance: blocks.activeInsurance,
    activeDuty: blocks.activeDuty,
    activeLoading: blocks.activeLoading,
    activeLandFreight: blocks.activeLandFreight,
    customPremium: blocks.customPremium,
    customSeaFreight: blocks.customSeaFreight,
    customInsurance: blocks.customInsurance,
    customDuty: blocks.customDuty,
    customLoading: blocks.customLoading,
    customLandFreight: blocks.customLandFreight,
    customPremiumCost: blocks.customPremiumCost,
    customSeaFreightCost: blocks.customSeaFreightCost,
    customInsuranceCost: blocks.customInsuranceCost,
    customDutyCost: blocks.customDutyCost,
    customLoadingCost: blocks.customLoadingCost,
    customLandFreightCost: blocks.customLandFreightCost,
    customForex: false,
    customForexCost: null,
    customQuota: false,
    customQuotaCost: null,
    customQuotaCurrencyCode: null,
    polarisation: cell.origin.polarisation ?? null,
    dutyRegime: null,
    freightMode: cell.origin.freightMode,
    vesselClass: null,
    cargoTonnes: null,
    seaRoute: null,
    rollingPosition: null,
    rollBusinessDays: null,
    financeTerms: null,
    previousCoordinates: null,
    creationTimestamp: epoch,
    pricedVersion: null,
    pricedAt: null,
    pricedPrice: null,
    pricedLowPrice: null,
    pricedHighPrice: null,
    pricedTotal: null,
    pricedContractPrice: null,
    pricedError: null,
    sequence: 0,
    destinationName: own?.name ?? null,
    destinationRegion: own?.region ?? null,
    destinationCountryId: own?.countryId ?? null,
    destinationArrivalPortId: own?.arrivalPortId ?? null,
    destinationCurrencyCode: own?.currencyCode ?? null,
    destinationLandFreight: own?.perTonLandFreightCost ?? null,
    destinationCost: own?.destinationCost ?? null,
    destinationPremiumCost: own?.premiumCost ?? null,
    accountFinanceTerms: cell.accountFinanceTerms,
  };
};

const epoch = new Date(0);

/** The row's name on screen and in the workbook: basis, where it loads, how it ships. */
export const originLabelOf = (context: PricingContext, origin: MatrixOrigin): string => {
  const contract = contracts[origin.contractId].displayName;
  const where =
    origin.contractId === 'CashMarketPrice'
      ? origin.originCMPRegionId
      : origin.originPortId === null
        ? 'Santos'
        : (context.portsById.get(origin.originPortId)?.name ?? origin.originPortId);
  const grade = (origin.polarisation ?? null) === null ? null : `${origin.polarisation}°`;
  return [contract, where, grade, origin.freightMode]
    .filter((part) => part !== null && part !== '')
    .join(' · ');
};
