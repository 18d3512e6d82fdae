import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for article HTML (docs/decisions/0015-news-gating-sanitising-and-order.md): text structure, links,
 * images and tables. Everything else is dropped, script and style with their content; no attribute can carry an
 * event handler or style; links and images take http(s) (links also mailto) only; no iframes at all.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
    'abbr',
    'time',
  ],
  allowedAttributes: {
    // target and rel are set by the transform below, whatever the author wrote.
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    time: ['datetime'],
    ol: ['start'],
  },
  allowedSchemes: ['https', 'http'],
  allowedSchemesByTag: { a: ['https', 'http', 'mailto'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // An article's link opens apart from the app and gets neither the opener nor the referrer.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    // The item view's title is the page's heading.
    h1: 'h2',
  },
};

export const sanitizeArticle = (html: string | null): string | null => {
  if (html === null) return null;
  const clean = sanitizeHtml(html, options).trim();
  return clean === '' ? null : clean;
};
