// The theme's CSS variables in a server-rendered page's head, under the id the browser's antd gives them.
//
// antd writes the theme's variables (`.stayindia-theme{--ant-…}`, about 12 kB) as a <style> element, and
// looks for its own before it adds one: a <style> with the same `data-css-hash` is kept as it is. The
// server's copy (extractStyle) carries another id than the one antd in the browser computes for the very
// same text, so the browser added a second copy as it took the page over, and restyled every antd element
// on the page for it: 20–30 ms of one task on this machine's Chromium, four times that on a phone
// (bench/results.md). The browser's id for each language's theme is recorded by a test that renders the
// theme in a DOM (tests/client/antd-theme-style.test.tsx writes antd-theme-style-ids.json), and the
// server's copy is given that id here. Should the recording be stale, antd finds the element and rewrites
// its text, which is what it did anyway.
import type { Language } from '../lib/i18n.ts';
import { THEME_KEY } from './theme.ts';
import recorded from './antd-theme-style-ids.json';

const ids: Partial<Record<Language, string>> = recorded;
const themeStyle = new RegExp(`<style([^>]*\\sdata-token-hash="${THEME_KEY}"[^>]*)>\\.${THEME_KEY}\\{`);

/** `head` (extractStyle's styles) with the theme's variables under the id the browser looks for in `language`. */
export function withBrowserThemeId(head: string, language: Language): string {
  const id = ids[language];
  if (!id) return head;
  return head.replace(themeStyle, (whole, attributes: string) =>
    whole.replace(attributes, attributes.replace(/\sdata-css-hash="[^"]*"/, ` data-css-hash="${id}"`)),
  );
}
