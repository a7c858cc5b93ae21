import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of an HTTP server that can cut every connection and refuse new ones until
 * restored: to a browser behind it, the server is gone (its event streams break) and then back.
 */
export class CutProxy {
  private readonly sockets = new Set<Socket>();
  private cutOff = false;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(targetPort: number): Promise<CutProxy> {
    let proxy: CutProxy | undefined;
    const server = createServer((client) => proxy!.pipe(client, targetPort));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    proxy = new CutProxy(server, `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    return proxy;
  }

  /** Resets every open connection and refuses new ones until restore(). */
  cut(): void {
    this.cutOff = true;
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
  }

  restore(): void {
    this.cutOff = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private pipe(client: Socket, port: number): void {
    if (this.cutOff) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(port, '127.0.0.1');
    this.sockets.add(client).add(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  }
}
