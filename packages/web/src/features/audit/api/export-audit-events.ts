import { useMutation } from '@tanstack/react-query';
import { auditEndpoints } from '@psc/core/audit/audit.endpoints';
import { apiRequest } from '#lib/api-client.ts';
import { auditSearchParams, type AuditFilters } from './get-audit-events.ts';

/** GET /api/v1/accounts/audit.csv: every event that matches the filters, as CSV text. */
export const exportAuditEvents = async (filters: AuditFilters): Promise<string> => {
  const reply = await apiRequest(`${auditEndpoints.csv.path}?${auditSearchParams(filters).toString()}`, {
    headers: { Accept: 'text/csv' },
  });
  return typeof reply === 'string' ? reply : '';
};

/** Downloads the CSV as a file; the bearer token rules out a plain link. */
export const useExportAuditEvents = () =>
  useMutation({
    mutationFn: async (filters: AuditFilters) => {
      const csv = await exportAuditEvents(filters);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'psc-audit-trail.csv';
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
