import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { StaleBadge } from '#components/stale-badge.tsx';
import { formatMoney } from '../utils/calculator-format.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

/** The card's DDP per tonne and total (§2.2), with the low and high of the contract's range. */
export const DdpSummary = ({ calculator }: { calculator: CalculatorReply }) => {
  const t = useMessages();
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, p: 1.5 }}>
        {/* The figure a trader opens the page for: its first paint is timed (issue 50, bench/web-vitals.mjs). */}
        <Typography
          variant="h5"
          component="p"
          data-testid="ddp-per-tonne"
          {...{ elementtiming: 'ddp-figure' }}
        >
          DDP {formatMoney(calculator.price, calculator.currencyCode)} {calculator.currencyCode}/t
        </Typography>
        <StaleBadge inputs={calculator.inputFreshness} testId="ddp-stale-badge" />
        <Typography variant="body2" data-testid="ddp-total">
          {t('calculator.totalLabel')} {formatMoney(calculator.total, calculator.currencyCode)}{' '}
          {calculator.currencyCode}
        </Typography>
        {!calculator.priceComplete && calculator.pricingError === null && (
          <Typography variant="body2" role="note" data-testid="ddp-incomplete" sx={{ fontWeight: 'bold' }}>
            {t('calculator.incomplete', { reason: calculator.incompleteReason ?? '' })}
          </Typography>
        )}
      </Box>
      <Table
        size="small"
        aria-label={t('calculator.ddpLowHigh')}
        // At 360 px a cargo's totals (tens of millions) did not fit beside the labels with the default padding: the
        // labels wrap, the figures do not (issue 48 item 6).
        sx={{
          '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } },
          '& td:not(:first-of-type)': { whiteSpace: 'nowrap' },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell align="right">{t('calculator.low')}</TableCell>
            <TableCell align="right">{t('calculator.high')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>{t('calculator.ddpPerTonne')}</TableCell>
            <TableCell align="right">{formatMoney(calculator.lowPrice, calculator.currencyCode)}</TableCell>
            <TableCell align="right">{formatMoney(calculator.highPrice, calculator.currencyCode)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>{t('calculator.ddpTotal')}</TableCell>
            <TableCell align="right">{formatMoney(calculator.lowTotal, calculator.currencyCode)}</TableCell>
            <TableCell align="right">{formatMoney(calculator.highTotal, calculator.currencyCode)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </>
  );
};
