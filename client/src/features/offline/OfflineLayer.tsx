// Stand-ins the app's first load carries (a few hundred bytes): the layout's offline layer and the
// "You're offline" notice load their code, their strings and the service worker's registration after the
// page's first paint, from chunks the service worker has precached, so they also load with no signal.
import { lazy, Suspense, type ComponentType } from 'react';
import { useAfterFirstPaint } from '../../lib/afterFirstPaint.ts';
import { loadOfflineNotice, loadOfflineUI } from './lazy.ts';

/** A part whose chunk could not load (offline before the service worker kept it): nothing instead. */
const orNothing = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: (() => null) as ComponentType<P> }),
    ),
  );

const OfflineUI = orNothing(() => loadOfflineUI().then((m) => m.OfflineUI));
const Notice = orNothing(() => loadOfflineNotice().then((m) => m.OfflineNotice));

/**
 * In the layout: the offline banner, the service worker's registration and the note that the app was
 * updated. Nothing of it is drawn on the server or before the first paint.
 */
export function OfflineLayer() {
  const ready = useAfterFirstPaint(false);
  return ready ? (
    <Suspense fallback={null}>
      <OfflineUI />
    </Suspense>
  ) : null;
}

/** "You're offline", where a search or the rates could not load for want of a connection; `onRetry` asks again. */
export function YoureOffline({ onRetry }: { onRetry?: () => void }) {
  return (
    <Suspense fallback={null}>
      <Notice onRetry={onRetry} />
    </Suspense>
  );
}
