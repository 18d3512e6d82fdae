import { describe, expect, it } from 'vitest';
import { emptyMatrixForm, matrixFormValuesOf, matrixRequestOf } from './matrix-form.ts';

describe('the matrix form', () => {
  it('asks for a basis on every origin row', () => {
    expect(matrixRequestOf(emptyMatrixForm())).toEqual({
      problem: { key: 'matrices.editor.chooseBasis', values: { origin: 1 } },
    });
  });

  it('turns typed values into a request and back', () => {
    const values = emptyMatrixForm();
    values.name = 'Raws into Europe';
    values.origins = [
      {
        contractId: 'NewYork11',
        originPortId: 'BRSSZ',
        originCMPRegionId: '',
        freightMode: 'bulk',
        polarisation: '97.5',
      },
    ];
    values.destinationIds = ['NLRTM'];
    values.blocks.Insurance = { active: false, customCost: '' };
    values.blocks.Premium = { active: true, customCost: '1,012.5' };
    const request = matrixRequestOf(values);
    expect(request).toEqual({
      name: 'Raws into Europe',
      currencyCode: 'USD',
      periodCount: 3,
      origins: [
        {
          contractId: 'NewYork11',
          originPortId: 'BRSSZ',
          originCMPRegionId: null,
          freightMode: 'bulk',
          polarisation: 97.5,
        },
      ],
      destinationIds: ['NLRTM'],
      blocks: {
        Insurance: { active: false, customCost: null },
        Premium: { active: true, customCost: 1012.5 },
      },
    });
    if ('problem' in request) throw new Error(request.problem.key);
    const again = matrixFormValuesOf({
      ...request,
      id: 'm',
      periodCount: 3,
      currencyCode: 'USD',
      origins: request.origins.map((origin) => ({
        contractId: origin.contractId,
        originPortId: origin.originPortId ?? null,
        originCMPRegionId: origin.originCMPRegionId ?? null,
        freightMode: origin.freightMode ?? null,
        polarisation: origin.polarisation ?? null,
      })),
      blocks: {
        Insurance: { active: false, customCost: null },
        Premium: { active: true, customCost: 1012.5 },
      },
      createdAt: 0,
      updatedAt: 0,
    });
    expect(again.blocks.Premium).toEqual({ active: true, customCost: '1012.5' });
    expect(again.blocks.Insurance).toEqual({ active: false, customCost: '' });
    expect(again.origins).toEqual(values.origins);
  });

  it('refuses a custom cost that is not a number', () => {
    const values = emptyMatrixForm();
    values.blocks.Duty = { active: true, customCost: 'abc' };
    expect(matrixRequestOf(values)).toEqual({
      problem: { key: 'matrices.editor.customCostNotNumber', values: { block: 'Duty' } },
    });
  });
});
