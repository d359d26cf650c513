import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createRouter, sequence } from '../../src/http/router.js';
import { routersByPath } from '../../src/http/table-routes.js';

/** Two module routers behind routersByPath, as app.ts mounts the table's member routers under /api. */
function appWith() {
  const a = createRouter();
  const b = createRouter();
  a.post('/both', (req, res, next) => ((req.body as { to?: string }).to === 'a' ? res.json({ by: 'a' }) : next()));
  b.post('/both', (_req, res) => res.json({ by: 'b' }));
  b.get('/only-b', (_req, res) => res.json({ by: 'b' }));
  a.post('/fails', () => {
    throw new Error('boom');
  });
  a.post('/rejects', async () => {
    await Promise.resolve();
    throw new Error('boom');
  });
  // next('route') goes on to the path's next route; next('router') skips the rest of its router.
  a.post('/skips', (req, _res, next) => next((req.body as { skip?: string }).skip));
  a.post('/skips', (_req, res) => res.json({ by: 'a, second route' }));
  b.post('/skips', (_req, res) => res.json({ by: 'b' }));
  const api = createRouter();
  api.use(routersByPath([a, b]));
  api.use((_req, res) => res.status(404).json({ by: 'not found' }));
  const app = express();
  app.use(express.json());
  app.use('/api', api);
  app.use((_err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => res.status(500).json({ by: 'error handler' }));
  return app;
}

describe('routersByPath: the table routers reached by exact path', () => {
  it('answers as the routers mounted one after another would: in order, exact spelling only, errors to the error handler', async () => {
    const app = appWith();
    expect((await request(app).post('/api/both').send({ to: 'a' })).body).toEqual({ by: 'a' });
    expect((await request(app).post('/api/both').send({ to: 'b' })).body).toEqual({ by: 'b' });
    expect((await request(app).get('/api/only-b?x=1')).body).toEqual({ by: 'b' });
    expect((await request(app).head('/api/only-b')).status).toBe(200);
    for (const path of ['/api/Only-b', '/api/only-b/', '/api/only%2Db', '/api/nothing'])
      expect((await request(app).get(path)).body, path).toEqual({ by: 'not found' });
    expect((await request(app).post('/api/only-b')).body).toEqual({ by: 'not found' });
    expect((await request(app).post('/api/fails')).body).toEqual({ by: 'error handler' });
    expect((await request(app).post('/api/rejects')).body).toEqual({ by: 'error handler' });
    expect((await request(app).post('/api/skips').send({ skip: 'route' })).body).toEqual({ by: 'a, second route' });
    expect((await request(app).post('/api/skips').send({ skip: 'router' })).body).toEqual({ by: 'b' });
    // OPTIONS: the routers' own answer, the path's methods.
    const options = await request(app).options('/api/only-b');
    expect([options.status, options.headers.allow]).toEqual([200, 'GET, HEAD']);
  });

  it('refuses a route path with parameters or patterns (it could not be found by exact path)', () => {
    const r = createRouter();
    r.get('/user/:id', (_req, res) => res.end());
    expect(() => routersByPath([r])).toThrow(/matched exactly/);
  });
});

describe('sequence: the middleware of the /api mount, run in order as a router of them would run them', () => {
  type Mw = (req: express.Request, res: express.Response, next: express.NextFunction) => unknown;
  const handlers: Mw[] = [
    (req, _res, next) => next(req.query.first as string | undefined),
    (req, res) => {
      if (req.query.fail === 'throw') throw new Error('boom');
      if (req.query.fail === 'reject') return Promise.reject(new Error('boom'));
      res.json({ by: 'second', baseUrl: req.baseUrl, path: req.path });
    },
  ];
  function appWith(mount: express.RequestHandler) {
    const app = express();
    app.use('/api', mount);
    app.use((_req, res) => res.json({ by: 'after the mount' }));
    app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) =>
      res.status(500).json({ by: 'error handler', err: err.message }),
    );
    return app;
  }
  const asRouter = () => {
    const r = createRouter();
    for (const h of handlers) r.use(h as express.RequestHandler);
    return r;
  };

  it.each([
    ['sequence', () => sequence(handlers)],
    ['a router of the same middleware', asRouter],
  ])('%s: in order, errors (thrown, rejected) to the error handlers, next("route") goes on, next("router") leaves the mount', async (_name, make) => {
    const app = appWith(make() as express.RequestHandler);
    expect((await request(app).get('/api/x')).body).toEqual({ by: 'second', baseUrl: '/api', path: '/x' });
    expect((await request(app).get('/api/x?first=route')).body).toEqual({ by: 'second', baseUrl: '/api', path: '/x' });
    expect((await request(app).get('/api/x?first=router')).body).toEqual({ by: 'after the mount' });
    expect((await request(app).get('/api/x?fail=throw')).body).toEqual({ by: 'error handler', err: 'boom' });
    expect((await request(app).get('/api/x?fail=reject')).body).toEqual({ by: 'error handler', err: 'boom' });
  });
});
