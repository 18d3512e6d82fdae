import { useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StoredFiguresNotice } from '#components/stored-figures-notice.tsx';
import { paths } from '#config/paths.ts';
import { useLastScreen } from '../last-screen/use-last-screen.ts';
import { useCalculators } from '../../features/calculators/api/get-calculators.ts';
import { CalculatorsCarousel } from '../../features/calculators/components/calculators-carousel.tsx';
import { PriceBoards, priceBoardsMinHeight } from '../../features/market-data/components/price-boards.tsx';
import { useReadOnly } from './use-read-only.ts';

/**
 * Home (index 1 of calculators.md §1): the Price Calculator home and the price boards together, so a trader sees
 * their own delivered prices and the futures behind them without a menu hop (issue 12 item 14).
 */
export const HomeRoute = () => {
  const calculators = useCalculators();
  const readOnly = useReadOnly();
  useLastScreen(calculators);
  // The boards come in a second, lower-priority pass, in a place kept for them: the first paint carries the heading
  // and the calculators, and does not wait for the boards' rendering on a slow phone (docs/benchmarks.md).
  const boardsShown = useDeferredValue(true, false);
  return (
    <Stack spacing={4}>
      <Stack component="section" aria-labelledby="home-calculators" spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography id="home-calculators" component="h1" variant="h5" sx={{ flexGrow: 1 }}>
            Price Calculator
          </Typography>
          <Button component={RouterLink} to={paths.calculators.path}>
            All calculators
          </Button>
          {!readOnly && (
            <Button component={RouterLink} to={paths.newCalculator.path} variant="outlined">
              Add Calculator
            </Button>
          )}
        </Stack>
        {calculators.isPending ? (
          // As tall as a card (a phone screen and more when narrow), so the boards below do not jump when the
          // calculators arrive (CLS, issue 18).
          <Box sx={{ minHeight: { xs: '100vh', md: 560 } }}>
            <Typography>Loading...</Typography>
          </Box>
        ) : calculators.data === undefined ? (
          <Alert severity="error">Error: {calculators.error?.message}</Alert>
        ) : (
          <CalculatorsCarousel calculators={calculators.data} readOnly={readOnly} />
        )}
      </Stack>
      {boardsShown ? <PriceBoards /> : <Box aria-busy="true" sx={{ minHeight: priceBoardsMinHeight }} />}
      <StoredFiguresNotice query={calculators} />
    </Stack>
  );
};
