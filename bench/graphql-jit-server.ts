// One app for bench/graphql-jit.ts: the real app built with graphql-jit's compiling executor ("jit") or
// without it ("plain": Apollo executes on graphql-js itself), listening on an ephemeral port that it
// prints as a JSON line. The configuration comes from the environment the bench gives it.
import { loadConfig } from '../server/config.ts';
import { buildApp } from '../server/app.ts';

const variant = process.argv[2];
if (variant !== 'jit' && variant !== 'plain') throw new Error('usage: graphql-jit-server.ts jit|plain');
const app = await buildApp(loadConfig(), { compileQueries: variant === 'jit' });
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ port: Number(app.localOrigin().split(':').pop()) })}\n`);
process.once('SIGTERM', () => {
  void app.shutdown().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
