// A TCP port free on 127.0.0.1 right now, for the servers the benchmarks and tests start (the kernel picks
// it; another process could take it before the caller listens, which on one machine does not happen).
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}
