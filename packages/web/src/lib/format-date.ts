import { formatLocalDate } from './i18n/formats.ts';

// Dates read en-GB (§9) in English; another language writes them its own way (issue 49, decision 0137).
export const formatDateTime = (epochMs: number): string =>
  formatLocalDate(epochMs, { dateStyle: 'medium', timeStyle: 'short' });
export const formatDate = (epochMs: number): string => formatLocalDate(epochMs, { dateStyle: 'long' });
