// Vite build and dev server for the React client; the API server serves dist/client in production.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:3000';
const srcDir = fileURLToPath(new URL('./src/', import.meta.url));
const generatedGql = fileURLToPath(new URL('./src/__generated__/gql.ts', import.meta.url));
const generatedDocs = fileURLToPath(new URL('./src/__generated__/graphql.ts', import.meta.url));

/**
 * What codegen's babel optimizer does, for Vite 8 (no babel in the pipeline): rewrites each
 * `graphql(\`...\`)` call to the named document export of __generated__/graphql.ts. Without it the
 * generated gql.ts map drags every operation of the app into whichever chunk first calls graphql().
 */
function graphqlDocuments(): Plugin {
  let cache: { mtime: number; docs: Map<string, string> } | undefined;
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
    transform(code, id) {
      if (!id.startsWith(srcDir) || id.includes('__generated__') || !code.includes('graphql(`')) return null;
      const docs = load();
      let missed = false;
      const out = code.replace(/\bgraphql\(\s*`((?:[^`$\\]|\$(?!\{))*)`\s*\)/g, (call, body: string) => {
        const name = docs.get(body);
        if (!name) {
          missed = true;
          this.warn(`graphql document not found in gql.ts (run npm run codegen): ${id}`);
          return call;
        }
        return `__gqlDocs.${name}`;
      });
      if (out === code) return null;
      // Keep the import while any graphql() call is left (unmatched form, or one not yet in gql.ts).
      const cleaned = missed || /\bgraphql\s*\(/.test(out) ? out : out.replace(/^import \{ graphql \} from ['"][^'"]*__generated__\/gql(?:\.ts)?['"];?$/m, '');
      return { code: `import * as __gqlDocs from ${JSON.stringify(generatedDocs)};\n${cleaned}`, map: null };
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [graphqlDocuments(), react()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/graphql': api,
      '/sandbox': api,
      '/health': api,
    },
  },
});
