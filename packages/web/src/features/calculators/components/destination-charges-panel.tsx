import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { formatMoney } from '../utils/calculator-format.ts';
import { loadingPanelLines } from '../utils/cost-block-overrides.ts';

/**
 * The Loading block's panel (§2.2, §9): the destination-charges total split by the twelve fixed shares, and the
 * destination's premium, which is part of DEST. CHARGES (docs/decisions/0021), on its own line.
 */
export const DestinationChargesPanel = ({
  total,
  currencyCode,
  premium = null,
}: {
  total: number;
  currencyCode: string;
  premium?: CalculatorReply['destinationPremium'];
}) => {
  const lines = loadingPanelLines(total, premium, currencyCode);
  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom>
        Destination charges
      </Typography>
      <Table size="small" aria-label="Destination charges">
        <TableHead>
          <TableRow>
            <TableCell>Charge</TableCell>
            <TableCell align="right">Per tonne ({currencyCode})</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.charges.map((line) => (
            <TableRow key={line.name}>
              <TableCell>{line.name}</TableCell>
              <TableCell align="right">{formatMoney(line.amount, currencyCode)}</TableCell>
            </TableRow>
          ))}
          {lines.premium !== null && premium !== null && (
            <TableRow>
              <TableCell>
                Destination premium
                {premium.currencyCode !== currencyCode
                  ? ` (${formatMoney(premium.basePrice, premium.currencyCode)} ${premium.currencyCode})`
                  : ''}
              </TableCell>
              <TableCell align="right">{formatMoney(lines.premium, currencyCode)}</TableCell>
            </TableRow>
          )}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatMoney(total, currencyCode)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </>
  );
};
