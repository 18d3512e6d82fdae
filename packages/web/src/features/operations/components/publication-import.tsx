import { useState, type ChangeEvent, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ImportReply } from '@psc/core/market-data/market-data.schemas';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { defaultOutlierPercent } from '@psc/core/operations/price-preview';
import { SelectField } from '#components/form/select-field.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import { isApiError } from '#lib/api-client.ts';

type LineError = { line: number; field: string; message: string };

const lineErrorsOf = (error: unknown): LineError[] => {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return [];
  const errors = (error.body as { errors?: unknown }).errors;
  return Array.isArray(errors) ? (errors as LineError[]) : [];
};

type FileRequest<Format extends string> = { text: string; format: Format; outlierPercent?: number };

type Props<Format extends string, Preview> = {
  /** Tells this form's fields from another's on the same page ('prices', 'fx'). */
  name: string;
  formats: Readonly<Record<Format, string>>;
  /** The format a .json upload switches to. */
  jsonFormat: Format;
  preview: UseMutationResult<Preview, Error, FileRequest<Format>>;
  publish: UseMutationResult<ImportReply, Error, FileRequest<Format>>;
  renderPreview: (preview: Preview) => ReactNode;
  /**
   * The previewed rows beyond the outlier threshold, in words ('NewYork11 Mar-27: 18.42 → 22.30 (+21.07 %)'):
   * publishing them asks first, naming them (issue 48).
   */
  outliersOf?: (preview: Preview) => string[];
};

/** Publishing outliers asks first, naming each one (issue 48). */
const OutliersConfirmDialog = ({
  name,
  open,
  outliers,
  threshold,
  onCancel,
  onPublish,
}: {
  name: string;
  open: boolean;
  outliers: string[];
  threshold: number;
  onCancel: () => void;
  onPublish: () => void;
}) => (
  <Dialog open={open} onClose={onCancel} aria-labelledby={`${name}-outliers-title`}>
    <DialogTitle id={`${name}-outliers-title`}>
      Publish {outliers.length} outlier{outliers.length === 1 ? '' : 's'}?
    </DialogTitle>
    <DialogContent>
      <DialogContentText>
        These move more than {threshold} % from what traders see now. Check them against the source before
        traders price with them.
      </DialogContentText>
      <ul aria-label="Outliers">
        {outliers.map((outlier) => (
          <li key={outlier}>{outlier}</li>
        ))}
      </ul>
    </DialogContent>
    <DialogActions>
      <Button onClick={onCancel}>Cancel</Button>
      <Button variant="contained" color="warning" onClick={onPublish}>
        Publish anyway
      </Button>
    </DialogActions>
  </Dialog>
);

/** Upload or paste, preview against what traders see now, then publish: the file is checked the same both times. */
export const PublicationImport = <Format extends string, Preview>({
  name,
  formats,
  jsonFormat,
  preview,
  publish,
  renderPreview,
  outliersOf,
}: Props<Format, Preview>) => {
  const [confirming, setConfirming] = useState(false);
  const formatList = Object.keys(formats) as Format[];
  const [format, setFormat] = useState<Format>(formatList[0] as Format);
  const [text, setText] = useState('');
  const [outlierPercent, setOutlierPercent] = useState(String(defaultOutlierPercent));
  const threshold = Number(outlierPercent);
  const request: FileRequest<Format> = {
    text,
    format,
    ...(threshold > 0 ? { outlierPercent: threshold } : {}),
  };
  const previewed =
    preview.isSuccess && preview.variables.text === text && preview.variables.format === format;
  const outliers = previewed && outliersOf ? outliersOf(preview.data) : [];
  const failure = publish.error ?? preview.error;
  const lineErrors = lineErrorsOf(failure);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file === undefined) return;
    setText(await file.text());
    if (file.name.toLowerCase().endsWith('.json')) setFormat(jsonFormat);
    else if (file.name.toLowerCase().endsWith('.xml'))
      setFormat(formatList.find((entry) => entry.endsWith('xml')) ?? format);
    publish.reset();
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          label="Format"
          id={`${name}-format`}
          size="medium"
          value={format}
          onChange={(value) => setFormat(value as Format)}
          options={formatList.map((value) => ({ value, label: formats[value] }))}
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
            accept=".csv,.json,.xml,text/csv,application/json,text/xml"
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
          onClick={() => (outliers.length > 0 ? setConfirming(true) : publish.mutate(request))}
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
      {previewed && renderPreview(preview.data)}
      <OutliersConfirmDialog
        name={name}
        open={confirming}
        outliers={outliers}
        threshold={threshold}
        onCancel={() => setConfirming(false)}
        onPublish={() => {
          setConfirming(false);
          publish.mutate(request);
        }}
      />
    </Stack>
  );
};
