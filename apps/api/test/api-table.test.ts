import type { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, API_ROUTES, apiRouteEntries, spellingsOf } from '@portal/contracts';
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
      for (const path of [layer.route.path].flat()) for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} ${mount}${path}`);
    }
  }
  return found;
}

/** Every method and path app.ts mounts under /api: each module's routes, and its back-office routes under /api/admin. */
function mountedRoutes(app: TestApp): string[] {
  return [...new Set([...mounted(app.modules.map((m) => m.routes), '/api'), ...mounted(app.modules.map((m) => m.adminRoutes), '/api/admin')])].sort();
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
