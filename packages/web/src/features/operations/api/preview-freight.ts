import { useMutation } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import type { FreightFileRequest } from '@psc/core/operations/operations.schemas';
import { opsRequest } from './ops-request.ts';

/** POST /api/ops/market/freight/preview: nothing is published. */
export const usePreviewFreight = () =>
  useMutation({
    mutationFn: (file: FreightFileRequest) => opsRequest(operationsEndpoints.previewFreight, { body: file }),
  });
