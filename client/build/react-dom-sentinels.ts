// React DOM's marker errors, made without a stack trace.
//
// react-dom-client creates five Error objects when its module is first evaluated: SuspenseException,
// SuspenseyCommitException, SuspenseActionException, HydrationMismatchException and
// SelectiveHydrationException. React throws them to unwind a render and recognises them by identity.
// They are never shown, and their stacks are never read.
//
// Creating an Error is cheap in a traveller's browser. Under an attached inspector it is not: Lighthouse,
// DevTools and Playwright all enable the Runtime domain, and then V8 captures a detailed stack trace for
// every new Error. That needs the source positions of every function on the stack, and V8 compiles
// without them, so it parses those functions again. Here the stack holds react-dom's module function
// (208 kB) and the top level of the 780 kB shell chunk. `npm run bench:tasks` times the shell's top level
// at a 4x CPU slowdown (bench/results.md, "Parsed twice under an inspector"): a median of 29 ms without
// the Runtime domain and 152 ms with it, before this transform. Lighthouse counted the difference as
// Total Blocking Time that no traveller pays.
//
// The transform gives each marker Error.prototype, its message and no stack. React's checks compare
// identity (`thrownValue === SuspenseException`), so nothing else changes.

/** The marker errors react-dom-client creates at module level, by variable name. */
export const SENTINELS = [
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'HydrationMismatchException',
  'SelectiveHydrationException',
] as const;

/** react-dom's production client build, the only file the transform applies to. */
export const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

const HELPER = '__stacklessError';

/**
 * Rewrites `Name = Error(formatProdErrorMessage(N))` for each marker into an object with Error's
 * prototype and the same message, made without capturing a stack. Returns the new code and the names
 * it rewrote; a React version that renamed or dropped a marker leaves that name out.
 */
export function stacklessSentinels(code: string): { code: string; rewritten: string[] } {
  const rewritten: string[] = [];
  const out = code.replace(/\b(\w+) = Error\(formatProdErrorMessage\((\d+)\)\)/g, (all, name: string, num: string) => {
    if (!(SENTINELS as readonly string[]).includes(name) || rewritten.includes(name)) return all;
    rewritten.push(name);
    return `${name} = ${HELPER}(formatProdErrorMessage(${num}))`;
  });
  if (!rewritten.length) return { code, rewritten };
  // Appended, not prepended: the file opens with its "use strict" directive. A function declaration is
  // hoisted, so it exists wherever in the module the first marker is made.
  const helper =
    `\nfunction ${HELPER}(message) {\n` +
    '  return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } });\n' +
    '}\n';
  return { code: `${out}${helper}`, rewritten };
}
