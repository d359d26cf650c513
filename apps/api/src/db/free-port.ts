import net from 'node:net';

/** Ports this process handed out already: asked twice in a row, the system may give the same free port again. */
const handedOut = new Set<number>();

/**
 * A TCP port nothing listens on right now, so parallel test runs on one machine do not collide;
 * never one this process handed out before (a server and its database started from two calls).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await anyFreePort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
