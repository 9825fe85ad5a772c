// Ant Design's static stylesheet (antd/dist/antd.css, about 1 MB for every component) cut down to the
// components a build really contains. The app runs antd in zero-runtime mode (theme.zeroRuntime): no
// component styles are generated in the browser, which on a mid-range phone cost more main-thread time
// than rendering the page itself, so the styles must come from this file, and it should not make every
// page download the styles of a Table or a Tree it never shows.
//
// Which components: every antd module in the bundle names its CSS class roots through
// getPrefixCls('btn'), getPrefixCls('picker')...; a rule is kept when its selectors' first `.ant-*`
// class belongs to one of those roots (or when it names no antd class at all: keyframes, icons, resets).

import { createHash } from 'node:crypto';

/** Class roots that motion and feedback helpers build by string, not through getPrefixCls. */
const ALWAYS_KEPT = ['motion', 'zoom', 'slide', 'fade', 'move', 'wave'];

/** The CSS class roots (without `ant-`) an antd ES module asks for. */
export function prefixRootsOf(moduleCode: string): string[] {
  return [...moduleCode.matchAll(/getPrefixCls\(\s*['"]([\w-]+)['"]/g)].map((m) => m[1]);
}

type CssNode =
  | { kind: 'rule'; selector: string; body: string }
  | { kind: 'block'; prelude: string; children: CssNode[] }
  | { kind: 'raw'; text: string };

/** Index of the `}` closing the block whose `{` is at `open`, skipping strings and comments. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i < 0) break;
    } else if (c === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2) + 1;
      if (i <= 0) break;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in CSS at offset ${open}`);
}

/** Splits a stylesheet into rules, nesting at-rules (@media, @supports, @container, @layer blocks) and raw at-rules. */
export function parseCss(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i])) i++;
    if (i >= css.length) break;
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
      continue;
    }
    const brace = css.indexOf('{', i);
    const semi = css.indexOf(';', i);
    if (css[i] === '@' && semi >= 0 && (brace < 0 || semi < brace)) {
      nodes.push({ kind: 'raw', text: css.slice(i, semi + 1) });
      i = semi + 1;
      continue;
    }
    if (brace < 0) throw new Error(`CSS ends inside a rule at offset ${i}`);
    const close = closingBrace(css, brace);
    const head = css.slice(i, brace).trim();
    const body = css.slice(brace + 1, close);
    if (/^@(media|supports|container|layer)\b/.test(head)) nodes.push({ kind: 'block', prelude: head, children: parseCss(body) });
    else if (head.startsWith('@')) nodes.push({ kind: 'raw', text: css.slice(i, close + 1) });
    else nodes.push({ kind: 'rule', selector: head, body });
    i = close + 1;
  }
  return nodes;
}

/** Splits a selector list at its top-level commas (not those inside :where(), :not(), attribute values...). */
function selectorList(selector: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  out.push(selector.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

function serialise(nodes: CssNode[]): string {
  return nodes
    .map((n) => (n.kind === 'rule' ? `${n.selector}{${n.body}}` : n.kind === 'block' ? `${n.prelude}{${serialise(n.children)}}` : n.text))
    .join('');
}

/**
 * Keeps the rules of `css` that a page built from components with these class roots can match.
 * A selector list keeps the selectors that can match; a rule with none left, and an @media left empty, go.
 */
export function trimAntdCss(css: string, roots: Iterable<string>, prefix = 'ant'): string {
  const kept = new Set([...roots, ...ALWAYS_KEPT]);
  const owner = new RegExp(`\\.${prefix}-([a-z0-9-]+)`);
  const keeps = (sel: string): boolean => {
    const m = owner.exec(sel);
    if (!m) return true;
    const parts = m[1].split('-');
    // .ant-input-number-handler belongs to 'input-number', 'input' or any shorter root the build has.
    for (let n = parts.length; n > 0; n--) if (kept.has(parts.slice(0, n).join('-'))) return true;
    return false;
  };
  const walk = (nodes: CssNode[]): CssNode[] =>
    nodes.flatMap((n): CssNode[] => {
      if (n.kind === 'rule') {
        const selectors = selectorList(n.selector).filter(keeps);
        return selectors.length ? [{ ...n, selector: selectors.join(',') }] : [];
      }
      if (n.kind === 'block') {
        const children = walk(n.children);
        return children.length ? [{ ...n, children }] : [];
      }
      return [n];
    });
  return serialise(walk(parseCss(css)));
}

/**
 * `assets/shell-BMp7sTLP.css` renamed after its bytes: the 8-character hash Vite put before the
 * extension becomes one of `source`, so a stylesheet whose trim changed cannot reuse a cached name.
 */
export function contentHashedName(fileName: string, source: string | Uint8Array): string {
  const m = /^(.*-)[\w-]{8}(\.\w+)$/.exec(fileName);
  if (!m) throw new Error(`${fileName} carries no 8-character content hash to replace`);
  return `${m[1]}${createHash('sha256').update(source).digest('base64url').slice(0, 8)}${m[2]}`;
}
