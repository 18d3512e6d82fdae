import type { MatrixReply, MatrixRequest } from '@psc/core/matrices/matrices.schemas';
import { adjustableCostBlockTypes, type AdjustableCostBlockType } from '@psc/core/pricing/cost-block-types';
import type { ContractId } from '@psc/core/market-data/contracts';
import type { MessageKey, MessageValues } from '#lib/i18n/catalogue-store.ts';

export type OriginValues = {
  contractId: ContractId | '';
  originPortId: string;
  originCMPRegionId: string;
  freightMode: '' | 'bulk' | 'container';
  /** Degrees as typed; '' = the origin's usual grade. */
  polarisation: string;
};

export type BlockValues = { active: boolean; customCost: string };

/** The editor's values: text as typed, turned into a request on save. */
export type MatrixFormValues = {
  name: string;
  currencyCode: string;
  periodCount: string;
  origins: OriginValues[];
  destinationIds: string[];
  blocks: Record<AdjustableCostBlockType, BlockValues>;
};

export const emptyOrigin: OriginValues = {
  contractId: '',
  originPortId: '',
  originCMPRegionId: '',
  freightMode: '',
  polarisation: '',
};

const defaultBlocks = (): Record<AdjustableCostBlockType, BlockValues> =>
  Object.fromEntries(
    adjustableCostBlockTypes.map((type) => [type, { active: true, customCost: '' }]),
  ) as Record<AdjustableCostBlockType, BlockValues>;

export const emptyMatrixForm = (): MatrixFormValues => ({
  name: '',
  currencyCode: 'USD',
  periodCount: '3',
  origins: [{ ...emptyOrigin }],
  destinationIds: [],
  blocks: defaultBlocks(),
});

export const matrixFormValuesOf = (matrix: MatrixReply): MatrixFormValues => {
  const blocks = defaultBlocks();
  for (const type of adjustableCostBlockTypes) {
    const block = matrix.blocks[type];
    if (block !== undefined)
      blocks[type] = {
        active: block.active,
        customCost: block.customCost === null ? '' : String(block.customCost),
      };
  }
  return {
    name: matrix.name,
    currencyCode: matrix.currencyCode,
    periodCount: String(matrix.periodCount),
    origins: matrix.origins.map((origin) => ({
      contractId: origin.contractId,
      originPortId: origin.originPortId ?? '',
      originCMPRegionId: origin.originCMPRegionId ?? '',
      freightMode: origin.freightMode ?? '',
      polarisation: origin.polarisation === null ? '' : String(origin.polarisation),
    })),
    destinationIds: matrix.destinationIds,
    blocks,
  };
};

/** What the user still has to fix, as a message of the catalogues (the editor says it in the reader's language). */
export type MatrixProblem = { key: MessageKey; values: MessageValues };

/** The request, or the first thing the user still has to fix (the server checks the rest and says so). */
export const matrixRequestOf = (values: MatrixFormValues): MatrixRequest | { problem: MatrixProblem } => {
  const blocks: MatrixRequest['blocks'] = {};
  for (const type of adjustableCostBlockTypes) {
    const block = values.blocks[type];
    const text = block.customCost.trim().replaceAll(',', '');
    if (text !== '' && !Number.isFinite(Number(text)))
      return { problem: { key: 'matrices.editor.customCostNotNumber', values: { block: type } } };
    if (!block.active || text !== '')
      blocks[type] = { active: block.active, customCost: text === '' ? null : Number(text) };
  }
  const missingBasis = values.origins.findIndex((origin) => origin.contractId === '');
  if (missingBasis >= 0)
    return { problem: { key: 'matrices.editor.chooseBasis', values: { origin: missingBasis + 1 } } };
  const badGrade = values.origins.findIndex(
    (origin) => origin.polarisation.trim() !== '' && !Number.isFinite(Number(origin.polarisation)),
  );
  if (badGrade >= 0)
    return { problem: { key: 'matrices.editor.polarisationNotNumber', values: { origin: badGrade + 1 } } };
  return {
    name: values.name,
    currencyCode: values.currencyCode,
    periodCount: Number(values.periodCount),
    origins: values.origins.map((origin) => ({
      contractId: origin.contractId as ContractId,
      originPortId: origin.originPortId || null,
      originCMPRegionId: origin.originCMPRegionId || null,
      freightMode: origin.freightMode === '' ? null : origin.freightMode,
      polarisation: origin.polarisation.trim() === '' ? null : Number(origin.polarisation),
    })),
    destinationIds: values.destinationIds,
    blocks,
  };
};
