// antd Row/Col's 24-column grid (spans per breakpoint, gutters) as plain elements and one stylesheet, for
// the home page's first screen (the search form and the stat tiles): antd's grid module brings its
// responsive observer and row context for layouts a stylesheet can do (see LightButton.tsx for the measure).
import type { CSSProperties, ReactNode } from 'react';
import './Grid.css';

const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type ColSpans = Partial<Record<(typeof BREAKPOINTS)[number], number>>;

export function GridRow({
  gutter: [x, y] = [0, 0],
  align,
  style,
  children,
}: {
  /** horizontal and vertical gaps in px, as antd Row's [x, y] */
  gutter?: [number, number];
  align?: 'top' | 'middle' | 'bottom';
  style?: CSSProperties;
  children: ReactNode;
}) {
  const alignItems = align === 'bottom' ? 'flex-end' : align === 'middle' ? 'center' : undefined;
  return (
    <div
      className="si-row"
      style={{ ...({ '--si-gutter-x': `${x}px`, '--si-gutter-y': `${y}px` } as CSSProperties), alignItems, ...style }}
    >
      {children}
    </div>
  );
}

export function GridCol({ children, style, ...spans }: ColSpans & { style?: CSSProperties; children?: ReactNode }) {
  const classes = ['si-col', ...BREAKPOINTS.filter((bp) => spans[bp] !== undefined).map((bp) => `si-col-${bp}-${spans[bp]}`)];
  return (
    <div className={classes.join(' ')} style={style}>
      {children}
    </div>
  );
}
