import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { CalculatorReply, CostBlockReply } from '@psc/core/calculators/calculators.schemas';
import { waterfallRows } from '@psc/core/pricing/cost-block-types';
import { inputsOfBlock, StaleBadge } from '#components/stale-badge.tsx';
import { keyboardActivation } from '#lib/keyboard-activation.ts';
import { formatMoney } from '../utils/calculator-format.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { rowName } from '#lib/i18n/cost-row-names.ts';

export type Row =
  | { kind: 'block'; block: CostBlockReply }
  | { kind: 'subtotal'; name: string; displayName: string; price: number }
  /** The Finance line (docs/decisions/0034): right after CIF, in DDP while switched on; not a cost block of §3. */
  | { kind: 'finance'; name: 'Finance'; displayName: string; price: number };

// The card shows DDP in its own panel below the table.
const waterfall = waterfallRows.filter((row) => row !== 'DDP');

export const rowsOf = (calculator: CalculatorReply): Row[] => {
  const blocks = new Map(calculator.costBlocks.map((block) => [block.type as string, block]));
  const subtotals = new Map(calculator.subtotals.map((subtotal) => [subtotal.name as string, subtotal]));
  const rows = waterfall.flatMap((name): Row[] => {
    const block = blocks.get(name);
    if (block) return [{ kind: 'block', block }];
    const subtotal = subtotals.get(name);
    return subtotal
      ? [{ kind: 'subtotal', name, displayName: subtotal.displayName, price: subtotal.price }]
      : [];
  });
  const finance = calculator.finance;
  if (finance?.active !== true) return rows;
  // Right after CIF: the cost of money is charged on the CIF value ('after CIF', issue 48 item 13).
  const cif = rows.findIndex((row) => row.kind === 'subtotal' && row.name === 'CIF');
  const financeRow: Row = { kind: 'finance', name: 'Finance', displayName: 'Finance', price: finance.price };
  return cif < 0 ? [...rows, financeRow] : [...rows.slice(0, cif + 1), financeRow, ...rows.slice(cif + 1)];
};

/** The card's waterfall as a table (§2.2): blocks, subtotals and, while on, the Finance line; a row opens its panel. */
export const CostBlockTable = ({
  calculator,
  onRowClick,
}: {
  calculator: CalculatorReply;
  onRowClick: (row: Row) => void;
}) => {
  const t = useMessages();
  return (
    <Table size="small" aria-label={t('calculator.costBlocks')} sx={{ flex: 1 }}>
      <TableBody>
        {rowsOf(calculator).map((row) => {
          const key = row.kind === 'block' ? row.block.type : row.name;
          const italic = row.kind === 'block' && (!row.block.active || row.block.custom);
          const inactive = row.kind === 'block' && !row.block.active;
          const label = rowName(t, row.kind === 'block' ? row.block.displayName : row.displayName);
          const price = row.kind === 'block' ? row.block.price : row.price;
          return (
            <TableRow
              key={key}
              hover
              onClick={() => onRowClick(row)}
              {...keyboardActivation(null, () => onRowClick(row))}
              sx={{
                cursor: 'pointer',
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
              }}
              data-testid={`cost-row-${key}`}
            >
              <TableCell
                sx={{
                  fontStyle: italic ? 'italic' : 'normal',
                  fontWeight: row.kind === 'subtotal' ? 600 : 400,
                }}
              >
                {label}
                {row.kind === 'block' && row.block.provenance.stale === true && (
                  <>
                    {' '}
                    <StaleBadge
                      inputs={inputsOfBlock(calculator.inputFreshness, row.block.type)}
                      testId={`stale-badge-${row.block.type}`}
                    />
                  </>
                )}
              </TableCell>
              <TableCell align="right" sx={{ fontStyle: italic ? 'italic' : 'normal' }}>
                {inactive
                  ? '--'
                  : row.kind === 'block' && row.block.type === 'Forex'
                    ? // The rate with its unit: the calculator's currency per unit of the contract's.
                      calculator.currencyCode === calculator.contractCurrencyCode
                      ? price
                      : `${price} ${calculator.currencyCode}/${calculator.contractCurrencyCode}`
                    : formatMoney(price, calculator.currencyCode)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
