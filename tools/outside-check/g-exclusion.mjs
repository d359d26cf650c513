// Issue 34 (no second account for an excluded player) checked from the outside, against a server
// started as `pnpm start` runs it (start-g.sh: its own ports): a member binds a bank card and a
// USDT address and excludes themself; then they try to come back six ways (the same phone; the same
// email; their real name with their card; their card; their USDT address; an agent's link with the
// same phone; the short link, then their card and address) and a friend's account tries to bind
// their card and address. Then the doors left after registration: the short link's account sets
// their phone or email (the code first), staff set the friend's phone to theirs, the short link's
// account pays a deposit from their card. Every attempt is refused with the one message, and the users, sessions,
// bound cards and audit rows are counted from the database before and after: nothing written.
// Usage: sh tools/outside-check/start-g.sh & node tools/outside-check/g-exclusion.mjs
import { db, http, mobile, post, registerMember, uniq } from './lib.mjs';

const base = process.env.BASE ?? 'http://127.0.0.1:4601';
const pool = db(process.env.PG_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5601/portal');
const results = [];
const check = (name, ok, detail = '') => {
  results.push({ name, ok });
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
};
const one = async (q, p = []) => (await pool.query(q, p)).rows[0];
const REFUSED =
  'These details cannot be used to open an account or be bound: they match an account under a self-exclusion or time-out. Contact customer support for help';
const PAY = '123456';
const en = { headers: { 'Accept-Language': 'en_US', lang: 'en_US' } };
const send = (path, body, token) => post(base, path, body, { token, ...en }).then((r) => r.body ?? {});
const counts = async () =>
  one(`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM sessions)::int AS sessions,
              (SELECT count(*) FROM bound_cards)::int AS cards, (SELECT count(*) FROM audit_logs)::int AS audits`);
const captcha = async () => ({ captcha_id: (await http(base, 'GET', '/api/captcha?scene=register')).body?.data?.captcha_id ?? 'x', code: 'ABCD' });
const form = async (extra) => ({
  name: uniq('g'),
  password: 'abc12345',
  confirmPass: 'abc12345',
  realname: '陈大文',
  phone: mobile(),
  mail: '',
  paypassword: PAY,
  ...(await captcha()),
  ...extra,
});
const cardNo = `6217${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
const spaced = cardNo.replace(/(\d{4})/g, '$1 ').trim();
const hex = [...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('');
const address = `0x${hex}`;
const card = (bank_no) => ({ bank: '中国工商银行', bank_no, bank_owner: '陈大文', bank_address: '北京朝阳支行', pay_pass: PAY });
const usdt = (bank_no) => ({ bank: 'USDT', bank_no, bank_owner: 'ERC20', pay_pass: PAY });
/** A reply refused with the one message, naming neither the account nor the detail that matched. */
const refused = (reply, secrets) => reply.code === 231 && reply.message === REFUSED && secrets.every((s) => !JSON.stringify(reply).includes(s));

// ---- The member: a card and an address bound, then a self-exclusion of 6 months ----
const email = `${uniq('mail')}@example.com`;
const phone = mobile();
const m = await registerMember(base, { realname: '陈大文', phone, mail: email, paypassword: PAY });
const bound = [await send('/api/bindcard', card(cardNo), m.token), await send('/api/bindcard', usdt(address), m.token)];
check(
  'the member binds a bank card and an ERC20 address',
  bound.every((b) => b.code === 200),
  bound.map((b) => b.message).join(' / '),
);
const excluded = await send('/api/responsible/exclude', { period: '6m', password: 'abc12345' }, m.token);
check('the member excludes themself for 6 months', excluded.code === 200 && excluded.data?.block?.kind === 'exclusion', excluded.message);
const secrets = [m.name.toLowerCase(), phone, email];

// A friend's account (opened before, with its own details).
const friend = await registerMember(base, { paypassword: PAY });
// An agent, for the agent's link.
const agent = await registerMember(base);
await pool.query('UPDATE users SET is_agent = true WHERE username = $1', [agent.name.toLowerCase()]);
const agentId = (await one('SELECT id FROM users WHERE username = $1', [agent.name.toLowerCase()])).id;

const before = await counts();
const attempts = [
  ['the same phone', await send('/api/register', await form({ phone }))],
  ['the same email in capitals and spaces', await send('/api/register', await form({ phone: '', mail: `  ${email.toUpperCase()}  ` }))],
  ["an agent's link with the same phone", await send('/api/register', await form({ phone, pid: agentId }))],
];
for (const [how, reply] of attempts) check(`registering again with ${how} is refused`, refused(reply, secrets), `${reply.code} ${reply.message}`);

// The real name alone is no match; the card with it is. The second account's identity is new, so it opens; its bind is refused.
const sameName = await send('/api/register', await form({ realname: '陈大文' }));
const afterName = await counts();
const nameCard = sameName.api_token ?? sameName.data?.api_token;
const viaName = await send('/api/bindcard', card(spaced), nameCard);
check('the real name with the same card (spaced): the card is refused', refused(viaName, secrets), `${viaName.code} ${viaName.message}`);
// The short link asks for no details: what it opens cannot take the member's card or address.
const short = await send('/api/register_kv', { name: uniq('kv'), password: 'abc12345', confirmPass: 'abc12345', ...(await captcha()) });
const shortToken = short.data?.api_token;
await pool.query('UPDATE users SET pay_password_hash = (SELECT pay_password_hash FROM users WHERE username = $1) WHERE username = $2', [
  friend.name.toLowerCase(),
  short.data?.username,
]);
const afterShort = await counts();
const viaShort = [
  await send('/api/bindcard', card(cardNo), shortToken),
  await send('/api/bindcard', usdt(address.toUpperCase().replace('0X', '0x')), shortToken),
];
check(
  'the short link, then the same card and address: both refused',
  viaShort.every((r) => refused(r, secrets)),
  viaShort.map((r) => `${r.code} ${r.message}`).join(' / '),
);
// A friend's account tries the card and the address.
const viaFriend = [await send('/api/bindcard', card(cardNo), friend.token), await send('/api/bindcard', usdt(address), friend.token)];
check("a friend's account binding the member's card is refused", refused(viaFriend[0], secrets), `${viaFriend[0].code} ${viaFriend[0].message}`);
check("a friend's account binding the member's USDT address is refused", refused(viaFriend[1], secrets), `${viaFriend[1].code} ${viaFriend[1].message}`);

const after = await counts();
check(
  'nothing written by the refused attempts (users, sessions, bound cards, audit rows)',
  before.users === afterName.users - 1 &&
    afterName.users === afterShort.users - 1 &&
    after.users === afterShort.users &&
    after.cards === before.cards &&
    after.audits === before.audits &&
    after.sessions === afterShort.sessions,
  JSON.stringify({ before, afterName, afterShort, after }),
);
check(
  'the two accounts that did open (same real name; short link) carry no card or address',
  Number((await one('SELECT count(*)::int n FROM bound_cards c JOIN users u ON u.id = c.user_id WHERE u.username = $1', [short.data?.username])).n) === 0,
);

// Details set later: the short link's account gives itself the member's phone or email (a code to
// it first, then the change), staff give the friend the member's phone, the short link's account pays
// a bank deposit from the member's card. Each refused; no message, code, contact, order or audit row.
const staff = (await post(base, '/api/admin/login', { name: 'admin', password: 'admin12345' })).body?.data?.api_token;
const laterCounts = async () =>
  one(
    `SELECT (SELECT count(*) FROM outbound_messages)::int AS messages, (SELECT count(*) FROM verification_codes)::int AS codes,
            (SELECT count(*) FROM audit_logs)::int AS audits, (SELECT count(*) FROM deposits)::int AS deposits,
            (SELECT count(*) FROM users WHERE username = $1 AND (mobile IS NOT NULL OR email IS NOT NULL OR contact_changed_at IS NOT NULL))::int AS short_contacts,
            (SELECT mobile FROM users WHERE username = $2) AS friend_mobile`,
    [short.data?.username, friend.name.toLowerCase()],
  );
const beforeLater = await laterCounts();
const STAFF_REFUSED = `This phone or email belongs to member ${m.name.toLowerCase()}, who is under a self-exclusion or time-out: it cannot be given to another account`;
const PAYER_REFUSED =
  'This card or address cannot be used to deposit: it matches an account under a self-exclusion or time-out. Contact customer support for help';
const later = [
  ['a code to the same phone (short link account)', await send('/api/sendSMSCaptchaForContact', { phone }, shortToken), refused],
  [
    'a code to the same email in capitals (short link account)',
    await send('/api/sendMailCaptchaForContact', { mail: ` ${email.toUpperCase()} ` }, shortToken),
    refused,
  ],
  [
    'setting the same phone (short link account)',
    await send('/api/updateuserinfo', { mobile: phone, mobile_code: '123456', password: 'abc12345' }, shortToken),
    refused,
  ],
  [
    'setting the same email (short link account)',
    await send('/api/updateuserinfo', { email, email_code: '123456', password: 'abc12345' }, shortToken),
    refused,
  ],
  [
    "staff setting the friend's phone to the member's",
    await send('/api/admin/members/contact', { username: friend.name, mobile: phone }, staff),
    (r) => r.code === 231 && r.message === STAFF_REFUSED,
  ],
  [
    "a bank deposit from the member's card, dashed (short link account)",
    await send(
      '/api/recharge',
      {
        paytype: 'bank',
        amount: 100,
        bank: '中国工商银行',
        bank_no: cardNo.replace(/(\d{4})(?=\d)/g, '$1-'),
        bank_owner: '陈大文',
        bank_address: '北京朝阳支行',
      },
      shortToken,
    ),
    (r) => r.code === 231 && r.message === PAYER_REFUSED,
  ],
];
for (const [how, reply, ok] of later) check(`${how} is refused`, ok(reply, secrets), `${reply.code} ${reply.message}`);
const afterLater = await laterCounts();
check(
  'nothing written by them (messages, codes, audit rows, deposits, contacts)',
  JSON.stringify(afterLater) === JSON.stringify(beforeLater) && afterLater.short_contacts === 0 && afterLater.friend_mobile !== phone,
  JSON.stringify({ beforeLater, afterLater }),
);

// Staff see them linked on the member page.
const linked = await send('/api/admin/responsible/linked', { username: m.name }, staff);
const fieldsOf = (name) => linked.data?.find((r) => r.username === name?.toLowerCase())?.fields ?? [];
check(
  "staff see the friend's account linked by registration IP",
  linked.code === 200 && fieldsOf(friend.name).includes('ip'),
  JSON.stringify(linked.data?.slice(0, 5)),
);

const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
await pool.end();
process.exit(failed ? 1 : 0);
