import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { priceBoardsMinHeight } from '../../features/market-data/components/price-boards-size.ts';

/**
 * The places Home and My Calculators keep for their figures while the code or the data loads: the same while either
 * loads, so nothing below moves when the figures come (CLS, issue 18). Light on purpose: they come with the
 * signed-in frame's code.
 */

/** As tall as a card (a phone screen and more when narrow). */
export const CalculatorsPlaceholder = () => (
  <Box sx={{ minHeight: { xs: '100vh', md: 560 } }}>
    <Typography>Loading...</Typography>
  </Box>
);

export const BoardsPlaceholder = () => <Box aria-busy="true" sx={{ minHeight: priceBoardsMinHeight }} />;
