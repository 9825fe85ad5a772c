// Provider HTML (hotel descriptions, important information, room descriptions) made safe before it
// reaches a browser: a small allowlist of text-formatting tags and no attributes at all, so scripts,
// iframes, event handlers and javascript: URLs cannot survive.
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'ul', 'ol', 'li', 'h3', 'h4'];

const htmlOptions: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {},
  allowedSchemes: [],
  // The provider uses h1/h2 and div/span for layout; keep their text, drop the tags.
  transformTags: { h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4' },
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
};

/** Sanitised HTML, or null when nothing readable is left. */
export function sanitizeProviderHtml(html: unknown): string | null {
  if (typeof html !== 'string' || html.trim() === '') return null;
  const clean = sanitizeHtml(html, htmlOptions).trim();
  return htmlToText(clean) === '' ? null : clean;
}

/** Plain text of provider HTML, for cards: tags removed, entities decoded, whitespace collapsed. */
export function htmlToText(html: unknown): string {
  if (typeof html !== 'string') return '';
  const text = sanitizeHtml(html.replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: htmlOptions.nonTextTags,
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

function decodeEntities(s: string): string {
  return s
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');
}
