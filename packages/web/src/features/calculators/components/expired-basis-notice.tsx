import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { useMoveExpiredCalculators } from '../api/move-expired-calculators.ts';

/** §9: the notice appears 1 s after the calculators load. */
export const expiredNoticeDelayMs = 1_000;

/**
 * §4 'Expired basis notice': persistent while any calculator uses an expired period; a click moves them all to the
 * current pricing month and reloads them.
 */
export const ExpiredBasisNotice = ({
  calculators,
  readOnly,
}: {
  calculators: readonly CalculatorReply[];
  readOnly: boolean;
}) => {
  const anyExpired = calculators.some((calculator) => calculator.period.concluded);
  const [shown, setShown] = useState(false);
  const move = useMoveExpiredCalculators();
  const t = useMessages();
  useEffect(() => {
    if (!anyExpired) {
      setShown(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setShown(true), expiredNoticeDelayMs);
    return () => window.clearTimeout(timer);
  }, [anyExpired]);
  return (
    <Snackbar open={shown && anyExpired} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert
        severity="warning"
        variant="filled"
        role="button"
        onClick={readOnly || move.isPending ? undefined : () => move.mutate()}
        sx={{ cursor: readOnly ? 'default' : 'pointer' }}
      >
        {t('calculators.expiredBasis')}
        {move.isError ? ` (${t('calculators.updateFailed')})` : ''}
      </Alert>
    </Snackbar>
  );
};
