import type { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, isAdminPath, mayCall, STAFF_ROLES, translate, type StaffRole } from '@portal/contracts';
import { movableClock } from '../src/clock.js';
import { createTestApp, post, type TestApp } from './support/app.js';
import { adminToken, approvedDeposit, bankDeposit, bindUsdt, cashierMember, PAY_PASS, setCashier, settledBets, upcomingBeijingNoon } from './support/cashier.js';
import { backOfficeFingerprint, newStaff } from './support/staff.js';

let t: TestApp;
let root: string;
const clock = movableClock(upcomingBeijingNoon());
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { clock });
  root = await adminToken(t);
});
afterAll(() => t.close());

interface AdminRoute {
  method: 'get' | 'post';
  path: string;
}

/** Every route of every module's back-office router: exactly what app.ts mounts under /api/admin. */
function adminRoutes(app: TestApp): AdminRoute[] {
  const routes: AdminRoute[] = [];
  for (const m of app.modules) {
    const router = m.adminRoutes as (Router & { stack: { route?: { path: string; methods: Record<string, boolean> } }[] }) | undefined;
    for (const layer of router?.stack ?? []) {
      if (!layer.route) continue;
      for (const method of Object.keys(layer.route.methods)) routes.push({ method: method as 'get' | 'post', path: `/api/admin${layer.route.path}` });
    }
  }
  return routes;
}

const FORBIDDEN = translate('auth.forbidden', 'en_US');

async function call(route: AdminRoute, token: string, body: object = {}) {
  const req = route.method === 'get' ? request(t.app).get(route.path) : request(t.app).post(route.path).send(body);
  const res = await req.set('Authorization', `Bearer ${token}`).set('Lang', 'en_US');
  expect(res.status, `${route.path} answered ${res.status}`).toBeLessThan(500);
  return res.body as { code: number; message: string };
}

describe('the permission table', () => {
  it('lists every mounted /api/admin path (a new route needs its line in contracts staff/rules.ts)', () => {
    const routes = adminRoutes(t);
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => r.path).filter((p) => !isAdminPath(p))).toEqual([]);
  });

  it('has no line for a path nothing serves', () => {
    const mounted = new Set(adminRoutes(t).map((r) => r.path));
    expect(Object.keys(ADMIN_PERMISSIONS).filter((p) => !mounted.has(p))).toEqual([]);
  });
});

describe('the permission matrix: every admin route x every role', () => {
  const roles = STAFF_ROLES.filter((r): r is Exclude<StaffRole, 'super'> => r !== 'super');

  for (const role of roles) {
    it(`${role}: a refused route answers 203 and writes nothing; an allowed one is not refused`, async () => {
      const routes = adminRoutes(t);
      const denied = routes.filter((r) => !mayCall(role, r.path));
      const allowed = routes.filter((r) => mayCall(role, r.path)).sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
      expect(allowed.length + denied.length).toBe(routes.length);
      const staff = await newStaff(t, role, root);

      const before = await backOfficeFingerprint(t);
      for (const route of denied) {
        const body = await call(route, staff.token, { id: staff.id, username: 'nobody', deposit_no: 'CZ1', order_no: 'TX1', name: 'bet-sync', reason: 'r', q: 'x', from: '2026-01-01', to: '2026-01-01' });
        expect({ path: route.path, code: body.code, message: body.message }).toEqual({ path: route.path, code: 203, message: FORBIDDEN });
      }
      expect(await backOfficeFingerprint(t)).toEqual(before);

      for (const route of allowed) {
        const body = await call(route, staff.token);
        expect({ path: route.path, refused: body.code === 203 && body.message === FORBIDDEN }).toEqual({ path: route.path, refused: false });
      }
    });
  }

  it('super: no route is refused', async () => {
    for (const route of adminRoutes(t).filter((r) => !r.path.endsWith('/logout'))) {
      const body = await call(route, root);
      expect({ path: route.path, refused: body.code === 203 && body.message === FORBIDDEN }).toEqual({ path: route.path, refused: false });
    }
  });
});

describe('a support token approving a withdrawal', () => {
  it('gets 203 and changes nothing; finance then approves it', async () => {
    await setCashier(t, root, { withdraw: { start: '00:00', end: '24:00' } });
    const m = await cashierMember(t);
    await approvedDeposit(t, m.token, root, 1000);
    await settledBets(t, m.userId, '1000', clock.now());
    const card = await bindUsdt(t, m.token);
    const submitted = await post(t.app, '/api/withdraw', { amount: 200, bank: card, password: PAY_PASS }, { token: m.token });
    expect(submitted.code, submitted.message).toBe(200);
    const order = await t.prisma.withdrawal.findFirstOrThrow({ where: { userId: m.userId } });
    const pendingDeposit = await bankDeposit(t, m.token, 300);

    const support = await newStaff(t, 'support', root);
    const before = await backOfficeFingerprint(t);
    expect(await post(t.app, '/api/admin/withdrawals/approve', { order_no: order.orderNo }, { token: support.token })).toMatchObject({ code: 203 });
    expect(await post(t.app, '/api/admin/withdrawals/reject', { order_no: order.orderNo, reason: 'no' }, { token: support.token })).toMatchObject({ code: 203 });
    expect(await post(t.app, '/api/admin/deposits/approve', { deposit_no: pendingDeposit }, { token: support.token })).toMatchObject({ code: 203 });
    expect(await post(t.app, '/api/admin/adjust', { username: m.username, amount: '10', memo: 'x' }, { token: support.token })).toMatchObject({ code: 203 });
    expect(await backOfficeFingerprint(t)).toEqual(before);
    expect(await t.prisma.withdrawal.findUniqueOrThrow({ where: { orderNo: order.orderNo } })).toMatchObject({ state: 1, reviewedBy: null });

    const finance = await newStaff(t, 'finance', root);
    expect((await post(t.app, '/api/admin/withdrawals/approve', { order_no: order.orderNo }, { token: finance.token })).code).toBe(200);
    expect((await post(t.app, '/api/admin/deposits/approve', { deposit_no: pendingDeposit }, { token: finance.token })).code).toBe(200);
  });
});
