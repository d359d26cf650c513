import type { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, API_ROUTES, apiRouteEntries, spellingsOf } from '@portal/contracts';
import { createEndpoints } from '../src/http/endpoint.js';
import { createRouter } from '../src/http/router.js';
import { adminRouter, apiRouter, checkMountedRoutes } from '../src/http/table-routes.js';
import { createTestApp, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
});
afterAll(() => t.close());

type Stack = Router & { stack: { route?: { path: string | string[]; methods: Record<string, boolean> } }[] };

/** 'POST /api/admin/deposits/approve' for every route of the routers, under a mount path. */
function mounted(routers: (Router | undefined)[], mount: string): string[] {
  const found: string[] = [];
  for (const router of routers as (Stack | undefined)[]) {
    for (const layer of router?.stack ?? []) {
      if (!layer.route) continue;
      for (const path of [layer.route.path].flat())
        for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} ${mount}${path}`);
    }
  }
  return found;
}

/** Every method and path app.ts mounts under /api: each module's routes, and its back-office routes under /api/admin. */
function mountedRoutes(app: TestApp): string[] {
  return [
    ...new Set([
      ...mounted(
        app.modules.map((m) => m.routes),
        '/api',
      ),
      ...mounted(
        app.modules.map((m) => m.adminRoutes),
        '/api/admin',
      ),
    ]),
  ].sort();
}

describe('the API table', () => {
  it('declares exactly the methods and paths the API mounts (spec §7 unchanged)', () => {
    const declared = apiRouteEntries()
      .flatMap(([, route]) => spellingsOf(route).map((s) => `${s.method.toUpperCase()} ${s.path}`))
      .sort();
    expect(declared.length).toBeGreaterThan(120);
    expect(declared).toEqual(mountedRoutes(t));
  });

  it('gives the permission table its staff routes, and only those', () => {
    const staffPaths = Object.values(API_ROUTES)
      .filter((r) => r.realm === 'staff')
      .map((r) => r.path)
      .sort();
    expect(Object.keys(ADMIN_PERMISSIONS).sort()).toEqual(staffPaths);
    expect(ADMIN_PERMISSIONS['/api/admin/deposits/approve']).toEqual(['super', 'finance']);
    expect(Object.hasOwn(ADMIN_PERMISSIONS, '/api/admin/login')).toBe(false);
  });
});

describe('the app mounts routes only from the table (checked when it starts)', () => {
  const routers = () => ({
    api: t.modules.flatMap((m) => (m.routes ? [m.routes] : [])),
    admin: t.modules.flatMap((m) => (m.adminRoutes ? [m.adminRoutes] : [])),
  });

  it('accepts the modules as they are', () => {
    expect(() => checkMountedRoutes(routers())).not.toThrow();
  });

  it('refuses a route added outside the table, even at a path the table has', () => {
    const extra = createRouter();
    extra.post('/balance-extra', (_req, res) => res.json({}));
    expect(() => checkMountedRoutes({ ...routers(), api: [...routers().api, extra] })).toThrow('POST /api/balance-extra is mounted outside the API table');
    const byHand = createRouter();
    byHand.post('/deposits/approve', (_req, res) => res.json({}));
    expect(() => checkMountedRoutes({ ...routers(), admin: [...routers().admin, byHand] })).toThrow(
      'POST /api/admin/deposits/approve is mounted outside the API table',
    );
    const middleware = createRouter();
    middleware.use((_req, _res, next) => next());
    expect(() => checkMountedRoutes({ ...routers(), api: [middleware, ...routers().api] })).toThrow('a middleware is mounted in a route module under /api');
  });

  it('refuses a table route mounted twice (only the variants of one route share a path)', () => {
    const ep = createEndpoints(t.core);
    const again = adminRouter(ep);
    again.route('deposits.approve', () => ({}));
    expect(() => checkMountedRoutes({ ...routers(), admin: [...routers().admin, again.router] })).toThrow('POST /api/admin/deposits/approve is mounted twice');
  });

  it('refuses a table route left unmounted', () => {
    const { api, admin } = routers();
    expect(() => checkMountedRoutes({ api, admin: admin.filter((r) => r !== t.modules.find((m) => m.name === 'cashier')?.adminRoutes) })).toThrow(
      'POST /api/admin/deposits/approve is in the API table but not mounted',
    );
  });

  it('mounts a staff route only with the back-office routes, and a member route only under /api', () => {
    const ep = createEndpoints(t.core);
    expect(() => apiRouter(ep).route('deposits.approve', () => ({}))).toThrow('deposits.approve is a staff route');
    expect(() => adminRouter(ep).route('wallet.balance', () => ({}))).toThrow('wallet.balance (member) cannot be mounted with the back-office routes');
  });
});
