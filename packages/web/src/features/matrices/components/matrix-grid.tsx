import { useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { excludesDutyMark } from '@psc/core/calculators/incomplete-price';
import type { MatrixPricesReply } from '@psc/core/matrices/matrices.schemas';
import { StaleBadge } from '#components/stale-badge.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { sortedRows } from '../utils/heat.ts';
import { MatrixGridCell } from './matrix-grid-cell.tsx';

type Period = MatrixPricesReply['periods'][number];

export type CellAddress = { origin: number; destination: number };

/** Every late input of a column's cells, once each. */
const columnStaleInputs = (prices: MatrixPricesReply, period: Period, column: number) =>
  [...new Set(period.cells.flatMap((row) => row[column]?.staleInputs ?? []))]
    .sort((a, b) => a - b)
    .map((index) => prices.inputFreshness?.[index])
    .filter((input) => input !== undefined);

/**
 * One period of the matrix: origins down, destinations across, each cell's DDP per tonne on the column's heat scale,
 * the cheapest origin of each column starred and outlined; a column header sorts the rows by its prices; a cell
 * opens its waterfall.
 */
export const MatrixGrid = ({
  prices,
  period,
  onOpenCell,
}: {
  prices: MatrixPricesReply;
  period: Period;
  onOpenCell: (cell: CellAddress) => void;
}) => {
  const t = useMessages('screens');
  const [sort, setSort] = useState<{ column: number; direction: 'asc' | 'desc' } | null>(null);
  // A price without its duty is not comparable: it takes no part in the column's heat scale or its sort.
  const columnPrices = (column: number) =>
    period.cells.map((row) => (row[column]?.priceComplete === false ? null : (row[column]?.price ?? null)));
  const anyIncomplete = period.cells.some((row) =>
    row.some((cell) => cell.price !== null && !cell.priceComplete),
  );
  const order = sortedRows(
    prices.origins.length,
    sort === null ? null : columnPrices(sort.column),
    sort?.direction ?? 'asc',
  );
  const toggleSort = (column: number) =>
    setSort((current) =>
      current?.column === column
        ? current.direction === 'asc'
          ? { column, direction: 'desc' }
          : null
        : { column, direction: 'asc' },
    );
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table
        size="small"
        aria-label={t('matrices.grid.label', { currency: prices.currencyCode, period: period.name })}
      >
        <TableHead>
          <TableRow>
            <TableCell
              sx={{
                position: 'sticky',
                left: 0,
                bgcolor: 'background.paper',
                zIndex: 1,
                minWidth: { xs: 120, sm: 180 },
              }}
            >
              {t('matrices.grid.origin')}
            </TableCell>
            {prices.destinations.map((destination, column) => (
              <TableCell
                key={destination.id}
                align="right"
                sx={{ minWidth: 120 }}
                sortDirection={sort?.column === column ? sort.direction : false}
              >
                <TableSortLabel
                  active={sort?.column === column}
                  direction={sort?.column === column ? sort.direction : 'asc'}
                  onClick={() => toggleSort(column)}
                >
                  <span>
                    {destination.name}
                    <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                      {destination.countryName}
                    </Typography>
                  </span>
                </TableSortLabel>
                <StaleBadge
                  inputs={columnStaleInputs(prices, period, column)}
                  testId={`matrix-column-stale-${column}`}
                />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {order.map((originIndex) => {
            const origin = prices.origins[originIndex]!;
            const row = period.cells[originIndex] ?? [];
            return (
              <TableRow key={originIndex}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}
                >
                  {origin.label}
                  <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                    {row.find((cell) => cell.periodName !== null)?.periodName ?? ''}
                  </Typography>
                </TableCell>
                {row.map((cell, column) => (
                  <MatrixGridCell
                    key={prices.destinations[column]!.id}
                    prices={prices}
                    cell={cell}
                    originLabel={origin.label}
                    destination={prices.destinations[column]!}
                    cheapest={period.cheapestOrigin[column] === originIndex}
                    columnPrices={columnPrices(column)}
                    staleId={`matrix-stale-${period.position}-${originIndex}-${column}`}
                    onOpen={() => onOpenCell({ origin: originIndex, destination: column })}
                  />
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {anyIncomplete && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('matrices.grid.incompleteNote', { mark: excludesDutyMark })}
        </Typography>
      )}
    </Box>
  );
};
