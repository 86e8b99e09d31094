import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts a test's HTTP server on a free loopback port. Answers its address, and a close that also ends
 * the connections clients keep alive (close() alone would wait for them).
 */
export async function listenOnLoopback(server: Server): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
