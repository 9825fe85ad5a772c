// A link to a page of the app in the look of a LightButton (LightButton.tsx), in a file of its own so the
// first screen's code (which holds LightButton) does not carry it.
import { Link, type LinkProps } from 'react-router';
import { useLinkLook, type LinkLook } from './LightButton.tsx';

/**
 * One element, so one tab stop and one name: not a <button> inside an <a> (interactive content a link may
 * not hold). It navigates in the app, and is a plain link before the app is live.
 */
export function RouteButton(props: LinkLook & LinkProps) {
  const { link, content } = useLinkLook(props);
  return <Link {...link}>{content}</Link>;
}
