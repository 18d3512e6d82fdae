import { useMutation } from '@tanstack/react-query';
import { alertEndpoints } from '@psc/core/alerts/alerts.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** POST /alerts/unsubscribe/{token}: the e-mail's one-click link, from the page a person lands on. */
export const unsubscribeFromAlert = (token: string) =>
  apiRequest(endpointUrl(alertEndpoints.unsubscribe, { token }), {
    method: alertEndpoints.unsubscribe.method,
    schema: alertEndpoints.unsubscribe.reply,
    // The person may not be signed in on this browser; the token is the whole authority.
    authenticated: false,
  });

export const useUnsubscribeFromAlert = () => useMutation({ mutationFn: unsubscribeFromAlert });
