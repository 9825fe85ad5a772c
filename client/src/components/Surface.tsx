// A bordered, rounded panel in antd Card's look (its tokens: container background, secondary border, the
// theme's Card radius), for the first screens. antd's Card module imports Tabs, and with them Dropdown
// and Menu (~30 kB on the first load), for a panel that needs none of them.
import type { CSSProperties, HTMLAttributes } from 'react';
import { theme as antTheme } from 'antd';
import { theme } from '../app/theme.ts';

export interface SurfaceProps extends HTMLAttributes<HTMLDivElement> {
  /** Inner padding: 'small' is Card's size="small" body (12 px), default its 24 px. */
  size?: 'default' | 'small';
  /** Padding of the body, when neither size fits. */
  padding?: CSSProperties['padding'];
}

export function Surface({ size = 'default', padding, style, children, ...rest }: SurfaceProps) {
  const { token } = antTheme.useToken();
  return (
    <div
      {...rest}
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: theme.components?.Card?.borderRadiusLG ?? token.borderRadiusLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        padding: padding ?? (size === 'small' ? token.paddingSM : token.paddingLG),
        ...style,
      }}
    >
      {children}
    </div>
  );
}
