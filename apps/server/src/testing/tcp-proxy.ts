import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type ProxyMode = 'up' | 'down' | 'stalled';

export interface TcpProxy {
  port: number;
  /**
   * up: forwards; down: cuts every open connection and refuses new ones (the database is gone);
   * stalled: cuts every open connection, then accepts new ones but never answers (a black hole).
   */
  setMode(mode: ProxyMode): void;
  /** Connections forwarded so far. */
  readonly forwarded: number;
  close(): Promise<void>;
}

/** A loopback TCP proxy to `target`, standing between the server and its database in outage tests. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'up';
  let forwarded = 0;
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    socket.on('error', () => undefined);
  };
  const cutAll = () => {
    for (const socket of open) socket.destroy();
  };
  const server = createServer((client) => {
    track(client);
    if (mode === 'down') return void client.destroy();
    if (mode === 'stalled') return; // held open, never answered
    forwarded += 1;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get forwarded() {
      return forwarded;
    },
    setMode: (next) => {
      mode = next;
      if (next !== 'up') cutAll();
    },
    close: async () => {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
