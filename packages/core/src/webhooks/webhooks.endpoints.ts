import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import {
  webhookChangeSchema,
  webhookDeliveryListReplySchema,
  webhookDeliverySchema,
  webhookListReplySchema,
  webhookReplySchema,
  webhookRequestSchema,
  webhookRotationSchema,
  webhookWithSecretReplySchema,
} from './webhooks.schemas.ts';

const webhookParams = z.object({ webhookId: z.uuid() });

/** Customer webhooks (issue 49 item 3, docs/decisions/0126): administrators only. */
export const webhookEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/v1/webhooks',
    summary: "The account's webhook endpoints",
    reply: webhookListReplySchema,
  },
  create: {
    method: 'POST',
    path: '/api/v1/webhooks',
    summary: 'Register an HTTPS endpoint for events; its signing secret is shown once',
    description:
      'Deliveries are signed by the Standard Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature). ' +
      'A URL on a private, loopback or link-local address is refused.',
    body: webhookRequestSchema,
    reply: webhookWithSecretReplySchema,
  },
  update: {
    method: 'PUT',
    path: '/api/v1/webhooks/:webhookId',
    summary: "Change an endpoint's events or description, or switch it off and on",
    params: webhookParams,
    body: webhookChangeSchema,
    reply: webhookReplySchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/webhooks/:webhookId',
    summary: 'Remove an endpoint and its deliveries',
    params: webhookParams,
    reply: simpleReplySchema,
  },
  rotateSecret: {
    method: 'POST',
    path: '/api/v1/webhooks/:webhookId/rotate-secret',
    summary: 'A new signing secret, shown once; the previous one signs beside it for the overlap',
    params: webhookParams,
    body: webhookRotationSchema,
    reply: webhookWithSecretReplySchema,
  },
  deliveries: {
    method: 'GET',
    path: '/api/v1/webhooks/:webhookId/deliveries',
    summary: "An endpoint's latest deliveries with their attempts and replies",
    params: webhookParams,
    reply: webhookDeliveryListReplySchema,
  },
  replay: {
    method: 'POST',
    path: '/api/v1/webhooks/:webhookId/deliveries/:deliveryId/replay',
    summary: 'Send a delivery again, with the same id',
    params: z.object({ webhookId: z.uuid(), deliveryId: z.uuid() }),
    reply: webhookDeliverySchema,
  },
});
