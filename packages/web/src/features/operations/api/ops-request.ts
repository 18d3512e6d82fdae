import type { z } from 'zod';
import type { Endpoint } from '@psc/core/shared/endpoint';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { ApiError, apiRequest } from '#lib/api-client.ts';
import { operatorSession } from '../session/operator-session.ts';

type OpsCall = {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * An operations call with the console's own token, never a trader's session; a 401 ends the console session so
 * the sign-in shows again.
 */
export const opsRequest = async <E extends Endpoint & { reply: z.ZodType }>(
  endpoint: E,
  call: OpsCall = {},
): Promise<z.infer<E['reply']>> => {
  const session = operatorSession.get();
  try {
    // The reply is checked against the endpoint's schema inside apiRequest; the generic only names its type.
    return (await apiRequest(endpointUrl(endpoint, call.params, call.query), {
      method: endpoint.method,
      schema: endpoint.reply,
      authenticated: false,
      treatUnauthorizedAsSessionEnd: false,
      headers: session === null ? {} : { Authorization: `Bearer ${session.accessToken}` },
      ...(call.body === undefined ? {} : { body: call.body }),
      ...(call.signal ? { signal: call.signal } : {}),
    })) as z.infer<E['reply']>;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) operatorSession.end();
    throw error;
  }
};
