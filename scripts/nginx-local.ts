// Runs deploy/nginx.conf, the compose file's nginx configuration, outside Docker: with Debian's nginx
// (`.ci/run` installs it) in front of app instances on 127.0.0.1. Used by the deployment tests (`nginx -t`
// and the cache's behaviour) and by `npm run bench:scale`.
//
// The compose configuration is rewritten by exact replacements of the lines that only make sense inside
// the compose network or the nginx image: the upstream hosts app1:3000 and app2:3000, `listen 80`, the pid
// file, the logs (to files, so a bench can count what reached an instance) and the cache directory; the
// temporary-file paths compiled into Debian's nginx (/var/lib/nginx/...) are moved into the same
// directory, so a non-root user can run it. The cache goes to /dev/shm (memory), as compose mounts a tmpfs. Every replacement must match exactly once, or this throws:
// when deploy/nginx.conf changes shape, the tests fail instead of silently testing something else.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The compose configuration, as docker-compose.yml mounts it. */
export const COMPOSE_NGINX_CONF = join(ROOT, 'deploy', 'nginx.conf');
/** Debian's nginx (apt-get install nginx); NGINX_PATH overrides it. */
export const NGINX_BIN = process.env.NGINX_PATH || '/usr/sbin/nginx';

export function nginxMissingMessage(): string | undefined {
  return existsSync(NGINX_BIN)
    ? undefined
    : `nginx not found at ${NGINX_BIN}: the deployment tests and bench:scale run the compose nginx configuration with Debian's nginx (apt-get install -y nginx; .ci/run does it).`;
}

export interface LocalNginxOptions {
  /** 127.0.0.1 ports that replace app1:3000 and app2:3000, in that order */
  upstreams: readonly [number, number];
  /** 127.0.0.1 port nginx listens on instead of 80 */
  port: number;
  /** directory for the configuration, pid, logs, cache and temporary files */
  dir: string;
  /** replaces `worker_processes auto` (e.g. 1 on a small machine shared with the apps) */
  workerProcesses?: number;
  /** the cache directory (default `<dir>/cache`) */
  cacheDir?: string;
}

function replaceOnce(text: string, from: string, to: string): string {
  const first = text.indexOf(from);
  if (first < 0) throw new Error(`deploy/nginx.conf no longer contains ${JSON.stringify(from)}: update scripts/nginx-local.ts`);
  if (text.indexOf(from, first + from.length) >= 0)
    throw new Error(`deploy/nginx.conf contains ${JSON.stringify(from)} more than once: update scripts/nginx-local.ts`);
  return text.slice(0, first) + to + text.slice(first + from.length);
}

/** The compose configuration rewritten for 127.0.0.1 (see the file's header). Throws if a line is not found. */
export function localNginxConfig(source: string, opts: LocalNginxOptions): string {
  const { dir, port, upstreams } = opts;
  if (/\s/.test(dir)) throw new Error(`nginx directory must not contain spaces: ${dir}`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t}_temp;`).join('\n');
  let conf = source;
  if (opts.workerProcesses !== undefined)
    conf = replaceOnce(conf, '\nworker_processes auto;\n', `\nworker_processes ${opts.workerProcesses};\n`);
  conf = replaceOnce(conf, '\nerror_log /dev/stderr warn;\n', `\nerror_log ${dir}/error.log warn;\n`);
  conf = replaceOnce(conf, '\npid /tmp/nginx.pid;\n', `\npid ${dir}/nginx.pid;\n`);
  conf = replaceOnce(
    conf,
    '\nhttp {\n',
    `\nhttp {\n  # scripts/nginx-local.ts: temporary files in the run's directory, not in /var/lib/nginx.\n${temp}\n`,
  );
  conf = replaceOnce(conf, '  access_log /dev/stdout cache;\n', `  access_log ${dir}/access.log cache;\n`);
  conf = replaceOnce(conf, ' proxy_cache_path /var/cache/nginx/graphql ', ` proxy_cache_path ${opts.cacheDir ?? `${dir}/cache`} `);
  conf = replaceOnce(conf, '    server app1:3000 ', `    server 127.0.0.1:${upstreams[0]} `);
  conf = replaceOnce(conf, '    server app2:3000 ', `    server 127.0.0.1:${upstreams[1]} `);
  conf = replaceOnce(conf, '    listen 80 default_server;\n', `    listen 127.0.0.1:${port} default_server;\n`);
  return conf;
}

/**
 * Writes the local configuration into a new directory; `dir` in the options is filled in. The cache goes
 * to a directory in /dev/shm where there is one, as docker-compose.yml mounts a tmpfs for it. `remove`
 * deletes both directories.
 */
export function prepareLocalNginx(
  opts: Omit<LocalNginxOptions, 'dir' | 'cacheDir'> & { dir?: string },
  source = readFileSync(COMPOSE_NGINX_CONF, 'utf8'),
): { dir: string; conf: string; remove: () => void } {
  const dir = opts.dir ?? mkdtempSync(join(tmpdir(), 'nginx-local-'));
  const cacheDir = existsSync('/dev/shm') ? mkdtempSync('/dev/shm/nginx-local-cache-') : join(dir, 'cache');
  // When root runs nginx, its workers run as an unprivileged user (nobody, or nginx in the image): they
  // must be able to enter these directories. nginx creates the cache and temp directories for that user.
  chmodSync(dir, 0o755);
  if (existsSync(cacheDir)) chmodSync(cacheDir, 0o755);
  const conf = join(dir, 'nginx.conf');
  const remove = () => {
    rmSync(cacheDir, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    writeFileSync(conf, localNginxConfig(source, { ...opts, dir, cacheDir }));
  } catch (err) {
    remove();
    throw err;
  }
  return { dir, conf, remove };
}

/** `nginx -t` on the local rewrite of the compose configuration (or of `source`, a variant of it). */
export function testLocalNginx(
  opts: Omit<LocalNginxOptions, 'dir' | 'cacheDir'>,
  source?: string,
): { ok: boolean; output: string; conf: string } {
  const { dir, conf, remove } = prepareLocalNginx(opts, source);
  try {
    const r = spawnSync(NGINX_BIN, ['-t', '-p', `${dir}/`, '-c', conf, '-e', 'stderr'], { encoding: 'utf8' });
    return {
      ok: r.status === 0,
      output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}`,
      conf: readFileSync(conf, 'utf8'),
    };
  } finally {
    remove();
  }
}

export interface AccessLogLine {
  method: string;
  path: string;
  status: number;
  /** HIT, MISS, STALE, UPDATING, EXPIRED, REVALIDATED, BYPASS, or '-' (not cacheable) */
  cache: string;
  /** the instance(s) that answered, e.g. "127.0.0.1:41234" or "127.0.0.1:1, 127.0.0.1:2"; '-' for none */
  upstream: string;
}

export interface LocalNginx {
  url: string;
  port: number;
  dir: string;
  process: ChildProcess;
  /** the access log so far, parsed */
  accessLog(): AccessLogLine[];
  /** the error log so far */
  errorLog(): string;
  /** stops nginx (SIGTERM, waits for it) and removes its directory */
  stop(): Promise<void>;
}

const LOG_LINE = /"(\S+) (\S+) [^"]*" (\d{3}) .* cache=(\S+) upstream=(.*?) rt=/;

export function parseAccessLog(text: string): AccessLogLine[] {
  return text
    .split('\n')
    .map((l) => LOG_LINE.exec(l))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => ({ method: m[1]!, path: m[2]!, status: Number(m[3]), cache: m[4]!, upstream: m[5]! }));
}

/** Starts nginx in the foreground with the compose configuration in front of the given instances. */
export async function startLocalNginx(opts: Omit<LocalNginxOptions, 'dir' | 'port'> & { port?: number }): Promise<LocalNginx> {
  const missing = nginxMissingMessage();
  if (missing) throw new Error(missing);
  const port = opts.port ?? (await freePort());
  const { dir, conf, remove } = prepareLocalNginx({ ...opts, port });
  let stderr = '';
  const child = spawn(NGINX_BIN, ['-p', `${dir}/`, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const read = (name: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : '');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    remove();
  };
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) {
      const log = read('error.log');
      remove();
      throw new Error(`nginx exited with ${child.exitCode}: ${stderr}${log}`);
    }
    try {
      if ((await fetch(`${url}/nginx-health`)).ok) {
        return {
          url,
          port,
          dir,
          process: child,
          accessLog: () => parseAccessLog(read('access.log')),
          errorLog: () => read('error.log'),
          stop,
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await stop();
  throw new Error(`nginx did not answer /nginx-health in 5 s: ${stderr}`);
}
