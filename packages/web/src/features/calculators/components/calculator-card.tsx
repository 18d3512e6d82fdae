import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { lazyPart } from '#lib/lazy-part.ts';
import { ScreenTallPlace } from '#components/screen-tall-place.tsx';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import { calculatorDisplayName } from '@psc/core/calculators/calculator-naming';
import type {
  AmendableCalculatorField,
  CalculatorReply,
  CostBlockReply,
} from '@psc/core/calculators/calculators.schemas';
import { isApiError } from '#lib/api-client.ts';
import { useAmendCalculatorAction } from '../api/amend-calculator.ts';
import { useDeleteCalculator } from '../api/delete-calculator.ts';
import { DeleteCalculatorDialog } from './delete-calculator-dialog.tsx';
import { parseTonnesInput } from '../utils/calculator-format.ts';
import { CalculatorCardHeader } from './calculator-card-header.tsx';
import { DdpSummary } from './ddp-summary.tsx';
import type { Row } from './cost-block-table.tsx';
import { translateNow } from '#lib/i18n/locale-state.ts';
import { useAfterFirstPaint } from '#hooks/use-after-first-paint.ts';

// What the card shows below its name and DDP comes in a file of its own, and the side panel a cost block opens in
// another, fetched at the first click on a block (decision 0153): the first figure does not wait for the bytes of
// the form controls and the port search, and a page that opens no panel never loads the panels' forms.
const CalculatorCardInputs = lazyPart(() => import('./calculator-card-inputs.tsx'), 'CalculatorCardInputs');
const CostBlockDrawer = lazyPart(() => import('./cost-block-drawer.tsx'), 'CostBlockDrawer');

/** §9: a click opens the side panel after 600 ms. */
export const costBlockPanelDelayMs = 600;

const failureMessage = (
  error: unknown,
  message: string = translateNow('calculators.updateFailed'),
): string => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return `${message}: ${error.message}`;
  return message;
};

/** The carousel's current card (outlined, aria-current) among its previews. */
const cardStyle = (outlined: boolean) => ({
  p: 2,
  borderWidth: outlined ? 2 : 1,
  borderColor: outlined ? 'primary.main' : 'divider',
  // A long choice (a duty regime, a vessel class) wraps rather than ending in '…': every field stays readable.
  '& .MuiSelect-select.MuiSelect-select': { whiteSpace: 'normal' },
});

export type CalculatorCardProps = {
  calculator: CalculatorReply;
  /** 1-based position by creationTimestamp ('# n', 'Calculator - N'). */
  position: number;
  readOnly: boolean;
  outlined?: boolean;
  onDeleted?: () => void;
};

/** The calculator card of §2.2. Every change sends the single-field amendment and shows the calculator it answers. */
export const CalculatorCard = ({
  calculator,
  position,
  readOnly,
  outlined = false,
  onDeleted,
}: CalculatorCardProps) => {
  const amend = useAmendCalculatorAction();
  // Read at the first render (noSsr), so a phone paints the DDP in its place once, not after a second pass.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const remove = useDeleteCalculator();
  const [error, setError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [panel, setPanel] = useState<CostBlockReply | null>(null);
  // Mounted from the first block opened on, so it can slide away when closed.
  const [panelAsked, setPanelAsked] = useState(false);
  const panelTimer = useRef<number | null>(null);
  const displayName = calculatorDisplayName(calculator.name, position);
  // On a phone, the name and the DDP first and the inputs below them in a second pass after the first paint (issue
  // 50): the figure a trader opens the page for is painted without waiting for a screenful of form controls, which
  // come into a place kept as tall as the screen. Wider screens show the DDP after the inputs: one pass there.
  const inputsShown = useAfterFirstPaint(true, !narrow);

  useEffect(
    () => () => (panelTimer.current === null ? undefined : window.clearTimeout(panelTimer.current)),
    [],
  );
  // A panel shows the block of the calculator now on the card.
  const openBlock =
    panel === null ? null : (calculator.costBlocks.find((block) => block.type === panel.type) ?? null);

  const change = useCallback(
    async (field: AmendableCalculatorField, value: string): Promise<boolean> => {
      setError(null);
      try {
        await amend({ id: calculator.id, field, value });
        return true;
      } catch (caught) {
        setError(failureMessage(caught));
        return false;
      }
    },
    [amend, calculator.id],
  );

  const onRowClick = (row: Row) => {
    if (panelTimer.current !== null) window.clearTimeout(panelTimer.current);
    // CFR, CIF and FOB open nothing and close any open panel; so does the contract. Forex opens its rate panel.
    if (row.kind !== 'block' || row.block.type === 'Contract') {
      setPanel(null);
      return;
    }
    const block = row.block;
    setPanelAsked(true);
    panelTimer.current = window.setTimeout(() => setPanel(block), costBlockPanelDelayMs);
  };

  const onTonnesCommit = (tonnes: string) => {
    // What the server refuses goes back to the stored tonnes, with its message above (issue 48 item 12).
    const parsed = parseTonnesInput(tonnes);
    return parsed === null ? false : parsed === calculator.tons || change('tons', String(parsed));
  };

  const onDelete = async () => {
    setConfirmingDelete(false);
    try {
      await remove.mutateAsync(calculator.id);
      onDeleted?.();
    } catch (caught) {
      setError(failureMessage(caught, translateNow('calculators.genericFailure')));
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={cardStyle(outlined)}
      data-testid="calculator-card"
      aria-label={displayName}
      aria-current={outlined ? 'true' : undefined}
    >
      <Stack spacing={1.5}>
        <CalculatorCardHeader
          calculator={calculator}
          position={position}
          displayName={displayName}
          readOnly={readOnly}
          onRename={(name) => void change('name', name)}
          onError={setError}
          onDeleteAsked={() => setConfirmingDelete(true)}
        />
        {/* On a phone the answer comes first: the DDP under the name, before a screen of inputs (issue 50 item 2). */}
        {narrow && <DdpSummary calculator={calculator} />}

        {inputsShown ? (
          <Suspense fallback={<ScreenTallPlace />}>
            <CalculatorCardInputs
              calculator={calculator}
              readOnly={readOnly}
              ddpAfterInputs={!narrow}
              onChange={(field, value) => void change(field, value)}
              onTonnesCommit={onTonnesCommit}
              onRowClick={onRowClick}
            />
          </Suspense>
        ) : (
          <ScreenTallPlace />
        )}

        {error !== null && (
          <Alert severity="error" onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
      </Stack>

      {panelAsked && (
        <Suspense fallback={null}>
          <CostBlockDrawer
            calculator={calculator}
            block={openBlock}
            readOnly={readOnly}
            onClose={() => setPanel(null)}
          />
        </Suspense>
      )}

      <DeleteCalculatorDialog
        open={confirmingDelete}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void onDelete()}
      />
    </Paper>
  );
};
