import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '#config/paths.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { HomeBoards, HomeCalculators } from './home-figures.tsx';
import { useReadOnly } from './use-read-only.ts';

/**
 * Home (index 1 of calculators.md §1): the Price Calculator home and the price boards together, so a trader sees
 * their own delivered prices and the futures behind them without a menu hop (issue 12 item 14).
 *
 * The route's loader has the calculators in the cache before the page renders (issue 50): the heading and the first
 * calculator's DDP figure come in one paint.
 */
export const HomeRoute = () => {
  const t = useMessages();
  const readOnly = useReadOnly();
  return (
    <Stack spacing={4}>
      <Stack component="section" aria-labelledby="home-calculators" spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography id="home-calculators" component="h1" variant="h5" sx={{ flexGrow: 1 }}>
            {t('title.Price Calculator')}
          </Typography>
          <Button component={RouterLink} to={paths.calculators.path}>
            {t('home.allCalculators')}
          </Button>
          {!readOnly && (
            <Button component={RouterLink} to={paths.newCalculator.path} variant="outlined">
              {t('calculators.add')}
            </Button>
          )}
        </Stack>
        <HomeCalculators readOnly={readOnly} />
      </Stack>
      <HomeBoards />
    </Stack>
  );
};
