// antd Row/Col's 24-column grid (spans per breakpoint, gutters) as plain elements and one stylesheet. antd's
// grid module brings a responsive observer and a row context for layouts a stylesheet can do: its Row
// subscribes to the breakpoints as it mounts and renders itself again at once, and its Col stylesheet is
// 79 kB in antd's extracted styles. So the app uses this grid everywhere, and antd's is in no bundle and in
// no stylesheet (see LightButton.tsx for the measure, bench/results.md for the figures).
import type { CSSProperties, ReactNode } from 'react';
import './Grid.css';

const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];
/**
 * A column's width from a breakpoint up, as antd Col's: a span of the 24 columns (0 hides the column), or
 * `{ flex }` for a width the 24 columns cannot give (`'20%'`, five in a row).
 */
export type ColSpan = number | { flex: string };
export type ColSpans = Partial<Record<Breakpoint, ColSpan>>;

export function GridRow({
  gutter = [0, 0],
  align,
  style,
  children,
}: {
  /** horizontal and vertical gaps in px, as antd Row's gutter (a number is the horizontal gap alone) */
  gutter?: number | [number, number];
  align?: 'top' | 'middle' | 'bottom';
  style?: CSSProperties;
  children: ReactNode;
}) {
  const [x, y] = typeof gutter === 'number' ? [gutter, 0] : gutter;
  const alignItems = align === 'bottom' ? 'flex-end' : align === 'middle' ? 'center' : align === 'top' ? 'flex-start' : undefined;
  return (
    <div
      className="si-row"
      style={{ ...({ '--si-gutter-x': `${x}px`, '--si-gutter-y': `${y}px` } as CSSProperties), alignItems, ...style }}
    >
      {children}
    </div>
  );
}

/** The classes (and, for a flex width, the custom properties) that give a column its width at each breakpoint. */
export function colLayout(spans: ColSpans): { className: string; style: Record<string, string> } {
  const classes = ['si-col'];
  const style: Record<string, string> = {};
  for (const bp of BREAKPOINTS) {
    const span = spans[bp];
    if (span === undefined) continue;
    if (typeof span === 'number') {
      if (!Number.isInteger(span) || span < 0 || span > 24) throw new RangeError(`Grid column span ${span} at ${bp} is not 0–24`);
      classes.push(`si-col-${bp}-${span}`);
    } else {
      // antd Col's flex: a bare width or percentage means "this wide, neither growing nor shrinking".
      classes.push(`si-col-${bp}-flex`);
      style[`--si-col-${bp}-flex`] = /^\d+(\.\d+)?(px|%|em|rem)$/.test(span.flex) ? `0 0 ${span.flex}` : span.flex;
    }
  }
  return { className: classes.join(' '), style };
}

export function GridCol({ children, style, xs, sm, md, lg, xl }: ColSpans & { style?: CSSProperties; children?: ReactNode }) {
  const layout = colLayout({ xs, sm, md, lg, xl });
  return (
    <div className={layout.className} style={{ ...layout.style, ...style }}>
      {children}
    </div>
  );
}
