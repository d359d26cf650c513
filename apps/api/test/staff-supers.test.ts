import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type Body, type TestApp } from './support/app.js';
import { newStaff, STAFF_PASSWORD } from './support/staff.js';

// The back office must always keep one active super admin, even when two super
// admins act against each other at the same instant; and a super admin can end their own other
// sessions (a stolen token) without ending the one they are using.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
});
afterAll(() => t.close());

const activeSupers = () => t.prisma.admin.findMany({ where: { role: 'super', disabledAt: null }, select: { id: true }, orderBy: { id: 'asc' } });
const login = (name: string) => post(t.app, '/api/admin/login', { name, password: STAFF_PASSWORD });

/** Signed in as the active super admin left by the tests before (the seeded one's password differs). */
async function keeperSession(): Promise<{ id: number; token: string }> {
  const [first] = await activeSupers();
  const row = await t.prisma.admin.findUniqueOrThrow({ where: { id: first!.id } });
  const reply = await post(t.app, '/api/admin/login', { name: row.name, password: row.name === 'admin' ? 'admin12345' : STAFF_PASSWORD });
  expect(reply.code, reply.message).toBe(200);
  return { id: row.id, token: reply.data.api_token as string };
}

type Move = (by: { token: string }, target: { id: number }) => Promise<Body>;
const disable: Move = (by, target) => post(t.app, '/api/admin/staff/disable', { id: target.id }, { token: by.token, lang: 'en_US' });
const demote: Move = (by, target) => post(t.app, '/api/admin/staff/role', { id: target.id, role: 'finance' }, { token: by.token, lang: 'en_US' });

describe('the last active super admin (item 5)', () => {
  it('two super admins disabling or demoting each other at the same moment: exactly one succeeds, every time', async () => {
    // Only two active super admins in each round: the one left from the round before hands over to them.
    let keeper = await keeperSession();
    const rounds: [Move, Move][] = [
      [disable, disable],
      [demote, demote],
      [disable, demote],
      [demote, disable],
      [disable, disable],
      [demote, demote],
    ];
    for (const [i, [first, second]] of rounds.entries()) {
      const a = await newStaff(t, 'super', keeper.token);
      const b = await newStaff(t, 'super', keeper.token);
      expect((await disable(a, keeper)).code).toBe(200);
      expect((await activeSupers()).map((r) => r.id)).toEqual([a.id, b.id]);
      const replies = await Promise.all([first(a, b), second(b, a)]);
      const codes = replies.map((r) => r.code);
      expect(
        codes.filter((c) => c === 200),
        `round ${i}: ${JSON.stringify(replies)}`,
      ).toHaveLength(1);
      const left = await activeSupers();
      expect(left, `round ${i}`).toHaveLength(1);
      keeper = left[0]!.id === a.id ? a : b;
      // The refused one was told why (or its session had already ended with the other's change).
      const refused = replies.find((r) => r.code !== 200)!;
      expect([203, 401]).toContain(refused.code);
      if (refused.code === 203) expect(['At least one active super admin must remain', 'You are not allowed to do this']).toContain(refused.message);
    }
  });

  it('three super admins each disabling the next at once: one stays active, and a caller disabled meanwhile is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const keeper = await keeperSession();
      const trio = [await newStaff(t, 'super', keeper.token), await newStaff(t, 'super', keeper.token), await newStaff(t, 'super', keeper.token)];
      expect((await disable(trio[0]!, keeper)).code).toBe(200);
      const audits = await t.prisma.auditLog.count();
      const replies = await Promise.all(trio.map((by, i) => disable(by, trio[(i + 1) % 3]!)));
      // The first to hold the lock disables the next; that one, disabled, is refused; the third disables the first.
      expect(
        replies.filter((r) => r.code === 200),
        JSON.stringify(replies),
      ).toHaveLength(2);
      expect(await activeSupers()).toHaveLength(1);
      expect(await t.prisma.auditLog.count()).toBe(audits + 2);
    }
    // Nobody disables or demotes themselves, so the one left cannot be taken away by anyone.
    const self = await keeperSession();
    expect((await disable(self, self)).code).toBe(203);
    expect((await demote(self, self)).code).toBe(203);
    expect(await activeSupers()).toEqual([{ id: self.id }]);
  });
});

describe('/api/admin/staff/revoke-my-sessions (item 5)', () => {
  it("ends the caller's other sessions, keeps the current one, and is audited", async () => {
    const { token: keeper } = await keeperSession();
    const me = await newStaff(t, 'super', keeper);
    const laptop = (await login(me.name)).data.api_token as string;
    const phone = (await login(me.name)).data.api_token as string;
    const someoneElse = await newStaff(t, 'support', keeper);
    const reply = await post(t.app, '/api/admin/staff/revoke-my-sessions', {}, { token: laptop, lang: 'en_US' });
    expect(reply, reply.message).toMatchObject({ code: 200, data: { ended: 2 } });
    expect((await post(t.app, '/api/admin/me', {}, { token: laptop })).code).toBe(200);
    expect((await post(t.app, '/api/admin/me', {}, { token: phone })).code).toBe(401);
    expect((await post(t.app, '/api/admin/me', {}, { token: me.token })).code).toBe(401);
    expect((await post(t.app, '/api/admin/me', {}, { token: someoneElse.token })).code).toBe(200);
    const row = await t.prisma.auditLog.findFirstOrThrow({ where: { action: 'staff.revokeOwnSessions' }, orderBy: { id: 'desc' } });
    expect(row).toMatchObject({ adminId: me.id, target: me.name });
    // Once more: nothing else to end.
    expect((await post(t.app, '/api/admin/staff/revoke-my-sessions', {}, { token: laptop })).data).toEqual({ ended: 0 });
    expect((await post(t.app, '/api/admin/staff/revoke-my-sessions', {})).code).toBe(401);
  });
});
