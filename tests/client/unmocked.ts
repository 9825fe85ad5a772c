// GraphQL operations a client test sent that no mock answered (render-shell.tsx records them): setup.ts
// fails the test for them, since Apollo turns the link's error into an error state the test may not read.
let unmocked: string[] = [];

export function recordUnmocked(operation: string): void {
  unmocked.push(operation);
}

/** The operations recorded since the last call, and forgets them. */
export function takeUnmocked(): string[] {
  const taken = unmocked;
  unmocked = [];
  return taken;
}
