import type { Express, Request, RequestHandler, Response } from 'express';
import { redactUrl, type Logger } from '../logger.js';

/**
 * Request logs, costing a request nothing it does not log. `req.log` (what the error handler and
 * the Idempotency-Key store write through) is a child logger made the first time a request asks
 * for one, carrying the request's id, method and URL (tokens in the query redacted); most requests
 * never ask. With `accessLog` (ACCESS_LOG=on) at level info or below, each request also writes one
 * "request completed" line when its reply is done (or "request aborted" when the client went away
 * first): method, URL, status, response time and the peer's address. Otherwise no listener, no
 * object, no serialisation is added per request. /healthz and /readyz are never logged.
 *
 * Off by default: that line (serialised, redacted, written to standard output and read by whatever
 * collects it) cost a small API call about a fifth of its server CPU (POST /api/balance, 32
 * connections: 0.30 against 0.25 ms per request), and a portal behind a proxy has the proxy's access log.
 *
 * It replaces pino-http, which built a child logger (serialising the request and its headers)
 * and hooked three listeners on every request even when the line was filtered out: about 30 µs of
 * the 230 µs a balance read cost the server (CPU profile of the built server, 32 connections).
 */
export function requestLog(app: Express, log: Logger, { accessLog }: { accessLog: boolean }): RequestHandler | null {
  let lastId = 0;
  const described = (req: Request) => ({ id: (req.logId ??= ++lastId), method: req.method, url: redactUrl(req.originalUrl) });
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Request): Logger {
      const child = log.child({ req: described(this) });
      Object.defineProperty(this, 'log', { value: child, configurable: true });
      return child;
    },
  });
  if (!accessLog || !log.isLevelEnabled('info')) return null;
  return (req, res, next) => {
    if (req.url === '/healthz' || req.url === '/readyz') return next();
    const start = performance.now();
    res.once('close', () => completed(req, res, start));
    next();
  };

  function completed(req: Request, res: Response, start: number) {
    const line = {
      req: { ...described(req), remoteAddress: req.socket.remoteAddress },
      res: { statusCode: res.statusCode },
      responseTime: Math.round(performance.now() - start),
    };
    log.info(line, res.writableFinished ? 'request completed' : 'request aborted');
  }
}
