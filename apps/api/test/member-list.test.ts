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

  it('writes one audit row (members.export, with the filters) when the pages are read for a CSV export', async () => {
    const before = await t.prisma.auditLog.count({ where: { action: 'members.export' } });
    expect((await list({ page: 1, per_page: 2 })).code).toBe(200);
    expect(await t.prisma.auditLog.count({ where: { action: 'members.export' } })).toBe(before);
    expect((await list({ page: 1, per_page: 200, state: 'frozen', export: true })).code).toBe(200);
    expect((await list({ page: 2, per_page: 200, state: 'frozen', export: true })).code).toBe(200);
    const rows = await t.prisma.auditLog.findMany({ where: { action: 'members.export' } });
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)!.detail).toMatchObject({ state: 'frozen', agents_only: false, q: '' });
  });

  it('refuses a bad filter, and is open to every staff role (support reads members too)', async () => {
    for (const bad of [{ per_page: 201 }, { state: 'gone' }, { vip: 11 }, { from: '2033-13-01' }])
      expect((await list(bad)).code, JSON.stringify(bad)).toBe(1000);
    const support = await newStaff(t, 'support', root);
    expect((await list({}, support.token)).code).toBe(200);
  });
});
