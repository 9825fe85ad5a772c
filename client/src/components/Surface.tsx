// A bordered, rounded panel in antd Card's look (its tokens: container background, secondary border, the
// theme's Card radius; with a title, Card's head), for the first screens. antd's Card module imports Tabs,
// and with them Dropdown and Menu (~20 kB gzip on a first load), for a panel that needs none of them.
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { theme as antTheme } from 'antd';
import { theme } from '../app/theme.ts';

export interface SurfaceProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The head's text, above a dividing line (Card's `title`). */
  title?: ReactNode;
  /** Inner padding: 'small' is Card's size="small" (12 px), default its 24 px. */
  size?: 'default' | 'small';
  /** Padding of the body, when neither size fits. */
  padding?: CSSProperties['padding'];
}

export function Surface({ title, size = 'default', padding, style, children, ...rest }: SurfaceProps) {
  const { token } = antTheme.useToken();
  const small = size === 'small';
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const inset = small ? token.paddingSM : token.paddingLG;
  return (
    <div
      {...rest}
      style={{
        background: token.colorBgContainer,
        border,
        borderRadius: theme.components?.Card?.borderRadiusLG ?? token.borderRadiusLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        ...(title === undefined && { padding: padding ?? inset }),
        ...style,
      }}
    >
      {title === undefined ? (
        children
      ) : (
        <>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              minHeight: small ? 38 : 56,
              marginBottom: -1,
              padding: `0 ${inset}px`,
              borderBottom: border,
              color: token.colorTextHeading,
              fontWeight: token.fontWeightStrong,
              fontSize: small ? token.fontSize : token.fontSizeLG,
            }}
          >
            <div style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</div>
          </div>
          <div style={{ padding: padding ?? inset }}>{children}</div>
        </>
      )}
    </div>
  );
}
