// Server-side sanitizing of CMS HTML (articles, announcements, FAQ answers, page-content blocks).
// The backend stores HTML as authored; nothing reaches dangerouslySetInnerHTML without passing here.
import sanitizeHtml from 'sanitize-html';

const HEADINGS = ['h2', 'h3', 'h4'];
const TABLE = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col'];

/** Tags kept; everything else is dropped (its text kept, except for the non-text tags below). */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'code',
  'pre',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'img',
  'span',
  'div',
  ...HEADINGS,
  ...TABLE,
];

/** Class names an author may use on span/div/p (layout helpers of the rich-text styles). */
export const ALLOWED_CLASSES = ['text-center', 'text-right', 'highlight', 'note', 'muted'];

const ALLOWED_SCHEMES = ['http', 'https', 'mailto'];

/** Whether an href/src is http(s), mailto or site-relative (one leading "/", not "//" or "/\"). */
export function isAllowedUrl(value: string, kind: 'href' | 'src' = 'href'): boolean {
  const url = value.trim();
  if (!url) return false;
  // Control characters and whitespace inside a scheme are a classic bypass ("java\tscript:").
  if (/[\u0000-\u001f\u007f]/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  if (url.startsWith('#')) return kind === 'href';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme) return false;
  return kind === 'src' ? scheme === 'http' || scheme === 'https' : ALLOWED_SCHEMES.includes(scheme);
}

function isExternal(href: string): boolean {
  return /^https?:/i.test(href.trim());
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    span: ['class'],
    div: ['class'],
    p: ['class'],
  },
  allowedClasses: { span: ALLOWED_CLASSES, div: ALLOWED_CLASSES, p: ALLOWED_CLASSES },
  allowedSchemes: ALLOWED_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped with their content: never text worth keeping.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'select'],
  disallowedTagsMode: 'discard',
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const out: sanitizeHtml.Attributes = {};
      if (href && isAllowedUrl(href, 'href')) out.href = href.trim();
      if (attribs.title) out.title = attribs.title;
      if (out.href && isExternal(out.href)) {
        out.target = '_blank';
        out.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs };
      if (!out.src || !isAllowedUrl(out.src, 'src')) delete out.src;
      out.loading = 'lazy';
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

// `loading` is added by the transform above, so it must be allowed as well.
(OPTIONS.allowedAttributes as Record<string, string[]>).img.push('loading');

/** Sanitized HTML, safe for dangerouslySetInnerHTML. Empty for anything that is not a string. */
export function sanitizeRichText(html: unknown): string {
  if (typeof html !== 'string' || !html) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Plain text of CMS HTML (for excerpts, titles, meta descriptions). */
export function toPlainText(html: unknown, maxLength = 160): string {
  if (typeof html !== 'string' || !html) return '';
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
