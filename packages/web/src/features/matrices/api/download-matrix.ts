import { useMutation } from '@tanstack/react-query';
import { matrixEndpoints } from '@psc/core/matrices/matrices.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiDownload, saveFile } from '#lib/api-client.ts';

/** GET /api/v1/matrices/{matrixId}/matrix.xlsx, then saves the workbook. */
export const downloadMatrix = async (id: string) => {
  const { blob, fileName } = await apiDownload(endpointUrl(matrixEndpoints.xlsx, { matrixId: id }));
  saveFile(blob, fileName ?? 'matrix.xlsx');
};

export const useDownloadMatrix = () => useMutation({ mutationFn: downloadMatrix });
