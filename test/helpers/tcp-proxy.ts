import { connect, createServer, type Server, type Socket } from 'node:net';

const READY_FOR_QUERY = 0x5a; // 'Z': the backend finished the request (and committed its implicit transaction)

/**
 * A TCP proxy between a pool and PostgreSQL that can lose one answer on purpose: once armed, the
 * next request whose bytes contain `fragment` reaches PostgreSQL and runs to its end, but the
 * backend's complete answer (everything through ReadyForQuery) is thrown away and the client's
 * connection is reset. The client sees a lost connection for a command that did commit.
 */
export class TcpProxy {
  private trap: { fragment: Buffer; dropped: () => void } | null = null;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(targetHost: string, targetPort: number): Promise<TcpProxy> {
    let proxy: TcpProxy | undefined;
    const server = createServer((client) => proxy!.pipe(client, targetHost, targetPort));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    proxy = new TcpProxy(server, typeof address === 'object' && address ? address.port : 0);
    return proxy;
  }

  /** Resolves once an answer to a request containing `fragment` has been dropped. */
  dropNextAnswerTo(fragment: string): Promise<void> {
    return new Promise((resolve) => {
      this.trap = { fragment: Buffer.from(fragment), dropped: resolve };
    });
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private pipe(client: Socket, host: string, port: number): void {
    const upstream = connect(port, host);
    this.sockets.add(client).add(upstream);
    let sprung: { dropped: () => void } | null = null;
    let held = Buffer.alloc(0);
    client.on('data', (chunk) => {
      if (this.trap && chunk.includes(this.trap.fragment)) {
        sprung = this.trap;
        this.trap = null;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!sprung) {
        client.write(chunk);
        return;
      }
      // Requests are not pipelined, so the answer starts at a message boundary: type byte, int32 length.
      held = Buffer.concat([held, chunk]);
      for (let offset = 0; held.length - offset >= 5; ) {
        const type = held[offset]!;
        const end = offset + 1 + held.readInt32BE(offset + 1);
        if (end > held.length) break;
        if (type === READY_FOR_QUERY) {
          client.resetAndDestroy();
          upstream.destroy();
          sprung.dropped();
          return;
        }
        offset = end;
      }
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('error', close);
      socket.on('close', close);
    }
  }
}
