// A native button in antd Button's look (primary, default and text; small, middle and large; block; an
// icon; a loading spinner) from the theme's tokens, for what the first screen shows: the top bar, the
// search form and the city prompts. antd's Button module reaches, through its style tokens, the colour
// picker and Collapse: with Tag and Row/Col it cost ~12 kB gzip of the home page's first load (measured
// in bench/results.md, "Hindi and the home page budget"). Every other screen keeps antd's Button.
import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type CSSProperties, type ReactNode } from 'react';
import { theme as antTheme } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import './LightButton.css';

export interface LightButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type?: 'primary' | 'default' | 'text' | 'link';
  /** the button element's own type (default "button", never a surprise submit) */
  htmlType?: 'button' | 'submit' | 'reset';
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  icon?: ReactNode;
  /** shows a spinner in place of the icon and ignores clicks, as antd's loading button does */
  loading?: boolean;
}

type Look = Pick<LightButtonProps, 'type' | 'size' | 'block' | 'loading' | 'className' | 'style'> & { iconOnly: boolean };

/** The class names and token-driven style of a button of this look (shared by LightButton and the links: useLinkLook). */
function useButtonLook({ type = 'default', size = 'middle', block, loading, className, style, iconOnly }: Look) {
  const { token } = antTheme.useToken();
  const height = size === 'large' ? token.controlHeightLG : size === 'small' ? token.controlHeightSM : token.controlHeight;
  const radius = size === 'large' ? token.borderRadiusLG : size === 'small' ? token.borderRadiusSM : token.borderRadius;
  const vars = {
    '--si-btn-primary': token.colorPrimary,
    '--si-btn-primary-hover': token.colorPrimaryHover,
    '--si-btn-primary-active': token.colorPrimaryActive,
    '--si-btn-text': token.colorText,
    '--si-btn-bg': token.colorBgContainer,
    '--si-btn-border': token.colorBorder,
    '--si-btn-text-hover-bg': token.colorBgTextHover,
    '--si-btn-text-active-bg': token.colorBgTextActive,
    '--si-btn-focus': token.colorPrimaryBorder,
    '--si-btn-link': token.colorLink,
    '--si-btn-link-hover': token.colorLinkHover,
    '--si-btn-link-active': token.colorLinkActive,
    '--si-btn-disabled': token.colorTextDisabled,
    '--si-btn-disabled-bg': token.colorBgContainerDisabled,
    '--si-btn-shadow': token.controlTmpOutline,
    '--si-btn-primary-shadow': token.controlOutline,
  } as CSSProperties;
  return {
    className: ['si-btn', `si-btn-${type}`, block && 'si-btn-block', loading && 'si-btn-loading', className].filter(Boolean).join(' '),
    style: {
      ...vars,
      height,
      width: iconOnly ? height : block ? '100%' : undefined,
      padding: iconOnly ? 0 : `0 ${size === 'small' ? token.paddingXS - token.lineWidth : token.padding - token.lineWidth}px`,
      gap: token.marginXS,
      borderRadius: radius,
      borderWidth: token.lineWidth,
      fontSize: size === 'large' ? token.fontSizeLG : token.fontSize,
      lineHeight: token.lineHeight,
      transition: `all ${token.motionDurationMid} ${token.motionEaseInOut}`,
      ...style,
    } as CSSProperties,
  };
}

export const LightButton = forwardRef<HTMLButtonElement, LightButtonProps>(function LightButton(
  { type, htmlType = 'button', size, block, icon, loading, className, style, children, onClick, disabled, ...rest },
  ref,
) {
  const look = useButtonLook({ type, size, block, loading, className, style, iconOnly: !children && !!(icon || loading) });
  return (
    <button
      ref={ref}
      type={htmlType}
      {...rest}
      disabled={disabled}
      aria-busy={loading || undefined}
      className={look.className}
      onClick={loading ? undefined : onClick}
      style={look.style}
    >
      {loading ? <LoadingOutlined aria-hidden /> : icon}
      {children}
    </button>
  );
});

/** What a link in a button's look takes besides its own element's props. */
export type LinkLook = Pick<LightButtonProps, 'type' | 'size' | 'block' | 'icon'>;

/**
 * A link element's props in the look of a LightButton (LightLinkButton's <a>, RouteButton's router link):
 * its class and style, the rest passed through as given (`link`), and its content (`content`: icon, then children).
 */
export function useLinkLook<P extends { className?: string; style?: CSSProperties; children?: ReactNode }>({
  type,
  size,
  block,
  icon,
  className,
  style,
  children,
  ...rest
}: LinkLook & P) {
  const look = useButtonLook({ type, size, block, className, style, iconOnly: !children && !!icon });
  const content = (
    <>
      {icon}
      {children}
    </>
  );
  return { link: { ...rest, className: look.className, style: { ...look.style, textDecoration: 'none' } }, content };
}

/** A link (mailto:, tel:, an address) in the look of a LightButton, as antd's Button with href renders. */
export function LightLinkButton(props: LinkLook & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { link, content } = useLinkLook(props);
  return <a {...link}>{content}</a>;
}
