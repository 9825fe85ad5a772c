// A native text, date or number input in antd Input's look (size large: its height, padding, radius,
// border, hover and focus ring from the theme's tokens), for the home page's search form. antd's Input
// module brings TextArea, Password, Search, OTP and, through its form-item context, the form engine
// (~20 kB gzip on the first load) for fields that need none of them.
import { forwardRef, type CSSProperties, type InputHTMLAttributes } from 'react';
import { theme as antTheme } from 'antd';
import './TextInput.css';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>;

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput({ className, style, ...rest }, ref) {
  const { token } = antTheme.useToken();
  const vars = {
    '--si-input-border': token.colorBorder,
    '--si-input-hover': token.colorPrimaryHover,
    '--si-input-focus': token.colorPrimary,
    '--si-input-ring': token.controlOutline,
    '--si-input-placeholder': token.colorTextPlaceholder,
  } as CSSProperties;
  return (
    <input
      ref={ref}
      {...rest}
      className={className ? `si-input ${className}` : 'si-input'}
      style={{
        ...vars,
        width: '100%',
        boxSizing: 'border-box',
        margin: 0,
        padding: `${token.paddingXS - 1}px ${token.paddingSM - 1}px`,
        minHeight: token.controlHeightLG,
        fontFamily: 'inherit',
        fontSize: token.fontSizeLG,
        lineHeight: token.lineHeightLG,
        color: token.colorText,
        background: token.colorBgContainer,
        borderWidth: token.lineWidth,
        borderStyle: token.lineType,
        borderRadius: token.borderRadiusLG,
        transition: `all ${token.motionDurationMid}`,
        ...style,
      }}
    />
  );
});
