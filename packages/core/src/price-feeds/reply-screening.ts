import type { PriceFeedFormat } from './price-feeds.schemas.ts';

/**
 * What is wrong with a fetched file before any parser reads it (issue 47 item 4; decision 0110): empty, an HTML page
 * (a captive portal, a login or error page answered with 200), or cut short. Null when it may be parsed.
 */
export const screenReply = (
  text: string,
  format: PriceFeedFormat,
  contentType: string | null,
): string | null => {
  const trimmed = text.trim();
  if (trimmed === '') return 'The reply was empty';
  const start = trimmed.slice(0, 512).toLowerCase();
  const looksHtml =
    start.startsWith('<!doctype html') || start.startsWith('<html') || /<(head|body|title)[\s>]/.test(start);
  if (looksHtml || (contentType !== null && /text\/html/i.test(contentType)))
    return 'The reply is an HTML page (a captive portal, sign-in or error page?), not the feed’s file';
  if (format === 'ecb-xml' && !/<\/gesmes:Envelope>$/.test(trimmed))
    return 'The XML file is cut short: it does not end with </gesmes:Envelope>';
  if ((format === 'psc-json' || format === 'vendor-json') && !/[\]}]$/.test(trimmed))
    return 'The JSON file is cut short: it does not end with ] or }';
  return null;
};
