#!/usr/bin/env node
// `npm test`: the one command that proves the work. In order: the browser and nginx are present (required when
// CI is set), the sources are formatted, the lint passes, schema.graphql has no unlisted breaking change against the published
// schema, generated GraphQL types match schema.graphql and the operations, TypeScript type-checks,
// the client builds, then every vitest project (server, contract, client, e2e) runs.
// It ends with one plain line "tests: N passed, N failed" read from vitest's JSON report.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ci = !!process.env.CI;

function step(title, cmd, args, opts = {}) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...opts.env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`✖ ${title} failed (${secs}s)`);
    if (!opts.allowFail) process.exit(r.status ?? 1);
    return false;
  }
  console.log(`✔ ${title} (${secs}s)`);
  return true;
}

if (!existsSync(chromium)) {
  const msg = `Chromium not found at ${chromium}: browser tests need it (apt-get install -y chromium).`;
  if (ci) {
    console.error(`✖ ${msg}`);
    process.exit(1);
  }
  console.warn(`! ${msg} Browser tests will fail.`);
}

// Debian's nginx runs the compose nginx configuration in the deployment tests (scripts/nginx-local.ts).
const nginx = process.env.NGINX_PATH || '/usr/sbin/nginx';
if (!existsSync(nginx)) {
  const msg = `nginx not found at ${nginx}: the deployment tests run deploy/nginx.conf with it (apt-get install -y nginx).`;
  if (ci) {
    console.error(`✖ ${msg}`);
    process.exit(1);
  }
  console.warn(`! ${msg} The nginx tests will fail.`);
}

step('format check (Prettier)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
step("lint (ESLint: TypeScript, React hooks, accessibility, GraphQL, the architecture's import rules)", 'npx', [
  'eslint',
  '.',
  '--max-warnings',
  '0',
]);
step('schema compatibility (schema.graphql against schema.published.graphql and CHANGELOG.md)', 'node', [
  '--import',
  'tsx',
  'scripts/schema-check.ts',
]);
step('codegen drift check (generated types match schema.graphql and the operations)', 'npx', [
  'graphql-codegen',
  '--config',
  'codegen.ts',
  '--check',
]);
step('type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
step('client build', 'npx', ['vite', 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn']);
step('server-rendering build', 'npx', [
  'vite',
  'build',
  '--config',
  'client/vite.config.ts',
  '--ssr',
  'src/entry-server.tsx',
  '--logLevel',
  'warn',
]);

mkdirSync('test-results', { recursive: true });
const ok = step(
  'vitest (server, contract, client, e2e)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json', ...process.argv.slice(2)],
  { allowFail: true, env: { CHROMIUM_PATH: chromium } },
);

try {
  const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(`\ntests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
  if (report.numTotalTests === 0) {
    console.error('✖ no test ran');
    process.exit(1);
  }
} catch {
  console.error('✖ vitest wrote no report');
  process.exit(1);
}
process.exit(ok ? 0 : 1);
