// Headings and text in antd Typography's look (its tokens), for the first screens: antd's Typography
// module carries its editable, copyable and ellipsis-with-tooltip parts (Tooltip, TextArea), which the
// shell never uses. Lazily loaded pages keep antd's Typography.
import type { CSSProperties, HTMLAttributes } from 'react';
import { theme as antTheme } from 'antd';

type TextType = 'secondary' | 'success' | 'warning' | 'danger';

function useTextColor(type?: TextType): string | undefined {
  const { token } = antTheme.useToken();
  if (!type) return undefined;
  return {
    secondary: token.colorTextSecondary,
    success: token.colorSuccess,
    warning: token.colorWarning,
    danger: token.colorError,
  }[type];
}

export interface TextProps extends HTMLAttributes<HTMLSpanElement> {
  strong?: boolean;
  type?: TextType;
}

/** An inline run of text (antd's Typography.Text). */
export function Text({ strong, type, style, ...rest }: TextProps) {
  const { token } = antTheme.useToken();
  const color = useTextColor(type);
  const own: CSSProperties = {
    color: color ?? token.colorText,
    lineHeight: token.lineHeight,
    wordBreak: 'break-word',
    ...(strong && { fontWeight: token.fontWeightStrong }),
  };
  return <span {...rest} style={{ ...own, ...style }} />;
}

export interface TitleProps extends HTMLAttributes<HTMLHeadingElement> {
  level?: 1 | 2 | 3 | 4 | 5;
}

/** A heading of the given level (antd's Typography.Title: its sizes, weight and heading colour). */
export function Title({ level = 1, style, ...rest }: TitleProps) {
  const { token } = antTheme.useToken();
  const Tag = `h${level}` as const;
  const sizes = [token.fontSizeHeading1, token.fontSizeHeading2, token.fontSizeHeading3, token.fontSizeHeading4, token.fontSizeHeading5];
  const lineHeights = [
    token.lineHeightHeading1,
    token.lineHeightHeading2,
    token.lineHeightHeading3,
    token.lineHeightHeading4,
    token.lineHeightHeading5,
  ];
  return (
    <Tag
      {...rest}
      style={{
        color: token.colorTextHeading,
        wordBreak: 'break-word',
        fontWeight: token.fontWeightStrong,
        fontSize: sizes[level - 1],
        lineHeight: lineHeights[level - 1],
        marginTop: 0,
        marginBottom: '0.5em',
        ...style,
      }}
    />
  );
}

export interface ParagraphProps extends HTMLAttributes<HTMLParagraphElement> {
  type?: TextType;
}

/** A paragraph (antd's Typography.Paragraph). */
export function Paragraph({ type, style, ...rest }: ParagraphProps) {
  const { token } = antTheme.useToken();
  const color = useTextColor(type);
  return (
    <p
      {...rest}
      style={{
        color: color ?? token.colorText,
        lineHeight: token.lineHeight,
        wordBreak: 'break-word',
        marginTop: 0,
        marginBottom: '1em',
        ...style,
      }}
    />
  );
}
