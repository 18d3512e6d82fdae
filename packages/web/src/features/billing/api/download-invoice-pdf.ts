import { useMutation } from '@tanstack/react-query';
import { invoiceEndpoints } from '@psc/core/billing/billing.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiBlob } from '#lib/api-client.ts';

/** GET /api/v1/accounts/invoices/{invoiceId}/pdf, saved through a temporary link (a plain link cannot carry the bearer token). */
export const downloadInvoicePdf = async (invoiceId: string, filename: string): Promise<void> => {
  const url = URL.createObjectURL(await apiBlob(endpointUrl(invoiceEndpoints.pdf, { invoiceId })));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

export const useDownloadInvoicePdf = () =>
  useMutation({
    mutationFn: (input: { id: string; filename: string }) => downloadInvoicePdf(input.id, input.filename),
  });
