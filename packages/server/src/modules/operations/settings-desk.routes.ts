import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operationsEndpointRoles as roles,
  operationsEndpoints as ops,
} from '@psc/core/operations/operations.endpoints';
import type { Deps } from '../../deps.ts';
import { requireOperator } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import {
  changeCataloguePrices,
  listCataloguePrices,
  listCoupons,
  saveCoupon,
} from '../billing/subscriptions/catalogue-desk.ts';
import { getAppSettings } from '../settings/get-app-settings.ts';
import { changeAppSettings } from './desk-settings.ts';

const tags = ['operations'];
const as = (role: 'admin') => ({ auth: 'operator', operatorRole: role }) as const;

/** The administrator's settings desk (issue 15 item 6): app settings, the billing catalogue's prices, coupons. */
export const settingsDeskRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(ops.settings.path, {
    config: as(roles.settings),
    schema: endpointSchema(ops.settings, tags),
    handler: async () => getAppSettings(deps),
  });

  app.put(ops.updateSettings.path, {
    config: as(roles.updateSettings),
    schema: endpointSchema(ops.updateSettings, tags),
    handler: async (request) => changeAppSettings(deps, requireOperator(request), request.body),
  });

  app.get(ops.cataloguePrices.path, {
    config: as(roles.cataloguePrices),
    schema: endpointSchema(ops.cataloguePrices, tags),
    handler: async () => listCataloguePrices(deps),
  });

  app.put(ops.changeCataloguePrices.path, {
    config: as(roles.changeCataloguePrices),
    schema: endpointSchema(ops.changeCataloguePrices, tags),
    handler: async (request) => changeCataloguePrices(deps, requireOperator(request), request.body),
  });

  app.get(ops.coupons.path, {
    config: as(roles.coupons),
    schema: endpointSchema(ops.coupons, tags),
    handler: async () => listCoupons(deps),
  });

  app.put(ops.saveCoupon.path, {
    config: as(roles.saveCoupon),
    schema: endpointSchema(ops.saveCoupon, tags),
    handler: async (request) => saveCoupon(deps, requireOperator(request), request.body),
  });
};
