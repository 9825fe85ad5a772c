// The build's trimmed Ant Design stylesheet (client/build/antd-css.ts): antd runs without runtime styles,
// so a component whose rules were cut would render unstyled. These pin what is kept and what goes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentHashedName, parseCss, prefixRootsOf, trimAntdCss } from '../../../client/build/antd-css.ts';

describe('trimming antd.css to the components a build contains', () => {
  it('reads the class roots a module asks getPrefixCls for', () => {
    const code = 'const prefixCls = getPrefixCls(\'btn\', customizePrefixCls); const wave = getPrefixCls( "wave" ); getPrefixCls();';
    expect(prefixRootsOf(code)).toEqual(['btn', 'wave']);
  });

  it('keeps the rules of used components, their sub-classes and compounds, and drops the others', () => {
    const css =
      '.ant-btn{color:red}.ant-btn-primary{color:blue}.ant-table{width:1px}' +
      '.ant-input-number{x:1}.ant-color-picker{y:2}.anticon{display:inline-flex}' +
      '.ant-table .ant-btn,.ant-btn:hover{z:3}html{margin:0}';
    const out = trimAntdCss(css, ['btn', 'input']);
    expect(out).toBe(
      '.ant-btn{color:red}.ant-btn-primary{color:blue}.ant-input-number{x:1}.anticon{display:inline-flex}.ant-btn:hover{z:3}html{margin:0}',
    );
  });

  it('keeps keyframes and motion classes, and drops an @media left empty', () => {
    const css =
      '@keyframes antZoomIn{0%{transform:scale(.2)}100%{transform:scale(1)}}' +
      '.ant-zoom-big-enter{animation-name:antZoomIn}' +
      '@media (max-width:575px){.ant-table{a:b}}@media (max-width:575px){.ant-btn{c:d}.ant-tree{e:f}}';
    expect(trimAntdCss(css, ['btn'])).toBe(
      '@keyframes antZoomIn{0%{transform:scale(.2)}100%{transform:scale(1)}}.ant-zoom-big-enter{animation-name:antZoomIn}@media (max-width:575px){.ant-btn{c:d}}',
    );
  });

  it('does not split selector lists inside :where() or :not(), nor values with braces in strings', () => {
    const css = ':where(.css-var-r1).ant-tag,:where(.ant-tree, .ant-table) .ant-tree-node{a:b}.ant-tag::after{content:"{}"}';
    expect(trimAntdCss(css, ['tag'])).toBe(':where(.css-var-r1).ant-tag{a:b}.ant-tag::after{content:"{}"}');
  });

  it('parses the real antd.css whole, and a trim keeps far less of it', () => {
    const css = readFileSync('node_modules/antd/dist/antd.css', 'utf8');
    expect(parseCss(css).length).toBeGreaterThan(1000);
    const trimmed = trimAntdCss(css, ['btn', 'layout', 'typography']);
    expect(trimmed).toContain('.ant-btn');
    expect(trimmed).not.toContain('.ant-table');
    expect(trimmed.length).toBeLessThan(css.length / 4);
  });

  it('refuses a stylesheet whose braces do not balance instead of emitting half of it', () => {
    expect(() => trimAntdCss('.ant-btn{color:red', ['btn'])).toThrow(/unbalanced/);
  });

  it('renames a built file after its bytes, keeping its directory, name and extension', () => {
    const a = contentHashedName('assets/shell-BMp7sTLP.css', '.ant-btn{color:red}');
    expect(a).toMatch(/^assets\/shell-[\w-]{8}\.css$/);
    expect(a).not.toBe('assets/shell-BMp7sTLP.css');
    expect(contentHashedName('assets/shell-AAAAAAAA.css', '.ant-btn{color:red}')).toBe(a);
    expect(contentHashedName(a, '.ant-btn{color:blue}')).not.toBe(a);
    expect(() => contentHashedName('assets/shell.css', 'x')).toThrow(/no 8-character content hash/);
  });
});
