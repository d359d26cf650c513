// Part A.2: the attacks named in issue 16, from the outside, with the database read directly.
// Usage: node tools/outside-check/a2-attacks.mjs [port] [database url]
import { randomUUID } from 'node:crypto';
import { createStaff, db, http, post, rawHttp, registerMember, sleep, snapshot, diff, staffLogin, tally, totp } from './lib.mjs';

const port = Number(process.argv[2] ?? 8401);
const base = `http://127.0.0.1:${port}`;
const pool = db(process.argv[3] ?? 'postgresql://postgres:postgres@127.0.0.1:55401/portal');
const q = async (sql, args) => (await pool.query(sql, args)).rows;
const results = [];
const check = (name, ok, figures) => {
  results.push({ name, ok });
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}: ${typeof figures === 'string' ? figures : JSON.stringify(figures)}`);
};
const short = (r) => `${r.status} ${JSON.stringify(r.body).slice(0, 160)}`;

const superToken = await staffLogin(base, 'admin', 'admin12345');
const finance = await createStaff(base, superToken, 'finance');
const finance2 = await createStaff(base, superToken, 'finance');
const support = await createStaff(base, superToken, 'support');
const operations = await createStaff(base, superToken, 'operations');
const member = await registerMember(base);

// 1. Support token: POST /API/admin/adjust and GET /Api/admin/outbox.
{
  const before = await snapshot(pool);
  const a = await rawHttp(port, 'POST', '/API/admin/adjust', {
    token: support.token,
    key: randomUUID(),
    body: { username: member.name, amount: '1', memo: 'x' },
  });
  const b = await rawHttp(port, 'GET', '/Api/admin/outbox?recipient=13800138000', { token: support.token });
  const c = await http(base, 'GET', '/api/admin/outbox?recipient=13800138000', { token: support.token });
  const d = diff(before, await snapshot(pool));
  check(
    'support POST /API/admin/adjust, GET /Api/admin/outbox',
    a.status === 404 && a.body?.code === 404 && b.status === 404 && b.body?.code === 404 && c.body?.code === 203 && Object.keys(d).length === 0,
    `adjust ${short(a)}; outbox ${short(b)}; exact outbox as support ${short(c)}; db diff ${JSON.stringify(d)}`,
  );
}

// 2. TOTP.
{
  const s = await createStaff(base, superToken, 'finance');
  const en = await post(base, '/api/admin/staff/totp/enrol', { password: s.password }, { token: s.token });
  const secret = en.body?.data?.secret;
  await sleep(1000);
  const conf = await post(base, '/api/admin/staff/totp/confirm', { code: totp(secret) }, { token: s.token });
  const stored = (await q('SELECT totp_secret, totp_pending FROM admins WHERE id = $1', [s.id]))[0];
  const plain = stored.totp_secret === null || stored.totp_secret.includes(secret) || stored.totp_secret.toUpperCase() === secret;
  check(
    'TOTP secret sealed in admins.totp_secret',
    conf.body?.code === 200 && !plain,
    `confirm ${short(conf)}; stored prefix ${String(stored.totp_secret).slice(0, 12)}…, length ${String(stored.totp_secret).length}, contains the base32 secret: ${plain}`,
  );
  // Enrol over the existing TOTP without a code, and with a wrong code.
  const r1 = await post(base, '/api/admin/staff/totp/enrol', {}, { token: s.token });
  const r2 = await post(base, '/api/admin/staff/totp/enrol', { code: '000000' === totp(secret) ? '111111' : '000000' }, { token: s.token });
  const dis = await post(base, '/api/admin/staff/totp/disable', { code: '000000' === totp(secret) ? '111111' : '000000' }, { token: s.token });
  const after = (await q('SELECT totp_secret, totp_pending FROM admins WHERE id = $1', [s.id]))[0];
  check(
    'TOTP re-enrol without current code refused',
    r1.body?.code !== 200 &&
      r2.body?.code !== 200 &&
      dis.body?.code !== 200 &&
      after.totp_secret === stored.totp_secret &&
      after.totp_pending === stored.totp_pending,
    `no code: ${short(r1)}; wrong code: ${short(r2)}; disable wrong code: ${short(dis)}; secret unchanged ${after.totp_secret === stored.totp_secret}, pending unchanged ${after.totp_pending === stored.totp_pending}`,
  );
  // The same code twice at login (wait for the next 30 s step: confirm used this one).
  const step = Math.floor(Date.now() / 30000);
  while (Math.floor(Date.now() / 30000) === step) await sleep(250);
  await sleep(500);
  const code = totp(secret);
  const l0 = await post(base, '/api/admin/login', { name: s.name, password: s.password });
  const l1 = await post(base, '/api/admin/login', { name: s.name, password: s.password, otp: code });
  const l2 = await post(base, '/api/admin/login', { name: s.name, password: s.password, otp: code });
  check(
    'TOTP code used twice at login: second refused',
    l0.body?.data?.totp_required === true && l1.body?.code === 200 && l2.body?.code !== 200,
    `no otp: ${short(l0)}; first: code ${l1.body?.code}; second: ${short(l2)}`,
  );
}

// 3. Adjustments: over ADJUST_MAX, above review (four eyes), 10 concurrent approvals.
{
  const before = await snapshot(pool);
  const big = await post(
    base,
    '/api/admin/adjust',
    { username: member.name, amount: '1000000000.00', memo: 'too big' },
    { token: finance.token, key: randomUUID() },
  );
  const bigNeg = await post(
    base,
    '/api/admin/adjust',
    { username: member.name, amount: '-1000000000.00', memo: 'too big' },
    { token: superToken, key: randomUUID() },
  );
  const d0 = diff(before, await snapshot(pool));
  check(
    'adjust 1,000,000,000.00 refused',
    big.body?.code === 1000 && bigNeg.body?.code === 1000 && !d0.member_balance_sum && !d0.journal_tx,
    `+: ${short(big)}; -: ${short(bigNeg)}; db diff ${JSON.stringify(d0)}`,
  );

  const bal0 =
    (await q("SELECT balance::text b FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.username = $1 AND a.kind = 'central'", [member.name]))[0]?.b ??
    '0';
  const key = randomUUID();
  const req = await post(base, '/api/admin/adjust', { username: member.name, amount: '5000', memo: 'four eyes' }, { token: finance.token, key });
  const id = req.body?.data?.id;
  const self = await post(base, '/api/admin/adjust/approve', { id }, { token: finance.token });
  const selfReject = await post(base, '/api/admin/adjust/reject', { id, reason: 'x' }, { token: finance.token });
  const supportTry = await post(base, '/api/admin/adjust/approve', { id }, { token: support.token });
  const opsTry = await post(base, '/api/admin/adjust/approve', { id }, { token: operations.token });
  const mid =
    (await q("SELECT balance::text b FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.username = $1 AND a.kind = 'central'", [member.name]))[0]?.b ??
    '0';
  const approvals = await Promise.all(
    Array.from({ length: 10 }, (_, i) => post(base, '/api/admin/adjust/approve', { id }, { token: i % 2 ? finance2.token : superToken })),
  );
  const bal1 = (
    await q("SELECT balance::text b FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.username = $1 AND a.kind = 'central'", [member.name])
  )[0]?.b;
  const postings = (await q('SELECT count(*)::int n FROM journal_transactions WHERE idempotency_key LIKE $1', [`adjust:%:${key}`]))[0].n;
  const states = (await q('SELECT state FROM balance_adjustments WHERE key LIKE $1', [`adjust:%:${key}`])).map((r) => r.state);
  check(
    'adjust 5,000: pending, requester cannot decide, 10 concurrent approvals move it once',
    req.body?.data?.state === 'pending' &&
      self.body?.code === 203 &&
      selfReject.body?.code === 203 &&
      supportTry.body?.code === 203 &&
      opsTry.body?.code === 203 &&
      mid === bal0 &&
      Number(bal1) - Number(bal0) === 5000 &&
      postings === 1,
    `request state ${req.body?.data?.state}; requester approve ${self.body?.code}, reject ${selfReject.body?.code}; support ${supportTry.body?.code}, operations ${opsTry.body?.code}; balance ${bal0} → (pending) ${mid} → ${bal1}; approvals by code ${JSON.stringify(tally(approvals.map((r) => r.body?.code)))}; journal rows for the key ${postings}; state ${states}`,
  );
}

// 4. A credit, then an immediate withdrawal: 217 unless marked as a correction.
{
  const out = [];
  for (const correction of [false, true]) {
    const m = await registerMember(base);
    const cr = await post(
      base,
      '/api/admin/adjust',
      correction
        ? { username: m.name, amount: '500', memo: 'credit', correction: true, correction_reason: 'bank error' }
        : { username: m.name, amount: '500', memo: 'credit' },
      { token: finance.token, key: randomUUID() },
    );
    await post(
      base,
      '/api/bindcard',
      { type: 1, bank_owner: '张三', bank: '中国工商银行', bank_address: '北京', bank_no: '6222020200112233445', pay_pass: '123456' },
      { token: m.token },
    );
    const cards = await post(base, '/api/getcard', { type: 1 }, { token: m.token });
    const list = Array.isArray(cards.body?.data) ? cards.body.data : (cards.body?.data?.list ?? []);
    const w = await post(base, '/api/withdraw', { bank: list[0]?.id, amount: 100, password: '123456' }, { token: m.token, key: randomUUID() });
    out.push({ correction, credit: `${cr.body?.code}/${cr.body?.data?.state}`, withdraw: w.body?.code, message: w.body?.message });
  }
  check('credit then immediate withdrawal', out[0].credit === '200/posted' && out[0].withdraw === 217 && out[1].withdraw === 200, out);
}

// 5. Lone surrogate in staff free text, impossible dates: 1000, never 500.
{
  const S = '"x\\ud800y"';
  const m = await registerMember(base);
  const dep = await post(
    base,
    '/api/recharge',
    { paytype: 'bank', amount: 100, bank_owner: '李四', bank: '中国银行', bank_no: '6222020200112233', bank_address: '上海' },
    { token: m.token, key: randomUUID() },
  );
  const depNo = dep.body?.message;
  const cases = [
    [finance.token, '/api/admin/adjust', `{"username":"${member.name}","amount":"1","memo":${S}}`],
    [finance.token, '/api/admin/adjust', `{"username":"${member.name}","amount":"1","memo":"m","correction":true,"correction_reason":${S}}`],
    [finance.token, '/api/admin/deposits/reject', `{"deposit_no":"${depNo}","reason":${S}}`],
    [finance.token, '/api/admin/deposits/bulk', `{"action":"reject","deposit_nos":["${depNo}"],"reason":${S}}`],
    [finance.token, '/api/admin/withdrawals/reject', `{"order_no":"TX1","reason":${S}}`],
    [finance.token, '/api/admin/withdrawals/bulk-reject', `{"order_nos":["TX1"],"reason":${S}}`],
    [finance.token, '/api/admin/adjust/reject', `{"id":1,"reason":${S}}`],
    [finance.token, '/api/admin/members/freeze', `{"username":"${m.name}","reason":${S}}`],
    [support.token, '/api/admin/members/search', `{"q":${S},"page":1}`],
    [support.token, '/api/admin/messages/send', `{"username":"${m.name}","title":${S},"content":"c"}`],
    [support.token, '/api/admin/messages/send', `{"username":"${m.name}","title":"t","content":${S}}`],
    [operations.token, '/api/admin/activity/review', `{"id":1,"state":2,"remark":${S}}`],
    [operations.token, '/api/admin/agents/reject', `{"id":1,"reason":${S}}`],
    [operations.token, '/api/admin/content/notices/save', `{"title":${S},"content":"c","sort":1,"enabled":true}`],
    [operations.token, '/api/admin/site/update', `{"repair_tips":${S}}`],
    [operations.token, '/api/admin/members/reset-password', `{"username":"${m.name}","password":${S}}`],
    [superToken, '/api/admin/staff/create', `{"name":${S},"password":"staff12345","role":"support"}`],
    [superToken, '/api/admin/audit', `{"page":1,"actor":${S}}`],
    [superToken, '/api/admin/audit', `{"page":1,"action":${S}}`],
  ];
  for (const day of ['2026-13-45', '0000-01-01', '2026-02-30']) {
    for (const p of ['/api/admin/deposits', '/api/admin/withdrawals'])
      cases.push([finance.token, p, `{"page":1,"from":"${day}"}`], [finance.token, p, `{"page":1,"to":"${day}"}`]);
    for (const p of ['/api/admin/reports/daily', '/api/admin/reports/platforms', '/api/admin/reports/agents', '/api/admin/reports/daily.csv'])
      cases.push([finance.token, p, `{"from":"${day}","to":"2026-11-25"}`], [finance.token, p, `{"from":"2026-11-01","to":"${day}"}`]);
  }
  const before = await snapshot(pool);
  const replies = [];
  for (const [token, path, raw] of cases) {
    const r = await http(base, 'POST', path, { token, raw, headers: { 'Content-Type': 'application/json' }, key: randomUUID() });
    replies.push({ path, raw: raw.slice(0, 70), status: r.status, code: r.body?.code });
  }
  const d = diff(before, await snapshot(pool));
  const bad = replies.filter((r) => r.code !== 1000 || r.status >= 500);
  check(
    'lone surrogate \\ud800 in staff text + impossible dates → 1000',
    bad.length === 0 && Object.keys(d).length === 0,
    `${replies.length} requests, answers ${JSON.stringify(tally(replies.map((r) => `${r.status}/${r.code}`)))}; db diff ${JSON.stringify(d)}${bad.length ? '; not 1000: ' + JSON.stringify(bad) : ''}`,
  );
}

// 6. Two super admins disabling each other at the same moment, 5 rounds.
{
  // Only `admin` active among the supers first.
  const others = await q("SELECT id FROM admins WHERE role = 'super' AND disabled_at IS NULL AND name <> 'admin'");
  for (const o of others) await post(base, '/api/admin/staff/disable', { id: o.id }, { token: superToken });
  const rounds = [];
  let adminToken = superToken;
  for (let i = 0; i < 5; i++) {
    const x = await createStaff(base, adminToken, 'super');
    const y = await createStaff(base, adminToken, 'super');
    const adminId = (await q("SELECT id FROM admins WHERE name = 'admin'"))[0].id;
    const off = await post(base, '/api/admin/staff/disable', { id: adminId }, { token: x.token });
    const [a, b] = await Promise.all([
      post(base, '/api/admin/staff/disable', { id: y.id }, { token: x.token }),
      post(base, '/api/admin/staff/disable', { id: x.id }, { token: y.token }),
    ]);
    const active = (await q("SELECT count(*)::int n FROM admins WHERE role = 'super' AND disabled_at IS NULL"))[0].n;
    rounds.push({ adminOff: off.body?.code, xDisablesY: a.body?.code, yDisablesX: b.body?.code, activeSupers: active });
    const survivor = a.body?.code === 200 ? x : y;
    await post(base, '/api/admin/staff/enable', { id: adminId }, { token: survivor.token });
    adminToken = await staffLogin(base, 'admin', 'admin12345');
    await post(base, '/api/admin/staff/disable', { id: survivor.id }, { token: adminToken });
    if (active === 0) {
      // Recover so the rest can run: nothing but the database can.
      await pool.query("UPDATE admins SET disabled_at = NULL WHERE name = 'admin'");
      adminToken = await staffLogin(base, 'admin', 'admin12345');
    }
  }
  check(
    'two supers disabling each other ×5: never zero active',
    rounds.every((r) => r.activeSupers >= 1 && r.adminOff === 200 && [r.xDisablesY, r.yDisablesX].filter((c) => c === 200).length === 1),
    rounds,
  );
}

// 7. Referrer pid at registration.
{
  const agent = await registerMember(base);
  await post(base, '/api/applyagentdo', { mobile: '13900002222', apply_info: 'outside' }, { token: agent.token, key: randomUUID() });
  const app = (await q('SELECT a.id FROM agent_applications a JOIN users u ON u.id = a.user_id WHERE u.username = $1', [agent.name]))[0];
  const approve = await post(base, '/api/admin/agents/approve', { id: app?.id }, { token: operations.token, key: randomUUID() });
  const agentId = (await q('SELECT id, is_agent FROM users WHERE username = $1', [agent.name]))[0];
  const nonAgent = (await q('SELECT id FROM users WHERE username = $1', [member.name]))[0].id;
  const demoIsAgent = await q('SELECT id, is_agent FROM users WHERE id IN (1, 2) ORDER BY id');
  const pids = [
    '00002',
    '1e0',
    String(nonAgent),
    `000${agentId.id}`,
    `${agentId.id}e0`,
    `${agentId.id}.0`,
    ` ${agentId.id}`,
    `+${agentId.id}`,
    String(agentId.id),
  ];
  const out = [];
  for (const pid of pids) {
    const r = await registerMember(base, { pid });
    const row = (await q('SELECT referrer_id FROM users WHERE username = $1', [r.name]))[0];
    out.push({ pid, referrer: row.referrer_id });
  }
  const wrong = out.slice(0, -1).filter((x) => x.referrer !== null);
  check(
    'pid "00002", "1e0", non-agent id → no referrer (control: plain agent id → referrer)',
    approve.body?.code === 200 && agentId.is_agent && wrong.length === 0 && out.at(-1).referrer === agentId.id,
    `agent id ${agentId.id} (approve ${approve.body?.code}); users 1,2 is_agent ${JSON.stringify(demoIsAgent)}; ${JSON.stringify(out)}`,
  );
}

// 8. 60 parallel deposit requests from one member.
{
  const m = await registerMember(base);
  const replies = await Promise.all(
    Array.from({ length: 60 }, () =>
      post(
        base,
        '/api/recharge',
        { paytype: 'bank', amount: 100, bank_owner: '李四', bank: '中国银行', bank_no: '6222020200112233', bank_address: '上海' },
        { token: m.token, key: randomUUID() },
      ),
    ),
  );
  const open = (await q('SELECT count(*)::int n FROM deposits d JOIN users u ON u.id = d.user_id WHERE u.username = $1 AND d.state = 1', [m.name]))[0].n;
  const all = (await q('SELECT count(*)::int n FROM deposits d JOIN users u ON u.id = d.user_id WHERE u.username = $1', [m.name]))[0].n;
  check(
    '60 parallel deposits → at most 3 open',
    open <= 3 && replies.every((r) => r.status < 500),
    `answers ${JSON.stringify(tally(replies.map((r) => `${r.status}/${r.body?.code}`)))}; open orders ${open}, rows ${all}`,
  );
}

console.log(results.every((r) => r.ok) ? 'A2 PASS' : `A2 FAIL (${results.filter((r) => !r.ok).length} of ${results.length})`);
await pool.end();
