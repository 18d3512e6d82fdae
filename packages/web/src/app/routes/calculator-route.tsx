import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '#config/paths.ts';
import { useCalculators } from '../../features/calculators/api/get-calculators.ts';
import { useDeleteCalculator } from '../../features/calculators/api/delete-calculator.ts';
import { CalculatorCard } from '../../features/calculators/components/calculator-card.tsx';
import { CalculatorSummary } from '../../features/calculators/components/calculator-summary.tsx';
import { DdpHistoryPanel } from '../../features/calculators/components/ddp-history-panel.tsx';
import { DeleteCalculatorDialog } from '../../features/calculators/components/delete-calculator-dialog.tsx';
import { ExpiredBasisNotice } from '../../features/calculators/components/expired-basis-notice.tsx';
import { ManageDestinationsDialog } from '../../features/destinations/components/manage-destinations-dialog.tsx';
import { FreezeQuoteButton } from '../../features/quotes/components/freeze-quote-button.tsx';
import { useReadOnly } from './use-read-only.ts';

/** One calculator ('PSC Calculator'): its card, its summary, and the 'Manage your destinations' dialog. */
export const CalculatorRoute = () => {
  const { calculatorId } = useParams();
  const calculators = useCalculators();
  const readOnly = useReadOnly();
  const navigate = useNavigate();
  const remove = useDeleteCalculator();
  const [managing, setManaging] = useState(false);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  if (calculators.isPending) return <Typography>Loading...</Typography>;
  // Figures kept from the last visit stay on screen when the refresh fails (offline, issue 48 item 9).
  if (calculators.data === undefined)
    return <Alert severity="error">Error: {calculators.error?.message}</Alert>;
  const index = calculators.data.findIndex((calculator) => calculator.id === calculatorId);
  const calculator = calculators.data[index];
  if (calculator === undefined) return <Typography>Nothing to display</Typography>;
  return (
    <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }}>
      <ExpiredBasisNotice calculators={calculators.data} readOnly={readOnly} />
      <CalculatorSummary
        calculator={calculator}
        readOnly={readOnly}
        onEdit={() => void navigate(paths.editCalculator.to(calculator.id))}
        onRemove={() => setConfirmingRemove(true)}
      />
      {remove.isError && <Alert severity="error">Error: {remove.error.message}</Alert>}
      <DeleteCalculatorDialog
        open={confirmingRemove}
        onCancel={() => setConfirmingRemove(false)}
        onConfirm={() => {
          setConfirmingRemove(false);
          remove.mutate(calculator.id, { onSuccess: () => void navigate(paths.calculators.path) });
        }}
      />
      <CalculatorCard
        calculator={calculator}
        position={index + 1}
        readOnly={readOnly}
        onDeleted={() => void navigate(paths.calculators.path)}
      />
      <DdpHistoryPanel
        source={{ calculatorId: calculator.id }}
        // What moves with a publication (or an edit): the history is fetched again when one of these changes.
        publication={[
          calculator.price,
          calculator.contractPrice,
          calculator.period.lastUpdated,
          calculator.lastForexUpdated,
        ].join('|')}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        {!readOnly && (
          <FreezeQuoteButton
            target={{ calculatorId: calculator.id }}
            onFrozen={(quoteId) => void navigate(paths.quote.to(quoteId))}
          />
        )}
        <Button variant="text" onClick={() => setManaging(true)}>
          Manage your destinations
        </Button>
      </Stack>
      <ManageDestinationsDialog open={managing} onClose={() => setManaging(false)} readOnly={readOnly} />
    </Stack>
  );
};
