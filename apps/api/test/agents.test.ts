import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@portal/contracts';
import type { Notify } from '../src/modules/agents/index.js';
import { adminToken, createTestApp, post, registerMember, solveCaptcha, uniqueMobile, uniqueName, type Body, type TestApp } from './support/app.js';
import { approvedDeposit, bankDeposit } from './support/cashier.js';

// Agents: the application and its review by operations staff, referral
// registration through pid, and the agent page's figures (only the agent's own referrals).

type Sent = Parameters<Notify>[1];
const inbox: Sent[] = [];
const notify: Notify = async (_db, message) => void inbox.push(message);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off', PUBLIC_URL: 'https://portal.example' }, { notify, poolSize: 12 });
  admin = await adminToken(t);
});
afterAll(() => t.close());

async function member(overrides: Record<string, unknown> = {}) {
  const m = await registerMember(t, overrides);
  const user = await t.prisma.user.findUniqueOrThrow({ where: { username: m.form.name } });
  return { token: m.token, username: m.form.name, userId: user.id };
}

const apply = (token: string, body: object = { mobile: uniqueMobile(), apply_info: '我有很多朋友喜欢玩' }, lang = 'zh_CN') =>
  post(t.app, '/api/applyagentdo', body, { token, lang });
const applications = (userId: number) => t.prisma.agentApplication.findMany({ where: { userId }, orderBy: { id: 'asc' } });
const adminPost = (path: string, body: object, token = admin, key: string = randomUUID()) =>
  request(t.app)
    .post(path)
    .set('Authorization', `Bearer ${token}`)
    .set('Idempotency-Key', key)
    .set('Lang', 'zh_CN')
    .send(body)
    .then((r) => r.body as Body);
const approve = (id: number, token = admin, key?: string) => adminPost('/api/admin/agents/approve', { id }, token, key);
const reject = (id: number, reason: string, token = admin) => adminPost('/api/admin/agents/reject', { id, reason }, token);

/** A member who applied and was approved by staff: an agent. */
async function agent() {
  const m = await member();
  expect((await apply(m.token)).code).toBe(200);
  const [app] = await applications(m.userId);
  expect((await approve(app!.id)).code).toBe(200);
  return m;
}

/** A staff member of one role, signed in. */
async function staff(role: string): Promise<string> {
  const name = uniqueName('staff');
  await t.prisma.admin.create({ data: { name, role, passwordHash: await t.core.hasher.hash('staffpass123') } });
  const body = await post(t.app, '/api/admin/login', { name, password: 'staffpass123' });
  expect(body.code, body.message).toBe(200);
  return body.data.api_token as string;
}

describe('applying (/api/applyagentdo, spec §5)', () => {
  it('checks the phone, then the reason, with the spec texts, and writes nothing for a bad request', async () => {
    const m = await member();
    for (const [body, message] of [
      [{}, '请输入正确手机号'],
      [{ mobile: '1234', apply_info: 'x' }, '请输入正确手机号'],
      [{ mobile: '', apply_info: '' }, '请输入正确手机号'],
      [{ mobile: uniqueMobile() }, '请输入申请理由'],
      [{ mobile: uniqueMobile(), apply_info: '   ' }, '请输入申请理由'],
      [{ mobile: uniqueMobile(), apply_info: 'x'.repeat(501) }, '请输入申请理由'],
    ] as const) {
      const reply = await apply(m.token, body);
      expect([reply.code, reply.message], JSON.stringify(body)).toEqual([1000, message]);
    }
    expect((await apply(m.token, {}, 'en_US')).message).toBe('Please enter a valid mobile number');
    expect(await applications(m.userId)).toEqual([]);
    expect((await post(t.app, '/api/applyagentdo', { mobile: uniqueMobile(), apply_info: 'x' })).code).toBe(401);
  });

  it('keeps one pending application per member: a second one is refused with a clear message', async () => {
    const m = await member();
    const mobile = uniqueMobile();
    const first = await apply(m.token, { mobile, apply_info: '  推广经验丰富  ' }, 'zh_TW');
    expect([first.code, first.message]).toEqual([200, '申請已提交，請等待審核']);
    const second = await apply(m.token, undefined, 'zh_TW');
    expect([second.code, second.message]).toEqual([203, '您已有一份代理申請正在審核中，請耐心等待']);
    const rows = await applications(m.userId);
    expect(rows.map((r) => [r.state, r.mobile, r.applyInfo])).toEqual([[1, mobile, '推广经验丰富']]);

    const state = await post(t.app, '/api/agent/application', {}, { token: m.token });
    expect(state.data).toMatchObject({ is_agent: false, realname: '张三', state: 1, mobile, apply_info: '推广经验丰富', reason: '', reviewed_at: '' });
    expect(state.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('under ten concurrent submits stores exactly one pending application', async () => {
    const m = await member();
    const replies = await Promise.all(Array.from({ length: 10 }, () => apply(m.token)));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.code === 203 && r.message === translate('agent.applicationPending', 'zh_CN'))).toHaveLength(9);
    expect(await applications(m.userId)).toHaveLength(1);
  });

  it('a member who never applied sees state 0 with their real name; an agent cannot apply again', async () => {
    const m = await member({ realname: '李四' });
    expect((await post(t.app, '/api/agent/application', {}, { token: m.token })).data).toEqual({
      is_agent: false,
      realname: '李四',
      state: 0,
      mobile: '',
      apply_info: '',
      reason: '',
      created_at: '',
      reviewed_at: '',
    });
    const a = await agent();
    const again = await apply(a.token);
    expect([again.code, again.message]).toEqual([203, translate('agent.alreadyAgent', 'zh_CN')]);
  });
});

describe('the review by staff (/api/admin/agents/*)', () => {
  it('lists applications by state, newest first, with the member, the masked phone and the reviewer', async () => {
    const m = await member({ realname: '王五' });
    await apply(m.token, { mobile: '13912345678', apply_info: '想做代理' });
    const list = await adminPost('/api/admin/agents/applications', { state: 1 });
    expect(list.code).toBe(200);
    expect(list.data.data[0]).toMatchObject({
      username: m.username,
      realname: '王五',
      mobile: '139****5678',
      apply_info: '想做代理',
      state: 1,
      reason: '',
      reviewer: '',
      reviewed_at: '',
    });
    expect(list.data.data.every((a: { state: number }) => a.state === 1)).toBe(true);
    expect(list.data).toMatchObject({ current_page: 1, per_page: 20 });
    expect((await adminPost('/api/admin/agents/applications', { state: 9 })).code).toBe(1000);
  });

  it('approval makes the member an agent, writes the audit row and one member message; a retry changes nothing', async () => {
    const m = await member();
    await apply(m.token);
    const [app] = await applications(m.userId);
    const before = inbox.length;
    const key = randomUUID();
    const approved = await approve(app!.id, admin, key);
    expect([approved.code, approved.message]).toEqual([200, '已通过，该会员现在是代理']);
    expect(approved.data).toMatchObject({ id: app!.id, state: 2, reviewer: 'admin' });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: m.userId } })).isAgent).toBe(true);
    expect(inbox.slice(before)).toEqual([{ userId: m.userId, template: 'inbox.agent.approved' }]);
    expect(await t.prisma.auditLog.count({ where: { action: 'agent.approve', target: String(app!.id) } })).toBe(1);

    // The same Idempotency-Key replays the reply; a new request finds it decided: nothing runs twice.
    const replay = await request(t.app)
      .post('/api/admin/agents/approve')
      .set('Authorization', `Bearer ${admin}`)
      .set('Idempotency-Key', key)
      .set('Lang', 'zh_CN')
      .send({ id: app!.id });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(approved);
    const again = await approve(app!.id);
    expect([again.code, again.message]).toEqual([200, '该申请已审核']);
    expect(inbox.slice(before)).toHaveLength(1);
    expect(await t.prisma.auditLog.count({ where: { action: 'agent.approve', target: String(app!.id) } })).toBe(1);
    expect((await reject(app!.id, 'too late')).code).toBe(203);

    const state = await post(t.app, '/api/agent/application', {}, { token: m.token });
    expect(state.data).toMatchObject({ is_agent: true, state: 2 });
  });

  it('two staff approving at once approve once', async () => {
    const m = await member();
    await apply(m.token);
    const [app] = await applications(m.userId);
    const before = inbox.length;
    const replies = await Promise.all([approve(app!.id), approve(app!.id, await staff('operations')), approve(app!.id)]);
    expect(replies.map((r) => r.code)).toEqual([200, 200, 200]);
    expect(replies.filter((r) => r.message === '已通过，该会员现在是代理')).toHaveLength(1);
    expect(inbox.slice(before)).toHaveLength(1);
    expect(await t.prisma.auditLog.count({ where: { action: 'agent.approve', target: String(app!.id) } })).toBe(1);
  });

  it('rejection keeps the reason, tells the member, and lets them apply again', async () => {
    const m = await member();
    await apply(m.token);
    const [app] = await applications(m.userId);
    expect((await reject(app!.id, '')).message).toBe('请输入拒绝原因');
    const before = inbox.length;
    const rejected = await reject(app!.id, '资料不完整');
    expect([rejected.code, rejected.message]).toEqual([200, '已拒绝该申请']);
    expect(inbox.slice(before)).toEqual([{ userId: m.userId, template: 'inbox.agent.rejected', params: { reason: '资料不完整' } }]);
    expect(await t.prisma.auditLog.count({ where: { action: 'agent.reject', target: String(app!.id) } })).toBe(1);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: m.userId } })).isAgent).toBe(false);
    expect((await approve(app!.id)).code).toBe(203);

    const state = await post(t.app, '/api/agent/application', {}, { token: m.token });
    expect(state.data).toMatchObject({ is_agent: false, state: 3, reason: '资料不完整' });
    expect(state.data.reviewed_at).not.toBe('');
    expect((await apply(m.token)).code).toBe(200);
    expect((await applications(m.userId)).map((r) => r.state)).toEqual([3, 1]);
  });

  it('refuses members, other roles and unknown ids', async () => {
    const m = await member();
    await apply(m.token);
    const [app] = await applications(m.userId);
    expect((await approve(app!.id, m.token)).code).toBe(401);
    const finance = await staff('finance');
    for (const [path, body] of [
      ['/api/admin/agents/approve', { id: app!.id }],
      ['/api/admin/agents/reject', { id: app!.id, reason: 'x' }],
      ['/api/admin/agents/applications', {}],
    ] as const) {
      // A refused staff role gets 203, its input unread.
      expect((await adminPost(path, body, finance)).code, path).toBe(203);
    }
    expect((await adminPost('/api/admin/agents/applications', {}, await staff('operations'))).code).toBe(200);
    expect((await t.prisma.agentApplication.findUniqueOrThrow({ where: { id: app!.id } })).state).toBe(1);
    expect((await approve(99_999_999)).code).toBe(404);
    expect((await approve(0)).code).toBe(1000);
  });
});

describe('referral and the agent page', () => {
  it('non-agents are refused the agent page with a clear message', async () => {
    const m = await member();
    for (const path of ['/api/agent/summary', '/api/agent/members']) {
      const reply = await post(t.app, path, {}, { token: m.token, lang: 'zh_TW' });
      expect([reply.code, reply.message]).toEqual([203, '您還不是代理，請先申請成為代理']);
    }
  });

  it('registration through pid (full form and the agent link form) records the referrer; the visit URL carries pid', async () => {
    const a = await agent();
    const full = await member({ pid: String(a.userId) });
    const captcha = await solveCaptcha(t, 'register');
    const name = uniqueName('k');
    const short = await post(t.app, '/api/register_kv', { name, password: 'abc12345', confirmPass: 'abc12345', pid: a.userId, ...captcha });
    expect(short.code, short.message).toBe(200);
    expect(short.data.url).toBe(`/#/app?pid=${a.userId}`);
    const referred = await t.prisma.user.findMany({ where: { referrerId: a.userId }, orderBy: { id: 'asc' } });
    expect(referred.map((u) => u.username)).toEqual([full.username, name]);
    expect((await request(t.app).get(`/api/getVisitUrl?pid=${a.userId}`)).body.data.url).toBe(`/#/app?pid=${a.userId}`);
    expect((await request(t.app).get('/api/getVisitUrl?pid=abc')).body.data.url).toBe('/#/app');

    // The shared link (any letter case) opens the short form with the pid and nothing else.
    const res = await request(t.app).get(`/REGISTERforaplink?pid=${a.userId}&next=https://evil.example`);
    expect([res.status, res.headers.location]).toEqual([302, `/#/registerForAplink?pid=${a.userId}`]);
  });

  it('the summary and list show the referred members, their approved deposits and turnover, built from PUBLIC_URL', async () => {
    const a = await agent();
    const empty = await request(t.app).post('/api/agent/summary').set('Authorization', `Bearer ${a.token}`).set('Host', 'evil.example').send({});
    expect(empty.body.data).toEqual({
      pid: a.userId,
      link: `https://portal.example/registerForAplink?pid=${a.userId}`,
      members: 0,
      deposits: '0.00',
      turnover: '0.00',
    });
    const none = await post(t.app, '/api/agent/members', {}, { token: a.token });
    expect(none.data).toEqual({ data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 });

    const x = await member({ pid: a.userId });
    const y = await member({ pid: a.userId });
    const outsider = await member(); // not referred: never counted
    await approvedDeposit(t, x.token, admin, '1000.50');
    await approvedDeposit(t, x.token, admin, 200);
    await approvedDeposit(t, y.token, admin, 300);
    await bankDeposit(t, y.token, 5000); // pending: not approved, not counted
    const rejectedNo = await bankDeposit(t, x.token, 700);
    expect((await post(t.app, '/api/admin/deposits/reject', { deposit_no: rejectedNo, reason: 'no money arrived' }, { token: admin })).code).toBe(200);
    await approvedDeposit(t, outsider.token, admin, 9999);
    // Turnover as the bet sync keeps it (users.totalgame).
    await t.prisma.user.update({ where: { id: x.userId }, data: { totalgame: '1234.56' } });
    await t.prisma.user.update({ where: { id: y.userId }, data: { totalgame: '0.44' } });
    await t.prisma.user.update({ where: { id: outsider.userId }, data: { totalgame: '777' } });

    const summary = await post(t.app, '/api/agent/summary', {}, { token: a.token });
    expect(summary.data).toEqual({
      pid: a.userId,
      link: `https://portal.example/registerForAplink?pid=${a.userId}`,
      members: 2,
      deposits: '1500.50',
      turnover: '1235.00',
    });
    const list = await post(t.app, '/api/agent/members', { page: 1 }, { token: a.token });
    expect(list.data.data.map((r: { username: string; deposits: string; turnover: string }) => [r.username, r.deposits, r.turnover])).toEqual([
      [y.username, '300.00', '0.44'],
      [x.username, '1200.50', '1234.56'],
    ]);
    expect(list.data.total).toBe(2);
  });

  it('an agent sees only their own referrals, paged 10 at a time', async () => {
    const a = await agent();
    const b = await agent();
    for (let i = 0; i < 11; i++) await member({ pid: a.userId });
    const mine = await member({ pid: b.userId });
    const pageTwo = await post(t.app, '/api/agent/members', { page: 2 }, { token: a.token });
    expect(pageTwo.data).toMatchObject({ total: 11, current_page: 2, per_page: 10, last_page: 2 });
    expect(pageTwo.data.data).toHaveLength(1);
    const bList = await post(t.app, '/api/agent/members', {}, { token: b.token });
    expect(bList.data.data.map((r: { username: string }) => r.username)).toEqual([mine.username]);
    expect((await post(t.app, '/api/agent/summary', {}, { token: b.token })).data.members).toBe(1);
    expect((await post(t.app, '/api/agent/members', { page: 'x' }, { token: a.token })).code).toBe(1000);
  });

  it('without AGENT_SITE_URL the agent login (/gamePage?dailiD) opens the agent page of the member area', async () => {
    const a = await agent();
    const reply = (await request(t.app).get('/api/getAgentLoginUrl?is_mobile_url=0').set('Authorization', `Bearer ${a.token}`)).body as Body;
    expect([reply.code, reply.data]).toEqual([200, { url: '/#/mine/agent' }]);
    const m = await member();
    expect(((await request(t.app).get('/api/getAgentLoginUrl').set('Authorization', `Bearer ${m.token}`)).body as Body).code).toBe(203);
  });
});

// pid names a referrer only when it is an approved agent's id, written as a plain
// positive integer; anything else lets the registration through without a referrer.
describe('referrals only to approved agents', () => {
  const referrerOf = async (username: string) => (await t.prisma.user.findUniqueOrThrow({ where: { username: username.toLowerCase() } })).referrerId;
  const registerShort = async (pid: unknown) => {
    const name = uniqueName('k');
    const reply = await post(t.app, '/api/register_kv', { name, password: 'abc12345', confirmPass: 'abc12345', pid, ...(await solveCaptcha(t, 'register')) });
    expect(reply.code, reply.message).toBe(200);
    return { name, url: reply.data.url as string };
  };

  it('a member who is not an agent (applied or not) collects no downline, on either form', async () => {
    const plain = await member();
    const applicant = await member();
    expect((await apply(applicant.token)).code).toBe(200);
    for (const who of [plain, applicant]) {
      const full = await member({ pid: String(who.userId) });
      expect(await referrerOf(full.username)).toBeNull();
      const short = await registerShort(who.userId);
      expect(await referrerOf(short.name)).toBeNull();
      expect(short.url).toBe('/#/app');
    }
    // Approved later: the members who registered before still have no referrer, and the agent page counts none.
    const [app] = await applications(applicant.userId);
    expect((await approve(app!.id)).code).toBe(200);
    expect((await post(t.app, '/api/agent/summary', {}, { token: applicant.token })).data).toMatchObject({ members: 0 });
    // From now on the link works.
    const after = await member({ pid: String(applicant.userId) });
    expect(await referrerOf(after.username)).toBe(applicant.userId);
  });

  it('only a plain positive integer names the agent: "0042", "42e0", "4.2e1", "+42", " 42" and "42.0" are no referrer', async () => {
    const a = await agent();
    const id = a.userId;
    for (const pid of [
      `00${id}`,
      `${id}e0`,
      `${String(id).slice(0, 1)}.${String(id).slice(1)}e${String(id).length - 1}`,
      `+${id}`,
      ` ${id}`,
      `${id}.0`,
      `0x${id.toString(16)}`,
      '0',
      '-1',
      `${id}${'0'.repeat(12)}`,
    ]) {
      const full = await member({ pid });
      expect(await referrerOf(full.username), JSON.stringify(pid)).toBeNull();
      const short = await registerShort(pid);
      expect(await referrerOf(short.name), JSON.stringify(pid)).toBeNull();
      expect(short.url, JSON.stringify(pid)).toBe('/#/app');
    }
    // The plain forms, as a string and as a JSON number, still refer.
    expect(await referrerOf((await member({ pid: String(id) })).username)).toBe(id);
    expect(await referrerOf((await registerShort(id)).name)).toBe(id);
    // The shared link passes on only a plain id.
    for (const pid of [`00${id}`, `${id}e0`]) {
      const res = await request(t.app).get(`/registerForAplink?pid=${encodeURIComponent(pid)}`);
      expect([res.status, res.headers.location], pid).toEqual([302, '/#/registerForAplink']);
    }
  });

  it('the agents report lists approved agents only: a referrer stored before this rule who is no agent counts under "no agent"', async () => {
    const plain = await member();
    const referred = await member();
    // A row from before the rule: referred by a member who never became an agent.
    await t.prisma.user.update({ where: { id: referred.userId }, data: { referrerId: plain.userId } });
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const report = await post(t.app, '/api/admin/reports/agents', { from: today, to: today }, { token: admin });
    expect(report.code, report.message).toBe(200);
    expect((report.data as { agent: string | null }[]).map((r) => r.agent)).not.toContain(plain.username.toLowerCase());
  });
});
