import Alert from '@mui/material/Alert';
import { StoredFiguresNotice } from '#components/stored-figures-notice.tsx';
import { useLastScreen } from '../last-screen/use-last-screen.ts';
import { useCalculators } from '../../features/calculators/api/get-calculators.ts';
import { CalculatorsCarousel } from '../../features/calculators/components/calculators-carousel.tsx';
import { PriceBoards } from '../../features/market-data/components/price-boards.tsx';
import { BoardsPlaceholder, CalculatorsPlaceholder } from './figure-placeholders.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { useAfterFirstPaint } from '#hooks/use-after-first-paint.ts';

/** Home's calculators: the card of each, under the heading the page drew before this code arrived. */
export const HomeCalculators = ({ readOnly }: { readOnly: boolean }) => {
  const t = useMessages();
  const calculators = useCalculators();
  useLastScreen(calculators);
  if (calculators.isPending) return <CalculatorsPlaceholder />;
  if (calculators.data === undefined)
    return <Alert severity="error">{t('boards.error', { message: calculators.error?.message ?? '' })}</Alert>;
  return <CalculatorsCarousel calculators={calculators.data} readOnly={readOnly} />;
};

/** The price boards and the notice of stored figures, below the calculators. */
export const HomeBoards = () => {
  const calculators = useCalculators();
  // The boards come in a second pass after the first paint, in a place kept for them: the first paint carries the
  // heading and the calculators, and does not wait for the boards' rendering on a slow phone (docs/benchmarks-log.md).
  const boardsShown = useAfterFirstPaint(true, false);
  return (
    <>
      {boardsShown ? <PriceBoards /> : <BoardsPlaceholder />}
      <StoredFiguresNotice query={calculators} />
    </>
  );
};
