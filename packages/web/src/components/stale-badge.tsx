import Chip from '@mui/material/Chip';
import { useCallback } from 'react';
import { calendarDateFormat, defaultDateFormat, formatDateTime } from '@psc/core/personalisation/date-format';
import { usePersonalisation } from '#lib/date-format.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { staleBadgeText, type StaleInput } from './stale-badge-text.ts';

/** Read by screen readers, not drawn (a matrix cell's stale note: its mark is a dot). */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Formats a YYYY-MM-DD as-of date with the calendar part of the user's date format (a UTC day, no zone shift). */
export const useAsOfFormatter = (): ((asOf: string) => string) => {
  const personalisation = usePersonalisation();
  const pattern = calendarDateFormat(personalisation.data?.effectiveDateFormat ?? defaultDateFormat);
  return useCallback(
    (asOf: string) => formatDateTime(Date.parse(`${asOf}T00:00:00Z`), pattern, 0),
    [pattern],
  );
};

/** The inputs one cost block was priced from (its own figure and its FX rates). */
export const inputsOfBlock = <Input extends StaleInput & { readonly blocks: readonly string[] }>(
  inputs: readonly Input[] | undefined,
  blockType: string,
): Input[] => (inputs ?? []).filter((input) => input.blocks.includes(blockType));

/**
 * Says a figure was priced from an input older than its cadence allows (demo prices always are): 'Stale', with
 * which input and its as-of date in its title and accessible name. Nothing when every input is current.
 */
export const StaleBadge = ({
  inputs,
  testId = 'stale-badge',
}: {
  inputs: readonly StaleInput[] | undefined;
  testId?: string;
}) => {
  const t = useMessages();
  const formatAsOf = useAsOfFormatter();
  const late = (inputs ?? []).filter((input) => input.stale);
  if (late.length === 0) return null;
  const text = staleBadgeText(t, late, formatAsOf);
  return (
    <Chip
      size="small"
      color="warning"
      label={t('stale.badge')}
      title={text}
      aria-label={text}
      role="note"
      data-testid={testId}
      sx={{ height: 20, fontSize: '0.7rem', verticalAlign: 'middle' }}
    />
  );
};
