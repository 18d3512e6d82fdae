import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { CalculatorCard } from './calculator-card.tsx';

/** §9: a progress bar instead of dots above 5 calculators. */
const dotsUpTo = 5;

/**
 * §2.1: over 1200 px the previous, current and next cards, the current one outlined (and wide, its neighbours
 * previews beside it); under 600 px the current one only; exactly two side by side. Prev and Next move one at a time and are disabled at the ends.
 */
export const CalculatorsCarousel = ({
  calculators,
  readOnly,
  shownCalculatorId,
}: {
  calculators: readonly CalculatorReply[];
  readOnly: boolean;
  /** The card to open on (the calculator just created), once it is in the list; # 1 otherwise. */
  shownCalculatorId?: string | undefined;
}) => {
  const wide = useMediaQuery('(min-width:1201px)');
  const t = useMessages();
  const narrow = useMediaQuery('(max-width:599.95px)');
  const [index, setIndex] = useState(0);
  const [shownId, setShownId] = useState(shownCalculatorId);
  const shownPosition = calculators.findIndex((calculator) => calculator.id === shownId);
  useEffect(() => {
    if (shownPosition < 0) return;
    setIndex(shownPosition);
    setShownId(undefined);
  }, [shownPosition]);
  if (calculators.length === 0) {
    return (
      <Typography variant="h6" component="p" sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
        {t('calculators.noCalculators')}
      </Typography>
    );
  }
  const current = Math.min(index, calculators.length - 1);
  const visible = (() => {
    if (calculators.length === 2 && !narrow) return [0, 1];
    if (wide)
      return [current - 1, current, current + 1].filter(
        (position) => position >= 0 && position < calculators.length,
      );
    return [current];
  })();
  const count = calculators.length;
  // Three cards: the current one twice as wide as its neighbours, which are previews, so that every field of the
  // card being read fits (issue 48 item 2: three equal cards of 374-453 px cut the month, the currency, the port).
  const gridTemplateColumns =
    wide && count > 2
      ? visible.map((position) => (position === current ? 'minmax(0, 2fr)' : 'minmax(0, 1fr)')).join(' ')
      : `repeat(${visible.length}, minmax(0, 1fr))`;
  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns,
          alignItems: 'start',
        }}
      >
        {visible.map((position) => {
          const calculator = calculators[position];
          return calculator ? (
            <CalculatorCard
              key={calculator.id}
              calculator={calculator}
              position={position + 1}
              readOnly={readOnly}
              outlined={visible.length > 1 && position === current}
              onDeleted={() => setIndex(Math.max(0, current - (position === count - 1 ? 1 : 0)))}
            />
          ) : null;
        })}
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center' }}>
        <Button
          size="small"
          startIcon={<KeyboardArrowLeft />}
          disabled={current === 0}
          onClick={() => setIndex(current - 1)}
        >
          {t('calculators.prev')}
        </Button>
        {count > dotsUpTo ? (
          <LinearProgress
            variant="determinate"
            value={((current + 1) / count) * 100}
            sx={{ width: 160 }}
            aria-label={t('calculators.position', { position: current + 1, count })}
          />
        ) : (
          <Stack
            direction="row"
            spacing={1}
            aria-label={t('calculators.position', { position: current + 1, count })}
          >
            {calculators.map((calculator, position) => (
              <Box
                key={calculator.id}
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  bgcolor: position === current ? 'primary.main' : 'grey.400',
                }}
              />
            ))}
          </Stack>
        )}
        <Button
          size="small"
          endIcon={<KeyboardArrowRight />}
          disabled={current >= count - 1}
          onClick={() => setIndex(current + 1)}
        >
          {t('calculators.next')}
        </Button>
      </Stack>
    </Stack>
  );
};
