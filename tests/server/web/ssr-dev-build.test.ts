// `NODE_ENV=development npm start` (what .env.example suggests): the server-rendering bundle built under
// that NODE_ENV loads in a server running under it and renders a page. Vite would otherwise make a
// development build (JSX compiled to React's jsxDEV) that the bundle's production React lacks, and the
// server crashed loading it (client/vite.config.ts makes every build a production build).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerEntry } from '../../../client/src/ssr-contract.ts';

const outDir = mkdtempSync(join(tmpdir(), 'ssr-dev-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the server-rendering bundle under NODE_ENV=development', () => {
  it('builds, loads in a development-mode process and renders a page', { timeout: 240_000 }, async () => {
    const env = { ...process.env, NODE_ENV: 'development' };
    const build = spawnSync(
      'npx',
      ['vite', 'build', '--config', 'client/vite.config.ts', '--ssr', 'src/entry-server.tsx', '--outDir', outDir, '--logLevel', 'error'],
      { env, encoding: 'utf8' },
    );
    expect(build.status, build.stderr).toBe(0);
    const entry = join(outDir, 'entry-server.js');
    expect(existsSync(entry)).toBe(true);

    // A fresh Node process with NODE_ENV=development imports the bundle and renders /about (no data needed).
    const script = `
      const { render } = await import(${JSON.stringify(pathToFileURL(entry).href)});
      const result = await render(new Request('http://localhost/about'), async () => ({ data: null }));
      process.stdout.write(JSON.stringify({ kind: result.kind, status: result.status, title: result.title, html: result.html }));
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const page = JSON.parse(run.stdout) as Pick<Awaited<ReturnType<ServerEntry['render']>>, 'kind' | 'status'> & {
      title: string | null;
      html: string;
    };
    expect(page.kind).toBe('page');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/About/);
  });
});
