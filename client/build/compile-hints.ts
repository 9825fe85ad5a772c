// V8's explicit compile hints (Chrome 136 and later): a script whose first line is the magic comment
// `//# allFunctionsCalledOnLoad` has all its functions compiled as it streams in, on a background thread,
// instead of each one on the main thread the first time it is called. The shell chunk is exactly the code
// a page's start-up runs (vite.config.ts shellChunk(): the first load's import closure), so its functions are
// compiled off the main thread instead of inside the start-up's long tasks. Browsers without the feature
// read a comment.
//
// The comment counts only before the file's first token. Vite writes the chunk's `__vite__mapDeps` table at
// the top of the file after the bundler's own output options (banner, postBanner) have run, so the comment is
// added last, to the finished chunk.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Puts the compile hint at the top of the browser build's chunks named `chunkNames`. */
export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const marked = Object.values(bundle).filter((file) => file.type === 'chunk' && chunkNames.includes(file.name));
        if (marked.length !== chunkNames.length)
          this.error(`compile hints: expected chunks ${chunkNames.join(', ')}, found ${marked.map((f) => f.name).join(', ') || 'none'}`);
        for (const chunk of marked) if (chunk.type === 'chunk') chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}
