import ButtonBase from '@mui/material/ButtonBase';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { excludesDutyMark } from '@psc/core/calculators/incomplete-price';
import type { MatrixPricesReply } from '@psc/core/matrices/matrices.schemas';
import { heatColour, heatShare } from '../utils/heat.ts';
import { matrixAmount } from '../utils/matrix-format.ts';

type Cell = MatrixPricesReply['periods'][number]['cells'][number][number];

/** A cell's waterfall on hover: each step that adds something, then the DDP (the dialog shows every step). */
const waterfallText = (prices: MatrixPricesReply, cell: Cell) =>
  [
    ...prices.steps
      .map((step, index) => ({ name: step.name, amount: cell.amounts[index] ?? 0 }))
      .filter((step) => step.amount !== 0)
      .map((step) => `${step.name} ${matrixAmount(step.amount, prices.currencyCode)}`),
    `DDP ${matrixAmount(cell.price ?? 0, prices.currencyCode)} ${prices.currencyCode}/t`,
  ].join(' · ');

/**
 * One cell of the grid: its DDP on the column's heat scale, starred and outlined when it is the column's cheapest;
 * a price that leaves the duty out says "excl. duty", takes no colour and is never starred (decision 0117).
 */
export const MatrixGridCell = ({
  prices,
  cell,
  originLabel,
  destination,
  cheapest,
  columnPrices,
  onOpen,
}: {
  prices: MatrixPricesReply;
  cell: Cell;
  originLabel: string;
  destination: MatrixPricesReply['destinations'][number];
  cheapest: boolean;
  columnPrices: (number | null)[];
  onOpen: () => void;
}) => {
  const incomplete = cell.price !== null && !cell.priceComplete;
  const label =
    cell.price === null
      ? `${originLabel} to ${destination.name}: no price, ${cell.error ?? ''}`
      : `${originLabel} to ${destination.name}: ${matrixAmount(cell.price, prices.currencyCode)} ${prices.currencyCode} per tonne${cheapest ? ', cheapest origin' : ''}${incomplete ? `, incomplete: duty not known for ${destination.countryName}, the price excludes duty` : ''}`;
  return (
    <TableCell
      align="right"
      sx={{
        p: 0,
        bgcolor:
          cell.price === null || incomplete ? undefined : heatColour(heatShare(cell.price, columnPrices)),
        outline: cheapest ? '2px solid' : undefined,
        outlineColor: 'success.dark',
        outlineOffset: '-2px',
      }}
    >
      <ButtonBase
        onClick={onOpen}
        aria-label={label}
        title={
          cell.error ??
          `${waterfallText(prices, cell)}${incomplete ? ` · Incomplete: duty not known for ${destination.countryName}` : ''}`
        }
        sx={{ width: '100%', justifyContent: 'flex-end', px: 1, py: 0.75, color: 'rgba(0,0,0,0.87)' }}
      >
        <Typography variant="body2" sx={{ fontWeight: cheapest ? 700 : 400 }}>
          {cell.price === null
            ? '—'
            : `${cheapest ? '★ ' : ''}${matrixAmount(cell.price, prices.currencyCode)}`}
          {incomplete && (
            <Typography component="span" variant="caption" color="warning.dark" sx={{ display: 'block' }}>
              {excludesDutyMark}
            </Typography>
          )}
        </Typography>
      </ButtonBase>
    </TableCell>
  );
};
