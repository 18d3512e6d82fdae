import { useMutation } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import type { FxFileRequest } from '@psc/core/operations/operations.schemas';
import { opsRequest } from './ops-request.ts';

/** POST /api/ops/market/fx/preview: nothing is published. */
export const usePreviewFx = () =>
  useMutation({
    mutationFn: (file: FxFileRequest) => opsRequest(operationsEndpoints.previewFx, { body: file }),
  });
