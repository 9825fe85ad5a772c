// The tap-to-load placeholder's code (TapToLoadButton.tsx), loaded on demand, and what is known of it. Small
// on purpose: the app's start (main.tsx, through lazy.ts) reads it to load that code before it takes over a
// server-drawn page with placeholders, without carrying the rest of the data saver in every first load.
import type * as ButtonCode from './TapToLoadButton.tsx';

type ButtonModule = typeof ButtonCode;

/** The attribute that marks a placeholder in the page (main.tsx looks for it in the server's HTML). */
export const TAP_TO_LOAD_ATTRIBUTE = 'data-tap-to-load';

/** The placeholder's component once its code is here (a live binding: read it where it is used). */
export let loadedButton: ButtonModule['default'] | undefined;

/** Loads the placeholder's code, once. */
export function loadButton(): Promise<ButtonModule> {
  return import('./TapToLoadButton.tsx').then((m) => {
    loadedButton = m.default;
    return m;
  });
}

/**
 * Loads the placeholder's code before a server-drawn page with placeholders is taken over. A placeholder
 * whose code is still loading when React takes the page over stays the server's inert HTML until the code
 * comes, and React drops a tap on it meanwhile: the traveller who saves data, on the slow connection that
 * made them save it, would tap a photo and see nothing happen.
 */
export function preloadTapToLoad(): Promise<void> {
  return loadButton().then(() => undefined);
}
