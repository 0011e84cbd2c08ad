import net from 'node:net';

/**
 * A loopback TCP proxy in front of a real server, so a test can cut the network the way an
 * outage or a restart does (every open connection reset, new ones refused) and restore it.
 */
export class TcpProxy {
  private readonly sockets = new Set<net.Socket>();
  private server: net.Server | null = null;
  private listenPort = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  get port(): number {
    return this.listenPort;
  }

  /** Starts accepting on the same port as before (a free one the first time). */
  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      this.track(client);
      this.track(upstream);
      client.pipe(upstream).pipe(client);
      const destroyBoth = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', destroyBoth);
      upstream.on('error', destroyBoth);
      client.on('close', destroyBoth);
      upstream.on('close', destroyBoth);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.listenPort, '127.0.0.1', () => resolve());
    });
    this.listenPort = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Resets every open connection and refuses new ones until start() is called again. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async stop(): Promise<void> {
    await this.cut();
  }

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
  }
}
