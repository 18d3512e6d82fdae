import { useSearchParams } from 'react-router';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { paths } from '#config/paths.ts';
import { useCalculators } from '../../features/calculators/api/get-calculators.ts';
import { ScenarioCompare } from '../../features/calculators/components/scenario-compare.tsx';
import { RetryAlert } from '#components/retry-alert.tsx';

/** /calculators/compare?ids=a,b: the choice lives in the address, so a comparison can be bookmarked or shared. */
export const CompareCalculatorsRoute = () => {
  const calculators = useCalculators();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedIds = (searchParams.get('ids') ?? '').split(',').filter((id) => id !== '');
  if (calculators.isPending)
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading your calculators">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  if (calculators.data === undefined)
    return (
      <RetryAlert onRetry={() => void calculators.refetch()}>Error: {calculators.error?.message}</RetryAlert>
    );
  return (
    <ScenarioCompare
      calculators={calculators.data}
      selectedIds={selectedIds}
      onSelect={(ids) => setSearchParams(ids.length === 0 ? {} : { ids: ids.join(',') }, { replace: true })}
      calculatorHref={(id) => paths.calculator.to(id)}
    />
  );
};
