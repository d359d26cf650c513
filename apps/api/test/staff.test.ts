import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, type MovableClock } from '../src/clock.js';
import { adminToken, createTestApp, post, uniqueName, type TestApp } from './support/app.js';
import { backOfficeFingerprint, newStaff, STAFF_PASSWORD, totpCode } from './support/staff.js';

let t: TestApp;
let clock: MovableClock;
let root: string;
beforeAll(async () => {
  clock = movableClock(new Date());
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { clock });
  root = await adminToken(t);
});
afterAll(() => t.close());

const login = (name: string, password = STAFF_PASSWORD, otp?: string) => post(t.app, '/api/admin/login', { name, password, ...(otp ? { otp } : {}) });

describe('roles', () => {
  it('the seeded admin is a super admin, and its session ends sooner than a member one', async () => {
    const body = await login('admin', 'admin12345');
    expect(body.data).toMatchObject({ name: 'admin', role: 'super', must_enrol_totp: false, expires_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    const [session] = await t.sql.query<{ hours: number }>(
      `SELECT extract(epoch FROM expires_at - created_at) / 3600 AS hours FROM sessions WHERE kind = 'admin' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(Math.round(Number(session!.hours))).toBe(8);
    expect(t.config.staffTokenTtlSeconds).toBeLessThan(t.config.tokenTtlSeconds);
  });

  it('/me names the role and the paths it may call', async () => {
    const finance = await newStaff(t, 'finance', root);
    const me = await post(t.app, '/api/admin/me', {}, { token: finance.token });
    expect(me.data).toMatchObject({ name: finance.name, role: 'finance', totp_enabled: false });
    expect(me.data.allowed_paths).toContain('/api/admin/withdrawals/approve');
    expect(me.data.allowed_paths).not.toContain('/api/admin/staff/create');
  });
});

describe('/api/admin/staff/*', () => {
  it('a super admin creates staff; a duplicate name is 201; other roles get 203 and nothing is created', async () => {
    const name = uniqueName('ops');
    const created = await post(t.app, '/api/admin/staff/create', { name, password: STAFF_PASSWORD, role: 'operations' }, { token: root });
    expect(created.code, created.message).toBe(200);
    expect(await t.prisma.admin.findUniqueOrThrow({ where: { name } })).toMatchObject({ role: 'operations', disabledAt: null });
    expect((await post(t.app, '/api/admin/staff/create', { name, password: STAFF_PASSWORD, role: 'support' }, { token: root })).code).toBe(201);
    expect((await post(t.app, '/api/admin/staff/create', { name: 'x', password: STAFF_PASSWORD, role: 'support' }, { token: root })).code).toBe(1000);
    expect((await post(t.app, '/api/admin/staff/create', { name: uniqueName('s'), password: STAFF_PASSWORD, role: 'boss' }, { token: root })).code).toBe(1000);

    const ops = await login(name);
    const before = await backOfficeFingerprint(t);
    const refused = await post(t.app, '/api/admin/staff/create', { name: uniqueName('sneak'), password: STAFF_PASSWORD, role: 'super' }, { token: ops.data.api_token, lang: 'en_US' });
    expect(refused.code).toBe(203);
    expect(await backOfficeFingerprint(t)).toEqual(before);

    const list = await post(t.app, '/api/admin/staff/list', {}, { token: root });
    expect(list.data).toEqual(expect.arrayContaining([expect.objectContaining({ name, role: 'operations', disabled: false, live_sessions: 1 })]));
    expect(JSON.stringify(list.data)).not.toMatch(/password|totp_secret|\$2[aby]\$/i);
  });

  it('disabling ends the account\'s sessions at once and refuses its login; enabling lets it in again', async () => {
    const support = await newStaff(t, 'support', root);
    expect((await post(t.app, '/api/admin/members/search', { q: 'x' }, { token: support.token })).code).toBe(200);
    expect((await post(t.app, '/api/admin/staff/disable', { id: support.id }, { token: root })).code).toBe(200);
    expect((await post(t.app, '/api/admin/members/search', { q: 'x' }, { token: support.token })).code).toBe(401);
    expect(await login(support.name)).toMatchObject({ code: 203 });
    expect((await login(support.name, 'wrong-password1')).code).toBe(203);
    expect((await post(t.app, '/api/admin/staff/enable', { id: support.id }, { token: root })).code).toBe(200);
    expect((await login(support.name)).code).toBe(200);
    // Nobody disables themselves.
    const me = await t.prisma.admin.findUniqueOrThrow({ where: { name: 'admin' } });
    expect((await post(t.app, '/api/admin/staff/disable', { id: me.id }, { token: root })).code).toBe(203);
    expect((await post(t.app, '/api/admin/staff/disable', { id: 999999 }, { token: root })).code).toBe(404);
  });

  it('a password reset ends the old sessions; the new password signs in', async () => {
    const finance = await newStaff(t, 'finance', root);
    expect((await post(t.app, '/api/admin/staff/reset-password', { id: finance.id, password: 'short' }, { token: root })).code).toBe(1000);
    expect((await post(t.app, '/api/admin/staff/reset-password', { id: finance.id, password: 'newpass123' }, { token: root })).code).toBe(200);
    expect((await post(t.app, '/api/admin/me', {}, { token: finance.token })).code).toBe(401);
    expect((await login(finance.name)).code).toBe(203);
    expect((await login(finance.name, 'newpass123')).code).toBe(200);
  });

  it('a role change takes effect on the next request (the permission table is read per request)', async () => {
    const staff = await newStaff(t, 'support', root);
    expect((await post(t.app, '/api/admin/reports/daily', { from: '2026-01-01', to: '2026-01-01' }, { token: staff.token })).code).toBe(203);
    expect((await post(t.app, '/api/admin/staff/role', { id: staff.id, role: 'finance' }, { token: root })).code).toBe(200);
    // Its sessions ended with the change; it signs in again as finance.
    const again = await login(staff.name);
    expect(again.data.role).toBe('finance');
    expect((await post(t.app, '/api/admin/reports/daily', { from: '2026-01-01', to: '2026-01-01' }, { token: again.data.api_token })).code).toBe(200);
  });
});

describe('TOTP second factor', () => {
  it('enrol, confirm with a code, then sign in only with a right code', async () => {
    const ops = await newStaff(t, 'operations', root);
    const enrol = await post(t.app, '/api/admin/staff/totp/enrol', {}, { token: ops.token });
    expect(enrol.data).toMatchObject({ secret: expect.stringMatching(/^[A-Z2-7]+=*$/), uri: expect.stringContaining('otpauth://totp/') });
    expect((await post(t.app, '/api/admin/staff/totp/confirm', { code: '000000' }, { token: ops.token })).code).toBe(203);
    // Not on yet: the password alone still signs in.
    expect((await login(ops.name)).data.api_token).toBeTruthy();
    const confirm = await post(t.app, '/api/admin/staff/totp/confirm', { code: await totpCode(enrol.data.secret, clock.now()) }, { token: ops.token });
    expect(confirm.code, confirm.message).toBe(200);

    const asked = await login(ops.name);
    expect(asked).toMatchObject({ code: 200, data: { totp_required: true } });
    expect(asked.data.api_token).toBeUndefined();
    expect((await login(ops.name, STAFF_PASSWORD, '123456')).code).toBe(203);
    expect((await login(ops.name, 'wrong-password1', await totpCode(enrol.data.secret, clock.now()))).code).toBe(203);
    const ok = await login(ops.name, STAFF_PASSWORD, await totpCode(enrol.data.secret, clock.now()));
    expect(ok.data).toMatchObject({ role: 'operations', api_token: expect.any(String) });

    // A super admin clears a lost factor.
    expect((await post(t.app, '/api/admin/staff/reset-totp', { id: ops.id }, { token: root })).code).toBe(200);
    expect((await login(ops.name)).data.api_token).toBeTruthy();
  });

  it('with STAFF_TOTP_REQUIRED on, super admins and finance must enrol before anything else; operations need not', async () => {
    const strict = await createTestApp({ CAPTCHA_MODE: 'off', STAFF_TOTP_REQUIRED: 'on' }, { clock });
    try {
      const superToken = await adminToken(strict);
      const first = await post(strict.app, '/api/admin/me', {}, { token: superToken });
      expect(first.data).toMatchObject({ must_enrol_totp: true });
      expect((await post(strict.app, '/api/admin/staff/create', { name: uniqueName('f'), password: STAFF_PASSWORD, role: 'finance' }, { token: superToken })).code).toBe(203);
      const enrol = await post(strict.app, '/api/admin/staff/totp/enrol', {}, { token: superToken });
      expect((await post(strict.app, '/api/admin/staff/totp/confirm', { code: await totpCode(enrol.data.secret, clock.now()) }, { token: superToken })).code).toBe(200);
      expect((await post(strict.app, '/api/admin/staff/totp/disable', { code: await totpCode(enrol.data.secret, clock.now()) }, { token: superToken })).code).toBe(203);

      const finance = await newStaff(strict, 'finance', superToken);
      expect((await post(strict.app, '/api/admin/deposits', {}, { token: finance.token })).code).toBe(203);
      const ops = await newStaff(strict, 'operations', superToken);
      expect((await post(strict.app, '/api/admin/jobs', {}, { token: ops.token })).code).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('the audit log', () => {
  it('records who, role, what, target, before/after of settings, amounts and the IP', async () => {
    const finance = await newStaff(t, 'finance', root);
    expect((await post(t.app, '/api/admin/cashier/settings/update', { withdraw: { daily_count: 7 } }, { token: finance.token })).code).toBe(200);
    const row = await t.prisma.auditLog.findFirstOrThrow({ where: { action: 'cashier.settings.update', adminId: finance.id }, orderBy: { id: 'desc' } });
    expect(row).toMatchObject({ role: 'finance', target: 'cashier', ip: expect.stringMatching(/\S/), hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((row.before as { withdraw: { daily_count: number } }).withdraw.daily_count).not.toBe(7);
    expect((row.after as { withdraw: { daily_count: number } }).withdraw.daily_count).toBe(7);

    const page = await post(t.app, '/api/admin/audit', { page: 1, actor: finance.name, action: 'cashier.' }, { token: root });
    expect(page.data).toMatchObject({ total: 1, data: [{ admin: finance.name, role: 'finance', action: 'cashier.settings.update' }] });
    expect((await post(t.app, '/api/admin/audit', { page: 1 }, { token: finance.token })).code).toBe(203);
  });

  it('refuses UPDATE and DELETE of audit rows, even to the database owner', async () => {
    const [row] = await t.sql.query<{ id: string }>('SELECT id::text FROM audit_logs ORDER BY id DESC LIMIT 1');
    await expect(t.sql.query(`UPDATE audit_logs SET target = 'x' WHERE id = $1`, [row!.id])).rejects.toThrow(/append-only/);
    await expect(t.sql.query('DELETE FROM audit_logs WHERE id = $1', [row!.id])).rejects.toThrow(/append-only/);
    await expect(t.sql.query('TRUNCATE audit_logs')).rejects.toThrow(/append-only/);
  });

  it('concurrent admin actions extend one chain (no fork), and verify says ok', async () => {
    const staff = await Promise.all([newStaff(t, 'finance', root), newStaff(t, 'operations', root), newStaff(t, 'support', root)]);
    await Promise.all([
      ...Array.from({ length: 24 }, (_, i) => post(t.app, '/api/admin/ledger/check', {}, { token: staff[i % 2]!.token })),
      ...Array.from({ length: 6 }, () => login(staff[2]!.name)),
    ]);
    const [forks] = await t.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT prev_hash FROM audit_logs WHERE hash IS NOT NULL GROUP BY prev_hash HAVING count(*) > 1) x');
    expect(forks!.n).toBe(0);
    const verify = await post(t.app, '/api/admin/audit/verify', {}, { token: root });
    expect(verify.data).toMatchObject({ ok: true, first_broken: null });
    expect(verify.data.checked).toBeGreaterThan(30);
  });

  it('verify points at the first row edited behind the trigger\'s back', async () => {
    const [victim] = await t.sql.query<{ id: string }>('SELECT id::text FROM audit_logs ORDER BY id LIMIT 1 OFFSET 5');
    // The database owner can bypass the trigger; the hash chain still tells.
    await t.sql.query('ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_no_update');
    try {
      await t.sql.query(`UPDATE audit_logs SET target = target || ' (edited)' WHERE id = $1`, [victim!.id]);
    } finally {
      await t.sql.query('ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_no_update');
    }
    const verify = await post(t.app, '/api/admin/audit/verify', {}, { token: root });
    expect(verify.data).toMatchObject({ ok: false, first_broken: Number(victim!.id) });
  });

  it('verify notices a row deleted from the end of the chain', async () => {
    const fresh = await createTestApp({ CAPTCHA_MODE: 'off' });
    try {
      const token = await adminToken(fresh);
      await post(fresh.app, '/api/admin/ledger/check', {}, { token });
      expect((await post(fresh.app, '/api/admin/audit/verify', {}, { token })).data.ok).toBe(true);
      const [last] = await fresh.sql.query<{ id: string }>('SELECT id::text FROM audit_logs ORDER BY id DESC LIMIT 1');
      await fresh.sql.query('ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_no_update');
      await fresh.sql.query('DELETE FROM audit_logs WHERE id = $1', [last!.id]);
      await fresh.sql.query('ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_no_update');
      const verify = await request(fresh.app).post('/api/admin/audit/verify').set('Authorization', `Bearer ${token}`);
      expect(verify.body.data).toMatchObject({ ok: false, first_broken: Number(last!.id) });
    } finally {
      await fresh.close();
    }
  });
});
