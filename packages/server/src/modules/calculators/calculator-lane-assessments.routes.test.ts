import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { findSeaDistance } from '@psc/core/market-data/rule-lookups';
import { bulkVoyageCost } from '@psc/core/pricing/bulk-voyage';
import { bearer, type TestApp } from '../../../test/test-app.ts';
import { openCalculatorDesk, santosToNewYork, type Caller } from '../../../test/calculator-fixtures.ts';

// Published bulk lane assessments over HTTP (issue 14 item 1; docs/decisions/0036): operator imports with history,
// all-or-nothing, and bulk calculators priced from the lane's newest assessment, the voyage model elsewhere.

const operatorKey = 'operator-key-for-lane-assessment-tests-0123456789';
const header = 'fromPortId,toPortId,vesselClassId,usdPerTonne,assessedOn';
let t: TestApp;
let owner: Caller;
let ownerToken: string;

beforeAll(async () => {
  let desk: Awaited<ReturnType<typeof openCalculatorDesk>>['desk'];
  ({ t, owner, desk } = await openCalculatorDesk({ OPERATOR_API_KEY: operatorKey }));
  ownerToken = desk.admin.accessToken;
});
afterAll(() => t.close());

const publish = (body: string, contentType = 'text/csv', key = operatorKey, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/system/freight${query}`,
    headers: { ...bearer(key), 'content-type': contentType },
    payload: body,
  });
const history = async () =>
  (await t.app.inject({ method: 'GET', url: '/system/freight', headers: bearer(operatorKey) })).json<
    { kind: string; rows: number; publisher: string; source: string; isDemo: boolean }[]
  >();
const create = async (body: object): Promise<string> => {
  const response = await owner.post('/api/v1/calculator', body);
  if (response.statusCode !== 200) throw new Error(`creation: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
};
const read = async (id: string) => {
  const found = (await owner.get('/api/v1/calculator/all'))
    .json<CalculatorReply[]>()
    .find((calculator) => calculator.id === id);
  if (!found) throw new Error('not listed');
  return found;
};
const amend = async (id: string, field: string, value: string) => {
  const response = await owner.put(`/api/v1/calculator/${id}/${field}?value=${encodeURIComponent(value)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalculatorReply>();
};
const seaFreight = (calculator: CalculatorReply) => {
  const found = calculator.costBlocks.find((block) => block.type === 'SeaFreight');
  if (!found) throw new Error('no SeaFreight block');
  return found;
};
const raws = (port: string) => {
  const { freightMode: _container, ...body } = santosToNewYork(port);
  return { ...body, name: `Santos to ${port} in bulk` };
};
const modelPerTonne = (from: string, to: string, vesselClassId: string) => {
  const reference = t.deps.referenceData;
  const distance = findSeaDistance(reference.seaDistances, from, to);
  const vessel = reference.bulkFreight.vesselClasses.find((entry) => entry.id === vesselClassId);
  if (!distance || !vessel) throw new Error('no distance or class');
  const voyage = bulkVoyageCost({
    nauticalMiles: distance.nm,
    routeClass: distance.routeClass,
    vessel,
    cargoTonnes: vessel.cargoTonnes,
    file: reference.bulkFreight,
  });
  return Math.round(voyage.perTonneUsd * 100) / 100;
};

describe('bulk freight publications', () => {
  it('are the operator key’s alone: no key or a customer token is refused', async () => {
    const csv = `${header}\nBRSSZ,IDTPP,Supramax,31.25,2026-11-19`;
    const denied = await t.app.inject({
      method: 'POST',
      url: '/system/freight',
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(denied.statusCode).toBe(401);
    expect((await publish(csv, 'text/csv', ownerToken)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/system/freight', headers: bearer(ownerToken) })).statusCode,
    ).toBe(401);
    expect(await history()).toEqual([]);
  });

  it('import nothing from a file with any bad lane and list every error by line', async () => {
    const refused = await publish(
      [
        header,
        'BRSSZ,IDTPP,Supramax,31.25,2026-11-19',
        'BRSSZ,ZZZZZ,Supramax,30,2026-11-19',
        'BRSSZ,IDTPP,Capesize,20,2026-11-19',
        'BRSSZ,IDCIG,Supramax,30,2026-12-01',
      ].join('\n'),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      errors: [
        { line: 3, field: 'toPortId', message: 'ZZZZZ is not a port PSC knows' },
        {
          line: 4,
          field: 'vesselClassId',
          message: 'Capesize is not a vessel class (Supramax, Handysize, Panamax)',
        },
        { line: 5, field: 'assessedOn', message: '2026-12-01 is in the future' },
      ],
    });
    expect(await history()).toEqual([]);
  });

  it('price a bulk calculator from its lane’s newest assessment, keep history, and leave other lanes to the model', async () => {
    const id = await create(raws('IDTPP'));
    const model = modelPerTonne('BRSSZ', 'IDTPP', 'Supramax');
    expect((await read(id)).freight).toMatchObject({ basis: 'voyage', assessment: null });
    expect(seaFreight(await read(id)).price).toBe(model);

    const first = await publish(
      `${header}\nBRSSZ,IDTPP,Supramax,31.25,2026-11-19\nIDTPP,BRSSZ,Supramax,12,2026-11-19`,
      'text/csv',
      operatorKey,
      '?publisher=Jane%20Analyst&source=broker%20survey',
    );
    expect(first.json()).toMatchObject({
      success: true,
      rows: 2,
      message: 'Imported 2 freight assessment(s)',
    });
    const assessed = await read(id);
    expect(assessed.freight).toMatchObject({
      mode: 'bulk',
      basis: 'assessment',
      assessment: {
        usdPerTonne: 31.25,
        assessedOn: '2026-11-19',
        publisher: 'Jane Analyst',
        source: 'broker survey',
        isDemo: false,
      },
    });
    // The model's figures stay in the reply for comparison.
    expect(assessed.freight?.voyage?.perTonneUsd).toBe(model);
    expect(seaFreight(assessed).price).toBe(31.25);
    expect(seaFreight(assessed).provenance.source).toBe(
      'Supramax lane assessment of 2026-11-19 by Jane Analyst (broker survey)',
    );
    expect(seaFreight(assessed).provenance.formula).toBe(
      'bulk freight per tonne = published lane assessment $31.25/t (Supramax, assessed 2026-11-19) × FX',
    );

    // A correction is a new publication; the newest row of the lane prices, history stays.
    t.clock.set(new Date('2026-11-20T10:20:00Z'));
    await publish(
      JSON.stringify([
        {
          fromPortId: 'BRSSZ',
          toPortId: 'IDTPP',
          vesselClassId: 'Supramax',
          usdPerTonne: 29.5,
          assessedOn: '2026-11-20',
        },
      ]),
      'application/json',
    );
    expect(seaFreight(await read(id)).price).toBe(29.5);
    expect((await history()).map((publication) => [publication.kind, publication.rows])).toEqual([
      ['freight', 1],
      ['freight', 2],
    ]);

    // A Handysize on the same lane has no assessment: the model prices it, and says so.
    const handy = await amend(id, 'vesselClass', 'Handysize');
    expect(handy.freight).toMatchObject({ basis: 'voyage', assessment: null });
    expect(seaFreight(handy).price).toBe(modelPerTonne('BRSSZ', 'IDTPP', 'Handysize'));
    // Containers ignore bulk assessments.
    const boxes = await amend(id, 'freightMode', 'container');
    expect(boxes.freight).toMatchObject({ mode: 'container', basis: null, assessment: null });
  });

  it('apply to the usual route only: on the Cape alternative of a Suez lane the model prices the voyage', async () => {
    await publish(`${header}\nFRLEH,SAJED,Supramax,24,2026-11-20`);
    const id = await create({
      name: 'Le Havre to Jeddah in bulk',
      contractId: 'London5',
      periodId: 'Mar-27',
      originRegionId: 'Europe',
      originCMPRegionId: null,
      originCountryId: '250',
      originPortId: 'FRLEH',
      destinationId: 'SAJED',
      currencyCode: 'USD',
      freightMode: 'bulk',
    });
    expect(seaFreight(await read(id)).price).toBe(24);
    const cape = await amend(id, 'seaRoute', 'cape');
    expect(cape.freight).toMatchObject({ basis: 'voyage', assessment: null });
    expect(seaFreight(cape).price).toBe(cape.freight?.voyage?.perTonneUsd);
    expect(cape.freight?.voyage?.nauticalMiles).toBe(
      t.deps.referenceData.capeDistances.get('FRLEH|SAJED')?.nm,
    );
  });

  it('are documented in OpenAPI under the operator tag', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    expect(document.paths['/system/freight']?.post?.tags).toEqual(['operator']);
    expect(document.paths['/system/freight']?.get?.tags).toEqual(['operator']);
  });
});
