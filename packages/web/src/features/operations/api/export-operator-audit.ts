import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { ApiError } from '#lib/api-client.ts';
import { operatorSession } from '../session/operator-session.ts';

/** GET /api/ops/audit.csv with the console's token, saved by the browser as a file. */
export const exportOperatorAudit = async (filter: { action?: string; target?: string }): Promise<void> => {
  const query = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  );
  const session = operatorSession.get();
  const response = await fetch(endpointUrl(operationsEndpoints.exportAudit, {}, query), {
    headers: session === null ? {} : { Authorization: `Bearer ${session.accessToken}` },
    cache: 'no-store',
  });
  if (!response.ok) {
    if (response.status === 401) operatorSession.end();
    throw new ApiError(`The export failed (${response.status})`, { status: response.status });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'psc-operator-audit.csv';
  link.click();
  URL.revokeObjectURL(url);
};
