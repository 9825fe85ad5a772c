// The app's 24-column grid (client/src/components/Grid.tsx), which stands in for antd's Row and Col: each
// column gets a class per breakpoint, every such class has a rule in Grid.css, and a wider breakpoint's rules
// come later in the sheet, so that (as in antd) `xs={0} lg={6}` shows a column from lg up and `xs={24} lg={0}`
// hides it there. The widths themselves are checked in Chromium (tests/e2e/responsive.test.ts, filters.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { colLayout, GridCol, GridRow } from '../../client/src/components/Grid.tsx';

const css = readFileSync(join(process.cwd(), 'client/src/components/Grid.css'), 'utf8');
const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const MIN_WIDTH = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/** Where the rule for `.class {` starts in the sheet, and the media query (min-width) it sits in, if any. */
function ruleOf(className: string): { at: number; minWidth: number | undefined } {
  const at = css.indexOf(`.${className} {`);
  if (at < 0) return { at, minWidth: undefined };
  const before = css.slice(0, at);
  const media = [...before.matchAll(/@media \(min-width: (\d+)px\) \{|^\}/gm)].pop();
  return { at, minWidth: media?.[1] ? Number(media[1]) : undefined };
}

describe('Grid columns', () => {
  it('name a class per breakpoint given, and take a flex width from a custom property', () => {
    expect(colLayout({ xs: 24, md: 12 })).toEqual({ className: 'si-col si-col-xs-24 si-col-md-12', style: {} });
    expect(colLayout({ xs: 0, lg: 6 }).className).toBe('si-col si-col-xs-0 si-col-lg-6');
    expect(colLayout({ xs: 12, lg: { flex: '20%' } })).toEqual({
      className: 'si-col si-col-xs-12 si-col-lg-flex',
      style: { '--si-col-lg-flex': '0 0 20%' },
    });
    expect(colLayout({ sm: { flex: '1 1 auto' } }).style).toEqual({ '--si-col-sm-flex': '1 1 auto' });
  });

  it('refuse a span the 24 columns do not have', () => {
    expect(() => colLayout({ md: 25 })).toThrow(/25 at md/);
    expect(() => colLayout({ xs: 1.5 })).toThrow(RangeError);
  });

  it('have a rule for every span, for hiding and for a flex width, in its breakpoint and after the narrower ones', () => {
    let lastOfNarrower = -1;
    for (const bp of BREAKPOINTS) {
      const classes = [...Array.from({ length: 25 }, (_, span) => `si-col-${bp}-${span}`), `si-col-${bp}-flex`];
      const rules = classes.map((c) => ({ c, ...ruleOf(c) }));
      expect(rules.filter((r) => r.at < 0).map((r) => r.c)).toEqual([]);
      for (const r of rules) {
        expect(r.minWidth, r.c).toBe(bp === 'xs' ? undefined : MIN_WIDTH[bp]);
        expect(r.at, `${r.c} comes after the narrower breakpoints' rules`).toBeGreaterThan(lastOfNarrower);
      }
      lastOfNarrower = Math.max(...rules.map((r) => r.at));
    }
    expect(css).toMatch(/\.si-col-lg-0 \{\s*display: none;\s*\}/);
  });

  it('render as a row with its gutters and columns with their classes', () => {
    const { container } = render(
      <GridRow gutter={[24, 16]} align="top">
        <GridCol xs={0} lg={6} style={{ order: 1 }}>
          a
        </GridCol>
        <GridCol xs={12} lg={{ flex: '20%' }}>
          b
        </GridCol>
      </GridRow>,
    );
    const row = container.firstElementChild as HTMLElement;
    expect(row.className).toBe('si-row');
    expect(row.style.getPropertyValue('--si-gutter-x')).toBe('24px');
    expect(row.style.getPropertyValue('--si-gutter-y')).toBe('16px');
    // antd Row's align="top" is flex-start (a stretched filter column would not be top-aligned).
    expect(row.style.alignItems).toBe('flex-start');
    const [hidden, flex] = [...row.children] as HTMLElement[];
    expect(hidden.className).toBe('si-col si-col-xs-0 si-col-lg-6');
    expect(hidden.style.order).toBe('1');
    expect(flex.style.getPropertyValue('--si-col-lg-flex')).toBe('0 0 20%');
  });

  it('take a single number as the horizontal gutter alone, as antd Row does', () => {
    const { container } = render(
      <GridRow gutter={12}>
        <GridCol xs={24}>a</GridCol>
      </GridRow>,
    );
    const row = container.firstElementChild as HTMLElement;
    expect(row.style.getPropertyValue('--si-gutter-x')).toBe('12px');
    expect(row.style.getPropertyValue('--si-gutter-y')).toBe('0px');
  });
});
