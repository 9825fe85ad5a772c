// A TCP proxy in front of the PostgreSQL server for the ledger's failure tests. It forwards; or it stalls
// (stops reading and writing both ways and keeps every socket open, new connections included: a server
// that accepts but never answers, a network that drops packets); or it refuses (cuts the open
// connections and answers each new one's startup with a PostgreSQL ErrorResponse, as a server that is
// starting up or shutting down does).
import { createServer, connect, type Server, type Socket } from 'node:net';

type Mode = { kind: 'forward' } | { kind: 'stall' } | { kind: 'refuse'; code: string; message: string };

interface Pair {
  client: Socket;
  upstream: Socket;
}

export class PgFaultProxy {
  port = 0;
  private server?: Server;
  private readonly pairs = new Set<Pair>();
  private mode: Mode = { kind: 'forward' };

  constructor(private readonly target: { host: string; port: number }) {}

  /** A proxy for the server named by a postgresql:// URL. */
  static for(url: string): PgFaultProxy {
    const u = new URL(url);
    return new PgFaultProxy({ host: u.hostname, port: Number(u.port || 5432) });
  }

  async start(): Promise<void> {
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', () => r()));
    this.port = (this.server.address() as { port: number }).port;
  }

  /** `url` (a postgresql:// URL of the target) rewritten to go through the proxy, to `database` if given. */
  url(url: string, database?: string): string {
    const u = new URL(url);
    u.host = `127.0.0.1:${this.port}`;
    if (database) u.pathname = `/${database}`;
    return u.toString();
  }

  /** Stop moving bytes both ways; every socket stays open, and new connections are accepted and ignored. */
  stall(): void {
    this.mode = { kind: 'stall' };
    for (const p of this.pairs) {
      p.client.pause();
      p.upstream.pause();
    }
  }

  /** Forward again: whatever the stall held back flows on, as when a network heals. */
  forward(): void {
    this.mode = { kind: 'forward' };
    for (const p of this.pairs) {
      p.client.resume();
      p.upstream.resume();
    }
  }

  /** Cut every open connection, and answer new ones with FATAL `code` (e.g. 57P03 "cannot connect now"). */
  refuse(code: string, message: string): void {
    this.mode = { kind: 'refuse', code, message };
    for (const p of this.pairs) {
      p.client.destroy();
      p.upstream.destroy();
    }
    this.pairs.clear();
  }

  async close(): Promise<void> {
    for (const p of this.pairs) {
      p.client.destroy();
      p.upstream.destroy();
    }
    this.pairs.clear();
    await new Promise((r) => this.server?.close(r));
  }

  private accept(client: Socket): void {
    client.on('error', () => {});
    const mode = this.mode;
    if (mode.kind === 'refuse') {
      answerWithError(client, mode.code, mode.message);
      return;
    }
    const upstream = connect(this.target.port, this.target.host);
    upstream.on('error', () => {});
    const pair = { client, upstream };
    this.pairs.add(pair);
    const relay = (from: Socket, to: Socket) => {
      from.on('data', (chunk) => {
        if (!to.write(chunk)) from.pause();
      });
      to.on('drain', () => {
        if (this.mode.kind === 'forward') from.resume();
      });
      // One side closing closes the other once what it sent has gone through (it may be a query held
      // back by a stall: the server still receives it, then the end of the session).
      from.on('close', () => {
        to.end();
        this.pairs.delete(pair);
      });
    };
    relay(client, upstream);
    relay(upstream, client);
    if (mode.kind === 'stall') {
      client.pause();
      upstream.pause();
    }
  }
}

/**
 * Answers a PostgreSQL client's startup as a server refusing it: an ErrorResponse (severity FATAL, the
 * SQLSTATE and message given), then the end of the connection. An SSLRequest first is declined ('N').
 */
function answerWithError(socket: Socket, code: string, message: string): void {
  let buffered = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    while (buffered.length >= 8) {
      const length = buffered.readInt32BE(0);
      if (buffered.length < length) return;
      const requestCode = buffered.readInt32BE(4);
      buffered = buffered.subarray(length);
      if (requestCode === 80877103 /* SSLRequest */ || requestCode === 80877104 /* GSSENCRequest */) {
        socket.write('N');
        continue;
      }
      const field = (type: string, value: string) => Buffer.concat([Buffer.from(type), Buffer.from(value, 'utf8'), Buffer.from([0])]);
      const body = Buffer.concat([field('S', 'FATAL'), field('V', 'FATAL'), field('C', code), field('M', message), Buffer.from([0])]);
      const header = Buffer.alloc(5);
      header.write('E', 0);
      header.writeInt32BE(body.length + 4, 1);
      socket.end(Buffer.concat([header, body]));
      return;
    }
  });
}
