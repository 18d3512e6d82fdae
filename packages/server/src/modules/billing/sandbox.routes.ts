import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxConfirmReplySchema } from '@psc/core/billing/billing.schemas';
import type { Deps } from '../../deps.ts';
import { authenticateSandboxIntent, confirmSandboxIntent } from './confirm-sandbox-intent.ts';
import { refusalReplies as refusals } from '../../shared/endpoint-schema.ts';
import { idParams } from './billing-route-schemas.ts';

/** The built-in card provider's confirmation calls (docs/decisions/0017). */
export const sandboxRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post('/sandbox/v1/:kind/:id/confirm', {
    config: { auth: 'public' },
    schema: {
      tags: ['sandbox'],
      summary: 'Confirm a sandbox payment or setup intent with a test card',
      params: z.object({ kind: z.enum(['payment_intents', 'setup_intents']), id: z.string().max(80) }),
      body: z.unknown(),
      response: { 200: sandboxConfirmReplySchema, ...refusals },
    },
    handler: async (request) =>
      confirmSandboxIntent(deps, request.params.kind, request.params.id, request.body),
  });
  app.post('/sandbox/v1/payment_intents/:id/authenticate', {
    config: { auth: 'public' },
    schema: {
      tags: ['sandbox'],
      summary: "Complete or fail a sandbox intent's 3-D Secure step",
      params: idParams,
      body: z.unknown(),
      response: { 200: sandboxConfirmReplySchema, ...refusals },
    },
    handler: async (request) => authenticateSandboxIntent(deps, request.params.id, request.body),
  });
};
