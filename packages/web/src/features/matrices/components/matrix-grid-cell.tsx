import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { MatrixPricesReply } from '@psc/core/matrices/matrices.schemas';
import { staleBadgeText, useAsOfFormatter, visuallyHidden } from '#components/stale-badge.tsx';
import { matrixAmount } from '../utils/matrix-format.ts';

type Cell = MatrixPricesReply['periods'][number]['cells'][number][number];

/** A cell's waterfall on hover: each step that adds something, then the DDP (the dialog shows every step). */
const waterfallText = (prices: MatrixPricesReply, cell: Cell) =>
  [
    ...prices.steps
      .map((step, index) => ({ name: step.name, amount: cell.amounts[index] ?? 0 }))
      .filter((step) => step.amount !== 0)
      .map((step) => `${step.name} ${matrixAmount(step.amount)}`),
    `DDP ${matrixAmount(cell.price ?? 0)} ${prices.currencyCode}/t`,
  ].join(' · ');

/** The late inputs a cell was priced from, by the indexes it carries (decision 0114). */
const staleInputsOf = (prices: MatrixPricesReply, cell: Cell) =>
  (cell.staleInputs ?? [])
    .map((index) => prices.inputFreshness?.[index])
    .filter((input) => input !== undefined);

/**
 * One cell of the grid: its DDP on the column's heat colour, starred when cheapest; a dot when an input it was
 * priced from is late, which input and its date in its title and its accessible description.
 */
export const MatrixGridCell = ({
  prices,
  cell,
  label,
  cheapest,
  background,
  staleId,
  onOpen,
}: {
  prices: MatrixPricesReply;
  cell: Cell;
  label: string;
  cheapest: boolean;
  background: string | undefined;
  staleId: string;
  onOpen: () => void;
}) => {
  const formatAsOf = useAsOfFormatter();
  const late = cell.price === null ? [] : staleInputsOf(prices, cell);
  const staleText = late.length === 0 ? '' : staleBadgeText(late, formatAsOf);
  return (
    <TableCell
      align="right"
      sx={{
        p: 0,
        bgcolor: background,
        outline: cheapest ? '2px solid' : undefined,
        outlineColor: 'success.dark',
        outlineOffset: '-2px',
        position: 'relative',
      }}
    >
      <ButtonBase
        onClick={onOpen}
        aria-label={label}
        aria-describedby={late.length > 0 ? staleId : undefined}
        title={cell.error ?? `${waterfallText(prices, cell)}${staleText === '' ? '' : `\n${staleText}`}`}
        sx={{ width: '100%', justifyContent: 'flex-end', px: 1, py: 0.75, color: 'rgba(0,0,0,0.87)' }}
      >
        <Typography variant="body2" sx={{ fontWeight: cheapest ? 700 : 400 }}>
          {late.length > 0 && (
            <Box
              component="span"
              aria-hidden="true"
              sx={{
                display: 'inline-block',
                width: 8,
                height: 8,
                mr: 0.75,
                borderRadius: '50%',
                bgcolor: 'warning.dark',
                verticalAlign: 'middle',
              }}
            />
          )}
          {cell.price === null ? '—' : `${cheapest ? '★ ' : ''}${matrixAmount(cell.price)}`}
        </Typography>
      </ButtonBase>
      {late.length > 0 && (
        <Box component="span" id={staleId} data-testid="matrix-cell-stale" sx={visuallyHidden}>
          {staleText}
        </Box>
      )}
    </TableCell>
  );
};
