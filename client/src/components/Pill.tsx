// A small label in antd Tag's look (the default one, or a preset colour's light background, border and dark text from
// the theme's tokens, an optional icon), for the home page's first screen: antd's Tag module brings its
// checkable tags and, through its styles, the colour picker (see LightButton.tsx for the measure).
import type { CSSProperties, ReactNode } from 'react';
import { theme as antTheme } from 'antd';

type PresetColour = 'orange' | 'gold' | 'green' | 'blue' | 'red' | 'purple';

export function Pill({
  color,
  icon,
  style,
  children,
}: {
  color?: PresetColour;
  icon?: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { token } = antTheme.useToken();
  const shade = (n: 1 | 3 | 7) => (token as unknown as Record<string, string>)[`${color}${n}`];
  // Without a colour: antd's default tag (a light fill, the border colour, the text colour).
  const [text, fill, edge] = color ? [shade(7), shade(1), shade(3)] : [token.colorText, token.colorFillQuaternary, token.colorBorder];
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: token.marginXXS,
        boxSizing: 'border-box',
        padding: `0 ${token.paddingXS - token.lineWidth}px`,
        fontSize: token.fontSizeSM,
        lineHeight: `${token.lineHeightSM * token.fontSizeSM}px`,
        whiteSpace: 'nowrap',
        color: text,
        background: fill,
        border: `${token.lineWidth}px ${token.lineType} ${edge}`,
        borderRadius: token.borderRadiusSM,
        ...style,
      }}
    >
      {icon}
      {children}
    </span>
  );
}
