import { useMutation } from '@tanstack/react-query';
import { quoteEndpoints } from '@psc/core/quotes/quotes.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiDownload, saveFile } from '#lib/api-client.ts';

/** GET /api/v1/quotes/{quoteId}/quote.pdf or quote.xlsx, then saves the file. */
export const downloadQuote = async ({ id, format }: { id: string; format: 'pdf' | 'xlsx' }) => {
  const { blob, fileName } = await apiDownload(endpointUrl(quoteEndpoints[format], { quoteId: id }));
  saveFile(blob, fileName ?? `quote.${format}`);
};

export const useDownloadQuote = () => useMutation({ mutationFn: downloadQuote });
