import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '#config/paths.ts';
import { usePageTitle } from '#hooks/use-document-title.ts';
import { CalculatorsFigures } from './calculators-figures.tsx';

/**
 * My Calculators (index 7 of calculators.md §1). The route's loader has the calculators in the cache before the page
 * renders (issue 50): the heading, the first card's DDP figure and the list come in one paint.
 */
export const CalculatorsRoute = () => {
  const title = usePageTitle(paths.calculators.title);
  return (
    <Stack component="section" aria-labelledby="my-calculators" spacing={2}>
      <Typography id="my-calculators" component="h1" variant="h5">
        {title}
      </Typography>
      <CalculatorsFigures />
    </Stack>
  );
};
