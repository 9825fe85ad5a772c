// The embedded sandbox on its own thread (see thread.ts): a Fastify server on 127.0.0.1 that serves the
// sandbox plugin exactly as the app would in process, so its rates and bookings work (hashing, pricing,
// JSON) never waits behind GraphQL requests on the app's event loop, and vice versa.
import { parentPort, workerData } from 'node:worker_threads';
import { SandboxControl } from './index.ts';
import { listenSandbox } from './server.ts';

interface ThreadData {
  seed: number;
  latencyMs: number;
  port: number;
}

type Message = { type: 'stop' };

const data = workerData as ThreadData;

const { app, port } = await listenSandbox({
  seed: data.seed,
  control: new SandboxControl(data.latencyMs),
  port: data.port,
});

parentPort!.on('message', (m: Message) => {
  if (m.type === 'stop') {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  }
});

parentPort!.postMessage({ type: 'ready', port });
