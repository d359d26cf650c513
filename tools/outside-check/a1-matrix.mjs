// Part A.1: every /api/admin path of ADMIN_PERMISSIONS x every role x spellings, with the DB read before and after.
// Usage: node tools/outside-check/a1-matrix.mjs [port] [database url]
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { db, diff, http, rawHttp, snapshot, staffLogin, createStaff } from './lib.mjs';
import { fixtures } from './fixtures.mjs';

const port = Number(process.argv[2] ?? 8401);
const base = `http://127.0.0.1:${port}`;
const pool = db(process.argv[3] ?? 'postgresql://postgres:postgres@127.0.0.1:55401/portal');

// Every back-office path and its roles, from the whole API document (the server serves only its
// member part): `pnpm --filter @portal/api openapi`.
const doc = JSON.parse(execFileSync('pnpm', ['-s', '--filter', '@portal/api', 'openapi'], { encoding: 'utf8', maxBuffer: 64 << 20 }));
const PERMS = {};
const GET_PATHS = new Set();
for (const [p, ops] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(ops)) {
    if (!p.startsWith('/api/admin/') || !op['x-staff-roles']) continue;
    PERMS[p] = [...new Set(['super', ...op['x-staff-roles']])];
    if (method === 'get') GET_PATHS.add(p);
  }
}

const f = await fixtures(base);
const agentApp = (await pool.query('SELECT id FROM agent_applications ORDER BY id DESC LIMIT 1')).rows[0]?.id ?? 1;
const disabledAgain = f.disabled.id;
// Bodies that would succeed for an allowed role.
const BODY = {
  '/api/admin/staff/totp/enrol': { password: 'staff12345' },
  '/api/admin/staff/totp/confirm': { code: '123456' },
  '/api/admin/staff/totp/disable': { code: '123456' },
  '/api/admin/staff/create': { name: 'mxcreated', password: 'staff12345', role: 'super' },
  '/api/admin/staff/disable': { id: f.target.id },
  '/api/admin/staff/enable': { id: disabledAgain },
  '/api/admin/staff/reset-password': { id: f.target.id, password: 'newpass12345' },
  '/api/admin/staff/role': { id: f.target.id, role: 'super' },
  '/api/admin/staff/revoke-sessions': { id: f.target.id },
  '/api/admin/staff/reset-totp': { id: f.target.id },
  '/api/admin/audit': { page: 1 },
  '/api/admin/deposits': { page: 1 },
  '/api/admin/deposits/detail': { deposit_no: f.depositNo },
  '/api/admin/deposits/approve': { deposit_no: f.depositNo },
  '/api/admin/deposits/reject': { deposit_no: f.depositNo, reason: 'x' },
  '/api/admin/deposits/bulk': { action: 'approve', deposit_nos: [f.depositNo] },
  '/api/admin/withdrawals': { page: 1 },
  '/api/admin/withdrawals/detail': { order_no: f.withdrawalNo },
  '/api/admin/withdrawals/approve': { order_no: f.withdrawalNo },
  '/api/admin/withdrawals/reject': { order_no: f.withdrawalNo, reason: 'x' },
  '/api/admin/withdrawals/bulk-reject': { order_nos: [f.withdrawalNo], reason: 'x' },
  '/api/admin/activity/review': { id: 1, state: 1 },
  '/api/admin/cashier/settings/update': { usdtrate: '9.99' },
  '/api/admin/adjust': { username: f.m1.name, amount: '1', memo: 'x' },
  '/api/admin/adjust/pending': { page: 1 },
  '/api/admin/adjust/approve': { id: f.pendingAdjustId },
  '/api/admin/adjust/reject': { id: f.pendingAdjustId, reason: 'x' },
  '/api/admin/members/search': { q: f.m1.name, page: 1 },
  '/api/admin/members/detail': { username: f.m1.name },
  '/api/admin/members/freeze': { username: f.m1.name, reason: 'x' },
  '/api/admin/members/unfreeze': { username: f.m1.name },
  '/api/admin/members/reset-password': { username: f.m1.name, password: 'zzz12345' },
  '/api/admin/reports/daily': { from: '2026-11-01', to: '2026-11-30' },
  '/api/admin/reports/platforms': { from: '2026-11-01', to: '2026-11-30' },
  '/api/admin/reports/agents': { from: '2026-11-01', to: '2026-11-30' },
  '/api/admin/jobs/run': { name: 'cleanup' },
  '/api/admin/transfers/pending': { page: 1 },
  '/api/admin/transfers/repair': { order_no: 'x' },
  '/api/admin/site/update': { site_state: 0, repair_tips: 'matrix' },
  '/api/admin/vip/levels/update': { level: 2, recharge: '1.00' },
  '/api/admin/redpacket/settings/update': { draw_start: '01:00' },
  '/api/admin/redpacket/rules/save': { title: 'x', flow_money: '1', day_flow: '1', money: '1', recharge: 1 },
  '/api/admin/redpacket/rules/delete': { id: 1 },
  '/api/admin/agents/approve': { id: agentApp },
  '/api/admin/agents/reject': { id: agentApp, reason: 'x' },
  '/api/admin/content/notices/save': { title: 'x', content: 'x', sort: 1, enabled: true },
  '/api/admin/content/notices/delete': { id: 1 },
  '/api/admin/content/banners/save': { title: 'x', image: '/x.png', sort: 1, enabled: true },
  '/api/admin/content/banners/delete': { id: 1 },
  '/api/admin/content/activities/save': { title: 'x', content: 'x', sort: 1, enabled: true },
  '/api/admin/content/activities/delete': { id: 1 },
  '/api/admin/games/platforms/update': { platname: 'AG', enabled: false },
  '/api/admin/messages/send': { all: true, title: 'x', content: 'x' },
};

const tokens = { super: f.superToken, finance: f.finance.token, operations: f.operations.token, support: f.support.token, member: f.m1.token, none: undefined };
const ROLES = Object.keys(tokens);

function spellings(p) {
  const rest = p.slice('/api/admin/'.length);
  const out = {
    API: `/API/admin/${rest}`,
    ADMIN: `/api/ADMIN/${rest}`,
    Api: `/Api/admin/${rest}`,
    ROUTE: `/api/admin/${rest.toUpperCase()}`,
    '//api': `/${p}`,
    'api//admin': `/api//admin/${rest}`,
    'admin//x': `/api/admin//${rest}`,
    'trailing/': `${p}/`,
    '%61dmin': `/api/%61dmin/${rest}`,
    '%2F-all': p.replaceAll('/', '%2F').replace(/^%2F/, '/'),
    '%2F-last': p.replace(/\/([^/]*)$/, '%2F$1'),
  };
  return out;
}

const failures = [];
const codes = {};
let sent = 0;
const note = (label, r) => {
  sent += 1;
  const k = `${label}:${r.status}/${r.body?.code ?? '-'}`;
  codes[k] = (codes[k] ?? 0) + 1;
};

// Phase 1: every non-exact spelling, every role, the succeeding body.
const before1 = await snapshot(pool);
for (const p of Object.keys(PERMS)) {
  const method = GET_PATHS.has(p) ? 'GET' : 'POST';
  for (const [, spelled] of Object.entries(spellings(p))) {
    for (const role of ROLES) {
      const path = method === 'GET' ? `${spelled}?recipient=13800138000` : spelled;
      const r = await rawHttp(port, method, path, { token: tokens[role], key: randomUUID(), body: method === 'GET' ? undefined : (BODY[p] ?? {}) });
      note('nonexact', r);
      if (r.status !== 404 || r.body?.code !== 404)
        failures.push({ phase: 'nonexact', role, method, path, status: r.status, body: JSON.stringify(r.body).slice(0, 200) });
    }
  }
}
const after1 = await snapshot(pool);
const d1 = diff(before1, after1);
console.log('phase1 non-exact: paths', Object.keys(PERMS).length, 'requests', sent, 'db diff', JSON.stringify(d1));

// Phase 2: exact spelling, refused roles with the succeeding body: 203 (staff) / 401 (member, none), nothing changes.
const before2 = await snapshot(pool);
let refusedSent = 0;
for (const p of Object.keys(PERMS)) {
  const method = GET_PATHS.has(p) ? 'GET' : 'POST';
  for (const role of ROLES) {
    if (PERMS[p].includes(role) || role === 'super') continue;
    const r = await http(base, method, method === 'GET' ? `${p}?recipient=13800138000` : p, {
      token: tokens[role],
      key: randomUUID(),
      body: method === 'GET' ? undefined : (BODY[p] ?? {}),
    });
    note('exact-refused', r);
    refusedSent += 1;
    const want = role === 'member' || role === 'none' ? 401 : 203;
    if (r.body?.code !== want) failures.push({ phase: 'exact-refused', role, method, path: p, status: r.status, body: JSON.stringify(r.body).slice(0, 200) });
  }
}
const after2 = await snapshot(pool);
const d2 = diff(before2, after2);
console.log('phase2 exact refused: requests', refusedSent, 'db diff', JSON.stringify(d2));

// Phase 3: exact spelling, allowed roles, an empty body: never refused (code != 203, != 401, != 404, HTTP < 500).
// logout / revoke-my-sessions are sent with a second account of the role, so the matrix's own sessions live.
let allowedSent = 0;
const spare = {};
for (const p of Object.keys(PERMS)) {
  const method = GET_PATHS.has(p) ? 'GET' : 'POST';
  for (const role of ['super', 'finance', 'operations', 'support']) {
    if (!(PERMS[p].includes(role) || role === 'super')) continue;
    let token = tokens[role];
    if (p.endsWith('/logout') || p.endsWith('/revoke-my-sessions')) {
      spare[role] ??= role === 'super' ? await createStaff(base, f.superToken, 'super') : await createStaff(base, f.superToken, role);
      token = await staffLogin(base, spare[role].name, spare[role].password);
    }
    const r = await http(base, method, method === 'GET' ? `${p}?recipient=13800138000` : p, { token, body: method === 'GET' ? undefined : {} });
    note('exact-allowed', r);
    allowedSent += 1;
    if (r.status >= 500 || [203, 401, 404].includes(r.body?.code) || (r.body?.code === undefined && !(p.endsWith('.csv') && r.status === 200)))
      failures.push({ phase: 'exact-allowed', role, method, path: p, status: r.status, body: JSON.stringify(r.body).slice(0, 200) });
  }
}
console.log('phase3 exact allowed: requests', allowedSent);
console.log('answers', JSON.stringify(codes));
console.log('failures', failures.length);
const groups = {};
for (const x of failures) {
  const g = `${x.phase} ${x.status} ${String(x.body).slice(0, 60)} ${x.phase === 'nonexact' ? spellingOf(x.path) : x.role + ' ' + x.path}`;
  (groups[g] ??= []).push(x);
}
for (const [g, xs] of Object.entries(groups)) console.log(xs.length, 'x', g, 'e.g.', xs[0].role, xs[0].method, xs[0].path);
console.log(Object.keys(d1).length === 0 && Object.keys(d2).length === 0 && failures.length === 0 ? 'A1 PASS' : 'A1 FAIL');
await pool.end();
function spellingOf(path) {
  if (path.startsWith('//')) return '//api';
  if (path.includes('%2F')) return path.startsWith('/api%2F') ? '%2F-all' : '%2F-last';
  if (path.includes('%61')) return '%61dmin';
  if (path.startsWith('/api//')) return 'api//admin';
  if (path.includes('admin//')) return 'admin//x';
  if (path.startsWith('/API')) return 'API';
  if (path.startsWith('/Api')) return 'Api';
  if (path.startsWith('/api/ADMIN')) return 'ADMIN';
  if (path.split('?')[0].endsWith('/')) return 'trailing/';
  return 'ROUTE';
}
