import { useMutation } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import type { PriceFileRequest } from '@psc/core/operations/operations.schemas';
import { opsRequest } from './ops-request.ts';

/** POST /api/ops/market/prices/preview: nothing is published. */
export const usePreviewPrices = () =>
  useMutation({
    mutationFn: (file: PriceFileRequest) => opsRequest(operationsEndpoints.previewPrices, { body: file }),
  });
