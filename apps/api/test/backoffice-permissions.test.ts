import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PERMISSIONS,
  apiRouteEntries,
  isAdminPath,
  mayCall,
  spellingsOf,
  STAFF_ROLES,
  translate,
  type RouteDef,
  type StaffRole,
} from '@portal/contracts';
import { movableClock } from '../src/clock.js';
import { createTestApp, post, type TestApp } from './support/app.js';
import {
  adminToken,
  approvedDeposit,
  bankDeposit,
  bindUsdt,
  cashierMember,
  PAY_PASS,
  setCashier,
  settledBets,
  upcomingBeijingNoon,
} from './support/cashier.js';
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

/** Every method and path of the API table's routes of a realm (app.ts refuses to start unless they are exactly what is mounted). */
function tableRoutes(test: (route: RouteDef) => boolean): AdminRoute[] {
  return apiRouteEntries().flatMap(([, route]) => (test(route) ? spellingsOf(route) : []));
}

/** Every back-office route: the staff routes of the API table, whose roles are the permission table. */
function adminRoutes(): AdminRoute[] {
  return tableRoutes((r) => r.realm === 'staff');
}

const FORBIDDEN = translate('auth.forbidden', 'en_US');

async function call(route: AdminRoute, token: string, body: object = {}) {
  const req = route.method === 'get' ? request(t.app).get(route.path) : request(t.app).post(route.path).send(body);
  const res = await req.set('Authorization', `Bearer ${token}`).set('Lang', 'en_US');
  expect(res.status, `${route.path} answered ${res.status}`).toBeLessThan(500);
  return res.body as { code: number; message: string };
}

describe('the permission table', () => {
  it("is the roles of the API table's staff routes: one line per back-office path", () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => r.path).filter((p) => !isAdminPath(p))).toEqual([]);
    expect(Object.keys(ADMIN_PERMISSIONS).sort()).toEqual(routes.map((r) => r.path).sort());
  });
});

describe('the permission matrix: every admin route x every role', () => {
  const roles = STAFF_ROLES.filter((r): r is Exclude<StaffRole, 'super'> => r !== 'super');

  for (const role of roles) {
    it(`${role}: a refused route answers 203 and writes nothing; an allowed one is not refused`, async () => {
      const routes = adminRoutes();
      const denied = routes.filter((r) => !mayCall(role, r.path));
      const allowed = routes.filter((r) => mayCall(role, r.path)).sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
      expect(allowed.length + denied.length).toBe(routes.length);
      const staff = await newStaff(t, role, root);

      const before = await backOfficeFingerprint(t);
      for (const route of denied) {
        const body = await call(route, staff.token, {
          id: staff.id,
          username: 'nobody',
          deposit_no: 'CZ1',
          order_no: 'TX1',
          name: 'bet-sync',
          reason: 'r',
          q: 'x',
          from: '2026-01-01',
          to: '2026-01-01',
        });
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
    for (const route of adminRoutes().filter((r) => !r.path.endsWith('/logout'))) {
      const body = await call(route, root);
      expect({ path: route.path, refused: body.code === 203 && body.message === FORBIDDEN }).toEqual({ path: route.path, refused: false });
    }
  });
});

/**
 * Other spellings of a back-office path: the prefix in upper and mixed case, the route's own
 * letters in another case, doubled and trailing slashes, percent-encoded letters and slashes.
 * Express used to match mount paths in any letter case, so `/API/admin/adjust` ran the route while
 * the permission table (keyed by the exact path) did not know it.
 */
function oddSpellings(path: string): string[] {
  const rest = path.slice('/api/admin'.length); // '/deposits/approve'
  const firstLetter = rest.search(/[a-z]/);
  const upperFirst = `${rest.slice(0, firstLetter)}${rest[firstLetter]!.toUpperCase()}${rest.slice(firstLetter + 1)}`;
  const encodedFirst = `${rest.slice(0, firstLetter)}%${rest.charCodeAt(firstLetter).toString(16)}${rest.slice(firstLetter + 1)}`;
  return [
    `/API/admin${rest}`,
    `/api/ADMIN${rest}`,
    `/Api/admin${rest}`,
    `/api/Admin${rest}`,
    `/api/admin${rest.toUpperCase()}`,
    `/api/admin${upperFirst}`,
    `//api/admin${rest}`,
    `/api//admin${rest}`,
    `/api/admin/${rest}`,
    `/api/admin${rest}/`,
    `/api/admin${rest}//`,
    `/api/%61dmin${rest}`,
    `/%61pi/admin${rest}`,
    `/api/admin${encodedFirst}`,
    `/api%2Fadmin${rest}`,
    `/api/admin${rest.replaceAll('/', '%2F')}`,
  ];
}

describe('every other spelling of every admin path, as every role', () => {
  // Thousands of requests, more with every route: a time limit of its own.
  it('answers 404 and writes nothing: the route never runs', async () => {
    const member = await cashierMember(t);
    // A body every money route would accept, so a route that did run would show in the fingerprint.
    const body = {
      username: member.username,
      amount: '1',
      memo: 'odd spelling',
      reason: 'odd spelling',
      id: 1,
      deposit_no: 'CZ1',
      order_no: 'TX1',
      name: 'cleanup',
      content: 'x',
      title: 'x',
    };
    const tokens: [StaffRole, string][] = [['super', root]];
    for (const role of STAFF_ROLES.filter((r) => r !== 'super')) tokens.push([role, (await newStaff(t, role, root)).token]);
    const before = await backOfficeFingerprint(t);
    const answers: string[] = [];
    let sent = 0;
    for (const route of adminRoutes()) {
      for (const spelling of oddSpellings(route.path)) {
        for (const [role, token] of tokens) {
          const req = route.method === 'get' ? request(t.app).get(spelling) : request(t.app).post(spelling).send(body);
          const res = await req.set('Authorization', `Bearer ${token}`).set('Lang', 'en_US').set('Idempotency-Key', randomUUID());
          sent += 1;
          if (res.status !== 404) answers.push(`${role} ${route.method.toUpperCase()} ${spelling} -> ${res.status} ${JSON.stringify(res.body).slice(0, 80)}`);
        }
      }
    }
    expect(answers).toEqual([]);
    expect(sent).toBeGreaterThan(60 * 16 * 4);
    expect(await backOfficeFingerprint(t)).toEqual(before);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { username: member.username } })).id).toBe(member.userId);
    expect(await post(t.app, '/api/balance', {}, { token: member.token })).toMatchObject({ code: 200, data: { balance: '0.00' } });
  }, 120_000);

  it('an unknown API prefix in any case is the 404 envelope, never the web page', async () => {
    for (const path of [
      '/API/balance',
      '/Api/admin/outbox',
      '/API',
      '/api/Balance',
      '/api/balance/',
      '//api/admin/me',
      '//api/balance',
      '/api%2Fadmin%2Foutbox',
      '/api%2Fbalance',
    ]) {
      for (const method of ['get', 'post'] as const) {
        const res = await request(t.app)[method](path).send({});
        expect({ path, method, status: res.status, code: res.body?.code }).toEqual({ path, method, status: 404, code: 404 });
      }
    }
  });
});

describe('every other spelling of every member and public API path', () => {
  // Thousands of requests, more with every route: a time limit of its own.
  it('answers 404 to a member and to a stranger, and writes nothing', async () => {
    const member = await cashierMember(t);
    const routes = tableRoutes((r) => r.realm !== 'staff');
    expect(routes.length).toBeGreaterThan(60);
    const real = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const spellings = (path: string) => {
      const rest = path.slice('/api'.length);
      const i = rest.search(/[a-zA-Z]/);
      const flipped = rest[i] === rest[i]!.toUpperCase() ? rest[i]!.toLowerCase() : rest[i]!.toUpperCase();
      return [
        `/API${rest}`,
        `/Api${rest}`,
        `/api${rest.slice(0, i)}${flipped}${rest.slice(i + 1)}`,
        `/api${rest}/`,
        `//api${rest}`,
        `/api/${rest}`,
        `/%61pi${rest}`,
        `/api${rest.slice(0, i)}%${rest.charCodeAt(i).toString(16)}${rest.slice(i + 1)}`,
        `/api${rest.replaceAll('/', '%2F')}`,
      ];
    };
    const body = {
      amount: '10',
      plat_name: 'AG',
      paytype: 'bank',
      bank_owner: '张三',
      bank: '中国工商银行',
      bank_no: '6222020200112233',
      bank_address: '北京朝阳支行',
    };
    const before = await backOfficeFingerprint(t);
    const answers: string[] = [];
    for (const route of routes) {
      for (const spelling of spellings(route.path)) {
        if (real.has(`${route.method} ${spelling}`)) continue;
        for (const token of [member.token, '']) {
          const req = route.method === 'get' ? request(t.app).get(spelling) : request(t.app).post(spelling).send(body);
          const res = await req.set('Authorization', `Bearer ${token}`).set('Idempotency-Key', randomUUID());
          if (res.status !== 404) answers.push(`${token ? 'member' : 'stranger'} ${route.method.toUpperCase()} ${spelling} -> ${res.status}`);
        }
      }
    }
    expect(answers).toEqual([]);
    expect(await backOfficeFingerprint(t)).toEqual(before);
  }, 120_000);
});

describe('the permission check denies by default', () => {
  it('refuses a path missing from the table to every role, a super admin included', () => {
    for (const role of STAFF_ROLES) {
      expect(mayCall(role, '/api/admin/not-in-the-table')).toBe(false);
      expect(mayCall(role, '/API/admin/adjust')).toBe(false);
      expect(mayCall(role, '/api/admin/adjust/')).toBe(false);
    }
    expect(mayCall('finance', '/api/admin/adjust')).toBe(true);
    expect(mayCall('support', '/api/admin/adjust')).toBe(false);
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
    expect(await post(t.app, '/api/admin/withdrawals/reject', { order_no: order.orderNo, reason: 'no' }, { token: support.token })).toMatchObject({
      code: 203,
    });
    expect(await post(t.app, '/api/admin/deposits/approve', { deposit_no: pendingDeposit }, { token: support.token })).toMatchObject({ code: 203 });
    expect(await post(t.app, '/api/admin/adjust', { username: m.username, amount: '10', memo: 'x' }, { token: support.token })).toMatchObject({ code: 203 });
    expect(await backOfficeFingerprint(t)).toEqual(before);
    expect(await t.prisma.withdrawal.findUniqueOrThrow({ where: { orderNo: order.orderNo } })).toMatchObject({ state: 1, reviewedBy: null });

    const finance = await newStaff(t, 'finance', root);
    expect((await post(t.app, '/api/admin/withdrawals/approve', { order_no: order.orderNo }, { token: finance.token })).code).toBe(200);
    expect((await post(t.app, '/api/admin/deposits/approve', { deposit_no: pendingDeposit }, { token: finance.token })).code).toBe(200);
  });
});
