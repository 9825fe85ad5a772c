// V8's explicit compile hints (Chrome 136 and later): a script whose first line is the magic comment
// `//# allFunctionsCalledOnLoad` has all its functions compiled as it streams in, on a background thread,
// instead of each one on the main thread the first time it is called. It is for code a page runs as it
// starts: the shell (vite.config.ts shellChunk(): the first load's import closure), and the lazy chunks that
// the server-rendered pages always run while the app takes them over (a hotel page's route, gallery
// carousels; a city list's page; the home page's sections). A chunk loaded only for a later step (the
// booking page, the explorer) stays lazily compiled: compiling it eagerly would be work for functions a
// traveller may never call. Browsers without the feature read a comment.
//
// The comment counts only before the file's first token. Vite writes a chunk's `__vite__mapDeps` table at
// the top of the file after the bundler's own output options (banner, postBanner) have run, so the comment is
// added last, to the finished chunk.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The lazily loaded modules the server-rendered pages run as they start (one list: app/startup-modules.ts). */
export { STARTUP_MODULES } from '../src/app/startup-modules.ts';

/** Where the build records which file it marked for the shell and for each module (next to Vite's manifest). */
export const COMPILE_HINTS_REPORT = '.vite/compile-hints.json';

/** The report: the shell's file, and the file that holds each listed module, keyed as `modules` were given. */
export interface CompileHintsReport {
  shell: string;
  modules: Record<string, string>;
}

/**
 * Puts the compile hint at the top of the browser build's chunk named `shellName` and of each chunk that
 * holds the code of one of `modules` (paths relative to `srcDir`). The build fails if one of them is in no
 * chunk (a module moved or renamed), so the list cannot go stale silently. What was marked is written to
 * COMPILE_HINTS_REPORT.
 */
export function compileHints(shellName: string, srcDir: string, modules: readonly string[]): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
        const shells = chunks.filter((c) => c.name === shellName);
        if (shells.length !== 1) this.error(`compile hints: expected one chunk named ${shellName}, found ${shells.length}`);
        const report: CompileHintsReport = { shell: shells[0].fileName, modules: {} };
        const marked = new Set(shells);
        for (const module of modules) {
          const holder = chunks.find((c) => (c.modules[`${srcDir}${module}`]?.renderedLength ?? 0) > 0);
          if (!holder) this.error(`compile hints: no chunk holds ${module}`);
          marked.add(holder);
          report.modules[module] = holder.fileName;
        }
        for (const chunk of marked) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        this.emitFile({ type: 'asset', fileName: COMPILE_HINTS_REPORT, source: `${JSON.stringify(report, null, 2)}\n` });
      },
    },
  };
}
