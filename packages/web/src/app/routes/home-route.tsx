import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '#config/paths.ts';
import { BoardsPlaceholder, CalculatorsPlaceholder } from './figure-placeholders.tsx';
import { useReadOnly } from './use-read-only.ts';

/** The calculators and the boards: the calculator screens' code, which the page does not wait for to draw its frame. */
export const loadHomeFigures = () => import('./home-figures.tsx');
const HomeCalculators = lazy(() => loadHomeFigures().then((module) => ({ default: module.HomeCalculators })));
const HomeBoards = lazy(() => loadHomeFigures().then((module) => ({ default: module.HomeBoards })));

/**
 * Home (index 1 of calculators.md §1): the Price Calculator home and the price boards together, so a trader sees
 * their own delivered prices and the futures behind them without a menu hop (issue 12 item 14).
 *
 * The heading and its buttons come with the signed-in frame's code; the calculators and the boards with the
 * calculator screens' code, which on a slow link arrives a second or more later (docs/decisions/0072). The places
 * kept for them while it loads are the ones kept while their data loads, so nothing moves.
 */
export const HomeRoute = () => {
  const readOnly = useReadOnly();
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
        <Suspense fallback={<CalculatorsPlaceholder />}>
          <HomeCalculators readOnly={readOnly} />
        </Suspense>
      </Stack>
      <Suspense fallback={<BoardsPlaceholder />}>
        <HomeBoards />
      </Suspense>
    </Stack>
  );
};
