// The app as server/main.ts starts it (configuration from the environment), serving the built web client
// from the directory given as the first argument, and its server rendering from ../ssr beside it. The
// harness uses it to stand a second version of the built app up on the same origin (app-update.test.ts).
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

const clientDir = process.argv[2];
if (!clientDir) throw new Error('usage: serve-client-dir.ts <copy of dist/client>');
const config = loadConfig();
const app = await buildApp(config, { clientDir });
process.once('SIGTERM', () => {
  void app.shutdown().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
await app.listen({ host: config.HOST, port: config.PORT });
