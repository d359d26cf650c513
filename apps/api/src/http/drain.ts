import net, { type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface Drain {
  /** True once drain() was called. */
  readonly draining: boolean;
  /**
   * Stops accepting connections and lets every request already received finish. Resolves true
   * when every connection has ended, false when `deadline` (Date.now() ms) came first.
   */
  drain(deadline: number): Promise<boolean>;
}

/** An idle keep-alive connection is closed once it has been idle this long while draining. */
const IDLE_GRACE_MS = 500;

/**
 * Graceful shutdown of an HTTP server under load. Node's own server.close() ends idle keep-alive
 * connections at once, so a client that had just sent its next request on one gets a reset with
 * its request unanswered. Here instead: the listening socket closes (new connections are refused,
 * which a client or a load balancer can tell apart from a failure), every reply from then on says
 * `Connection: close` (a keep-alive client opens its next request elsewhere, after reading the
 * reply to this one), and only a connection left idle for IDLE_GRACE_MS is closed by the server.
 * Requests in flight, money commands included, run to their end.
 *
 * "Idle" is Node's: no request begun on the connection. Bytes still in the kernel's buffer are not
 * seen, so a sweep run first thing after the process was starved of CPU (a timer fires before the
 * poll phase reads what arrived meanwhile) reset keep-alive connections whose next request had
 * arrived (CI, WEB_CONCURRENCY=2: 8 resets in one run). The sweep therefore runs in the check
 * phase (setImmediate), after a poll phase has read the sockets, and not while a connection that
 * has not yet carried a request is younger than the grace (a cluster worker receives connections
 * the primary accepted before it closed the port; their request is read after the hand-over).
 */
export function drainOnShutdown(server: Server): Drain {
  let draining = false;
  // Counted here: a cluster worker's connections come from the primary (server.emit), which the
  // server's own count and close callback do not see.
  const open = new Map<Socket, { since: number; carried: boolean }>();
  server.on('connection', (socket: Socket) => {
    open.set(socket, { since: Date.now(), carried: false });
    socket.once('close', () => open.delete(socket));
  });
  // Decided when the reply's head is written, so a request that began before the drain ends its connection too.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const connection = open.get(req.socket);
    if (connection) connection.carried = true;
    const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse;
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      if (draining && !this.headersSent) this.setHeader('Connection', 'close');
      return writeHead.apply(this, args);
    } as ServerResponse['writeHead'];
  });
  return {
    get draining() {
      return draining;
    },
    drain(deadline: number): Promise<boolean> {
      draining = true;
      return new Promise<boolean>((resolve) => {
        let finished = false;
        const done = (all: boolean) => {
          if (finished) return;
          finished = true;
          clearInterval(sweep);
          clearTimeout(giveUp);
          resolve(all);
        };
        // Stops listening without http.Server.close()'s immediate closing of idle connections.
        if (server.listening) net.Server.prototype.close.call(server);
        const started = Date.now();
        // Idle connections are swept once the grace has passed (any reply sent meanwhile closed its own).
        const sweep = setInterval(() => {
          if (open.size === 0) return done(true);
          const now = Date.now();
          const newcomer = [...open.values()].some((c) => !c.carried && now - c.since < IDLE_GRACE_MS);
          if (now - started >= IDLE_GRACE_MS && !newcomer) setImmediate(() => server.closeIdleConnections());
        }, 100);
        const giveUp = setTimeout(() => done(false), Math.max(0, deadline - Date.now()));
      });
    },
  };
}
