import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { isApiError } from '#lib/api-client.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { useDeleteCalculator } from '../api/delete-calculator.ts';
import { useDownloadCalculator } from '../api/download-calculator.ts';
import { CalculatorsStackedList, CalculatorsWideTable } from './calculators-rows.tsx';
import { DeleteCalculatorDialog } from './delete-calculator-dialog.tsx';
import { useAfterFirstPaint } from '#hooks/use-after-first-paint.ts';

const noCalculators: readonly CalculatorReply[] = [];

/** About the height the rows will take (measured on the demo data): a stacked entry each, or the head and a row each. */
const rowsHeight = (count: number, stacked: boolean) => (stacked ? count * 107 : 57 + count * 40);

/**
 * §2.4: Name, From, To, Currency, Basis, Contract, download and delete, plus the DDP per tonne; stacked without
 * download under 500 px. Between 500 and 900 px the table scrolls inside its card, never the page.
 */
export const CalculatorsTable = ({
  calculators,
  readOnly,
  onOpen,
  onAdd,
  onCompare,
}: {
  calculators: readonly CalculatorReply[];
  readOnly: boolean;
  onOpen: (id: string) => void;
  onAdd: () => void;
  /** Opens the side-by-side comparison (beyond the spec); offered from two calculators on, to Viewers too. */
  onCompare?: () => void;
}) => {
  const stacked = useMediaQuery('(max-width:499.95px)');
  const t = useMessages();
  const remove = useDeleteCalculator();
  const download = useDownloadCalculator();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The rows come in a second pass after the first paint, which carries the card above, read first: twenty rows
  // cost a slow phone as much again (docs/benchmarks-log.md, My Calculators' LCP). Until they are drawn their place
  // is kept, so nothing below them moves when they come.
  const rows = useAfterFirstPaint(calculators, noCalculators);
  const rowsPending = rows === noCalculators && calculators.length > 0;

  const onDelete = async () => {
    const id = deleting;
    setDeleting(null);
    if (id === null) return;
    try {
      await remove.mutateAsync(id);
    } catch (caught) {
      setError(
        isApiError(caught) && caught.status >= 400 && caught.status < 500
          ? t('calculators.genericFailureWith', { message: caught.message })
          : t('calculators.genericFailure'),
      );
    }
  };

  return (
    <Paper variant="outlined">
      {rowsPending ? (
        <Box aria-busy="true" sx={{ minHeight: rowsHeight(calculators.length, stacked) }} />
      ) : stacked ? (
        <CalculatorsStackedList
          calculators={rows}
          readOnly={readOnly}
          onOpen={onOpen}
          onDeleteAsked={setDeleting}
        />
      ) : (
        <CalculatorsWideTable
          calculators={rows}
          readOnly={readOnly}
          onOpen={onOpen}
          onDeleteAsked={setDeleting}
          onDownload={(id, displayName) =>
            download.mutate(
              { id, displayName, format: 'xlsx' },
              { onError: () => setError(t('calculators.downloadFailed')) },
            )
          }
        />
      )}
      {error !== null && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {(!readOnly || (onCompare && calculators.length >= 2)) && (
        <Stack direction="row" spacing={1.5} sx={{ p: 1.5, justifyContent: 'flex-end' }}>
          {onCompare && calculators.length >= 2 && (
            <Button variant="outlined" onClick={onCompare}>
              {t('calculators.compare')}
            </Button>
          )}
          {!readOnly && (
            <Button variant="contained" onClick={onAdd}>
              {t('calculators.add')}
            </Button>
          )}
        </Stack>
      )}
      <DeleteCalculatorDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void onDelete()}
      />
    </Paper>
  );
};
