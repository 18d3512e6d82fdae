import { lazy, Suspense } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '#config/paths.ts';
import { CalculatorsPlaceholder } from './figure-placeholders.tsx';
import { usePageTitle } from '#hooks/use-document-title.ts';

/** The carousel and the list: the calculator screens' code, which the page does not wait for to draw its heading. */
export const loadCalculatorsFigures = () => import('./calculators-figures.tsx');
const CalculatorsFigures = lazy(() =>
  loadCalculatorsFigures().then((module) => ({ default: module.CalculatorsFigures })),
);

/**
 * My Calculators (index 7 of calculators.md §1). Its heading comes with the signed-in frame's code, as Home's does;
 * the cards and the list with the calculator screens' code, a second or more later on a slow link, in the place
 * kept for them while their data loads, so nothing moves (docs/decisions/0072).
 */
export const CalculatorsRoute = () => {
  const title = usePageTitle(paths.calculators.title);
  return (
    <Stack component="section" aria-labelledby="my-calculators" spacing={2}>
      <Typography id="my-calculators" component="h1" variant="h5">
        {title}
      </Typography>
      <Suspense fallback={<CalculatorsPlaceholder />}>
        <CalculatorsFigures />
      </Suspense>
    </Stack>
  );
};
