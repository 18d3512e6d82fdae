import { defineEndpoints } from '../shared/endpoint.ts';
import {
  endedSessionsReplySchema,
  sessionIdParamsSchema,
  sessionListReplySchema,
} from './sessions.schemas.ts';

/** The user's own sessions (issue 17 item 4), described once for the server and the web (issue 13). */
export const sessionEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/v1/sessions',
    summary: "The caller's open sessions: browsers signed in and applications connected",
    reply: sessionListReplySchema,
  },
  end: {
    method: 'DELETE',
    path: '/api/v1/sessions/:sessionId',
    summary: 'Sign out one of my sessions; its tokens are refused at once',
    params: sessionIdParamsSchema,
    reply: endedSessionsReplySchema,
  },
  endOthers: {
    method: 'DELETE',
    path: '/api/v1/sessions',
    summary: 'Sign out everywhere else: every session of mine but this one',
    reply: endedSessionsReplySchema,
  },
});
