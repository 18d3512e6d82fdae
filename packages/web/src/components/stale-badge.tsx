import Chip from '@mui/material/Chip';
import { useCallback } from 'react';
import { calendarDateFormat, defaultDateFormat, formatDateTime } from '@psc/core/personalisation/date-format';
import { usePersonalisation } from '#lib/date-format.ts';

/** Read by screen readers, not drawn (a matrix cell's stale note: its mark is a dot). */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A published input as the freshness replies name it (decision 0114). */
export type StaleInput = { readonly name: string; readonly asOf: string | null; readonly stale: boolean };

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

/** 'Stale: New York #11 as of Nov 20, 2026; EUR per US dollar as of Nov 20, 2026'. */
export const staleBadgeText = (inputs: readonly StaleInput[], formatAsOf: (asOf: string) => string): string =>
  `Stale: ${inputs
    .map(
      (input) =>
        `${input.name} ${input.asOf === null ? 'never published' : `as of ${formatAsOf(input.asOf)}`}`,
    )
    .join('; ')}`;

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
  const formatAsOf = useAsOfFormatter();
  const late = (inputs ?? []).filter((input) => input.stale);
  if (late.length === 0) return null;
  const text = staleBadgeText(late, formatAsOf);
  return (
    <Chip
      size="small"
      color="warning"
      label="Stale"
      title={text}
      aria-label={text}
      role="note"
      data-testid={testId}
      sx={{ height: 20, fontSize: '0.7rem', verticalAlign: 'middle' }}
    />
  );
};
