// A link to a page of the app in the look of a LightButton (LightButton.tsx), in a file of its own so the
// first screen's code (which holds LightButton) does not carry it.
import { Link, type LinkProps } from 'react-router';
import { useButtonLook, type LightButtonProps } from './LightButton.tsx';

/**
 * One element, so one tab stop and one name: not a <button> inside an <a> (interactive content a link may
 * not hold). It navigates in the app, and is a plain link before the app is live.
 */
export function RouteButton({
  type,
  size,
  block,
  icon,
  className,
  style,
  children,
  ...rest
}: Pick<LightButtonProps, 'type' | 'size' | 'block' | 'icon'> & LinkProps) {
  const look = useButtonLook({ type, size, block, className, style, iconOnly: !children && !!icon });
  return (
    <Link {...rest} className={look.className} style={{ ...look.style, textDecoration: 'none' }}>
      {icon}
      {children}
    </Link>
  );
}
