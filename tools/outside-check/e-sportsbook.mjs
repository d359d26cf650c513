// Issue 30 (the sportsbook) checked from the outside, against a server started as `pnpm start` runs
// it (start-e.sh: its own ports, the demonstration feed off so the book holds only what this script
// makes): a member transfers into a sport venue, launches it, bets two singles and a parlay through
// the player API, the desk posts the results, a corrected result is re-settled with four eyes, and
// the venue wallet, the bet records, the turnover, the rebates and the central wallet move exactly.
// Usage: sh tools/outside-check/start-e.sh & node tools/outside-check/e-sportsbook.mjs
import { randomUUID } from 'node:crypto';
import { createStaff, db, http, post, registerMember, sleep, staffLogin } from './lib.mjs';

const base = process.env.BASE ?? 'http://127.0.0.1:18501';
const pool = db(process.env.PG_URL ?? 'postgresql://postgres:postgres@127.0.0.1:18502/portal');
const results = [];
const check = (name, ok, detail = '') => {
  results.push({ name, ok });
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
};
const one = async (q, p = []) => (await pool.query(q, p)).rows[0];
const all = async (q, p = []) => (await pool.query(q, p)).rows;
const desk = (token, path, body) => post(base, `/api/admin/sports/${path}`, body, { token, key: randomUUID() }).then((r) => r.body);
const play = (token, path, body) => post(base, `/play/api/sports/${path}`, body, { token }).then((r) => r.body);
const beijing = (ms) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

const superToken = await staffLogin(base, 'admin', 'admin12345');
const ops = await createStaff(base, superToken, 'operations');
const finance = await createStaff(base, superToken, 'finance');

// ---- The member: 1,000 in the central wallet, 600 of it into SABA, the venue launched ----
const m = await registerMember(base);
const credited = await post(
  base,
  '/api/admin/adjust',
  { username: m.name, amount: 1000, memo: 'outside check', correction: true, correction_reason: 'sportsbook check' },
  { token: superToken, key: randomUUID() },
);
if (credited.body?.data?.state === 'pending')
  await post(base, '/api/admin/adjust/approve', { id: credited.body.data.id }, { token: finance.token, key: randomUUID() });
const user = await one('SELECT id, username FROM users WHERE username = $1', [m.name.toLowerCase()]);
const moved = await post(base, '/api/transfer', { amount: 600, sourcetype: 'center', targettype: 'SABA' }, { token: m.token });
const central = async () => (await post(base, '/api/balance', {}, { token: m.token })).body?.data?.balance;
check('the member moves 600 of 1,000 into SABA', moved.body?.code === 200 && (await central()) === '400.00', `${moved.body?.message} ${await central()}`);
const launched = await post(base, '/api/getGameUrl', { plat_name: 'SABA', game_type: 0, game_code: '0', is_mobile_url: 0 }, { token: m.token });
const url = new URL(launched.body?.data?.url ?? '/', base);
const page = await http(base, 'GET', url.pathname + url.search);
const t = url.searchParams.get('t');
check(
  'the launch opens the sportsbook page of the venue',
  url.pathname === '/play/sports/SABA' && page.status === 200 && /data-venue="sports"|"venue":"sports"/.test(String(page.body)),
  `${url.pathname} ${page.status}`,
);
const venue = async () => (await post(base, '/play/api/balance', {}, { token: t })).body?.data?.balance;
check('the venue wallet holds 600.00', (await venue()) === '600.00', await venue());

// ---- The desk: three football matches, an hour ahead ----
const at = beijing(Date.now() + 3600_000);
const event = async (home, away) => (await desk(ops.token, 'events/save', { sport: 'football', league: 'Outside League', home, away, starts_at: at })).data.id;
const market = async (event_id, kind, line, odds) => {
  const outcomes = Object.entries(odds).map(([code, o]) => ({ code, odds: o }));
  const r = await desk(ops.token, 'markets/save', { event_id, kind, ...(line === null ? {} : { line }), in_play: false, outcomes });
  if (r?.code !== 200) throw new Error(`markets/save ${kind}: ${JSON.stringify(r)}`);
  return Object.fromEntries(r.data.outcomes.map((o) => [o.code, o.id]));
};
const [a, b, c] = [await event('Alpha FC', 'Beta FC'), await event('Gamma FC', 'Delta FC'), await event('Epsilon FC', 'Zeta FC')];
const x12 = await market(a, '1x2', null, { home: '2.100', draw: '3.200', away: '3.500' });
const ah = await market(b, 'ah', -0.75, { home: '1.900', away: '1.950' });
const ou = await market(c, 'ou', 2.25, { over: '1.850', under: '2.000' });
const listed = await play(t, 'events', { sport: 'football' });
const mine = (listed?.data?.events ?? []).filter((e) => [a, b, c].includes(e.id));
check(
  'the player sees the three matches with their markets and both odds forms',
  mine.length === 3 && mine.find((e) => e.id === b)?.markets[0]?.outcomes[0]?.odds_hk === '0.90',
  JSON.stringify(mine.map((e) => [e.home, e.markets.map((k) => `${k.kind} ${k.line}`)])),
);

// ---- Bets: two singles and a parlay; a moved price and two events' legs refused, writing nothing ----
const bets = async () =>
  (await one('SELECT count(*)::int n FROM sports_bets b JOIN builtin_wallets w ON w.id = b.wallet_id WHERE w.player = $1', [user.username])).n;
const s1 = await play(t, 'bet', { type: 'single', selections: [{ outcome_id: x12.home, odds: '2.100' }], stake: 100, accept: 'none' });
const s2 = await play(t, 'bet', { type: 'single', selections: [{ outcome_id: ah.home, odds: '1.900' }], stake: 100, accept: 'none' });
const parlay = await play(t, 'bet', {
  type: 'parlay',
  selections: [
    { outcome_id: x12.home, odds: '2.100' },
    { outcome_id: ou.over, odds: '1.850' },
  ],
  stake: 50,
  accept: 'none',
});
check(
  'two singles and a parlay are taken at the odds shown',
  [s1, s2, parlay].every((r) => r?.code === 200) && parlay.data.bet.odds === '3.885' && parlay.data.balance === '350.00',
  [s1, s2, parlay].map((r) => `${r?.code} ${r?.data?.bet?.odds}`).join(', '),
);
const before = { bets: await bets(), venue: await venue() };
const moved240 = await play(t, 'bet', { type: 'single', selections: [{ outcome_id: x12.away, odds: '3.400' }], stake: 100, accept: 'none' });
const sameEvent = await play(t, 'bet', {
  type: 'parlay',
  selections: [
    { outcome_id: x12.home, odds: '2.100' },
    { outcome_id: x12.draw, odds: '3.200' },
  ],
  stake: 10,
  accept: 'any',
});
check(
  'a price that moved (accept none) and a parlay of one event are refused, nothing written',
  moved240?.code === 240 &&
    moved240.data?.changes?.[0]?.odds === '3.500' &&
    sameEvent?.code === 1000 &&
    (await bets()) === before.bets &&
    (await venue()) === before.venue,
  `${moved240?.code} ${sameEvent?.code}`,
);

// ---- Results: 2-1, 1-0 (home -0.75 won by one: half won), 2-1 (over 2.25) ----
for (const [event_id, home, away] of [
  [a, 2, 1],
  [b, 1, 0],
  [c, 2, 1],
])
  await desk(ops.token, 'result', { event_id, home, away });
const settled = (await play(t, 'bets', { state: 'settled' }))?.data?.data ?? [];
const byId = Object.fromEntries(settled.map((x) => [x.id, x]));
check(
  'settled as the worked examples say: 210.00, 145.00 (half won), 194.25 (2.100 × 1.850 × 50)',
  byId[s1.data.bet.id]?.payout === '210.00' &&
    byId[s2.data.bet.id]?.result === 'half_win' &&
    byId[s2.data.bet.id]?.payout === '145.00' &&
    byId[s2.data.bet.id]?.valid_stake === '50.00' &&
    byId[parlay.data.bet.id]?.payout === '194.25',
  settled.map((x) => `${x.result} ${x.payout}/${x.valid_stake}`).join(', '),
);
check('the venue wallet holds 350.00 + 549.25 = 899.25', (await venue()) === '899.25', await venue());
const again = await desk(ops.token, 'result', { event_id: a, home: 2, away: 1 });
check('the same result posted again pays nothing', again?.code === 200 && (await venue()) === '899.25', JSON.stringify(again?.data));

// ---- The portal: the bet sync stores the records, the turnover and the rebates ----
async function sync() {
  for (let i = 0; i < 20; i++) {
    const r = await post(base, '/api/admin/jobs/run', { name: 'bet-sync' }, { token: superToken, key: randomUUID() });
    if (r.body?.data?.ran) return;
    await sleep(500);
  }
}
await sync();
const records = async () =>
  all(
    `SELECT bet_id, status, bet_amount::text, valid_amount::text, payout::text, win_loss::text, category FROM bet_records WHERE user_id = $1 ORDER BY bet_id`,
    [user.id],
  );
const totalgame = async () => (await one('SELECT totalgame::text t FROM users WHERE id = $1', [user.id])).t;
const rebates = async () => all('SELECT valid_amount::text, money::text FROM rebates WHERE user_id = $1 ORDER BY bet_record_id, revision', [user.id]);
const rate = Number((await one('SELECT v.sport FROM users u JOIN vip_levels v ON v.level = u.vip_level WHERE u.id = $1', [user.id])).sport);
const cut = (x) => (Math.floor(x * 100 + 1e-9) / 100).toFixed(2);
let rows = await records();
check(
  'the bet records: stakes, valid turnover, payouts and results exactly',
  JSON.stringify(rows.map((r) => [r.status, r.bet_amount, r.valid_amount, r.payout, r.win_loss, r.category])) ===
    JSON.stringify([
      [1, '100.00', '100.00', '210.00', '110.00', 'sport'],
      [1, '100.00', '50.00', '145.00', '45.00', 'sport'],
      [1, '50.00', '50.00', '194.25', '144.25', 'sport'],
    ]),
  JSON.stringify(rows),
);
check('the turnover (VIP, withdrawal rule) is 200.00', (await totalgame()) === '200.00', await totalgame());
const betRecords = await post(base, '/api/betrecord', {}, { token: m.token });
check(
  'the member reads three settled bets in the bet records',
  betRecords.body?.data?.data?.filter((r) => r.status === 1).length === 3,
  betRecords.body?.message,
);
const rb = await rebates();
check(
  `the rebates at the sport rate (${rate} %) of the valid turnover`,
  JSON.stringify(rb.map((r) => r.money)) === JSON.stringify(['100.00', '50.00', '50.00'].map((v) => cut((Number(v) * rate) / 100)).filter((x) => x !== '0.00')),
  JSON.stringify(rb),
);

// ---- A corrected result, with four eyes: the second match was 0-0 ----
const asked = await desk(ops.token, 'resettle', { event_id: b, home: 0, away: 0, reason: 'outside check: the goal was disallowed' });
const self = await desk(ops.token, 'resettle/approve', { id: asked?.data?.id, approve: true });
check(
  'operations asks for the correction and cannot approve it; nothing moves yet',
  asked?.code === 200 && self?.code !== 200 && (await venue()) === '899.25',
  `${asked?.code} ${self?.code} ${self?.message}`,
);
const approved = await desk(finance.token, 'resettle/approve', { id: asked.data.id, approve: true });
check(
  'finance approves: the half win becomes a loss, 145.00 taken back',
  approved?.code === 200 && (await venue()) === '754.25',
  `${approved?.code} ${await venue()}`,
);
await sync();
rows = await records();
check(
  'the record is updated once, the turnover by the difference (+50.00)',
  rows.length === 3 && rows[1].payout === '0.00' && rows[1].valid_amount === '100.00' && rows[1].win_loss === '-100.00' && (await totalgame()) === '250.00',
  JSON.stringify(rows[1]) + ' ' + (await totalgame()),
);

{
  // A super may ask and approve, but never their own request; finance rejects it and nothing moves.
  const own = await desk(superToken, 'resettle', { event_id: c, home: 1, away: 1, reason: 'outside check: own approval' });
  const selfApproved = await desk(superToken, 'resettle/approve', { id: own?.data?.id, approve: true });
  const rejected = await desk(finance.token, 'resettle/approve', { id: own?.data?.id, approve: false });
  check(
    'a super cannot approve their own correction; a rejected one moves nothing',
    own?.code === 200 && selfApproved?.code !== 200 && selfApproved?.code < 500 && rejected?.code === 200 && (await venue()) === '754.25',
    `${own?.code} ${selfApproved?.code} ${selfApproved?.message} ${rejected?.data?.state}`,
  );
}

// ---- Back to the central wallet: 400 + 754.25 ----
await post(base, '/api/transall', {}, { token: m.token });
check('the central wallet holds 1,154.25', (await central()) === '1154.25', await central());
const wallet = await one(
  `SELECT w.balance::text b, (SELECT COALESCE(sum(amount), 0)::text FROM builtin_wallet_ops WHERE wallet_id = w.id) s FROM builtin_wallets w WHERE w.brand = 'saba' AND w.player = $1`,
  [user.username],
);
const books = await all(
  `SELECT b.id, b.payout::text, (SELECT COALESCE(sum(amount), 0)::text FROM builtin_wallet_ops WHERE ref LIKE ANY (ARRAY['spay:' || b.id || ':%', 'srev:' || b.id || ':%'])) net
   FROM sports_bets b WHERE b.wallet_id = (SELECT id FROM builtin_wallets WHERE brand = 'saba' AND player = $1)`,
  [user.username],
);
check(
  "the venue wallet equals its ops, each bet's payout its postings",
  wallet.b === '0.00' && wallet.s === '0.00' && books.every((x) => Number(x.payout) === Number(x.net)),
  JSON.stringify({ wallet, books }),
);
const ledger = await post(base, '/api/admin/ledger/check', { full: true }, { token: superToken });
check('the ledger check is clean at the end', ledger.body?.data?.ok === true, JSON.stringify(ledger.body?.data));
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
await pool.end();
process.exit(failed ? 1 : 0);
