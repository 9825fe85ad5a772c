// The deployment files are correct by construction (no Docker engine runs here): docker-compose.yml is
// validated against the Compose specification by dclint (the broken files below prove it does fail), its
// wiring is checked (services, health-gated dependencies, the nginx upstreams), the Dockerfile's build
// steps are the ones CI runs (.ci/run, package.json), and .env.example lists every variable config.ts knows.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DCLinter } from 'dclint';
import { parse as parseYaml } from 'yaml';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

// Every dclint rule at its default level; schema violations come back as rule "invalid-schema".
const linter = new DCLinter({ rules: {}, quiet: false, debug: false, exclude: [] });
function lint(path: string) {
  const [result] = linter.lintFiles([path], false);
  return result!;
}

const tmp = mkdtempSync(join(tmpdir(), 'deploy-compose-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type Service = Record<string, any>;
const compose = parseYaml(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};
const services = compose.services;

describe('docker-compose.yml: Compose specification (dclint)', () => {
  it('passes dclint with no error and no warning', () => {
    const result = lint(join(root, 'docker-compose.yml'));
    expect(result.messages.map((m) => `${m.line}: ${m.rule}: ${m.message}`)).toEqual([]);
    expect(result.errorCount).toBe(0);
  });

  it.each([
    ['an unknown service key', 'services:\n  web:\n    image: nginx:1.27-alpine\n    helthcheck:\n      test: ["CMD", "true"]\n'],
    [
      'a depends_on condition that does not exist',
      'services:\n  a:\n    image: nginx:1.27-alpine\n    depends_on:\n      b:\n        condition: service_ready\n  b:\n    image: nginx:1.27-alpine\n',
    ],
    ['env_file entry without path', 'services:\n  a:\n    image: nginx:1.27-alpine\n    env_file:\n      - required: false\n'],
    ['services as a list', 'services:\n  - image: nginx:1.27-alpine\n'],
  ])('rejects a compose file with %s (invalid-schema)', (_what, text) => {
    const file = join(tmp, `broken-${Math.random().toString(36).slice(2)}.yml`);
    writeFileSync(file, text);
    const result = lint(file);
    expect(result.errorCount).toBeGreaterThan(0);
    expect(result.messages.map((m) => m.rule)).toContain('invalid-schema');
  });

  it('rejects a file that is not YAML (invalid-yaml)', () => {
    const file = join(tmp, 'not-yaml.yml');
    writeFileSync(file, 'services:\n  a:\n    image: "nginx\n  b: [\n');
    const result = lint(file);
    expect(result.messages.map((m) => m.rule)).toContain('invalid-yaml');
  });

  it('the broken-file check is not vacuous: a minimal valid file passes', () => {
    const file = join(tmp, 'ok.yml');
    writeFileSync(file, "name: ok\nservices:\n  a:\n    image: nginx:1.27-alpine\n    expose:\n      - '80'\n");
    expect(lint(file).errorCount).toBe(0);
  });
});

describe('docker-compose.yml: the stack', () => {
  const apps = ['app1', 'app2'];

  it('has two named app services built from the Dockerfile, PostgreSQL, Redis and nginx', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'nginx', 'postgres', 'redis']);
    for (const name of apps) {
      expect(services[name]!.build).toMatchObject({ context: '.', dockerfile: 'Dockerfile' });
      expect(services[name]!.image).toBeUndefined();
    }
    expect(services.postgres!.image).toBe('postgres:16-alpine');
    expect(services.redis!.image).toBe('redis:7-alpine');
    expect(services.nginx!.image).toBe('nginx:1.27-alpine');
  });

  it('every depends_on is health-gated and targets a service with a health check', () => {
    const deps = Object.entries(services).flatMap(([name, s]) =>
      Object.entries((s.depends_on ?? {}) as Record<string, { condition: string }>).map(([dep, d]) => ({ name, dep, d })),
    );
    expect(deps.length).toBeGreaterThanOrEqual(6);
    for (const { name, dep, d } of deps) {
      expect(d.condition, `${name} -> ${dep}`).toBe('service_healthy');
      expect(services[dep]?.healthcheck?.test, `${dep} needs a healthcheck`).toBeTruthy();
    }
    for (const name of apps) expect(Object.keys(services[name]!.depends_on).sort()).toEqual(['postgres', 'redis']);
    expect(Object.keys(services.nginx!.depends_on).sort()).toEqual(apps);
  });

  it('app services get the deployment wiring in environment and the rest from a git-ignored .env', () => {
    const pg = services.postgres!.environment as Record<string, string>;
    for (const name of apps) {
      const env = services[name]!.environment as Record<string, string>;
      expect(env.DATABASE_URL).toMatch(/^postgresql:\/\/[^@]+@postgres:5432\//);
      // same user, password and database as the postgres service (same interpolation expressions)
      expect(env.DATABASE_URL).toBe(`postgresql://${pg.POSTGRES_USER}:${pg.POSTGRES_PASSWORD}@postgres:5432/${pg.POSTGRES_DB}`);
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.TRUST_PROXY).toBe('true');
      expect(env.NODE_ENV).toBe('production');
      expect(env.PUBLIC_URL).toMatch(/^(\$\{PUBLIC_URL:-)?https?:\/\//);
      expect(String(env.PORT)).toBe('3000');
      const envFiles = (services[name]!.env_file as Array<string | { path: string }>).map((f) => (typeof f === 'string' ? f : f.path));
      expect(envFiles).toEqual(['.env']);
      expect(services[name]!.healthcheck.test.join(' ')).toContain('/health/ready');
    }
    expect(
      read('.gitignore')
        .split('\n')
        .map((l) => l.trim()),
    ).toContain('.env');
  });

  it('postgres keeps its data in a named volume', () => {
    const [volume] = services.postgres!.volumes as string[];
    const [source, target] = volume!.split(':');
    expect(target).toBe('/var/lib/postgresql/data');
    expect(compose.volumes).toHaveProperty(source!);
    expect(services.postgres!.healthcheck.test.join(' ')).toContain('pg_isready');
  });

  it('nginx mounts deploy/nginx.conf, which upstreams app1 and app2 on 3000 and proxies / with X-Forwarded-*', () => {
    const mount = (services.nginx!.volumes as string[]).find((v) => v.includes('nginx.conf'))!;
    expect(mount.split(':')[0]).toBe('./deploy/nginx.conf');
    expect(existsSync(join(root, 'deploy/nginx.conf'))).toBe(true);
    const conf = read('deploy/nginx.conf').replace(/#.*$/gm, '');
    const upstream = /upstream\s+(\w+)\s*\{([^}]*)\}/.exec(conf)!;
    expect(upstream).toBeTruthy();
    const servers = [...upstream[2]!.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map((m) => `${m[1]}:${m[2]}`);
    expect(servers).toEqual(['app1:3000', 'app2:3000']);
    const location = /location\s+\/\s*\{([^}]*)\}/.exec(conf)!;
    expect(location[1]).toContain(`proxy_pass http://${upstream[1]};`);
    for (const header of ['X-Forwarded-For', 'X-Forwarded-Proto', 'X-Forwarded-Host'])
      expect(location[1]).toMatch(new RegExp(`proxy_set_header\\s+${header}\\s`));
    // Balanced braces: a cheap guard against a truncated file.
    expect(conf.split('{').length).toBe(conf.split('}').length);
  });
});

describe('Dockerfile: the same build steps CI runs', () => {
  const dockerfile = read('Dockerfile').replace(/\\\n/g, ' ');
  const lines = dockerfile
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string>; dependencies: Record<string, string> };
  const args = Object.fromEntries(lines.filter((l) => l.startsWith('ARG ')).map((l) => l.slice(4).split('=') as [string, string]));
  const froms = lines.filter((l) => l.startsWith('FROM ')).map((l) => l.slice(5).replace(/\$\{(\w+)\}/g, (_, n: string) => args[n] ?? ''));
  const runs = lines.filter((l) => l.startsWith('RUN ')).map((l) => l.slice(4));

  it('is multi-stage on the Node major CI runs (process.versions.node)', () => {
    const major = process.versions.node.split('.')[0];
    expect(froms.length).toBeGreaterThanOrEqual(3);
    const images = froms.map((f) => f.split(/\s+/)[0]!).filter((img) => img.startsWith('node:'));
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const img of images) expect(img).toMatch(new RegExp(`^node:${major}([.-]|$)`));
  });

  it('installs with npm ci, builds with the build script, and installs only production deps in the runtime stage', () => {
    expect(runs.some((r) => /\bnpm ci\b(?!.*--omit)/.test(r))).toBe(true);
    expect(pkg.scripts.build).toBeTruthy();
    expect(runs.some((r) => /\bnpm run build\b/.test(r))).toBe(true);
    // the runtime stage: after the last FROM
    const lastFrom = lines.findLastIndex((l) => l.startsWith('FROM '));
    const runtime = lines.slice(lastFrom);
    expect(runtime.some((l) => /^RUN .*\bnpm ci\b.*--omit=dev/.test(l))).toBe(true);
    expect(runtime.some((l) => /^COPY --from=\w+ .*dist\/client/.test(l))).toBe(true);
    // `npm start` runs the server with tsx, so it must survive --omit=dev.
    expect(pkg.scripts.start).toContain('tsx');
    expect(pkg.dependencies).toHaveProperty('tsx');
  });

  it('starts the server the way `npm start` does (minus the build), as a non-root user', () => {
    const start = pkg.scripts
      .start!.split('&&')
      .map((s) => s.trim())
      .filter((s) => !s.startsWith('npm run build') && !s.includes('scripts/build.ts'));
    expect(start).toHaveLength(1);
    const cmd = lines
      .filter((l) => l.startsWith('CMD '))
      .at(-1)!
      .slice(4);
    const argv = cmd.startsWith('[') ? (JSON.parse(cmd) as string[]) : cmd.split(/\s+/);
    expect(argv.join(' ')).toBe(start[0]);
    expect(argv.join(' ')).toContain('server/main.ts');
    const lastFrom = lines.findLastIndex((l) => l.startsWith('FROM '));
    const user = lines
      .slice(lastFrom)
      .filter((l) => l.startsWith('USER '))
      .at(-1);
    expect(user).toBeTruthy();
    expect(user!.slice(5).trim()).not.toMatch(/^(root|0)(:|$)/);
  });

  it('has a HEALTHCHECK on GET /health/ready and exposes 3000', () => {
    const health = lines.find((l) => l.startsWith('HEALTHCHECK '));
    expect(health).toBeTruthy();
    expect(health).toContain('/health/ready');
    expect(lines).toContain('EXPOSE 3000');
  });

  it('.dockerignore keeps secrets and host artifacts out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['.env', 'node_modules', 'dist', '.git', '.data']) expect(ignored).toContain(entry);
  });
});

describe('.env.example', () => {
  const source = read('server/config.ts');
  const start = source.indexOf('z.object({', source.indexOf('const schema'));
  const end = source.indexOf('\n});', start);
  const known = [...source.slice(start, end).matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
  const listed = new Map(
    read('.env.example')
      .split('\n')
      .map((l) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(l.trim()))
      .filter((m): m is RegExpExecArray => !!m)
      .map((m) => [m[1]!, m[2]!]),
  );

  it('lists every variable of server/config.ts, plus REDIS_URL', () => {
    expect(known.length).toBeGreaterThanOrEqual(20);
    expect(known).toContain('TRUST_PROXY');
    const missing = [...known, 'REDIS_URL'].filter((k) => !listed.has(k));
    expect(missing).toEqual([]);
  });

  it('gives each variable a comment line right above it', () => {
    const text = read('.env.example').split('\n');
    for (const [i, line] of text.entries()) if (/^[A-Z][A-Z0-9_]*=/.test(line)) expect(text[i - 1], line).toMatch(/^#\s*\S/);
  });

  it('its values pass the server configuration', async () => {
    const { loadConfig } = await import('../../../server/config.ts');
    const env = Object.fromEntries([...listed].filter(([k]) => known.includes(k)));
    expect(() => loadConfig(env)).not.toThrow();
  });
});
