// GET /api/v1/settings/personalisation lives here, not in a feature, because every screen that shows a date reads it.
import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarDateFormat, defaultDateFormat, formatDateTime } from '@psc/core/personalisation/date-format';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import type { PersonalisationReply } from '@psc/core/personalisation/personalisation.schemas';
import { apiRequest, loadReplySchema } from './api-client.ts';
import { formatLocalDate } from './i18n/formats.ts';
import type { Locale } from './i18n/locales.ts';
import { useLocale } from './i18n/use-messages.ts';

/**
 * personalisationEndpoints.get's path, written here: the frame's loader reads it before the contracts are built
 * (decision 0153).
 */
export const personalisationPath = '/api/v1/settings/personalisation';

/** personalisationEndpoints.get.reply, from the schemas alone, without every endpoint's (docs/web-delivery.md). */
export const loadPersonalisationReply = () =>
  import('@psc/core/personalisation/personalisation.schemas').then(
    (module) => module.personalisationReplySchema,
  );

export const getPersonalisation = (signal?: AbortSignal) =>
  apiRequest(personalisationPath, {
    schema: loadReplySchema(loadPersonalisationReply),
    ...(signal ? { signal } : {}),
  });

export const personalisationQueryKey = endpointQueryKey({ path: personalisationPath });

export const getPersonalisationQueryOptions = () =>
  queryOptions({ queryKey: personalisationQueryKey, queryFn: ({ signal }) => getPersonalisation(signal) });

export const usePersonalisation = () => useQuery(getPersonalisationQueryOptions());

/** An instant in this browser's time zone, with an Excel date format (the same codes as e-mails and xlsx cells). */
export const formatInstant = (epochMs: number, pattern: string): string =>
  formatDateTime(epochMs, pattern, -new Date(epochMs).getTimezoneOffset());

// The spec's first preset has seconds and a 12-hour clock; in another language, its medium date and time.
const localDateTime = { dateStyle: 'medium', timeStyle: 'medium' } as const;
const localCalendarDate = { dateStyle: 'medium' } as const;

/**
 * An instant as this reader reads it: with the date format they chose (their own or their account's, §5 'Date
 * format'), which keeps priority; with none chosen, English keeps the spec's first preset and another language
 * writes the date its own way (decision 0137). `calendar`: to the day, for dates whose time of day means nothing.
 */
export const formatDateFor = (
  epochMs: number,
  settings: PersonalisationReply | undefined,
  locale: Locale,
  calendar = false,
): string => {
  const chosen = settings?.personDateFormat ?? settings?.accountDateFormat ?? null;
  if (chosen === null && locale !== 'en')
    return formatLocalDate(epochMs, calendar ? localCalendarDate : localDateTime, locale);
  const pattern = settings?.effectiveDateFormat ?? defaultDateFormat;
  return formatInstant(epochMs, calendar ? calendarDateFormat(pattern) : pattern);
};

/** Formats dates with the user's own format, else the account's, else the first preset (§5 'Date format'). */
export const useDateFormatter = (): ((epochMs: number) => string) => {
  const settings = usePersonalisation().data;
  const locale = useLocale();
  return useCallback((epochMs: number) => formatDateFor(epochMs, settings, locale), [settings, locale]);
};

/** The same style to the day, for dates whose time of day means nothing to the reader (renewals, term ends). */
export const useCalendarDateFormatter = (): ((epochMs: number) => string) => {
  const settings = usePersonalisation().data;
  const locale = useLocale();
  return useCallback((epochMs: number) => formatDateFor(epochMs, settings, locale, true), [settings, locale]);
};

/**
 * A calendar day given as 'YYYY-MM-DD' (a pricing day, an as-of date) in the user's style to the day. The day is read
 * at UTC midnight and written at offset 0, so no time zone can move it to the day before.
 */
export const useIsoDayFormatter = (): ((isoDay: string) => string) => {
  const personalisation = usePersonalisation();
  const pattern = calendarDateFormat(personalisation.data?.effectiveDateFormat ?? defaultDateFormat);
  return useCallback(
    (isoDay: string) => formatDateTime(Date.parse(`${isoDay}T00:00:00Z`), pattern, 0),
    [pattern],
  );
};
