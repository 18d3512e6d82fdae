import { useMutation } from '@tanstack/react-query';
import { calculatorExportBaseName } from '@psc/core/calculators/calculator-naming';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiDownload, saveFile } from '#lib/api-client.ts';
import { loadCalculatorContracts } from './calculator-contracts.ts';

/** '<name or Calculator - n>_<month>_<day>_<year>_<hh:mm>' in the user's local time (§7). */
export const exportBaseName = (displayName: string, at: Date = new Date()): string =>
  calculatorExportBaseName(displayName, {
    year: at.getFullYear(),
    month: at.getMonth() + 1,
    day: at.getDate(),
    hours: at.getHours(),
    minutes: at.getMinutes(),
  });

/** POST /api/v1/calculator/{id}/downloadasexcel?filename= (or downloadascsv?name=&ts=), then saves the file. */
export const downloadCalculator = async (input: {
  id: string;
  displayName: string;
  format: 'xlsx' | 'csv';
}) => {
  const at = new Date();
  const baseName = exportBaseName(input.displayName, at);
  const params = { calculatorId: input.id };
  const calculatorEndpoints = await loadCalculatorContracts();
  const [endpoint, path] =
    input.format === 'xlsx'
      ? [
          calculatorEndpoints.downloadExcel,
          endpointUrl(calculatorEndpoints.downloadExcel, params, { filename: `${baseName}.xlsx` }),
        ]
      : [
          calculatorEndpoints.downloadCsv,
          endpointUrl(calculatorEndpoints.downloadCsv, params, { name: input.displayName, ts: at.getTime() }),
        ];
  const { blob, fileName } = await apiDownload(path, { method: endpoint.method });
  saveFile(blob, fileName ?? `${baseName}.${input.format}`);
};

export const useDownloadCalculator = () => useMutation({ mutationFn: downloadCalculator });
