import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import {
  alertChannelChangeSchema,
  alertChannelListReplySchema,
  alertChannelReplySchema,
  alertChannelRequestSchema,
} from './alert-channels.schemas.ts';

const channelParams = z.object({ channelId: z.uuid() });

/** The chat channels of alerts (issue 49 item 2, docs/decisions/0125), described once for the server and the web. */
export const alertChannelEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/v1/alert-channels',
    summary: "The caller's chat channels and the account's, with their failures and latest messages",
    reply: alertChannelListReplySchema,
  },
  create: {
    method: 'POST',
    path: '/api/v1/alert-channels',
    summary: 'Add a Teams, Slack or Telegram channel; a test message must reach it first',
    body: alertChannelRequestSchema,
    reply: alertChannelReplySchema,
  },
  update: {
    method: 'PUT',
    path: '/api/v1/alert-channels/:channelId',
    summary: 'Rename a channel, or choose whether it takes publication notices',
    description:
      'A publication notice tells the channel that prices, FX or freight its owner prices from were published.',
    params: channelParams,
    body: alertChannelChangeSchema,
    reply: alertChannelReplySchema,
  },
  resume: {
    method: 'POST',
    path: '/api/v1/alert-channels/:channelId/resume',
    summary: 'Resume a paused channel after a new test message reaches it',
    params: channelParams,
    reply: alertChannelReplySchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/alert-channels/:channelId',
    summary: 'Remove a channel (messages not yet sent are dropped)',
    params: channelParams,
    reply: simpleReplySchema,
  },
});
