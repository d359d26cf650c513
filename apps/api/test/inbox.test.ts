import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, type MovableClock } from '../src/clock.js';
import { createTestApp, post, registerMember, type Body, type TestApp } from './support/app.js';
import {
  adminToken,
  approvedDeposit,
  balanceOf,
  bankDeposit,
  bindUsdt,
  cashierMember,
  PAY_PASS,
  settledBets,
  staffToken,
  upcomingBeijingNoon,
} from './support/cashier.js';

// The member's inbox: internal messages per member with read state, the
// unread count, the back office's send to one member or to everyone, and the messages the reviews
// write inside their own transaction.

let t: TestApp;
let admin: string;
let clock: MovableClock;
beforeAll(async () => {
  clock = movableClock(upcomingBeijingNoon());
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { clock, poolSize: 8 });
  admin = await adminToken(t);
});
afterAll(() => t.close());

/** POST /api/admin/messages/send with an Idempotency-Key (a fresh one unless given). */
async function send(body: object, opts: { token?: string; key?: string | null; lang?: string } = {}): Promise<Body> {
  const req = request(t.app)
    .post('/api/admin/messages/send')
    .set('Authorization', `Bearer ${opts.token ?? admin}`)
    .set('Lang', opts.lang ?? 'zh_CN');
  if (opts.key !== null) req.set('Idempotency-Key', opts.key ?? randomUUID());
  const res = await req.send(body);
  expect(res.status).toBeLessThan(500);
  return res.body as Body;
}

const list = (token: string, page = 1, lang = 'zh_TW') => post(t.app, '/api/messagelist', { page }, { token, lang });
const unread = async (token: string) => (await post(t.app, '/api/messagenum', {}, { token })).data.count as number;

async function member() {
  const m = await cashierMember(t);
  return m;
}

describe('member paths', () => {
  it('need a login', async () => {
    for (const path of ['/api/messagelist', '/api/messageread', '/api/messagenum']) expect((await post(t.app, path, { id: 1 })).code).toBe(401);
  });

  it("list the member's messages newest first with read state; reading marks read and the unread count drops", async () => {
    const m = await member();
    expect(await list(m.token)).toMatchObject({ code: 200, data: { data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 } });
    expect(await unread(m.token)).toBe(0);
    expect((await send({ username: m.username, title: '第一封', content: '你好' })).code).toBe(200);
    clock.advance(60_000);
    // The username in any case finds the member (stored lower-cased).
    expect(await send({ username: ` ${m.username.toUpperCase()} `, title: '第二封', content: '再見' })).toMatchObject({
      code: 200,
      message: '已发送给1位会员',
      data: { sent: 1 },
    });
    expect(await unread(m.token)).toBe(2);

    const page = await list(m.token);
    expect(page.data).toMatchObject({ total: 2, current_page: 1, per_page: 10, last_page: 1 });
    expect(page.data.data).toEqual([
      { id: expect.any(Number), title: '第二封', content: '再見', created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), is_read: 0 },
      { id: expect.any(Number), title: '第一封', content: '你好', created_at: expect.any(String), is_read: 0 },
    ]);
    const newest = page.data.data[0].id as number;
    expect(await post(t.app, '/api/messageread', { id: newest }, { token: m.token })).toMatchObject({
      code: 200,
      data: { id: newest, title: '第二封', is_read: 1 },
    });
    expect(await unread(m.token)).toBe(1);
    // Reading again changes nothing: the first reading's time stays.
    const firstRead = await t.prisma.memberMessage.findUniqueOrThrow({ where: { id: BigInt(newest) } });
    clock.advance(60_000);
    expect((await post(t.app, '/api/messageread', { id: String(newest) }, { token: m.token })).code).toBe(200);
    expect((await t.prisma.memberMessage.findUniqueOrThrow({ where: { id: BigInt(newest) } })).readAt).toEqual(firstRead.readAt);
    expect(await unread(m.token)).toBe(1);
    expect((await list(m.token)).data.data.map((x: { is_read: number }) => x.is_read)).toEqual([1, 0]);
  });

  it('pages by 10', async () => {
    const m = await member();
    for (let i = 1; i <= 12; i++) await send({ username: m.username, title: `t${i}`, content: 'c' });
    const first = await list(m.token, 1);
    expect(first.data).toMatchObject({ total: 12, per_page: 10, last_page: 2 });
    expect(first.data.data).toHaveLength(10);
    const second = await list(m.token, 2);
    expect(second.data.data.map((x: { title: string }) => x.title)).toEqual(['t2', 't1']);
    expect((await list(m.token, 3)).data.data).toEqual([]);
  });

  it("keeps members apart: another member's message is not found and nothing is written", async () => {
    const a = await member();
    const b = await member();
    await send({ username: a.username, title: '給A', content: '私信' });
    const mine = (await list(a.token)).data.data[0];
    expect((await list(b.token)).data.data).toEqual([]);
    expect(await post(t.app, '/api/messageread', { id: mine.id }, { token: b.token, lang: 'en_US' })).toMatchObject({
      code: 404,
      message: 'No such message',
      data: null,
    });
    expect((await t.prisma.memberMessage.findUniqueOrThrow({ where: { id: BigInt(mine.id) } })).readAt).toBeNull();
    expect(await unread(a.token)).toBe(1);
    expect(await unread(b.token)).toBe(0);
    expect(await post(t.app, '/api/messageread', { id: 2 ** 31 - 1 }, { token: a.token, lang: 'zh_CN' })).toMatchObject({ code: 404, message: '消息不存在' });
  });

  it('refuse bad input with code 1000 and write nothing', async () => {
    const m = await member();
    await send({ username: m.username, title: 'x', content: 'y' });
    for (const id of [undefined, '', 'abc', 0, -1, 1.5, 2 ** 31, { a: 1 }]) {
      expect(await post(t.app, '/api/messageread', { id }, { token: m.token, lang: 'en_US' }), String(id)).toMatchObject({
        code: 1000,
        message: 'Invalid request',
      });
    }
    for (const page of ['x', 0, -2]) expect((await post(t.app, '/api/messagelist', { page }, { token: m.token })).code).toBe(1000);
    expect(await unread(m.token)).toBe(1);
  });
});

describe('back-office send', () => {
  it('needs a staff role that may write to members, and is audited', async () => {
    const m = await registerMember(t);
    const member = await post(t.app, '/api/admin/messages/send', { username: m.form.name, title: 'a', content: 'b' }, { token: m.token });
    expect(member.code).toBe(401);
    const finance = await staffToken(t, `fin${randomUUID().slice(0, 8)}`, 'finance');
    // A refused staff role gets 203, and nothing is sent.
    expect((await send({ username: m.form.name, title: 'a', content: 'b' }, { token: finance })).code).toBe(203);
    const support = await staffToken(t, `sup${randomUUID().slice(0, 8)}`, 'support');
    const operations = await staffToken(t, `ops${randomUUID().slice(0, 8)}`, 'operations');
    expect((await send({ username: m.form.name, title: '客服', content: 'b' }, { token: support })).code).toBe(200);
    expect((await send({ username: m.form.name, title: '運營', content: 'b' }, { token: operations })).code).toBe(200);
    expect(await unread(m.token)).toBe(2);
    expect(await t.prisma.auditLog.count({ where: { action: 'messages.send', target: m.form.name.toLowerCase() } })).toBe(2);
  });

  it('refuses bad input in the form order, an unknown member, and a missing Idempotency-Key, writing nothing', async () => {
    const m = await member();
    const before = await t.prisma.memberMessage.count();
    const audits = await t.prisma.auditLog.count({ where: { action: 'messages.send' } });
    expect(await send({ title: 't', content: 'c' })).toMatchObject({ code: 1000, message: '请填写会员账号，或选择发送给全部会员' });
    expect(await send({ username: m.username, all: true, title: 't', content: 'c' })).toMatchObject({
      code: 1000,
      message: '请填写会员账号，或选择发送给全部会员',
    });
    expect(await send({ all: false, title: 't', content: 'c' })).toMatchObject({ code: 1000 });
    expect(await send({ username: m.username, content: 'c' })).toMatchObject({ code: 1000, message: '请填写消息标题（最多100字）' });
    expect(await send({ username: m.username, title: '   ', content: 'c' })).toMatchObject({ code: 1000, message: '请填写消息标题（最多100字）' });
    expect(await send({ username: m.username, title: 'x'.repeat(101), content: 'c' })).toMatchObject({ code: 1000 });
    expect(await send({ username: m.username, title: 't' }, { lang: 'en_US' })).toMatchObject({
      code: 1000,
      message: 'Please give the content (at most 2000 characters)',
    });
    expect(await send({ username: m.username, title: 't', content: 'c'.repeat(2001) })).toMatchObject({ code: 1000 });
    expect(await send({ username: 'nobody_here_1', title: 't', content: 'c' })).toMatchObject({ code: 202, message: '会员不存在' });
    expect(await send({ username: m.username, title: 't', content: 'c' }, { key: null })).toMatchObject({
      code: 1000,
      message: '请提供 Idempotency-Key 请求头',
    });
    expect(await t.prisma.memberMessage.count()).toBe(before);
    expect(await t.prisma.auditLog.count({ where: { action: 'messages.send' } })).toBe(audits);
  });

  it('is idempotent: the same key sends once, even sent twice at the same time', async () => {
    const m = await member();
    const key = randomUUID();
    const body = { username: m.username, title: '只一次', content: 'c' };
    const [a, b] = await Promise.all([send(body, { key }), send(body, { key })]);
    expect([a.code, b.code].every((c) => c === 200 || c === 409)).toBe(true);
    expect((await send(body, { key })).code).toBe(200);
    expect(await unread(m.token)).toBe(1);
    expect(await t.prisma.auditLog.count({ where: { action: 'messages.send', target: m.username.toLowerCase() } })).toBe(1);
  });

  it('to everyone: one row per member registered now, later members do not get it, each reads their own copy', async () => {
    const a = await member();
    const b = await member();
    const users = await t.prisma.user.count();
    const key = randomUUID();
    const sent = await send({ all: true, title: '全站公告', content: '維護通知' }, { key });
    expect(sent).toMatchObject({ code: 200, data: { sent: users } });
    expect(await t.prisma.memberMessage.count({ where: { title: '全站公告' } })).toBe(users);
    // A replay with the same key writes nothing more (the rows carry the key).
    expect((await send({ all: true, title: '全站公告', content: '維護通知' }, { key })).code).toBe(200);
    await t.prisma.idempotentRequest.deleteMany({});
    expect(await send({ all: true, title: '全站公告', content: '維護通知' }, { key })).toMatchObject({ code: 200, data: { sent: 0 } });
    expect(await t.prisma.memberMessage.count({ where: { title: '全站公告' } })).toBe(users);

    const late = await member();
    expect((await list(late.token)).data.data.find((x: { title: string }) => x.title === '全站公告')).toBeUndefined();
    const mine = (await list(a.token)).data.data.find((x: { title: string }) => x.title === '全站公告');
    expect(mine).toMatchObject({ content: '維護通知', is_read: 0 });
    expect((await post(t.app, '/api/messageread', { id: mine.id }, { token: a.token })).code).toBe(200);
    expect((await list(b.token)).data.data.find((x: { title: string }) => x.title === '全站公告')).toMatchObject({ is_read: 0 });
    // Each send that ran is audited, the replay that wrote nothing with 0 recipients.
    const audited = await t.prisma.auditLog.findMany({ where: { action: 'messages.send', target: '*' }, orderBy: { id: 'asc' } });
    expect(audited.map((x) => (x.detail as { recipients: number }).recipients)).toEqual([users, 0]);
  });
});

describe('messages written by reviews', () => {
  it("deposit approval and rejection: rendered at read time in the reader's language, with amount, order number and reason", async () => {
    const m = await member();
    const approved = await approvedDeposit(t, m.token, admin, 1000);
    const rejected = await bankDeposit(t, m.token, 500);
    expect((await post(t.app, '/api/admin/deposits/reject', { deposit_no: rejected, reason: '未收到款項' }, { token: admin })).code).toBe(200);
    expect(await unread(m.token)).toBe(2);
    expect((await list(m.token, 1, 'zh_TW')).data.data.map((x: { title: string; content: string }) => [x.title, x.content])).toEqual([
      ['充值審核未通過', `您的充值訂單 ${rejected}（500.00 元）未通過審核。原因：未收到款項`],
      ['充值到帳通知', `您的充值訂單 ${approved} 已審核通過，1000.00 元已存入您的中心錢包。`],
    ]);
    expect((await list(m.token, 1, 'en_US')).data.data[1]).toMatchObject({
      title: 'Deposit credited',
      content: `Your deposit ${approved} was approved: 1000.00 has been credited to your central wallet.`,
    });
    expect((await list(m.token, 1, 'th')).data.data[0].title).toBe('เงินฝากไม่ได้รับการอนุมัติ');
    // A repeated decision writes no second message.
    expect((await post(t.app, '/api/admin/deposits/approve', { deposit_no: approved }, { token: admin })).code).toBe(200);
    expect((await post(t.app, '/api/admin/deposits/reject', { deposit_no: rejected, reason: 'again' }, { token: admin })).code).toBe(200);
    expect(await unread(m.token)).toBe(2);
  });

  it('withdrawal approval and rejection', async () => {
    const m = await member();
    await approvedDeposit(t, m.token, admin, 2000);
    await settledBets(t, m.userId, '2000', clock.now());
    const card = await bindUsdt(t, m.token);
    const withdraw = async (amount: number) => {
      const body = await post(t.app, '/api/withdraw', { amount, bank: card, password: PAY_PASS }, { token: m.token });
      expect(body.code, body.message).toBe(200);
      return body.data.order_no as string;
    };
    const paid = await withdraw(300);
    const refused = await withdraw(200);
    expect((await post(t.app, '/api/admin/withdrawals/approve', { order_no: paid }, { token: admin })).code).toBe(200);
    expect((await post(t.app, '/api/admin/withdrawals/reject', { order_no: refused, reason: '地址有誤' }, { token: admin })).code).toBe(200);
    const texts = (await list(m.token, 1, 'zh_CN')).data.data.map((x: { title: string; content: string }) => [x.title, x.content]);
    expect(texts[0]).toEqual(['提现审核未通过', `您的提现订单 ${refused}（200.00 元）未通过审核，金额已退回您的中心钱包。原因：地址有誤`]);
    expect(texts[1]).toEqual(['提现成功通知', `您的提现订单 ${paid}（300.00 元）已审核通过，款项已安排出款，请留意到账。`]);
    expect(await balanceOf(t, m.token)).toBe('1700.00');
  });

  it('activity application approval and rejection (reason, or "not given" when empty)', async () => {
    const a = await member();
    const b = await member();
    const [first, second] = (await post(t.app, '/api/activitylist', {})).data.data;
    for (const m of [a, b]) expect((await post(t.app, '/api/doactivityapply', { activityid: first.id }, { token: m.token })).code).toBe(200);
    expect((await post(t.app, '/api/doactivityapply', { activityid: second.id }, { token: b.token })).code).toBe(200);
    const applies = await t.prisma.activityApply.findMany({
      where: { userId: { in: [a.userId, b.userId] } },
      include: { activity: true },
      orderBy: { id: 'asc' },
    });
    const [ofA, ofB, ofB2] = applies;
    expect((await post(t.app, '/api/admin/activity/review', { id: ofA!.id, state: 2 }, { token: admin })).code).toBe(200);
    expect((await post(t.app, '/api/admin/activity/review', { id: ofB!.id, state: 3, remark: '不符合資格' }, { token: admin })).code).toBe(200);
    expect((await post(t.app, '/api/admin/activity/review', { id: ofB2!.id, state: 3 }, { token: admin })).code).toBe(200);
    expect((await list(a.token, 1, 'zh_TW')).data.data).toEqual([
      expect.objectContaining({ title: '活動申請已通過', content: `您申請的活動「${ofA!.activity.title}」已審核通過。`, is_read: 0 }),
    ]);
    expect((await list(b.token, 1, 'en_US')).data.data.map((x: { content: string }) => x.content)).toEqual([
      `Your application for the promotion "${ofB2!.activity.title}" was not approved. Reason: not given`,
      `Your application for the promotion "${ofB!.activity.title}" was not approved. Reason: 不符合資格`,
    ]);
    // Already reviewed: refused, no second message.
    expect((await post(t.app, '/api/admin/activity/review', { id: ofA!.id, state: 3 }, { token: admin })).code).toBe(203);
    expect(await unread(a.token)).toBe(1);
  });

  it("are written in the review's transaction: when the message cannot be written, the decision and the money roll back", async () => {
    const m = await member();
    const depositNo = await bankDeposit(t, m.token, 800);
    // Make the message insert fail for this member only (the test's own database).
    await t.prisma.$executeRawUnsafe(`ALTER TABLE member_messages ADD CONSTRAINT t_no_messages CHECK (user_id <> ${m.userId})`);
    try {
      const res = await request(t.app).post('/api/admin/deposits/approve').set('Authorization', `Bearer ${admin}`).send({ deposit_no: depositNo });
      expect(res.body.code).not.toBe(200);
      expect((await t.prisma.deposit.findUniqueOrThrow({ where: { depositNo } })).state).toBe(1);
      expect(await balanceOf(t, m.token)).toBe('0.00');
      expect(await t.prisma.auditLog.count({ where: { action: 'deposit.approve', target: depositNo } })).toBe(0);

      const [activity] = (await post(t.app, '/api/activitylist', {})).data.data;
      expect((await post(t.app, '/api/doactivityapply', { activityid: activity.id }, { token: m.token })).code).toBe(200);
      const apply = await t.prisma.activityApply.findFirstOrThrow({ where: { userId: m.userId } });
      const reviewed = await request(t.app).post('/api/admin/activity/review').set('Authorization', `Bearer ${admin}`).send({ id: apply.id, state: 2 });
      expect(reviewed.body.code).not.toBe(200);
      expect((await t.prisma.activityApply.findUniqueOrThrow({ where: { id: apply.id } })).state).toBe(1);
    } finally {
      await t.prisma.$executeRawUnsafe('ALTER TABLE member_messages DROP CONSTRAINT t_no_messages');
    }
    expect((await post(t.app, '/api/admin/deposits/approve', { deposit_no: depositNo }, { token: admin })).code).toBe(200);
    expect(await balanceOf(t, m.token)).toBe('800.00');
    expect(await unread(m.token)).toBe(1);
  });

  it('notify refuses a template without its catalogue keys, and renders params inside an Sql transaction', async () => {
    const m = await member();
    await expect(t.sql.tx((tx) => t.services.notify(tx, { userId: m.userId, template: 'inbox.nope' }))).rejects.toThrow(/unknown message template/);
    await t.sql.tx((tx) => t.services.notify(tx, { userId: m.userId, template: 'inbox.deposit.approved', params: { order_no: 'CZ1', amount: '1.00' } }));
    expect((await list(m.token, 1, 'jp')).data.data).toEqual([
      expect.objectContaining({ title: '入金反映のお知らせ', content: '入金注文 CZ1 が承認され、1.00 がメインウォレットに入金されました。' }),
    ]);
  });
});
