// Heavy widgets (Swiper carousels: each measures its slides and lays the page out as it starts) take
// turns to mount, one per task, after the page is on screen. Mounted together, the hotel page's three
// carousels were one ~350 ms task on a mid-range phone, during which a tap waited.
import { startTransition, useEffect, useRef, useState } from 'react';

interface Turn {
  start(): void;
}

const waiting: Turn[] = [];
let active: Turn | null = null;

/**
 * When the main thread is idle: after React has finished the render in progress (a deferred part of
 * the page), so a widget never joins that render's commit.
 */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 50);
}

function next(): void {
  if (active) return;
  active = waiting.shift() ?? null;
  active?.start();
}

/** The widget of `turn` has mounted (or gone): the next one mounts in a later task. */
function finish(turn: Turn): void {
  if (active !== turn) return;
  active = null;
  whenIdle(next);
}

/**
 * False until it is this component's turn, then true for good. `prepare` (the widget's code, say) is
 * loaded before the turn is granted, so the widget mounts in its turn rather than whenever its code
 * arrives; its failure still grants the turn, for the widget's own error handling to show.
 */
export function useMountTurn(prepare?: () => Promise<unknown>): boolean {
  const [ready, setReady] = useState(false);
  const turnRef = useRef<Turn | null>(null);
  const prepareRef = useRef(prepare);

  useEffect(() => {
    let alive = true;
    const turn: Turn = {
      start() {
        const grant = () => {
          if (!alive) return finish(turn);
          startTransition(() => setReady(true));
        };
        const load = prepareRef.current;
        if (load) load().then(grant, grant);
        else grant();
      },
    };
    turnRef.current = turn;
    waiting.push(turn);
    whenIdle(next);
    return () => {
      alive = false;
      const i = waiting.indexOf(turn);
      if (i >= 0) waiting.splice(i, 1);
      finish(turn);
    };
  }, []);

  useEffect(() => {
    if (ready && turnRef.current) finish(turnRef.current);
  }, [ready]);

  return ready;
}
