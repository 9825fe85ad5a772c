// The process entry point: validate the configuration, build the app, listen, and own shutdown.
// Nothing else in the server handles signals or calls process.exit.
import { loadConfig, ConfigError, type Config } from './config.ts';
import { buildApp, type App } from './app.ts';
import { shutdownGraceMs } from './plugins/app/lifecycle.ts';
import { databaseStartupMessage, isDatabaseUnavailable } from './lib/db-errors.ts';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  throw err;
}

let app: App;
try {
  app = await buildApp(config);
} catch (err) {
  // PostgreSQL's own refusals (bad password, missing database) carry a five-character SQLSTATE.
  const code = (err as { code?: unknown } | null)?.code;
  if (isDatabaseUnavailable(err) || (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))) {
    process.stderr.write(`${databaseStartupMessage(err, config.DATABASE_URL)}\n`);
    process.exit(1);
  }
  throw err;
}

/** How long the requests in flight get to finish once the grace period is over. */
const DRAIN_LIMIT_MS = 15_000;

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  // A request that never ends must not keep the process alive forever.
  const force = setTimeout(
    () => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    },
    shutdownGraceMs(config) + DRAIN_LIMIT_MS,
  );
  force.unref();
  try {
    await app.shutdown();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));

try {
  await app.listen({ host: config.HOST, port: config.PORT });
} catch (err) {
  app.log.error({ err }, 'could not listen');
  await app.close().catch(() => {});
  process.exit(1);
}
// The port as a field too: with PORT=0 (tests) it is how a parent process learns where to connect.
const port = Number(app.localOrigin().split(':').pop());
app.log.info(
  { port },
  `Listening on ${config.PUBLIC_URL ?? `http://localhost:${port}`}${config.sandbox ? ' (embedded sandbox: no provider key set)' : ''}`,
);
