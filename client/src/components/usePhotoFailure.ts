// A photo that fails to load becomes its gradient placeholder, also when it failed before the app took
// over a server-rendered page: React never hears of an error event fired before hydration.
// - Before the app starts, page-start.js (client/page-start.js) swaps any <img data-fallback> that fails
//   for the gradient its data-fallback attribute names (no inline handler: the CSP allows none).
// - Once the component mounts, a photo that already failed is found (its decode() rejects) and the
//   component renders its own placeholder; later failures arrive as onError.
// - Likewise a photo that already loaded (its decode() resolves) is reported to `onLoaded`: React never
//   hears of that load event either, and a component waiting for it would wait for good.
import { useCallback, useState } from 'react';

export interface PhotoFailure {
  failed: boolean;
  /** spread onto the <img>: its error handler, the mount check, and the gradient for page-start.js */
  imgProps: {
    ref: (img: HTMLImageElement | null) => void;
    onError: () => void;
    'data-fallback': string;
  };
}

export function usePhotoFailure(
  gradient: string,
  {
    initiallyFailed = false,
    onFail,
    onLoaded,
  }: {
    initiallyFailed?: boolean;
    onFail?: () => void;
    /** The photo had loaded before the component mounted (a server-rendered page's photo, or a cached one). */
    onLoaded?: () => void;
  } = {},
): PhotoFailure {
  const [failed, setFailed] = useState(initiallyFailed);
  const fail = useCallback(() => (onFail ? onFail() : setFailed(true)), [onFail]);
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      // complete: loaded, or broken. Only a broken one fails to decode.
      if (img && img.complete && img.getAttribute('src') && typeof img.decode === 'function') img.decode().then(onLoaded, fail);
    },
    [fail, onLoaded],
  );
  return { failed, imgProps: { ref, onError: fail, 'data-fallback': gradient } };
}
