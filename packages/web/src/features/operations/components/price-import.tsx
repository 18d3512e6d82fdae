import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { priceFileFormats, type PriceFileFormat } from '@psc/core/operations/operations.schemas';
import { defaultOutlierPercent } from '@psc/core/operations/price-preview';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePreviewPrices } from '../api/preview-prices.ts';
import { usePublishPrices } from '../api/publish-prices.ts';
import { PricePreviewTable } from './price-preview-table.tsx';

const formatLabels: Readonly<Record<PriceFileFormat, string>> = {
  'ice-csv': 'ICE end-of-day settlement CSV',
  'psc-csv': 'PSC price CSV',
  'psc-json': 'PSC price JSON',
};

type LineError = { line: number; field: string; message: string };

const lineErrorsOf = (error: unknown): LineError[] => {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return [];
  const errors = (error.body as { errors?: unknown }).errors;
  return Array.isArray(errors) ? (errors as LineError[]) : [];
};

/** Upload or paste, preview against what traders see now, then publish: the file is checked the same both times. */
export const PriceImport = () => {
  const [format, setFormat] = useState<PriceFileFormat>('ice-csv');
  const [text, setText] = useState('');
  const [outlierPercent, setOutlierPercent] = useState(String(defaultOutlierPercent));
  const preview = usePreviewPrices();
  const publish = usePublishPrices();
  const threshold = Number(outlierPercent);
  const request = { text, format, ...(threshold > 0 ? { outlierPercent: threshold } : {}) };
  const previewed =
    preview.isSuccess && preview.variables.text === text && preview.variables.format === format;
  const failure = publish.error ?? preview.error;
  const lineErrors = lineErrorsOf(failure);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file === undefined) return;
    setText(await file.text());
    if (file.name.toLowerCase().endsWith('.json')) setFormat('psc-json');
    publish.reset();
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          label="Format"
          size="medium"
          value={format}
          onChange={(value) => setFormat(value as PriceFileFormat)}
          options={priceFileFormats.map((value) => ({ value, label: formatLabels[value] }))}
        />
        <TextInput
          label="Outlier threshold (%)"
          type="number"
          value={outlierPercent}
          onChange={(event) => setOutlierPercent(event.target.value)}
          slotProps={{ input: { min: 0.1, step: 0.1 } }}
        />
        <Button variant="outlined" component="label" sx={{ flexShrink: 0, minWidth: 160 }}>
          Upload a file
          <input
            type="file"
            hidden
            accept=".csv,.json,text/csv,application/json"
            onChange={(event) => void onFile(event)}
          />
        </Button>
      </Stack>
      <TextInput
        label="File contents"
        multiline
        minRows={6}
        maxRows={14}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          publish.reset();
        }}
        placeholder="Paste the file here, or upload it"
        sx={{ fontFamily: 'monospace', fontSize: 13 }}
      />
      <Stack direction="row" spacing={2}>
        <Button
          variant="outlined"
          disabled={text.trim() === '' || preview.isPending}
          onClick={() => preview.mutate(request)}
        >
          {preview.isPending ? 'Checking…' : 'Preview'}
        </Button>
        <Button
          variant="contained"
          disabled={!previewed || publish.isPending || publish.isSuccess}
          onClick={() => publish.mutate(request)}
        >
          {publish.isPending ? 'Publishing…' : 'Publish'}
        </Button>
      </Stack>
      {failure !== null && (
        <Alert severity="error" role="alert">
          <AlertTitle>
            {lineErrors.length > 0 ? 'Nothing was published: the file has errors' : 'Not done'}
          </AlertTitle>
          {lineErrors.length > 0 ? (
            <ul style={{ margin: 0, paddingLeft: 20 }} aria-label="Errors by line">
              {lineErrors.map((error) => (
                <li key={`${error.line}-${error.field}-${error.message}`}>
                  Line {error.line}
                  {error.field === '' ? '' : `, ${error.field}`}: {error.message}
                </li>
              ))}
            </ul>
          ) : (
            failure.message
          )}
        </Alert>
      )}
      {publish.isSuccess && (
        <Alert severity="success" role="status">
          {publish.data.message}: traders see it on their next read.
        </Alert>
      )}
      {previewed && <PricePreviewTable preview={preview.data} />}
    </Stack>
  );
};
