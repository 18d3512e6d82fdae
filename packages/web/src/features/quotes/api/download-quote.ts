import { useMutation } from '@tanstack/react-query';
import { quoteEndpoints } from '@psc/core/quotes/quotes.endpoints';
import type { BuyerCopyKind } from '@psc/core/quotes/quotes.schemas';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiDownload, saveFile } from '#lib/api-client.ts';

/**
 * GET /api/v1/quotes/{quoteId}/quote.pdf (the buyer's copy chosen: `copy`) or quote.xlsx (the trader's own working
 * copy), then saves the file.
 */
export const downloadQuote = async ({
  id,
  format,
  copy,
}: {
  id: string;
  format: 'pdf' | 'xlsx';
  copy?: BuyerCopyKind;
}) => {
  const query: Record<string, string> = format === 'pdf' && copy !== undefined ? { copy } : {};
  const { blob, fileName } = await apiDownload(endpointUrl(quoteEndpoints[format], { quoteId: id }, query));
  saveFile(blob, fileName ?? `quote.${format}`);
};

export const useDownloadQuote = () => useMutation({ mutationFn: downloadQuote });
