import type { Language } from '@psc/core/personalisation/languages';
import { translate } from '../../shared/translate.ts';

export type MailContent = {
  /** The recipient's language for the footer (decision 0136); English when not said. */
  language?: Language;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Where one click stops this kind of message (an alert's), shown in the footer. */
  unsubscribeUrl?: string;
};

const productName = 'PSC Price Calculator';

const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** Every message: plain text and HTML with the same words, the product's name and a footer. */
export const renderMail = (content: MailContent): { subject: string; text: string; html: string } => {
  const language = content.language ?? 'en';
  const footer = translate(language, 'mail.footer', { product: productName });
  const stop = translate(language, 'mail.stop');
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    '',
    '--',
    footer,
    ...(content.unsubscribeUrl ? [`${stop}: ${content.unsubscribeUrl}`] : []),
  ].join('\n\n');
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${language}" dir="${direction}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;max-width:560px">
<h2 style="color:#0b5394">${escapeHtml(productName)}</h2>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${content.action ? `<p><a href="${escapeHtml(content.action.url)}" style="background:#0b5394;color:#fff;padding:10px 16px;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p><p style="font-size:12px">${escapeHtml(content.action.url)}</p>` : ''}
<hr><p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
${content.unsubscribeUrl ? `<p style="font-size:12px"><a href="${escapeHtml(content.unsubscribeUrl)}">${escapeHtml(stop)}</a></p>` : ''}
</body></html>`;
  return { subject: `${content.subject} — ${productName}`, text, html };
};
