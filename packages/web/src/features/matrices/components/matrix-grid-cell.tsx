import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { excludesDutyMark } from '@psc/core/calculators/incomplete-price';
import type { MatrixPricesReply } from '@psc/core/matrices/matrices.schemas';
import { useAsOfFormatter, visuallyHidden } from '#components/stale-badge.tsx';
import { staleBadgeText } from '#components/stale-badge-text.ts';
import { useMessages, type Translate } from '#lib/i18n/use-messages.ts';
import { heatColour, heatShare } from '../utils/heat.ts';
import { matrixAmount } from '../utils/matrix-format.ts';
import { rowName } from '#lib/i18n/cost-row-names.ts';

type Cell = MatrixPricesReply['periods'][number]['cells'][number][number];

/** A cell's waterfall on hover: each step that adds something, then the DDP (the dialog shows every step). */
const waterfallText = (t: Translate, prices: MatrixPricesReply, cell: Cell) =>
  [
    ...prices.steps
      .map((step, index) => ({ name: rowName(t, step.name), amount: cell.amounts[index] ?? 0 }))
      .filter((step) => step.amount !== 0)
      .map((step) => `${step.name} ${matrixAmount(step.amount, prices.currencyCode)}`),
    `DDP ${matrixAmount(cell.price ?? 0, prices.currencyCode)} ${prices.currencyCode}/t`,
  ].join(' · ');

/** The late inputs a cell was priced from, by the indexes it carries (decision 0114). */
const staleInputsOf = (prices: MatrixPricesReply, cell: Cell) =>
  (cell.staleInputs ?? [])
    .map((index) => prices.inputFreshness?.[index])
    .filter((input) => input !== undefined);

/**
 * One cell of the grid: its DDP on the column's heat scale, starred and outlined when it is the column's cheapest;
 * a price that leaves the duty out says "excl. duty", takes no colour and is never starred (decision 0117); a dot
 * when an input it was priced from is late, which input and its date in its title and accessible description
 * (decision 0114).
 */
export const MatrixGridCell = ({
  prices,
  cell,
  originLabel,
  destination,
  cheapest,
  columnPrices,
  staleId,
  onOpen,
}: {
  prices: MatrixPricesReply;
  cell: Cell;
  originLabel: string;
  destination: MatrixPricesReply['destinations'][number];
  cheapest: boolean;
  columnPrices: (number | null)[];
  staleId: string;
  onOpen: () => void;
}) => {
  const t = useMessages('screens');
  const formatAsOf = useAsOfFormatter();
  const late = cell.price === null ? [] : staleInputsOf(prices, cell);
  const staleText = late.length === 0 ? '' : staleBadgeText(t, late, formatAsOf);
  const incomplete = cell.price !== null && !cell.priceComplete;
  const route = { origin: originLabel, destination: destination.name };
  const label =
    cell.price === null
      ? t('matrices.cell.noPrice', { ...route, error: cell.error ?? '' })
      : `${t('matrices.cell.price', { ...route, price: matrixAmount(cell.price, prices.currencyCode), currency: prices.currencyCode })}${cheapest ? t('matrices.cell.cheapest') : ''}${incomplete ? t('matrices.cell.incomplete', { country: destination.countryName }) : ''}`;
  const incompleteText = incomplete
    ? ` · ${t('matrices.cell.incompleteTitle', { country: destination.countryName })}`
    : '';
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
        position: 'relative',
      }}
    >
      <ButtonBase
        onClick={onOpen}
        aria-label={label}
        aria-describedby={late.length > 0 ? staleId : undefined}
        title={
          cell.error ??
          `${waterfallText(t, prices, cell)}${incompleteText}${staleText === '' ? '' : `\n${staleText}`}`
        }
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
      {late.length > 0 && (
        <Box component="span" id={staleId} data-testid="matrix-cell-stale" sx={visuallyHidden}>
          {staleText}
        </Box>
      )}
    </TableCell>
  );
};
