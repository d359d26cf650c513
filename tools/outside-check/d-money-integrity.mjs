// Issue 28 (money integrity) checked from the outside: the second attack's requests replayed against a
// server started as `pnpm start` runs it (start-a.sh), as every role, with the database read before
// and after. Usage: sh tools/outside-check/start-a.sh & node tools/outside-check/d-money-integrity.mjs
import { randomUUID } from 'node:crypto';
import { createStaff, db, post, registerMember, staffLogin, uniq } from './lib.mjs';

const base = process.env.BASE ?? 'http://127.0.0.1:8401';
const pool = db(process.env.PG_URL ?? 'postgresql://postgres:postgres@127.0.0.1:55401/portal');
const results = [];
const check = (name, ok, detail = '') => {
  results.push({ name, ok });
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
};
const one = async (q, p = []) => (await pool.query(q, p)).rows[0];
const balance = async (token) => (await post(base, '/api/balance', {}, { token })).body?.data?.balance;
const memberId = async (name) => (await one('SELECT id FROM users WHERE username = $1', [name])).id;
const ledgerClean = async (token) => (await post(base, '/api/admin/ledger/check', { full: true }, { token })).body?.data?.ok === true;
const counts = async () =>
  one(`SELECT (SELECT count(*) FROM activities)::int a, (SELECT count(*) FROM journal_transactions)::int j,
              (SELECT md5(string_agg(row_to_json(x)::text, ',' ORDER BY id)) FROM activities x) h,
              (SELECT count(*) FROM house_payouts)::int p`);

const superToken = await staffLogin(base, 'admin', 'admin12345');
const f1 = await createStaff(base, superToken, 'finance');
const f2 = await createStaff(base, superToken, 'finance');
const ops = await createStaff(base, superToken, 'operations');
const sup = await createStaff(base, superToken, 'support');
const typeId = (await one('SELECT id FROM activity_types ORDER BY id LIMIT 1')).id;
const texts = (title) => ({ title, content: 'outside check promotion', type_id: typeId, enabled: true });

// ---- Item 1: one operations account cannot pay a member 900,000 ----
{
  const before = await counts();
  const r = await post(
    base,
    '/api/admin/content/activities/save',
    { ...texts(uniq('p')), bonus_kind: 'fixed', bonus_value: '900000', bonus_turnover: '0' },
    { token: ops.token },
  );
  const after = await counts();
  check(
    '1 operations saving a 900,000 bonus is refused, nothing written',
    r.body?.code !== 200 && r.status < 500 && after.a === before.a,
    JSON.stringify(r.body?.message),
  );
}
const made = await post(base, '/api/admin/content/activities/save', texts(uniq('p')), { token: ops.token });
const promo = made.body?.data?.id;
check("1 operations saves a promotion's texts", made.body?.code === 200 && promo > 0);
for (const [who, token] of [
  ['operations', ops.token],
  ['support', sup.token],
]) {
  const before = await counts();
  const r = await post(base, '/api/admin/content/activities/money', { id: promo, bonus_kind: 'fixed', bonus_value: '5000', bonus_turnover: '1' }, { token });
  check(`1 ${who} cannot set money settings`, r.body?.code !== 200 && r.status < 500 && (await counts()).h === before.h, `${r.status} ${r.body?.code}`);
}
for (const value of ['900000', '999999999999.99', '10000.01']) {
  const before = await counts();
  const r = await post(
    base,
    '/api/admin/content/activities/money',
    { id: promo, bonus_kind: 'fixed', bonus_value: value, bonus_turnover: '1' },
    { token: f1.token },
  );
  check(`1 finance bonus ${value} refused by the cap`, r.body?.code !== 200 && r.status < 500 && (await counts()).h === before.h, r.body?.message);
}
{
  const r = await post(
    base,
    '/api/admin/content/activities/money',
    { id: promo, bonus_kind: 'fixed', bonus_value: '5000', bonus_turnover: '0' },
    { token: f1.token },
  );
  check('1 turnover multiple below 1 refused', r.body?.code !== 200 && r.status < 500, r.body?.message);
}
const set = await post(
  base,
  '/api/admin/content/activities/money',
  { id: promo, bonus_kind: 'fixed', bonus_value: '5000', bonus_turnover: '1' },
  { token: f1.token },
);
check(
  '1 finance sets a 5,000 bonus, audited with old and new values',
  set.body?.code === 200 &&
    !!(await one(`SELECT 1 FROM audit_logs WHERE target = $1 AND before IS NOT NULL AND after IS NOT NULL ORDER BY id DESC LIMIT 1`, [String(promo)])),
);

const m = await registerMember(base);
await post(base, '/api/doactivityapply', { activityid: promo }, { token: m.token, key: randomUUID() });
const apply = await one('SELECT a.id FROM activity_applies a JOIN users u ON u.id = a.user_id WHERE u.username = $1', [m.name]);
const review = await post(base, '/api/admin/activity/review', { id: apply.id, state: 2, remark: 'ok' }, { token: ops.token, key: randomUUID() });
const queued = await one(`SELECT id, state FROM house_payouts WHERE user_id = $1`, [await memberId(m.name)]);
check(
  "1 the reviewer's approval above the threshold queues the bonus, pays nothing",
  (await balance(m.token)) === '0.00' && queued?.state === 'pending',
  `${review.body?.message} balance ${await balance(m.token)}`,
);
for (const [who, token] of [
  ['operations (the reviewer)', ops.token],
  ['support', sup.token],
  ['finance who set the amount', f1.token],
]) {
  const r = await post(base, '/api/admin/payouts/approve', { id: queued.id }, { token, key: randomUUID() });
  check(
    `1 ${who} cannot approve the queued bonus`,
    r.body?.code !== 200 && r.status < 500 && (await balance(m.token)) === '0.00',
    `${r.status} ${r.body?.code} ${r.body?.message}`,
  );
}
{
  const rs = await Promise.all(
    Array.from({ length: 16 }, () => post(base, '/api/admin/payouts/approve', { id: queued.id }, { token: f2.token, key: randomUUID() })),
  );
  const oks = rs.filter((r) => r.body?.code === 200).length;
  const paid = await one(`SELECT count(*)::int n FROM journal_transactions WHERE kind = 'promotion.bonus' AND idempotency_key LIKE $1`, [`%${apply.id}%`]);
  check(
    '1 a second finance person approves: 16 parallel approvals pay once',
    oks === 1 && (await balance(m.token)) === '5000.00' && paid.n === 1,
    `oks ${oks}, balance ${await balance(m.token)}, postings ${paid.n}, 5xx ${rs.filter((r) => r.status >= 500).length}`,
  );
}

// ---- Item 2: a blocked member is paid nothing new ----
{
  const small = await post(base, '/api/admin/content/activities/save', texts(uniq('q')), { token: ops.token });
  await post(
    base,
    '/api/admin/content/activities/money',
    { id: small.body.data.id, bonus_kind: 'fixed', bonus_value: '88', bonus_turnover: '1' },
    { token: f1.token },
  );
  const b = await registerMember(base);
  await post(base, '/api/doactivityapply', { activityid: small.body.data.id }, { token: b.token, key: randomUUID() });
  const to = await post(base, '/api/responsible/timeout', { days: 7, password: 'abc12345' }, { token: b.token, key: randomUUID() });
  const app = await one('SELECT a.id FROM activity_applies a JOIN users u ON u.id = a.user_id WHERE u.username = $1', [b.name]);
  const r = await post(base, '/api/admin/activity/review', { id: app.id, state: 2, remark: '' }, { token: ops.token, key: randomUUID() });
  const after = await one('SELECT state FROM activity_applies WHERE id = $1', [app.id]);
  const paid = await one(`SELECT coalesce(sum(balance),0)::text s FROM accounts WHERE user_id = $1`, [await memberId(b.name)]);
  check(
    '2 a member in a 7-day time-out is paid nothing, the application rejected',
    to.body?.code === 200 && r.body?.code !== 200 && paid.s === '0.00' && after.state === 3,
    `${r.body?.message}; state ${after.state}; paid ${paid.s}`,
  );
}

// ---- Item 3: one deposit, one bonus ----
{
  const c = await registerMember(base);
  const dep = await post(
    base,
    '/api/recharge',
    { paytype: 'bank', amount: 1000, bank_owner: '张三', bank: '中国银行', bank_no: '6222020200112233', bank_address: '上海' },
    { token: c.token, key: randomUUID() },
  );
  const depNo = (await one('SELECT deposit_no FROM deposits d JOIN users u ON u.id = d.user_id WHERE u.username = $1', [c.name]))?.deposit_no;
  const ap = await post(base, '/api/admin/deposits/approve', { deposit_no: depNo }, { token: f1.token, key: randomUUID() });
  const ids = [];
  for (let i = 0; i < 3; i++) {
    const p = await post(base, '/api/admin/content/activities/save', texts(uniq('r')), { token: ops.token });
    await post(
      base,
      '/api/admin/content/activities/money',
      { id: p.body.data.id, bonus_kind: 'percent', bonus_value: '100', bonus_cap: '1000', bonus_turnover: '1' },
      { token: f1.token },
    );
    await post(base, '/api/doactivityapply', { activityid: p.body.data.id }, { token: c.token, key: randomUUID() });
    ids.push((await one('SELECT a.id FROM activity_applies a WHERE a.activity_id = $1', [p.body.data.id])).id);
  }
  const rs = await Promise.all(
    ids.map((id) => post(base, '/api/admin/activity/review', { id, state: 2, remark: '' }, { token: superToken, key: randomUUID() })),
  );
  const bal = await balance(c.token);
  check(
    '3 one deposit of 1,000 pays one 100 % bonus (balance 2,000.00), the others refused',
    dep.body?.code === 200 && ap.body?.code === 200 && bal === '2000.00',
    `balance ${bal}; replies ${rs.map((r) => r.body?.code).join(',')}`,
  );
}

// ---- Item 7: no 500 from values the schema lets through ----
{
  const x = await registerMember(base);
  const rs = [
    await post(base, '/api/responsible/limits', { kind: 'deposit', period: 'day', value: 1e20 }, { token: x.token, key: randomUUID() }),
    await post(base, '/api/responsible/limits', { kind: 'loss', period: 'month', value: '1e16' }, { token: x.token, key: randomUUID() }),
    await post(base, '/api/responsible/limits', { kind: 'loss', period: 'month', value: '10000000000000000' }, { token: x.token, key: randomUUID() }),
    await post(base, '/api/admin/feedback/image', { id: 2147483648 }, { token: superToken }),
    await post(base, '/api/admin/feedback/answer', { id: 2147483648, answer: 'x' }, { token: superToken, key: randomUUID() }),
    await post(base, '/api/admin/cashier/channels/save', { id: 2147483648, paytype: 'alipay', name: 'x' }, { token: superToken, key: randomUUID() }),
  ];
  check(
    '7 out-of-range values answered with an envelope, never 500',
    rs.every((r) => r.status === 200 && r.body?.code !== 200),
    rs.map((r) => `${r.status}/${r.body?.code}`).join(' '),
  );
}

// ---- Item 9: support reading contacts ----
{
  const auditBefore = (await one(`SELECT count(*)::int n FROM audit_logs`)).n;
  const pages = [];
  for (let p = 1; p <= 4; p++) pages.push(await post(base, '/api/admin/members/list', { page: p, per_page: 200 }, { token: sup.token }));
  const rows = pages.flatMap((r) => r.body?.data?.data ?? r.body?.data?.list ?? []);
  const unmasked = rows.filter((r) => typeof r.mobile === 'string' && /^\d{11}$/.test(r.mobile));
  const auditAfter = (await one(`SELECT count(*)::int n FROM audit_logs`)).n;
  const exp = await post(base, '/api/admin/members/list', { page: 1, per_page: 200, export: true }, { token: sup.token });
  const exported = await one(`SELECT count(*)::int n FROM audit_logs WHERE action = 'members.export' AND admin_id = $1`, [sup.id]);
  check(
    '9 the member list masks contacts; the export is audited',
    rows.length > 0 && unmasked.length === 0 && exported.n >= 1,
    `rows ${rows.length}, unmasked ${unmasked.length}, audit +${auditAfter - auditBefore}, export ${exp.body?.code}, export rows ${exported.n}`,
  );
}

// ---- Item 5: a code is checked at most five times, under concurrency ----
{
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const v = await registerMember(base, { phone });
  const sent = await post(base, '/api/sendSMSCaptcha', { phone, code: 'ABCD', captcha_id: 'x' });
  const code = /\d{6}/.exec((await one('SELECT body FROM outbound_messages WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [phone]))?.body ?? '')?.[0];
  const hashBefore = (await one('SELECT password_hash FROM users WHERE username = $1', [v.name])).password_hash;
  const wrong = (i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
  const bodies = [...Array.from({ length: 15 }, (_, i) => wrong(i)), code].map((c) => ({ phone, code: c, password: 'newpass123', confirmPass: 'newpass123' }));
  const rs = await Promise.all(bodies.map((b) => post(base, '/api/changePassword', b)));
  const attempts = (await one('SELECT max(attempts)::int n FROM verification_codes WHERE target = $1', [phone])).n;
  const accepted = rs.filter((r) => r.body?.code === 200).length;
  const changed = (await one('SELECT password_hash FROM users WHERE username = $1', [v.name])).password_hash !== hashBefore;
  check(
    '5 15 wrong guesses and the right one together: at most 5 counted, changed only if accepted',
    sent.body?.code === 200 && !!code && attempts <= 5 && accepted <= 1 && changed === (accepted === 1) && rs.every((r) => r.status < 500),
    `sent ${sent.body?.code} code ${code} attempts ${attempts}, accepted ${accepted}, changed ${changed}, statuses ${rs.map((r) => r.status + '/' + r.body?.code).join(' ')}`,
  );
}

check('the ledger check is clean at the end', await ledgerClean(superToken));
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
await pool.end();
process.exit(failed ? 1 : 0);
