import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matrixEndpoints } from '@psc/core/matrices/matrices.endpoints';
import type { MatrixRequest } from '@psc/core/matrices/matrices.schemas';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';
import { matricesQueryKey } from './get-matrices.ts';
import { matrixQueryKey } from './get-matrix.ts';
import { matrixPricesQueryKey } from './get-matrix-prices.ts';

const { create, update, remove, openCell } = matrixEndpoints;

/** POST /api/v1/matrices, or PUT /api/v1/matrices/{matrixId} when `id` is given. */
export const saveMatrix = ({ id, request }: { id: string | null; request: MatrixRequest }) =>
  id === null
    ? apiRequest(create.path, { method: create.method, body: request, schema: create.reply })
    : apiRequest(endpointUrl(update, { matrixId: id }), {
        method: update.method,
        body: request,
        schema: update.reply,
      });

/** DELETE /api/v1/matrices/{matrixId}. */
export const deleteMatrix = (id: string) =>
  apiRequest(endpointUrl(remove, { matrixId: id }), { method: remove.method, schema: remove.reply });

/** POST /api/v1/matrices/{matrixId}/calculators: the cell as a calculator of its own. */
export const openMatrixCell = ({
  id,
  ...cell
}: {
  id: string;
  origin: number;
  destination: number;
  position: number;
}) =>
  apiRequest(endpointUrl(openCell, { matrixId: id }), {
    method: openCell.method,
    body: cell,
    schema: openCell.reply,
  });

export const useSaveMatrix = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMatrix,
    onSuccess: (matrix) => {
      // Prices of the matrix as it was must never show as its new ones: dropped, so its page loads them afresh.
      queryClient.removeQueries({ queryKey: matrixPricesQueryKey(matrix.id) });
      queryClient.setQueryData(matrixQueryKey(matrix.id), matrix);
      void queryClient.invalidateQueries({ queryKey: matricesQueryKey, exact: true });
    },
  });
};

export const useDeleteMatrix = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMatrix,
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: matrixQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: matricesQueryKey, exact: true });
    },
  });
};

/** The caller (app/) refreshes My Calculators, a feature this one does not know. */
export const useOpenMatrixCell = () => useMutation({ mutationFn: openMatrixCell });
