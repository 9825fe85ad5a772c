// The theme's CSS variables reach a server-rendered page under the id antd in the browser gives them
// (client/src/app/ssr-styles.ts), so taking the page over adds no second copy and restyles nothing.
// The ids are antd's own, read from the <style> it adds when the theme renders in a DOM: a new antd or a
// changed theme fails the first test until it is recorded again:
//   npx vitest run --project client tests/client/antd-theme-style.test.tsx -u
import { describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ConfigProvider, theme as antTheme } from 'antd';
import { themeFor } from '../../client/src/app/providers.tsx';
import { THEME_KEY } from '../../client/src/app/theme.ts';
import { withBrowserThemeId } from '../../client/src/app/ssr-styles.ts';
import { LANGUAGES, type Language } from '../../client/src/lib/i18n.ts';

function UsesTheme() {
  antTheme.useToken();
  return null;
}

/** The theme's variables <style> antd adds in the browser for `language`'s theme. */
function browserThemeStyle(language: Language): HTMLStyleElement {
  for (const style of document.head.querySelectorAll('style')) style.remove();
  render(
    <ConfigProvider theme={themeFor(language)}>
      <UsesTheme />
    </ConfigProvider>,
  );
  const styles = [...document.head.querySelectorAll('style')].filter((s) => s.textContent?.startsWith(`.${THEME_KEY}{`));
  cleanup();
  expect(styles).toHaveLength(1);
  return styles[0];
}

describe("the theme's variables in a server-rendered head", () => {
  it('are recorded under the ids antd gives them in the browser (else: run this file with -u)', async () => {
    const ids = Object.fromEntries(LANGUAGES.map((language) => [language, browserThemeStyle(language).getAttribute('data-css-hash')]));
    await expect(`${JSON.stringify(ids, null, 2)}\n`).toMatchFileSnapshot('../../client/src/app/antd-theme-style-ids.json');
  });

  it('are given that id, and the other styles keep theirs', () => {
    const style = browserThemeStyle('hi');
    const head =
      `<style data-rc-order="prependQueue" data-rc-priority="-999" data-token-hash="${THEME_KEY}" data-css-hash="abc">.${THEME_KEY}.ant-btn{--ant-button-x:1px;}</style>` +
      `<style data-rc-order="prependQueue" data-rc-priority="-999" data-token-hash="${THEME_KEY}" data-css-hash="server1">${style.textContent}</style>`;
    const out = withBrowserThemeId(head, 'hi');
    const doc = new DOMParser().parseFromString(`<head>${out}</head>`, 'text/html');
    const [component, theme] = doc.head.querySelectorAll('style');
    expect(component.getAttribute('data-css-hash')).toBe('abc');
    expect(theme.getAttribute('data-css-hash')).toBe(style.getAttribute('data-css-hash'));
    expect(theme.textContent).toBe(style.textContent);
  });
});
