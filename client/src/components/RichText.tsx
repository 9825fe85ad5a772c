// A translated string with marked parts ("Look it up on <a>My Bookings</a>"), each part drawn by the
// element named for its tag, so a link or bold words sit where each language puts them. Not react-i18next's
// <Trans>: its parser (~8 kB gzip) would join the app shell, which reaches the react-i18next package.
import { cloneElement, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * `text` with each `<name>…</name>` (not nested) drawn as `components[name]` around its words; an unknown
 * tag shows its words plainly. `text` is already translated and interpolated (t() with its values).
 */
export function RichText({ text, components }: { text: string; components: Record<string, ReactElement> }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[match[1]];
    parts.push(element ? cloneElement(element, { key: parts.length }, match[2]) : match[2]);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
