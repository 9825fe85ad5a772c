// Vite build and dev server for the React client; the API server serves dist/client in production.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import type { ChunkingContext, LogLevel, RolldownLog } from 'rolldown';
import react from '@vitejs/plugin-react';
import { antdSheetId, antdSheets, extractAntdStyles, PART_SHEETS, STYLED_SUB_COMPONENTS } from './build/antd-styles.ts';
import { compileHints, STARTUP_MODULES } from './build/compile-hints.ts';
import { pwa } from './build/pwa.ts';
import { theme } from './src/app/theme.ts';

const api = 'http://localhost:3000';
const srcDir = fileURLToPath(new URL('./src/', import.meta.url));
const generatedGql = fileURLToPath(new URL('./src/__generated__/gql.ts', import.meta.url));
const generatedDocs = fileURLToPath(new URL('./src/__generated__/graphql.ts', import.meta.url));

/**
 * What codegen's babel optimizer does, for Vite 8 (no babel in the pipeline): rewrites each
 * `graphql(\`...\`)` call to an import of that one document. Without it the generated gql.ts map drags
 * every operation of the app into whichever chunk first calls graphql(). Each document is its own
 * virtual module (not a named export of __generated__/graphql.ts) because a module is never split
 * across chunks: one shared graphql.ts would put every page's documents into the initial load.
 */
function graphqlDocuments(): Plugin {
  let cache: { mtime: number; docs: Map<string, string> } | undefined;
  let bodies: { mtime: number; byName: Map<string, string> } | undefined;
  const docPrefix = '\0gql-doc:';
  /** The JSON AST of each `export const XDocument = {...} as unknown as DocumentNode<...>` of graphql.ts. */
  const documentBodies = (): Map<string, string> => {
    const mtime = statSync(generatedDocs).mtimeMs;
    if (bodies?.mtime === mtime) return bodies.byName;
    const byName = new Map<string, string>();
    for (const m of readFileSync(generatedDocs, 'utf8').matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm))
      byName.set(m[1], m[2]);
    bodies = { mtime, byName };
    return byName;
  };
  const load = (): Map<string, string> => {
    const mtime = statSync(generatedGql).mtimeMs;
    if (cache?.mtime === mtime) return cache.docs;
    const source = readFileSync(generatedGql, 'utf8');
    const block = source.slice(source.indexOf('const documents'));
    const docs = new Map<string, string>();
    for (const m of block.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/gm)) docs.set(JSON.parse(m[1]) as string, m[2]);
    cache = { mtime, docs };
    return docs;
  };
  return {
    name: 'graphql-documents',
    enforce: 'pre',
    apply: 'build',
    resolveId(id) {
      return id.startsWith(docPrefix) ? id : null;
    },
    load(id) {
      if (!id.startsWith(docPrefix)) return null;
      const body = documentBodies().get(id.slice(docPrefix.length));
      if (!body) throw new Error(`graphql document ${id.slice(docPrefix.length)} not found in graphql.ts (run npm run codegen)`);
      return `export default ${body};`;
    },
    transform(code, id) {
      if (!id.startsWith(srcDir) || id.includes('__generated__') || !code.includes('graphql(`')) return null;
      const docs = load();
      const used = new Set<string>();
      let missed = false;
      const out = code.replace(/\bgraphql\(\s*`((?:[^`$\\]|\$(?!\{))*)`\s*\)/g, (call, body: string) => {
        const name = docs.get(body);
        if (!name) {
          missed = true;
          this.warn(`graphql document not found in gql.ts (run npm run codegen): ${id}`);
          return call;
        }
        used.add(name);
        return `__gqlDoc_${name}`;
      });
      if (out === code) return null;
      // Keep the import while any graphql() call is left (unmatched form, or one not yet in gql.ts).
      const cleaned =
        missed || /\bgraphql\s*\(/.test(out)
          ? out
          : out.replace(/^import \{ graphql \} from ['"][^'"]*__generated__\/gql(?:\.ts)?['"];?$/m, '');
      const imports = [...used].map((name) => `import __gqlDoc_${name} from ${JSON.stringify(docPrefix + name)};`).join(' ');
      return { code: `${imports}\n${cleaned}`, map: null };
    },
  };
}

/**
 * Rewrites `import { Button, theme } from 'antd'` (and the same from '@ant-design/icons',
 * '@apollo/client/react' and 'date-fns') to one import per component, hook or function file, as babel-plugin-import did.
 * Rolldown assigns modules to chunks by what reaches them, and the barrels reach every component: through
 * them, a component only a lazy page uses (Form, Tabs, Steps...; useMutation, useLazyQuery...) lands in
 * the chunk the entry loads. Also points antd/locale/* (CommonJS) at antd/es/locale/*.
 */
function deepLibraryImports(): Plugin {
  const antdIndex = fileURLToPath(new URL('../node_modules/antd/es/index.js', import.meta.url));
  const iconsDir = fileURLToPath(new URL('../node_modules/@ant-design/icons/es/icons/', import.meta.url));
  let antd: Map<string, string> | undefined;
  const antdPath = (name: string): string | undefined => {
    antd ??= new Map(
      [...readFileSync(antdIndex, 'utf8').matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)';/g)].map((m) => [
        m[1],
        `antd/es/${m[2]}/index.js`,
      ]),
    );
    return antd.get(name);
  };
  // date-fns' barrel imports all 250 of its functions: through it the shell chunk reached format() and the
  // en-US locale (used by the rates dialog's calendar alone), ~5 kB gzip in every first load.
  const dateFnsDir = fileURLToPath(new URL('../node_modules/date-fns/', import.meta.url));
  const dateFnsPath = (name: string): string | undefined => (existsSync(`${dateFnsDir}${name}.js`) ? `date-fns/${name}` : undefined);
  const iconPath = (name: string): string | undefined =>
    existsSync(`${iconsDir}${name}.js`) ? `@ant-design/icons/es/icons/${name}` : undefined;
  const apolloReactIndex = fileURLToPath(new URL('../node_modules/@apollo/client/react/index.js', import.meta.url));
  let apolloReact: Map<string, string> | undefined;
  const apolloReactPath = (name: string): string | undefined => {
    // Absolute paths: the package's exports map does not open its files to deep imports.
    apolloReact ??= new Map(
      [...readFileSync(apolloReactIndex, 'utf8').matchAll(/export \{ (\w+) \} from "\.\/([\w/-]+\.js)";/g)].map((m) => [
        m[1],
        join(dirname(apolloReactIndex), m[2]),
      ]),
    );
    return apolloReact.get(name);
  };
  // react-i18next's barrel reaches Trans and its markup parser (~5 kB gzip), which only lazily loaded
  // pages use: one file per named import keeps them there.
  const i18nextReactIndex = fileURLToPath(new URL('../node_modules/react-i18next/dist/es/index.js', import.meta.url));
  let i18nextReact: Map<string, string> | undefined;
  const i18nextReactPath = (name: string): string | undefined => {
    i18nextReact ??= new Map(
      [...readFileSync(i18nextReactIndex, 'utf8').matchAll(/export \{ (\w+) \} from '\.\/([\w/-]+\.js)';/g)].map((m) => [
        m[1],
        join(dirname(i18nextReactIndex), m[2]),
      ]),
    );
    return i18nextReact.get(name);
  };
  return {
    name: 'deep-library-imports',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(srcDir) || !/from ['"](antd|@ant-design\/icons|@apollo\/client\/react|date-fns|react-i18next)['"]/.test(code))
        return null;
      const out = code
        .replace(/from (['"])antd\/locale\/(\w+)\1/g, 'from $1antd/es/locale/$2$1')
        .replace(/import\s*\{([^}]*)\}\s*from\s*['"]react-i18next['"];?/g, (_all, specs: string) =>
          splitNamedImports(specs, 'react-i18next', (imported, local) => {
            const target = i18nextReactPath(imported);
            return target ? `import { ${imported} as ${local} } from ${JSON.stringify(target)};` : undefined;
          }),
        )
        .replace(/import\s*\{([^}]*)\}\s*from\s*['"]date-fns['"];?/g, (_all, specs: string) =>
          splitNamedImports(specs, 'date-fns', (imported, local) =>
            dateFnsPath(imported) ? `import { ${imported} as ${local} } from ${JSON.stringify(dateFnsPath(imported))};` : undefined,
          ),
        )
        .replace(/import\s*\{([^}]*)\}\s*from\s*['"]@apollo\/client\/react['"];?/g, (_all, specs: string) =>
          splitNamedImports(specs, '@apollo/client/react', (imported, local) => {
            const target = apolloReactPath(imported);
            return target ? `import { ${imported} as ${local} } from ${JSON.stringify(target)};` : undefined;
          }),
        )
        .replace(/import\s*\{([^}]*)\}\s*from\s*['"](antd|@ant-design\/icons)['"];?/g, (_all, specs: string, pkg: string) =>
          splitNamedImports(specs, pkg, (imported, local) => {
            const target = pkg === 'antd' ? antdPath(imported) : iconPath(imported);
            return target ? `import ${local} from ${JSON.stringify(target)};` : undefined;
          }),
        );
      return out === code ? null : { code: out, map: null };
    },
  };
}

const mainEntry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

/**
 * Names one chunk for the modules the entry imports statically (the app shell: React, the router,
 * Apollo, antd's core, the layout), so they load as one file. Left alone, Rolldown splits them by which
 * lazy routes also use them into dozens of small chunks, which compress worse (~15 kB gzip on /).
 * graphql is left out: Apollo imports its barrel, which reaches the whole package, while only the
 * GraphiQL page uses more than the printer.
 */
function shellChunk(): (id: string, ctx: ChunkingContext) => string | null {
  let shell: Set<string> | undefined;
  const isSource = (id: string) => id.startsWith(srcDir);
  const isGraphql = (id: string) => /[\\/]node_modules[\\/]graphql[\\/]/.test(id);
  const closure = (ctx: ChunkingContext, skip: (id: string) => boolean): Set<string> => {
    const set = new Set<string>();
    const queue = [mainEntry];
    while (queue.length) {
      const next = queue.pop()!;
      if (set.has(next) || skip(next)) continue;
      set.add(next);
      const info = ctx.getModuleInfo(next);
      const lazy = new Set(info?.dynamicallyImportedIds ?? []);
      for (const dep of info?.importedIds ?? []) if (!lazy.has(dep)) queue.push(dep);
    }
    return set;
  };
  return (id, ctx) => {
    if (!shell) {
      const reach = closure(ctx, isGraphql);
      // A library module that no first-load module of the app imports itself, reached only through other
      // libraries' imports, and also imported from outside that reach (a lazy page): whether tree-shaking
      // keeps it for the first load is not known here, and naming it would force it into the shell for the
      // lazy page's sake. Rolldown places it by where it is used (the group still takes the dependencies
      // of what it captures).
      const onlyThroughLibraries = (m: string): boolean => {
        if (isSource(m) || m === mainEntry) return false;
        const info = ctx.getModuleInfo(m);
        const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
        return importers.some((i) => !reach.has(i)) && !importers.some((i) => reach.has(i) && isSource(i));
      };
      shell = closure(ctx, (m) => isGraphql(m) || onlyThroughLibraries(m));
    }
    return shell.has(id) ? 'shell' : null;
  };
}

/**
 * client/page-start.js, the one script a server-rendered page names (server/web/ssr.ts), as a build asset
 * named after its bytes: served as immutable like the chunks, so a returning visitor's browser starts the
 * app without first asking whether the script changed, and a new version can never meet a cached old one.
 * index.html carries its address in a meta element, which the server turns into the script tag.
 */
function pageStartScript(): Plugin {
  const file = fileURLToPath(new URL('./page-start.js', import.meta.url));
  let ref = '';
  return {
    name: 'page-start-script',
    apply: 'build',
    buildStart() {
      ref = this.emitFile({ type: 'asset', name: 'page-start.js', source: readFileSync(file, 'utf8') });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const asset = Object.values(ctx.bundle ?? {}).find((f) => f.type === 'asset' && f.names.includes('page-start.js'));
        if (!asset) throw new Error(`page-start.js (${ref}) is missing from the bundle`);
        return [{ tag: 'meta', attrs: { name: 'page-start', content: `/${asset.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The two compressed forms, each named by what decides its bytes (level, library version). */
const COMPRESSIONS = [
  {
    ext: 'br',
    variant: `brotli ${process.versions.brotli ?? ''} q11`,
    run: (raw: Buffer) => brotliAsync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
  },
  { ext: 'gz', variant: `zlib ${process.versions.zlib} level 9`, run: (raw: Buffer) => gzipAsync(raw, { level: 9 }) },
] as const;

/**
 * Writes a .br and a .gz beside every text asset of the build (JavaScript, CSS, HTML, SVG, JSON), at the
 * highest levels: the server sends them as they are (@fastify/static preCompressed), so no request pays
 * for compression and a phone on 4G downloads the shell's 223 kB instead of its 696 kB.
 *
 * Brotli at quality 11 is most of the browser build's time (about 12 s of CPU for 9 MB, 4.4 s of it the
 * GraphiQL editor's monaco chunk). So the files are compressed on libuv's thread pool, all at once and
 * largest first (the longest job starts first, the cores share the rest), and each compressed copy is
 * kept in dist/.precompress-cache under the sha256 of the bytes it compresses: a rebuild after an edit
 * compresses only the chunks whose bytes changed. Same levels, same bytes. The cache keeps what the last
 * build used; removing dist/ (a cold start) empties it.
 */
function precompress(): Plugin {
  let outDir = '';
  let cacheDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: --outDir may be absolute (the bundle-secrets test builds into a temporary directory).
      outDir = resolve(config.root, config.build.outDir);
      cacheDir = resolve(config.root, '../dist/.precompress-cache');
    },
    async writeBundle(_options, bundle) {
      const files = await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => /\.(?:js|css|html|svg|json)$/.test(fileName) && !fileName.startsWith('.vite/'))
          .map(async (fileName) => {
            const path = join(outDir, fileName);
            return { path, raw: await readFile(path) };
          }),
      );
      // Below about one packet, compression saves nothing a traveller would notice.
      const worth = files.filter(({ raw }) => raw.length >= 1024).sort((a, b) => b.raw.length - a.raw.length);
      await mkdir(cacheDir, { recursive: true });
      const used = new Set<string>();
      await Promise.all(
        worth.flatMap(({ path, raw }) =>
          COMPRESSIONS.map(async ({ ext, variant, run }) => {
            const cached = join(cacheDir, `${createHash('sha256').update(variant).update(raw).digest('hex')}.${ext}`);
            used.add(cached);
            // Another build may have pruned it meanwhile: then it is made again.
            const out = await readFile(cached).catch(async () => {
              const made = await run(raw);
              const partial = `${cached}.${process.pid}.tmp`;
              await writeFile(partial, made);
              await rename(partial, cached);
              return made;
            });
            await writeFile(`${path}.${ext}`, out);
          }),
        ),
      );
      for (const name of await readdir(cacheDir)) {
        const file = join(cacheDir, name);
        if (!used.has(file) && !name.endsWith('.tmp')) await rm(file, { force: true });
      }
    },
  };
}

/**
 * `virtual:antd-styles.css`, imported by main.tsx: the styles of the antd components the app uses, made
 * by antd's own server-rendering API (see build/antd-styles.ts). antd runs in zero-runtime mode
 * (theme.zeroRuntime), so these are all its component styles; Vite bundles, names and hashes them as any
 * stylesheet. `virtual:antd-<part>-styles.css` (antd-styles.ts PART_SHEETS), imported by the modules of a part
 * loaded on demand: the styles of the components only that part uses, which Vite loads with the part's chunk.
 * The server's build resolves them all to an empty sheet.
 */
function antdStyles({ ssr = false } = {}): Plugin {
  const from = fileURLToPath(import.meta.url);
  // Not \0-prefixed: Vite's CSS plugins handle a module by its `.css` ending.
  const partOf = new Map(
    [undefined, ...PART_SHEETS.map((part) => part.name)].map((part) => [`/@${antdSheetId(part).slice('virtual:'.length)}`, part]),
  );
  const resolved = new Map([...partOf].map(([id, part]) => [antdSheetId(part), id]));
  // Which components each sheet holds: one walk of the sources per build, not one per sheet.
  let sheets: ReturnType<typeof antdSheets> | undefined;
  return {
    name: 'antd-styles',
    buildStart() {
      sheets = undefined;
    },
    watchChange() {
      sheets = undefined;
    },
    resolveId(source) {
      return resolved.get(source) ?? null;
    },
    load(id) {
      if (!partOf.has(id)) return null;
      // The server's build leaves the styles out (its pages link the browser build's sheets): an empty sheet.
      if (ssr) return '';
      const part = partOf.get(id);
      sheets ??= antdSheets(srcDir);
      return extractAntdStyles(part ? sheets.parts[part] : sheets.app, part ? [] : STYLED_SUB_COMPONENTS, theme, from);
    },
  };
}

/**
 * In the server-rendering build, the development console's GraphQL explorer (GraphiQL with the Monaco
 * editor and its workers: 9 MB of dist/ssr's 12.6 MB, and about 4 s of its 6.5 s of CPU) is a component
 * that throws. The server renders hotel pages only (SSR_PATHS in server/web/ssr.ts), so it never loads
 * it; were it ever asked to, the throw makes that page fall back to the client-rendered one, as any
 * failed render does. The browser build keeps the real one.
 */
function browserOnlyInSsr(): Plugin {
  const browserOnly = [fileURLToPath(new URL('./src/features/dev-console/GraphQLExplorer.tsx', import.meta.url))];
  return {
    name: 'browser-only-in-ssr',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0];
      if (!browserOnly.includes(file)) return null;
      const message = `${basename(file)} is rendered in the browser only (left out of the server-rendering build)`;
      return `export default function BrowserOnly() { throw new Error(${JSON.stringify(message)}); }\n`;
    },
  };
}

/**
 * Bundler messages that are understood and harmless, by code, with what makes them so:
 * - MODULE_LEVEL_DIRECTIVE for "use no memo" in React Compiler output (react-compiler-runtime, GraphiQL's
 *   React package): a hint to the compiler, meaningless once bundled;
 * - PLUGIN_TIMINGS: Rolldown's report of slow plugin hooks, a profiling aid (the antd style extraction is
 *   meant to take its second).
 */
function isKnownHarmless(log: { code?: string; message: string; id?: string }): boolean {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE')
    return (
      /"use no memo"/.test(log.message) &&
      /[\\/]node_modules[\\/](react-compiler-runtime|@graphiql[\\/]react)[\\/]/.test(log.message + (log.id ?? ''))
    );
  return log.code === 'PLUGIN_TIMINGS';
}

const onLog = (level: LogLevel, log: RolldownLog, handler: (level: LogLevel, log: RolldownLog) => void): void => {
  if (!isKnownHarmless(log)) handler(level, log);
};

export default defineConfig(({ command, isSsrBuild }) => {
  // The build makes the production bundles the server serves in every mode. Under NODE_ENV=development
  // (what .env.example suggests) Vite would make a development build instead: JSX compiled to React's
  // jsxDEV, which the server's bundle (production React, to match the browser's) does not have, and the
  // server crashed loading it. Vite reads NODE_ENV after loading this file, and says to set it here.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    // The server's render (`vite build --ssr src/entry-server.tsx`, see server/web/ssr.ts) shares the source
    // transforms; styles, chunking and compression are the browser build's alone, and the server's leaves
    // out the browser-only explorer.
    plugins: [
      graphqlDocuments(),
      deepLibraryImports(),
      react(),
      ...(isSsrBuild
        ? [browserOnlyInSsr(), antdStyles({ ssr: true })]
        : [antdStyles(), pageStartScript(), compileHints('shell', srcDir, STARTUP_MODULES), precompress(), ...pwa()]),
    ],
    // One file for Node: antd's and rc's ES modules are not Node ESM packages, so nothing stays external.
    ssr: { noExternal: true, target: 'node' },
    // The browser build's React and antd (production class names): the server's HTML must match it exactly.
    ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
    build: isSsrBuild
      ? { outDir: '../dist/ssr', emptyOutDir: true, target: 'node20', copyPublicDir: false, rolldownOptions: { onLog } }
      : {
          outDir: '../dist/client',
          emptyOutDir: true,
          // The bundle-budget test reads the import graph from .vite/manifest.json.
          manifest: true,
          // Chunk sizes are held by the bundle budgets (tests/server/web/bundle-budget.test.ts, gzip, per
          // first load and per lazy chunk); Vite's raw-size warning would name the shell and the lazily
          // loaded GraphiQL editor (2.8 MB) on every build. This is above the editor's size, so a larger chunk
          // still warns.
          chunkSizeWarningLimit: 3000,
          rolldownOptions: {
            onLog,
            output: {
              codeSplitting: { groups: [{ name: shellChunk(), debugName: 'shell' }] },
            },
          },
        },
    server: {
      proxy: {
        '/graphql': api,
        '/sandbox': api,
        '/health': api,
      },
    },
  };
});

/**
 * Rewrites `import { a, b as c } from 'pkg'` one name at a time: `direct` gives the import statement that
 * takes a name from its own module, or undefined to keep it in the package import. Type-only names stay.
 */
function splitNamedImports(specs: string, pkg: string, direct: (imported: string, local: string) => string | undefined): string {
  const kept: string[] = [];
  const lines: string[] = [];
  for (const raw of specs.split(',')) {
    const spec = raw.trim();
    if (!spec) continue;
    const [imported, local = imported] = spec.split(/\s+as\s+/);
    const line = spec.startsWith('type ') ? undefined : direct(imported, local);
    if (line) lines.push(line);
    else kept.push(spec);
  }
  if (kept.length) lines.push(`import { ${kept.join(', ')} } from '${pkg}';`);
  return lines.join(' ');
}
