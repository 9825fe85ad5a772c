// A photo below the fold while data saver is on: a placeholder in the photo's box, and the photo only once
// the traveller taps it (issue 17 §4). The placeholder's code and words load only when one is shown, so the
// pages' first loads carry just this and the hook; its place is held at the same height meanwhile.
import { lazy, Suspense, useCallback, useState, type CSSProperties } from 'react';
import { loadButton, loadedButton } from './tapToLoadCode.ts';

const LazyButton = lazy(loadButton);

/** Photos tapped in this visit: one shown again (the carousel that takes over its placeholder) needs no second tap. */
const tappedPhotos = new Set<string>();

/**
 * `waiting` is true while the photo at `src` should stay a placeholder (`wait`, until the traveller taps
 * it); `load` is the tap. A tapped photo stays loaded, also where it is shown again.
 */
export function useTapToLoad(wait: boolean, src?: string | null): [waiting: boolean, load: () => void] {
  const [tapped, setTapped] = useState(false);
  const load = useCallback(() => {
    if (src) tappedPhotos.add(src);
    setTapped(true);
  }, [src]);
  return [wait && !(tapped || (!!src && tappedPhotos.has(src))), load];
}

export function TapToLoadPhoto(props: { height: number; name?: string; onLoad: () => void; style?: CSSProperties }) {
  // Same Suspense boundary either way, so the server's HTML and the browser's first render match.
  const TapToLoadButton = loadedButton ?? LazyButton;
  return (
    <Suspense fallback={<div aria-hidden style={{ height: props.height, background: 'rgba(0, 0, 0, 0.06)', ...props.style }} />}>
      <TapToLoadButton {...props} />
    </Suspense>
  );
}
