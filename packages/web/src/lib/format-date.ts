// Dates read en-GB (§9) until the personal date format of the account area exists.
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

export const formatDateTime = (epochMs: number): string => dateTimeFormat.format(epochMs);
export const formatDate = (epochMs: number): string => dateFormat.format(epochMs);
