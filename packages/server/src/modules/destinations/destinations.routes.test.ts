import { userDestinationEndpoints } from '@psc/core/destinations/destinations.endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  createPaidAccount,
  createTestApp,
  type Member,
  type TestApp,
} from '../../../test/test-app.ts';
import { as, newYorkDestination, santosToNewYork, type Caller } from '../../../test/calculator-fixtures.ts';
import { seedDemoMarketData } from '../market-data/seed-demo-market-data.ts';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';

let t: TestApp;
let owner: Caller;
let colleague: Caller;
let viewer: Caller;
let stranger: Caller;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: '10000' });
  t.clock.set(new Date('2026-11-20T10:00:00Z'));
  await seedDemoMarketData(t.deps);
  const desk = await createPaidAccount(t);
  owner = as(t.app, desk.admin.accessToken);
  const member: Member = await addMember(t, desk.admin, 'U');
  colleague = as(t.app, member.accessToken);
  viewer = as(t.app, (await addMember(t, desk.admin, 'V')).accessToken);
  stranger = as(t.app, (await createPaidAccount(t)).admin.accessToken);
});
afterAll(() => t.close());

type Destination = {
  id: string;
  name: string;
  perTonLandFreightCost: number;
  destinationCost: number | null;
  country: string;
  region: string;
  arrivalPortId: string;
  calculatorCount: number;
};
const list = async (caller: Caller) =>
  (await caller.get('/api/v1/destination/userdefined')).json<Destination[]>();
const create = (caller: Caller, body: object) => caller.post('/api/v1/destination/userdefined', body);

describe('the user destination contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, userDestinationEndpoints);
  });
});

describe('user-defined destinations', () => {
  it("creates with the full form, answers 'Your new destination has been created!' and lists it with parsed amounts", async () => {
    const response = await create(owner, {
      ...newYorkDestination,
      name: 'Full form',
      perTonLandFreightCostAsString: '1,234.50',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Your new destination has been created!',
    });
    const created = (await list(owner)).find((destination) => destination.id === response.json().id);
    expect(created).toMatchObject({
      name: 'Full form',
      perTonLandFreightCost: 1234.5,
      destinationCost: 27.6,
      country: '840',
      region: 'North America',
      arrivalPortId: 'USNYC',
      calculatorCount: 0,
    });
  });

  it('takes country and region from the arrival port in the short form; no charges means the port default', async () => {
    const response = await create(owner, {
      name: 'Short form',
      arrivalPortId: 'NLRTM',
      currencyCode: 'EUR',
      perTonLandFreightCostAsString: '8',
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = (await list(owner)).find((destination) => destination.id === response.json().id);
    expect(created).toMatchObject({
      country: '528',
      region: 'Europe',
      destinationCost: null,
      perTonLandFreightCost: 8,
    });
  });

  it.each([
    ['12,3,4', "Land Freight Cost must be a number such as 1234.56 or 1,234.56, not '12,3,4'"],
    ['abc', "Land Freight Cost must be a number such as 1234.56 or 1,234.56, not 'abc'"],
    ['NaN', "Land Freight Cost must be a number such as 1234.56 or 1,234.56, not 'NaN'"],
    ['-3', 'Land Freight Cost must be at least 0'],
    ['', 'Land Freight Cost is required'],
  ])('refuses the amount %j with a clear message and stores nothing', async (text, message) => {
    const before = (await list(owner)).length;
    const response = await create(owner, { ...newYorkDestination, perTonLandFreightCostAsString: text });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message,
      field: 'perTonLandFreightCostAsString',
    });
    expect((await list(owner)).length).toBe(before);
  });

  it('refuses destination charges that are not a number', async () => {
    const response = await create(owner, { ...newYorkDestination, destinationCostAsString: '27.6.1' });
    expect(response.json()).toMatchObject({
      message: "Destination Charges must be a number such as 1234.56 or 1,234.56, not '27.6.1'",
    });
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ region: 'Antarctica', country: '010', arrivalPortId: '' }, 'Unknown country: 010'],
    [{ region: 'Europe' }, 'United States is not in Europe'],
    [{ arrivalPortId: 'NLRTM' }, 'Rotterdam is not in United States'],
    [{ arrivalPortId: 'XXXXX' }, 'XXXXX is not a destination port'],
    [{ currencyCode: 'XYZ' }, 'XYZ is not an ISO 4217 currency'],
  ])('refuses %j: %s', async (change, message) => {
    const response = await create(owner, { ...newYorkDestination, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('edits with the full form; any port is allowed', async () => {
    const id = (await create(owner, { ...newYorkDestination, name: 'To edit' })).json().id as string;
    const response = await owner.put('/api/v1/destination/userdefined', {
      ...newYorkDestination,
      id,
      name: 'Edited',
      arrivalPortId: '',
      destinationCostAsString: '30',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await list(owner)).find((destination) => destination.id === id)).toMatchObject({
      name: 'Edited',
      arrivalPortId: '',
      destinationCost: 30,
    });
  });

  it('refuses to delete a destination calculators use, naming them, and deletes it once they are gone', async () => {
    const id = (await create(owner, { ...newYorkDestination, name: 'In use' })).json().id as string;
    const calculator = await owner.post('/api/v1/calculator', santosToNewYork(id));
    expect(calculator.statusCode, calculator.body).toBe(200);
    const refused = await owner.delete(`/api/v1/destination/userdefined/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      reason: 'destination_in_use',
      message:
        'This destination is used by 1 calculator(s): Santos to NY. Change their destination or delete them first.',
    });
    expect((await list(owner)).find((destination) => destination.id === id)?.calculatorCount).toBe(1);
    expect((await owner.delete(`/api/v1/calculator/${calculator.json().id}`)).statusCode).toBe(200);
    const deleted = await owner.delete(`/api/v1/destination/userdefined/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Your destination has been removed' });
    expect((await list(owner)).some((destination) => destination.id === id)).toBe(false);
  });

  it('keeps each user to their own destinations: other users and other accounts neither see nor change them', async () => {
    const id = (await create(owner, { ...newYorkDestination, name: 'Private' })).json().id as string;
    for (const other of [colleague, stranger]) {
      expect((await list(other)).some((destination) => destination.id === id)).toBe(false);
      expect(
        (await other.put('/api/v1/destination/userdefined', { ...newYorkDestination, id, name: 'Taken' }))
          .statusCode,
      ).toBe(404);
      expect((await other.delete(`/api/v1/destination/userdefined/${id}`)).statusCode).toBe(404);
      // Nor can they price a calculator with it.
      expect((await other.post('/api/v1/calculator', santosToNewYork(id))).json().message).toBe(
        'Unknown destination: choose one of your destinations or a destination port',
      );
    }
    expect((await list(owner)).find((destination) => destination.id === id)?.name).toBe('Private');
  });

  it("lets a Viewer read but answers every change 'Insufficient privileges!!'", async () => {
    expect((await viewer.get('/api/v1/destination/userdefined')).statusCode).toBe(200);
    const id = (await create(owner, newYorkDestination)).json().id as string;
    for (const response of [
      await create(viewer, newYorkDestination),
      await viewer.put('/api/v1/destination/userdefined', { ...newYorkDestination, id }),
      await viewer.delete(`/api/v1/destination/userdefined/${id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Insufficient privileges!!');
    }
  });

  it('answers 404 for ids that are not uuids', async () => {
    expect((await owner.delete('/api/v1/destination/userdefined/not-a-uuid')).statusCode).toBe(404);
  });
});
