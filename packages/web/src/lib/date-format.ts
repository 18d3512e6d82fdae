// GET /api/v1/settings/personalisation lives here, not in a feature, because every screen that shows a date reads it.
import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarDateFormat, defaultDateFormat, formatDateTime } from '@psc/core/personalisation/date-format';
import { personalisationEndpoints } from '@psc/core/personalisation/personalisation.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import type { PersonalisationReply } from '@psc/core/personalisation/personalisation.schemas';
import { apiRequest } from './api-client.ts';
import { formatLocalDate } from './i18n/formats.ts';
import { useLocale } from './i18n/use-messages.ts';

export const getPersonalisation = (signal?: AbortSignal) =>
  apiRequest(personalisationEndpoints.get.path, {
    schema: personalisationEndpoints.get.reply,
    ...(signal ? { signal } : {}),
  });

export const personalisationQueryKey = endpointQueryKey(personalisationEndpoints.get);

export const getPersonalisationQueryOptions = () =>
  queryOptions({ queryKey: personalisationQueryKey, queryFn: ({ signal }) => getPersonalisation(signal) });

export const usePersonalisation = () => useQuery(getPersonalisationQueryOptions());

/** An instant in this browser's time zone, with an Excel date format (the same codes as e-mails and xlsx cells). */
export const formatInstant = (epochMs: number, pattern: string): string =>
  formatDateTime(epochMs, pattern, -new Date(epochMs).getTimezoneOffset());

/**
 * The date format the reader chose (their own or their account's, §5 'Date format'); null when neither did, so that
 * a reader of another language than English sees dates as their language writes them (decision 0137).
 */
const chosenDateFormat = (settings: PersonalisationReply | undefined): string | null =>
  settings?.personDateFormat ?? settings?.accountDateFormat ?? null;

// The spec's first preset has seconds and a 12-hour clock; in another language, its medium date and time.
const localDateTime = { dateStyle: 'medium', timeStyle: 'medium' } as const;
const localCalendarDate = { dateStyle: 'medium' } as const;

/** Formats dates with the user's own format, else the account's, else the first preset (§5 'Date format'). */
export const useDateFormatter = (): ((epochMs: number) => string) => {
  const personalisation = usePersonalisation();
  const locale = useLocale();
  const chosen = chosenDateFormat(personalisation.data);
  const pattern = personalisation.data?.effectiveDateFormat ?? defaultDateFormat;
  return useCallback(
    (epochMs: number) =>
      chosen === null && locale !== 'en'
        ? formatLocalDate(epochMs, localDateTime, locale)
        : formatInstant(epochMs, pattern),
    [chosen, locale, pattern],
  );
};

/** The same style to the day, for dates whose time of day means nothing to the reader (renewals, term ends). */
export const useCalendarDateFormatter = (): ((epochMs: number) => string) => {
  const personalisation = usePersonalisation();
  const locale = useLocale();
  const chosen = chosenDateFormat(personalisation.data);
  const pattern = calendarDateFormat(personalisation.data?.effectiveDateFormat ?? defaultDateFormat);
  return useCallback(
    (epochMs: number) =>
      chosen === null && locale !== 'en'
        ? formatLocalDate(epochMs, localCalendarDate, locale)
        : formatInstant(epochMs, pattern),
    [chosen, locale, pattern],
  );
};
