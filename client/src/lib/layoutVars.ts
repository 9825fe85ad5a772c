// CSS variables on <html> that tell floating and sticky parts of the page where the fixed bars are, so
// nothing sticks under the top bar or floats over a control. Each bar measures and sets its own.

/**
 * The sticky top bar's height (two rows on a phone: its nav row wraps below the logo). Set by TopBar once
 * measured; before that (the server's page), app/TopBar.css gives it for each width.
 */
export const TOP_BAR_HEIGHT_VAR = '--top-bar-height';

/** A fixed bar at the bottom of the screen (the hotel page's 'View Rates & Book Now' below lg). Set by BookingPanel. */
export const BOTTOM_BAR_HEIGHT_VAR = '--bottom-bar-height';

/**
 * Keeps `variable` on <html> at the element's height while it is mounted. The height is read from the
 * ResizeObserver's reports, the first of which comes once the browser has laid the page out anyway: read
 * at once, it forced a layout of the whole page inside the commit that takes a server-rendered page over
 * (45-60 ms at a 4x CPU slowdown). A height the variable already has (the stylesheet's, app/TopBar.css) is
 * not written again, which would restyle the whole page for nothing.
 */
export function trackHeight(el: HTMLElement, variable: string): () => void {
  const root = document.documentElement;
  const write = (height: number) => {
    const value = `${Math.round(height)}px`;
    if (getComputedStyle(root).getPropertyValue(variable).trim() !== value) root.style.setProperty(variable, value);
  };
  let observer: ResizeObserver | undefined;
  if (typeof ResizeObserver === 'function') {
    observer = new ResizeObserver(([entry]) => write(entry?.borderBoxSize?.[0]?.blockSize ?? el.getBoundingClientRect().height));
    observer.observe(el, { box: 'border-box' });
  } else {
    write(el.getBoundingClientRect().height);
  }
  return () => {
    observer?.disconnect();
    root.style.removeProperty(variable);
  };
}
