import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../src/clock.js';
import { adminToken, createTestApp, post, registerMember, type TestApp } from './support/app.js';
import { newStaff } from './support/staff.js';

// The back office's member list: every member, newest first, with filters; paged for
// the CSV export (built in the browser from these pages).

const clock = movableClock(new Date('2033-07-01T10:00:00+08:00'));
let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { clock });
  root = await adminToken(t);
});
afterAll(() => t.close());

const list = (body: object, token = root) => post(t.app, '/api/admin/members/list', body, { token, lang: 'en_US' });
const names = (reply: { data: { data: Array<{ username: string }> } }) => reply.data.data.map((r) => r.username);

describe('POST /api/admin/members/list', () => {
  it('lists every member newest first, a page at a time, without a search text', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const first = await list({ page: 1, per_page: 2 });
    expect(first.code, first.message).toBe(200);
    expect(names(first)).toEqual([b.form.name.toLowerCase(), a.form.name.toLowerCase()]);
    expect(first.data).toMatchObject({ current_page: 1, per_page: 2 });
    expect(first.data.total).toBeGreaterThanOrEqual(3); // the seeded demo member too
    const second = await list({ page: 2, per_page: 2 });
    expect(names(second)).not.toContain(a.form.name.toLowerCase());
  });

  it('filters by state, VIP level, registration days (Beijing) and text', async () => {
    clock.set(new Date('2033-07-05T23:30:00+08:00'));
    const late = await registerMember(t);
    clock.set(new Date('2033-07-06T00:30:00+08:00'));
    const next = await registerMember(t);
    const lateName = late.form.name.toLowerCase();
    const nextName = next.form.name.toLowerCase();
    expect(names(await list({ from: '2033-07-05', to: '2033-07-05' }))).toEqual([lateName]);
    expect(names(await list({ from: '2033-07-06' }))).toEqual([nextName]);
    expect((await post(t.app, '/api/admin/members/freeze', { username: lateName, reason: '风控' }, { token: root })).code).toBe(200);
    const frozen = names(await list({ state: 'frozen', per_page: 200 }));
    expect(frozen).toContain(lateName);
    expect(frozen).not.toContain(nextName);
    expect(names(await list({ state: 'active', per_page: 200 }))).toContain(nextName);
    await t.prisma.user.update({ where: { username: nextName }, data: { vipLevel: 7 } });
    expect(names(await list({ vip: 7, from: '2033-07-01' }))).toEqual([nextName]);
    expect(names(await list({ q: nextName.slice(2) }))).toEqual([nextName]);
  });

  it('refuses a bad filter, and is open to every staff role (support reads members too)', async () => {
    for (const bad of [{ per_page: 201 }, { state: 'gone' }, { vip: 11 }, { from: '2033-13-01' }])
      expect((await list(bad)).code, JSON.stringify(bad)).toBe(1000);
    const support = await newStaff(t, 'support', root);
    expect((await list({}, support.token)).code).toBe(200);
  });
});

// Reading members' personal data is on record, whatever the client sends (issue 28 item 9): the
// list and the search mask phone and email; the member's page and the CSV export show them, and
// every such read writes an audit row (who, the filter, how many rows, which members).
describe("members' contacts in the back office", () => {
  const MOBILE = /^1[3-9]\d{9}$/;
  /** Members whose phone and email would be worth taking: 800 of them, straight into the table. */
  async function manyMembers(prefix: string, n: number) {
    await t.sql.query(
      `INSERT INTO users (username, password_hash, pay_password_hash, realname, mobile, email, created_at, updated_at)
       SELECT $1 || i, 'x', 'x', '李四', '139' || lpad((i + $3)::text, 8, '0'), $1 || i || '@mail.example', now(), now()
       FROM generate_series(1, $2::int) AS i`,
      [prefix, n, Math.floor(Math.random() * 9e7)],
    );
  }
  const auditRows = (action: string) => t.prisma.auditLog.findMany({ where: { action }, orderBy: { id: 'asc' } });

  it('support pages 4 x 200 members: every phone and email masked, so nothing is read unaudited', async () => {
    const prefix = `bulk${Date.now() % 100_000}x`;
    await manyMembers(prefix, 800);
    const support = await newStaff(t, 'support', root);
    const audits = await t.prisma.auditLog.count();
    const seen: { mobile: string | null; email: string | null; username: string }[] = [];
    for (let page = 1; page <= 4; page++) {
      const reply = await list({ page, per_page: 200, q: prefix }, support.token);
      expect(reply.code, reply.message).toBe(200);
      expect(reply.data.data).toHaveLength(200);
      seen.push(...reply.data.data);
    }
    expect(new Set(seen.map((m) => m.username)).size).toBe(800);
    for (const m of seen) {
      expect(m.mobile).toMatch(/^139\*{4}\d{4}$/);
      expect(m.email).toMatch(new RegExp(`^${prefix[0]}\\*{3}@mail\\.example$`));
    }
    // The search masks them too, and the client's flags change nothing: no export, no audit row, no contact.
    const search = await post(t.app, '/api/admin/members/search', { q: prefix, page: 1 }, { token: support.token });
    expect(search.data.data.every((m: { mobile: string }) => !MOBILE.test(m.mobile))).toBe(true);
    const sneaky = await list({ page: 1, per_page: 200, q: prefix, export: false, contacts: true, raw: 1 }, support.token);
    expect(sneaky.data.data.every((m: { mobile: string }) => !MOBILE.test(m.mobile))).toBe(true);
    expect(await t.prisma.auditLog.count()).toBe(audits);
  });

  it('a full phone or email typed still finds the member (masked in the reply)', async () => {
    const m = await registerMember(t);
    const support = await newStaff(t, 'support', root);
    for (const body of [{ q: m.form.phone }, { q: m.form.phone, page: 1 }]) {
      const viaList = await list(body, support.token);
      expect(names(viaList)).toEqual([m.form.name.toLowerCase()]);
      expect(viaList.data.data[0].mobile).toBe(`${m.form.phone.slice(0, 3)}****${m.form.phone.slice(-4)}`);
      const viaSearch = await post(t.app, '/api/admin/members/search', { ...body, page: 1 }, { token: support.token });
      expect(viaSearch.data.data.map((r: { username: string }) => r.username)).toEqual([m.form.name.toLowerCase()]);
    }
  });

  it('the CSV export shows contacts in full and writes an audit row for every page read (who, filter, rows, members), page 1 or not', async () => {
    const prefix = `exp${Date.now() % 100_000}x`;
    await manyMembers(prefix, 450);
    const support = await newStaff(t, 'support', root);
    const before = (await auditRows('members.export')).length;
    const pages = [];
    // Pages 2 and 3 first: skipping page 1 skips no audit row.
    for (const page of [2, 3, 1]) pages.push(await list({ page, per_page: 200, q: prefix, state: 'active', export: true }, support.token));
    for (const reply of pages) for (const m of reply.data.data) expect(m.mobile).toMatch(MOBILE);
    const rows = (await auditRows('members.export')).slice(before);
    expect(rows.map((r) => [r.adminId, r.role])).toEqual(Array(3).fill([support.id, 'support']));
    expect(rows.map((r) => r.detail)).toEqual(
      pages.map((reply, i) =>
        expect.objectContaining({
          q: prefix,
          state: 'active',
          agents_only: false,
          page: [2, 3, 1][i],
          per_page: 200,
          rows: reply.data.data.length,
          member_ids: reply.data.data.map((m: { id: number }) => m.id),
        }),
      ),
    );
    expect(rows.map((r) => (r.detail as { rows: number }).rows)).toEqual([200, 50, 200]);
  });

  it("a member's page shows the contacts and every read of it is on record, for every role", async () => {
    const m = await registerMember(t);
    const username = m.form.name.toLowerCase();
    for (const role of ['support', 'operations', 'finance'] as const) {
      const staff = await newStaff(t, role, root);
      const before = (await auditRows('members.detail')).length;
      for (let i = 0; i < 2; i++) {
        const reply = await post(t.app, '/api/admin/members/detail', { username }, { token: staff.token });
        expect(reply.code, reply.message).toBe(200);
        expect(reply.data.member.mobile).toBe(m.form.phone);
      }
      const rows = (await auditRows('members.detail')).slice(before);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ adminId: staff.id, role, target: username, detail: { username, rows: 1, member_ids: [expect.any(Number)] } });
    }
    // A member who does not exist: nothing was read, nothing on record.
    const count = await t.prisma.auditLog.count();
    expect((await post(t.app, '/api/admin/members/detail', { username: 'nobody_here' }, { token: root })).code).toBe(404);
    expect(await t.prisma.auditLog.count()).toBe(count);
  });
});
