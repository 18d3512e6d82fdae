import { useMutation } from '@tanstack/react-query';
import { calculatorExportBaseName } from '@psc/core/calculators/calculator-naming';
import { apiDownload, saveFile } from '../../../lib/api-client.ts';

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
  const path =
    input.format === 'xlsx'
      ? `/api/v1/calculator/${encodeURIComponent(input.id)}/downloadasexcel?filename=${encodeURIComponent(`${baseName}.xlsx`)}`
      : `/api/v1/calculator/${encodeURIComponent(input.id)}/downloadascsv?name=${encodeURIComponent(input.displayName)}&ts=${at.getTime()}`;
  const { blob, fileName } = await apiDownload(path, { method: 'POST' });
  saveFile(blob, fileName ?? `${baseName}.${input.format}`);
};

export const useDownloadCalculator = () => useMutation({ mutationFn: downloadCalculator });
