import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, type MovableClock } from '../src/clock.js';
import { adminToken, createTestApp, post, uniqueName, type TestApp } from './support/app.js';
import QRCode from 'qrcode';
import { generateSecret } from 'otplib';
import { backOfficeFingerprint, newStaff, STAFF_PASSWORD, totpCode, totpStaff, wrongTotpCode } from './support/staff.js';

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
    expect(body.data).toMatchObject({
      name: 'admin',
      role: 'super',
      must_enrol_totp: false,
      expires_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
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
    const refused = await post(
      t.app,
      '/api/admin/staff/create',
      { name: uniqueName('sneak'), password: STAFF_PASSWORD, role: 'super' },
      { token: ops.data.api_token, lang: 'en_US' },
    );
    expect(refused.code).toBe(203);
    expect(await backOfficeFingerprint(t)).toEqual(before);

    const list = await post(t.app, '/api/admin/staff/list', {}, { token: root });
    expect(list.data).toEqual(expect.arrayContaining([expect.objectContaining({ name, role: 'operations', disabled: false, live_sessions: 1 })]));
    expect(JSON.stringify(list.data)).not.toMatch(/password|totp_secret|\$2[aby]\$/i);
  });

  it("disabling ends the account's sessions at once and refuses its login; enabling lets it in again", async () => {
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
    const enrol = await post(t.app, '/api/admin/staff/totp/enrol', { password: STAFF_PASSWORD }, { token: ops.token });
    expect(enrol.data).toMatchObject({ secret: expect.stringMatching(/^[A-Z2-7]+=*$/), uri: expect.stringContaining('otpauth://totp/') });
    expect((await post(t.app, '/api/admin/staff/totp/confirm', { code: '000000' }, { token: ops.token })).code).toBe(203);
    // Not on yet: the password alone still signs in.
    expect((await login(ops.name)).data.api_token).toBeTruthy();
    const confirm = await post(t.app, '/api/admin/staff/totp/confirm', { code: await totpCode(enrol.data.secret, clock.now()) }, { token: ops.token });
    expect(confirm.code, confirm.message).toBe(200);
    // The confirming code is spent: signing in takes the next one.
    clock.advance(30_000);

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

  it('a first enrolment takes the sign-in password: a session alone (stolen) cannot put its own authenticator on the account', async () => {
    const staff = await newStaff(t, 'finance', root);
    const nothingChanged = async () => {
      const r = await t.prisma.admin.findUniqueOrThrow({ where: { id: staff.id } });
      expect([r.totpPending, r.totpSecret]).toEqual([null, null]);
      expect(await t.prisma.auditLog.count({ where: { target: staff.name, action: 'staff.totp.enrol' } })).toBe(0);
    };
    const none = await post(t.app, '/api/admin/staff/totp/enrol', {}, { token: staff.token, lang: 'en_US' });
    expect(none).toMatchObject({ code: 203, message: 'Enter your sign-in password to set up two-factor sign-in', data: null });
    expect((await post(t.app, '/api/admin/staff/totp/enrol', { password: '' }, { token: staff.token })).code).toBe(203);
    const wrong = await post(t.app, '/api/admin/staff/totp/enrol', { password: 'not-the-password' }, { token: staff.token, lang: 'zh_TW' });
    expect(wrong).toMatchObject({ code: 203, message: '登入密碼錯誤', data: null });
    await nothingChanged();
    // Guesses are counted with the code tries: past the window's allowance even the right password waits.
    for (let i = 0; i < 10; i++) await post(t.app, '/api/admin/staff/totp/enrol', { password: `guess-${i}` }, { token: staff.token });
    expect((await post(t.app, '/api/admin/staff/totp/enrol', { password: STAFF_PASSWORD }, { token: staff.token })).code).toBe(429);
    await nothingChanged();
  });

  it('with STAFF_TOTP_REQUIRED on, super admins and finance must enrol before anything else; operations need not', async () => {
    const strict = await createTestApp({ CAPTCHA_MODE: 'off', STAFF_TOTP_REQUIRED: 'on' }, { clock });
    try {
      const superToken = await adminToken(strict);
      const first = await post(strict.app, '/api/admin/me', {}, { token: superToken });
      expect(first.data).toMatchObject({ must_enrol_totp: true });
      expect(
        (await post(strict.app, '/api/admin/staff/create', { name: uniqueName('f'), password: STAFF_PASSWORD, role: 'finance' }, { token: superToken })).code,
      ).toBe(203);
      const enrol = await post(strict.app, '/api/admin/staff/totp/enrol', { password: 'admin12345' }, { token: superToken });
      expect(
        (await post(strict.app, '/api/admin/staff/totp/confirm', { code: await totpCode(enrol.data.secret, clock.now()) }, { token: superToken })).code,
      ).toBe(200);
      expect(
        (await post(strict.app, '/api/admin/staff/totp/disable', { code: await totpCode(enrol.data.secret, clock.now()) }, { token: superToken })).code,
      ).toBe(203);

      const finance = await newStaff(strict, 'finance', superToken);
      expect((await post(strict.app, '/api/admin/deposits', {}, { token: finance.token })).code).toBe(203);
      const ops = await newStaff(strict, 'operations', superToken);
      expect((await post(strict.app, '/api/admin/jobs', {}, { token: ops.token })).code).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

// A stolen staff session must not be able to take over or strip the second factor.
describe('TOTP: what a stolen staff session cannot do', () => {
  const enrolled = (role: 'operations' | 'support' = 'operations') => totpStaff(t, { role, superToken: root, clock });
  const row = (id: number) => t.prisma.admin.findUniqueOrThrow({ where: { id } });
  const code = (secret: string, at = clock.now()) => totpCode(secret, at);

  it("re-enrolling over an enrolled secret needs a current code of it; without one nothing changes and the owner's app keeps working", async () => {
    const owner = await enrolled();
    const before = await row(owner.id);
    const bare = await post(t.app, '/api/admin/staff/totp/enrol', { password: STAFF_PASSWORD }, { token: owner.token, lang: 'en_US' });
    expect(bare).toMatchObject({ code: 203, message: expect.stringMatching(/current code/i) });
    expect((await post(t.app, '/api/admin/staff/totp/enrol', { code: '' }, { token: owner.token })).code).toBe(203);
    expect((await post(t.app, '/api/admin/staff/totp/enrol', { code: await wrongTotpCode(owner.secret, clock.now()) }, { token: owner.token })).code).toBe(203);
    expect(bare.data?.secret).toBeUndefined();
    expect(await row(owner.id)).toMatchObject({ totpSecret: before.totpSecret, totpPending: null });
    // Nothing is pending, so there is nothing a code could confirm.
    expect((await post(t.app, '/api/admin/staff/totp/confirm', { code: await code(owner.secret) }, { token: owner.token })).code).toBe(1000);
    expect((await login(owner.name, STAFF_PASSWORD, await code(owner.secret))).data.api_token).toEqual(expect.any(String));

    // The owner, with the app in hand, replaces it: the old secret holds until the new one is confirmed.
    clock.advance(30_000);
    const again = await post(t.app, '/api/admin/staff/totp/enrol', { code: await code(owner.secret) }, { token: owner.token });
    expect(again.code, again.message).toBe(200);
    expect(again.data.secret).not.toBe(owner.secret);
    clock.advance(30_000);
    expect((await login(owner.name, STAFF_PASSWORD, await code(owner.secret))).code).toBe(200);
    expect((await post(t.app, '/api/admin/staff/totp/confirm', { code: await code(again.data.secret) }, { token: owner.token })).code).toBe(200);
    clock.advance(30_000);
    expect((await login(owner.name, STAFF_PASSWORD, await code(owner.secret))).code).toBe(203);
    expect((await login(owner.name, STAFF_PASSWORD, await code(again.data.secret))).code).toBe(200);
  });

  it('disabling needs a current code, and a code already used does not do', async () => {
    const owner = await enrolled();
    expect((await post(t.app, '/api/admin/staff/totp/disable', {}, { token: owner.token })).code).toBe(1000);
    expect((await post(t.app, '/api/admin/staff/totp/disable', { code: await wrongTotpCode(owner.secret, clock.now()) }, { token: owner.token })).code).toBe(
      203,
    );
    const used = await code(owner.secret);
    expect((await login(owner.name, STAFF_PASSWORD, used)).code).toBe(200);
    const replay = await post(t.app, '/api/admin/staff/totp/disable', { code: used }, { token: owner.token, lang: 'en_US' });
    expect(replay).toMatchObject({ code: 203, message: expect.stringMatching(/already been used/) });
    expect((await row(owner.id)).totpSecret).not.toBeNull();
    clock.advance(30_000);
    expect((await post(t.app, '/api/admin/staff/totp/disable', { code: await code(owner.secret) }, { token: owner.token })).code).toBe(200);
    expect(await row(owner.id)).toMatchObject({ totpSecret: null, totpPending: null });
  });

  it('a code signs in once: the same code again, or the one before it, is refused; the next one works', async () => {
    const owner = await enrolled('support');
    const now = await code(owner.secret);
    expect((await login(owner.name, STAFF_PASSWORD, now)).data.api_token).toEqual(expect.any(String));
    expect(await login(owner.name, STAFF_PASSWORD, now)).toMatchObject({ code: 203, data: null });
    expect((await login(owner.name, STAFF_PASSWORD, await code(owner.secret, new Date(clock.now().getTime() - 30_000)))).code).toBe(203);
    expect((await row(owner.id)).totpLastStep).toBe(Math.floor(clock.now().getTime() / 30_000));
    clock.advance(30_000);
    expect((await login(owner.name, STAFF_PASSWORD, await code(owner.secret))).code).toBe(200);
  });

  it('one code brought by parallel sign-ins opens exactly one session', async () => {
    const owner = await enrolled('support');
    const otp = await code(owner.secret);
    const sessionsBefore = await t.prisma.session.count({ where: { adminId: owner.id } });
    const replies = await Promise.all(Array.from({ length: 6 }, () => login(owner.name, STAFF_PASSWORD, otp)));
    expect(replies.filter((r) => r.code === 200 && r.data?.api_token)).toHaveLength(1);
    expect(replies.filter((r) => r.code === 203)).toHaveLength(5);
    expect(await t.prisma.session.count({ where: { adminId: owner.id } })).toBe(sessionsBefore + 1);
  });

  it('one code brought to disable and to sign in at once works for one of them only', async () => {
    const owner = await enrolled();
    const otp = await code(owner.secret);
    const [off, signIn] = await Promise.all([
      post(t.app, '/api/admin/staff/totp/disable', { code: otp }, { token: owner.token }),
      login(owner.name, STAFF_PASSWORD, otp),
    ]);
    expect((await row(owner.id)).totpSecret === null).toBe(off.code === 200);
    // A sign-in that read the account after the disable committed finds no second factor and
    // asks for none (its audit row says totp: false): the code was then spent once, by the disable.
    const signedInWithCode =
      signIn.code === 200 &&
      ((await t.prisma.auditLog.findFirstOrThrow({ where: { adminId: owner.id, action: 'admin.login' }, orderBy: { id: 'desc' } })).detail as { totp: boolean })
        .totp;
    expect([off.code === 200, signedInWithCode].filter(Boolean)).toHaveLength(1);
    if (off.code !== 200) expect(off.code).toBe(203);
    if (signIn.code !== 200) expect(signIn.code).toBe(203);
  });

  it('guessing codes on the signed-in routes stops after 5 tries in the window (429, even for the right code)', async () => {
    const owner = await enrolled();
    for (let i = 0; i < 5; i += 1) {
      expect((await post(t.app, '/api/admin/staff/totp/disable', { code: await wrongTotpCode(owner.secret, clock.now()) }, { token: owner.token })).code).toBe(
        203,
      );
    }
    expect((await post(t.app, '/api/admin/staff/totp/disable', { code: await code(owner.secret) }, { token: owner.token })).code).toBe(429);
    expect((await post(t.app, '/api/admin/staff/totp/enrol', { code: await code(owner.secret) }, { token: owner.token })).code).toBe(429);
    expect(await row(owner.id)).toMatchObject({ totpSecret: expect.any(String), totpPending: null });
  });

  it('every enrol, confirm, disable and reset writes an audit row', async () => {
    const staff = await newStaff(t, 'operations', root);
    const actions = async () =>
      (await t.prisma.auditLog.findMany({ where: { target: staff.name, action: { startsWith: 'staff.' } }, orderBy: { id: 'asc' } })).map(
        (a) => `${a.adminId === staff.id ? 'self' : 'root'}:${a.action}`,
      );
    const first = await post(t.app, '/api/admin/staff/totp/enrol', { password: STAFF_PASSWORD }, { token: staff.token });
    expect(await actions()).toEqual(['root:staff.create', 'self:staff.totp.enrol']);
    expect((await post(t.app, '/api/admin/staff/totp/confirm', { code: await code(first.data.secret) }, { token: staff.token })).code).toBe(200);
    clock.advance(30_000);
    expect((await post(t.app, '/api/admin/staff/totp/disable', { code: await code(first.data.secret) }, { token: staff.token })).code).toBe(200);
    const second = await post(t.app, '/api/admin/staff/totp/enrol', { password: STAFF_PASSWORD }, { token: staff.token });
    expect((await post(t.app, '/api/admin/staff/totp/confirm', { code: await code(second.data.secret) }, { token: staff.token })).code).toBe(200);
    expect((await post(t.app, '/api/admin/staff/reset-totp', { id: staff.id }, { token: root })).code).toBe(200);
    expect(await actions()).toEqual([
      'root:staff.create',
      'self:staff.totp.enrol',
      'self:staff.totp.enable',
      'self:staff.totp.disable',
      'self:staff.totp.enrol',
      'self:staff.totp.enable',
      'root:staff.resetTotp',
    ]);
    expect(await row(staff.id)).toMatchObject({ totpSecret: null, totpPending: null });
    expect((await post(t.app, '/api/admin/audit/verify', {}, { token: root })).data.ok).toBe(true);
  });

  it('secrets are stored sealed (AES-256-GCM, versioned), never in plain text', async () => {
    const staff = await newStaff(t, 'support', root);
    const enrol = await post(t.app, '/api/admin/staff/totp/enrol', { password: STAFF_PASSWORD }, { token: staff.token });
    const pending = (await row(staff.id)).totpPending!;
    expect(pending).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(pending).not.toContain(enrol.data.secret);
    expect((await post(t.app, '/api/admin/staff/totp/confirm', { code: await code(enrol.data.secret) }, { token: staff.token })).code).toBe(200);
    const sealed = (await row(staff.id)).totpSecret!;
    expect(sealed).toMatch(/^v1:/);
    const dump = JSON.stringify(await t.sql.query('SELECT * FROM admins WHERE id = $1', [staff.id]));
    expect(dump).not.toContain(enrol.data.secret);
    expect(dump).not.toContain(Buffer.from(enrol.data.secret).toString('base64'));
  });

  it('a plaintext secret of an older portal still signs in, and start-up seals it for good', async () => {
    const staff = await newStaff(t, 'support', root);
    const secret = generateSecret();
    await t.sql.query('UPDATE admins SET totp_secret = $1 WHERE id = $2', [secret, staff.id]);
    expect((await login(staff.name, STAFF_PASSWORD, await code(secret))).code).toBe(200);
    // What main.ts runs before serving (imported here so the rest of this file runs on a portal without it).
    const { sealPlaintextTotpSecrets, createTotpVault } = await import('../src/security/totp-vault.js');
    const vault = createTotpVault(t.config.staffTotpKey);
    expect(await sealPlaintextTotpSecrets(t.sql, vault)).toBeGreaterThanOrEqual(1);
    expect(await sealPlaintextTotpSecrets(t.sql, vault)).toBe(0);
    const stored = (await row(staff.id)).totpSecret!;
    expect(stored).toMatch(/^v1:/);
    expect(vault.open(stored, staff.id)).toBe(secret);
    expect((await login(staff.name, STAFF_PASSWORD, await code(secret))).code).toBe(203);
    clock.advance(30_000);
    expect((await login(staff.name, STAFF_PASSWORD, await code(secret))).code).toBe(200);
  });

  it('enrolling replies with the otpauth URI as a QR code (SVG) besides the secret for typing in', async () => {
    const staff = await newStaff(t, 'support', root);
    const enrol = await post(t.app, '/api/admin/staff/totp/enrol', { password: STAFF_PASSWORD }, { token: staff.token });
    expect(enrol.data).toMatchObject({ secret: expect.stringMatching(/^[A-Z2-7]+$/), uri: expect.stringContaining(`secret=${enrol.data.secret}`) });
    expect(enrol.data.qr_svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    // The drawn modules are those of a QR code of exactly that URI (at whichever error-correction level).
    const drawn = svgModules(enrol.data.qr_svg);
    const matches = (['L', 'M', 'Q', 'H'] as const).some((level) => {
      const qr = QRCode.create(enrol.data.uri, { errorCorrectionLevel: level });
      return qr.modules.size === drawn.size && Array.from(qr.modules.data).every((dark, i) => !!dark === drawn.dark.has(i));
    });
    expect(matches).toBe(true);
  });
});

/** The dark modules of a QR code drawn by the qrcode package's SVG renderer (one path of runs: M x y, m dx 0, h n). */
function svgModules(svg: string): { size: number; dark: Set<number> } {
  const box = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  const [, d] = /<path[^>]*stroke=[^>]* d="([^"]*)"/.exec(svg)!;
  // The first run starts at the top-left finder pattern, module (0, 0): its x is the margin.
  const margin = Number(/^M(\d+) /.exec(d!)![1]);
  const size = box - 2 * margin;
  const dark = new Set<number>();
  let x = 0;
  let y = 0;
  for (const [, cmd, a, b] of d!.matchAll(/([Mmh])(\d+(?:\.\d+)?)(?: (\d+(?:\.\d+)?))?/g)) {
    if (cmd === 'M') [x, y] = [Number(a), Number(b) - 0.5];
    else if (cmd === 'm') x += Number(a);
    else for (let i = 0; i < Number(a); i += 1, x += 1) dark.add((y - margin) * size + (x - margin));
  }
  return { size, dark };
}

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
    const [forks] = await t.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM (SELECT prev_hash FROM audit_logs WHERE hash IS NOT NULL GROUP BY prev_hash HAVING count(*) > 1) x',
    );
    expect(forks!.n).toBe(0);
    const verify = await post(t.app, '/api/admin/audit/verify', {}, { token: root });
    expect(verify.data).toMatchObject({ ok: true, first_broken: null });
    expect(verify.data.checked).toBeGreaterThan(30);
  });

  it("verify points at the first row edited behind the trigger's back", async () => {
    const [victim] = await t.sql.query<{ id: string }>('SELECT id::text FROM audit_logs ORDER BY id LIMIT 1 OFFSET 5');
    // The database owner can bypass the trigger; the hash chain still tells.
    await t.sql.query('ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_no_update');
    try {
      await t.sql.query(`UPDATE audit_logs SET target = target || ' (edited)' WHERE id = $1`, [victim!.id]);
    } finally {
      await t.sql.query('ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_no_update');
    }
    // An old row (behind the checkpoint an earlier verify left): the full walk finds it.
    const verify = await post(t.app, '/api/admin/audit/verify', { full: true }, { token: root });
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
