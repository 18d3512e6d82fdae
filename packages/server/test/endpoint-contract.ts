import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Endpoint } from '@psc/core/shared/endpoint';

/** Every endpoint a core contract describes is a route the server registers, with that method and path. */
export const expectEveryEndpointRegistered = (app: FastifyInstance, endpoints: Record<string, Endpoint>) => {
  for (const endpoint of Object.values(endpoints))
    expect(app.hasRoute({ method: endpoint.method, url: endpoint.path }), endpoint.path).toBe(true);
};
