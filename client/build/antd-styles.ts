// Ant Design's component styles for the components this app uses, produced at build time with antd's
// documented server-rendering API (https://ant.design/docs/react/server-side-rendering, "Extract on
// demand"): each component is rendered once inside a @ant-design/cssinjs StyleProvider, and
// extractStyle() returns the styles they registered. The app runs antd in zero-runtime mode
// (theme.zeroRuntime): the browser generates no component styles, so they must come from this stylesheet,
// and a page should not download the styles of a Table or a Tree it never shows (all of antd/dist/antd.css
// is about 1 MB).
//
// Which components: the names the app's own modules import from 'antd', plus the few that antd's
// components open by themselves in some state (OPENED_BY), and the sub-components with styles of their own.
// The components that only a part loaded on demand uses (the development console, the booking dialog...)
// come in that part's own sheet, with its chunk (PART_SHEETS). Only the component rules are taken
// (extractStyle's 'style' type): the theme's variables depend on the ConfigProvider a page renders, and come
// with its server-rendered head.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type * as Antd from 'antd';
import type * as CssInJs from '@ant-design/cssinjs';
import type * as ReactNs from 'react';
import type * as ReactDomServer from 'react-dom/server';

/**
 * Components antd's own components render in some state, by the component that opens them, whose styles are
 * needed with the opener's: a Typography ellipsis and a Slider's handle show a Tooltip, a loading Card shows a
 * Skeleton, Tabs that overflow open a Dropdown with a Menu. Form.Item lays its label and control out in antd's
 * Row and Col: Row's rules are taken (2 kB); Col's are 24 spans at five breakpoints (79 kB minified) that the
 * app's vertical forms never use, so only its base rule is, in app/antd-form-columns.css. The app's own
 * layouts use components/Grid.tsx.
 */
export const OPENED_BY: Readonly<Record<string, readonly string[]>> = {
  Typography: ['Tooltip'],
  Slider: ['Tooltip'],
  Card: ['Skeleton'],
  Form: ['Row'],
  Tabs: ['Dropdown', 'Menu'],
};

/**
 * Parts of the app that load on demand, whose antd components no other part uses: their styles come in a
 * sheet of their own, `virtual:antd-<name>-styles.css`, which the part's module imports, so that Vite loads it
 * with the part's chunk (and waits for it before the part renders) instead of in the sheet every traveller's
 * page waits for before its first paint. `paths` (under client/src: folders or modules) are the modules whose
 * antd imports make the part's sheet. Each of them that imports one of those components imports the sheet
 * itself, so the styles go wherever the module goes (tests/server/web/antd-styles.test.ts).
 * None of them is rendered on the server (server/web/ssr.ts renders the home page, city lists and hotel pages,
 * with no dialog open).
 */
export const PART_SHEETS = [
  // The engineers' console: Tabs, and the Dropdown and Menu they open (about 110 kB).
  { name: 'dev-console', paths: ['routes/dev', 'features/dev-console'] },
  // The booking dialog's Steps and Collapse, opened from a hotel page's chosen rate.
  { name: 'booking', paths: ['features/booking/BookingDialog.tsx'] },
  // A booking's history, in a Timeline (antd 6 draws it with the Steps' rules).
  { name: 'manage-booking', paths: ['features/manage-booking/ManageBooking.tsx'] },
  // The rates dialog's date Popover.
  { name: 'rates', paths: ['features/rates/RatesDialog.tsx'] },
  // My Bookings' count Badge (Radio registers a third of Badge's rules with its own; the rest come here).
  { name: 'bookings', paths: ['routes/bookings/index.tsx'] },
] as const;

/** The module id a part's antd sheet is imported as (`virtual:antd-styles.css` for the app's own, with no part). */
export const antdSheetId = (part?: string): string => (part ? `virtual:antd-${part}-styles.css` : 'virtual:antd-styles.css');

/**
 * The antd components of the app's own sheet and of each part's (PART_SHEETS), for the sources under `srcDir`.
 * A part's sheet holds only what the app's sheet does not.
 */
export function antdSheets(srcDir: string): { app: string[]; parts: Record<string, string[]> } {
  const partPaths = PART_SHEETS.flatMap((part) => part.paths.map((path) => join(srcDir, path)));
  const app = componentsFor(antdImportsOf(srcDir, partPaths));
  const inApp = new Set(app);
  const parts: Record<string, string[]> = {};
  for (const part of PART_SHEETS) {
    const names = new Set(part.paths.flatMap((path) => antdImportsOf(join(srcDir, path))));
    parts[part.name] = componentsFor([...names]).filter((name) => !inApp.has(name));
  }
  return { app, parts };
}

/**
 * Sub-components the app renders that register styles of their own, which rendering their parent does not
 * (Space.Compact lays a select and an input out as one control; without its rules the phone field's country
 * code sat above the number). Rendered with the rest.
 */
export const STYLED_SUB_COMPONENTS = ['Space.Compact', 'Input.TextArea'] as const;

/**
 * Sub-components the app renders whose styles come with their parent's. Form.Item renders antd's Row and Col:
 * see OPENED_BY. tests/server/web/antd-styles.test.ts checks that every sub-component the app uses is in
 * one list or the other, so a new one cannot ship unstyled.
 */
export const SUB_COMPONENTS_STYLED_BY_PARENT = [
  'Form.Item',
  'Input.Password',
  'Radio.Group',
  'Skeleton.Button',
  'Skeleton.Node',
  'Typography.Paragraph',
  'Typography.Text',
  'Typography.Title',
] as const;

/** Exports of 'antd' that are not components with styles of their own. */
const NOT_COMPONENTS = new Set(['theme', 'ConfigProvider', 'App', 'Grid', 'message', 'notification', 'version']);

/** The module `path`, or every module under the folder `path`, except under the paths `skip`: its file and source text. */
function* sourcesOf(path: string, skip: readonly string[] = []): Generator<[file: string, code: string]> {
  if (skip.some((skipped) => resolve(skipped) === resolve(path))) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) yield* sourcesOf(join(path, entry), skip);
  } else if (/\.(tsx?|jsx?)$/.test(path)) yield [path, readFileSync(path, 'utf8')];
}

/** The value names one module imports from 'antd' (type-only names left out), as written in the module. */
function antdNamesIn(code: string): string[] {
  const names: string[] = [];
  for (const m of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]antd['"]/g)) {
    if (m[1]) continue;
    for (const spec of m[2].split(',')) {
      const name = spec.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** Every value name the module or the modules under the folder `dir` (but not under the paths `skip`) import from 'antd' (type-only names left out). */
function antdImportsOf(dir: string, skip: readonly string[] = []): string[] {
  const names = new Set<string>();
  for (const [, code] of sourcesOf(dir, skip)) for (const spec of antdNamesIn(code)) names.add(spec.split(/\s+as\s+/)[0]);
  return [...names].sort();
}

/** Each module at or under `path`, with the value names it imports from 'antd' and the modules it imports for their side effects only. */
export function modulesUnder(path: string): Array<{ file: string; antd: string[]; sideEffects: string[] }> {
  return [...sourcesOf(path)].map(([file, code]) => ({
    file,
    antd: antdNamesIn(code).map((spec) => spec.split(/\s+as\s+/)[0]),
    sideEffects: [...code.matchAll(/^import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]),
  }));
}

/**
 * Every `Name.Member` the modules under `dir` use, where Name is imported from 'antd' and Member is capitalised
 * and not all capitals: the sub-components (Form.Item), not the constants (Empty.PRESENTED_IMAGE_SIMPLE).
 */
export function antdMembersOf(dir: string): string[] {
  const members = new Set<string>();
  for (const [, code] of sourcesOf(dir)) {
    const imported = new Map(antdNamesIn(code).map((spec) => [spec.split(/\s+as\s+/).pop()!, spec.split(/\s+as\s+/)[0]]));
    for (const m of code.matchAll(/\b([A-Z]\w*)\.([A-Z]\w*[a-z]\w*)\b/g)) {
      const name = imported.get(m[1]);
      if (name) members.add(`${name}.${m[2]}`);
    }
  }
  return [...members].sort();
}

/** The antd components whose styles the imported `names` need: the components among them, and what they open. */
function componentsFor(names: readonly string[]): string[] {
  const components = new Set(names.filter((name) => !NOT_COMPONENTS.has(name)));
  for (const name of [...components]) for (const opened of OPENED_BY[name] ?? []) components.add(opened);
  return [...components].sort();
}

/**
 * The CSS of the named antd components under `theme` (the app's theme, with zeroRuntime turned off for
 * this render only: in zero-runtime mode components register no styles). Throws on a name antd does not
 * export, so a typo or a removed component fails the build instead of shipping a page without styles.
 */
export function extractAntdStyles(
  components: readonly string[],
  subComponents: readonly string[],
  theme: Antd.ThemeConfig,
  from: string,
): string {
  const require = createRequire(from);
  const React = require('react') as typeof ReactNs;
  const { renderToString } = require('react-dom/server') as typeof ReactDomServer;
  const antd = require('antd') as typeof Antd & Record<string, unknown>;
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs') as typeof CssInJs;
  const h = React.createElement;
  const elements = components.map((name) => {
    const Component = antd[name] as ReactNs.ComponentType<Record<string, unknown>> | undefined;
    if (typeof Component !== 'function' && typeof Component !== 'object')
      throw new Error(`antd exports no component ${name}: the app's antd stylesheet cannot be extracted`);
    // Overlays render their trigger (and register their styles) only around a child.
    const props: Record<string, unknown> = { key: name };
    if (name === 'Dropdown') props.menu = { items: [] };
    if (name === 'Typography') return h(antd.Typography.Text, props, 'x');
    // A Tag registers its preset colours' rules (green, blue...) and its status colours' (success, error...)
    // only when it has one: without them every coloured tag was the default grey.
    if (name === 'Tag')
      return h(React.Fragment, props, h(Component!, { color: 'green' }), h(Component!, { color: 'success' }), h(Component!));
    return h(Component!, props, ['Tooltip', 'Dropdown', 'Popover'].includes(name) ? h('span') : undefined);
  });
  for (const path of subComponents) {
    const [parent, member] = path.split('.');
    const Component = (antd[parent] as unknown as Record<string, ReactNs.ComponentType<Record<string, unknown>>> | undefined)?.[member];
    if (typeof Component !== 'function' && typeof Component !== 'object')
      throw new Error(`antd exports no component ${path}: the app's antd stylesheet cannot be extracted`);
    elements.push(h(Component, { key: path }));
  }
  const cache = createCache();
  renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: { ...theme, zeroRuntime: false } }, ...elements)));
  return extractStyle(cache, { plain: true, types: ['style'] });
}
