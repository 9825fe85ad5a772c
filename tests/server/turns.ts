// Turns of the event loop while some work runs, for tests of work that must let the process serve other
// requests. A setImmediate chain started before the work: in each turn its callback runs before the work's own
// (scheduled later), so work that yields N times leaves at least N, and work done in one block leaves none.
export function countTurns(): { stop(): number } {
  let turns = 0;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  return {
    stop: () => {
      stopped = true;
      return turns;
    },
  };
}
