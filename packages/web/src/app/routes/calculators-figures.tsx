import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { StoredFiguresNotice } from '#components/stored-figures-notice.tsx';
import { paths } from '#config/paths.ts';
import { useLastScreen } from '../last-screen/use-last-screen.ts';
import { useCalculators } from '../../features/calculators/api/get-calculators.ts';
import { CalculatorsCarousel } from '../../features/calculators/components/calculators-carousel.tsx';
import { CalculatorsTable } from '../../features/calculators/components/calculators-table.tsx';
import { ExpiredBasisNotice } from '../../features/calculators/components/expired-basis-notice.tsx';
import { InsufficientPrivilegesNotice } from './editors-only.tsx';
import { CalculatorsPlaceholder } from './figure-placeholders.tsx';
import { useIsViewer, useReadOnly } from './use-read-only.ts';

/** My Calculators' figures: the carousel of §2.1 above the list of §2.4, under the heading drawn before this code came. */
export const CalculatorsFigures = () => {
  const calculators = useCalculators();
  const readOnly = useReadOnly();
  const isViewer = useIsViewer();
  const navigate = useNavigate();
  const location = useLocation();
  useLastScreen(calculators);
  if (calculators.isPending) return <CalculatorsPlaceholder />;
  if (calculators.data === undefined)
    return <Alert severity="error">Error: {calculators.error?.message}</Alert>;
  return (
    <Stack spacing={4}>
      {isViewer && <InsufficientPrivilegesNotice action="createOrChangeCalculators" />}
      <ExpiredBasisNotice calculators={calculators.data} readOnly={readOnly} />
      <CalculatorsCarousel
        calculators={calculators.data}
        readOnly={readOnly}
        shownCalculatorId={(location.state as { shownCalculatorId?: string } | null)?.shownCalculatorId}
      />
      {calculators.data.length > 0 || !readOnly ? (
        <CalculatorsTable
          calculators={calculators.data}
          readOnly={readOnly}
          onOpen={(id) => void navigate(paths.calculator.to(id))}
          onAdd={() => void navigate(paths.newCalculator.path)}
          onCompare={() =>
            void navigate(
              paths.compareCalculators.to(calculators.data.slice(0, 2).map((calculator) => calculator.id)),
            )
          }
        />
      ) : null}
      <StoredFiguresNotice query={calculators} />
    </Stack>
  );
};
