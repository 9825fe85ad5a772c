// The build's rewrite of React DOM's marker errors (client/build/react-dom-sentinels.ts): the markers
// are made without a stack, everything else in react-dom stays as it was.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { REACT_DOM_CLIENT, SENTINELS, stacklessSentinels } from '../../../client/build/react-dom-sentinels.ts';

const require = createRequire(import.meta.url);
// The package's exports map does not open its cjs/ files: found beside its package.json instead.
const reactDomClient = join(dirname(require.resolve('react-dom/package.json')), 'cjs', 'react-dom-client.production.js');

/** Runs `code` with a stub formatProdErrorMessage and returns the named module-level variables. */
function evaluate(code: string, names: string[]): Record<string, unknown> {
  const body = `function formatProdErrorMessage(code) { return 'Minified React error #' + code; }\n${code}\nreturn { ${names.join(', ')} };`;
  return new Function(body)() as Record<string, unknown>;
}

describe("React DOM's marker errors", () => {
  it('rewrites all five markers of the installed react-dom, once each, and leaves a file that parses', () => {
    expect(REACT_DOM_CLIENT.test(reactDomClient)).toBe(true);
    const source = readFileSync(reactDomClient, 'utf8');
    const out = stacklessSentinels(source);
    expect([...out.rewritten].sort()).toEqual([...SENTINELS].sort());
    for (const name of SENTINELS) expect(out.code).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
    // Still one "use strict" script: the helper is appended, not put before the directive.
    expect(out.code.startsWith(source.slice(0, 200))).toBe(true);
    expect(() => new Script(`(function (exports, require, module) {${out.code}\n})`)).not.toThrow();
  });

  it('makes each marker an Error by prototype and message, with no captured stack', () => {
    const code =
      'var SuspenseException = Error(formatProdErrorMessage(460)),\n  SuspenseyCommitException = Error(formatProdErrorMessage(474));';
    const { SuspenseException, SuspenseyCommitException } = evaluate(stacklessSentinels(code).code, [
      'SuspenseException',
      'SuspenseyCommitException',
    ]);
    for (const [marker, num] of [
      [SuspenseException, 460],
      [SuspenseyCommitException, 474],
    ] as const) {
      expect(marker).toBeInstanceOf(Error);
      expect((marker as Error).message).toBe(`Minified React error #${num}`);
      expect((marker as Error).name).toBe('Error');
      expect(Object.prototype.hasOwnProperty.call(marker, 'stack')).toBe(false);
    }
    // Identity is what React compares: two markers are two objects.
    expect(SuspenseException).not.toBe(SuspenseyCommitException);
  });

  it('leaves every other Error alone, and code without markers untouched', () => {
    const code = 'var SuspenseException = Error(formatProdErrorMessage(460)), Other = Error(formatProdErrorMessage(418));';
    const { Other } = evaluate(stacklessSentinels(code).code, ['Other']);
    expect(Object.prototype.hasOwnProperty.call(Other, 'stack')).toBe(true);
    const plain = 'var x = Error(formatProdErrorMessage(418));';
    expect(stacklessSentinels(plain)).toEqual({ code: plain, rewritten: [] });
  });
});
