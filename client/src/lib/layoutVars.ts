// CSS variables on <html> that tell floating and sticky parts of the page where the fixed bars are, so
// nothing sticks under the top bar or floats over a control. Each bar measures and sets its own.

/**
 * The sticky top bar's height (two rows on a phone: its nav row wraps below the logo). Set by TopBar once
 * measured; before that (the server's page), app/TopBar.css gives it for each width.
 */
export const TOP_BAR_HEIGHT_VAR = '--top-bar-height';

/** A fixed bar at the bottom of the screen (the hotel page's 'View Rates & Book Now' below lg). Set by BookingPanel. */
export const BOTTOM_BAR_HEIGHT_VAR = '--bottom-bar-height';

/** Keeps `variable` on <html> at the element's height while it is mounted. */
export function trackHeight(el: HTMLElement, variable: string): () => void {
  const root = document.documentElement;
  const write = () => root.style.setProperty(variable, `${Math.round(el.getBoundingClientRect().height)}px`);
  write();
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(write) : undefined;
  observer?.observe(el);
  return () => {
    observer?.disconnect();
    root.style.removeProperty(variable);
  };
}
