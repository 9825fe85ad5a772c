// The benchmark's baseline: a plain Fastify route that answers a JSON POST (or a GET) with fixed bytes (the warm
// searchHotels response, handed over in workerData). It runs in a worker thread of the bench process, so
// it does not share an event loop with autocannon, which would make the baseline look slower than it is.
// Plain JavaScript on purpose: the worker needs no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import Fastify from 'fastify';

const body = Buffer.from(workerData.body);
const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });

// Same shape of work as a GraphQL POST minus GraphQL: parse the JSON body, send the bytes.
app.post('/baseline', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
// And the GET of a read by URL: no body to parse, the query string only.
app.get('/baseline', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));

await app.listen({ host: '127.0.0.1', port: 0 });
parentPort.postMessage({ port: app.server.address().port });
parentPort.on('message', async (msg) => {
  if (msg === 'stop') {
    await app.close();
    parentPort.close();
  }
});
