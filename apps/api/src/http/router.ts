import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/**
 * Every router of the API: paths match exactly as written, letter case and trailing slash
 * included. Express matches case-insensitively by default, so `/API/admin/adjust` used to reach
 * the back office under a spelling the permission table did not know; now it is a 404.
 * `pnpm lint` refuses a bare `Router()` anywhere else.
 */
export function createRouter(): Router {
  return Router({ caseSensitive: true, strict: true });
}

type Handler = (req: Request, res: Response, next: NextFunction) => unknown;

/**
 * Middleware run one after another as a router holding only them would run them, without a
 * router's own dispatch (its closures, the layers' matching, what it restores on the way out): the
 * /api mount, which every API request passes. An error (thrown, a rejected promise, or next(err))
 * leaves for the error handlers after the mount; next('route') goes on; next('router') leaves the
 * mount; past the last one, next(). Its `stack` lets what walks the app's router tree (the metrics'
 * route labels, metrics/routes.ts) see the handlers as a router's layers.
 */
export function sequence(handlers: Handler[]): RequestHandler & { stack: { handle: Handler; rawPath: string }[] } {
  const run = (req: Request, res: Response, next: NextFunction): void => {
    let i = 0;
    const step = (err?: unknown): void => {
      if (err === 'router') return next();
      if (err && err !== 'route') return next(err);
      const handler = handlers[i++];
      if (!handler) return next();
      try {
        const ret = handler(req, res, step);
        if (ret instanceof Promise) ret.then(undefined, (e: unknown) => step(e || new Error('Rejected promise')));
      } catch (e) {
        step(e);
      }
    };
    step();
  };
  return Object.assign(run, { stack: handlers.map((handle) => ({ handle, rawPath: '/' })) });
}
