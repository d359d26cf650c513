// Issue 31 (the lottery) checked from the outside, against a server started as `pnpm start` runs it
// (start-f.sh: its own ports, a draw every 30 s closing 10 s before it): a new member is credited
// 1,000, moves 500 into VR彩票, launches it, bets several picks of 时时彩 on the current draw through
// the player API, a bet after the close is refused and writes nothing, the draw comes and is verified
// here (SHA-256 of the seed is the published hash, the chain links, the result recomputed from
// HMAC-SHA256 as docs/lottery.md says), the venue wallet, the records and the central wallet move
// exactly, the desk cancels a later draw with bets and each is refunded once, and the ledger is clean.
// Usage: pnpm build && sh tools/outside-check/start-f.sh & node tools/outside-check/f-lottery.mjs
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createStaff, db, http, post, registerMember, sleep, staffLogin } from './lib.mjs';

const base = process.env.BASE ?? 'http://127.0.0.1:18601';
const pool = db(process.env.PG_URL ?? 'postgresql://postgres:postgres@127.0.0.1:18602/portal');
const GAME = 'ssc';
const results = [];
const check = (name, ok, detail = '') => {
  results.push({ name, ok });
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
};
const one = async (q, p = []) => (await pool.query(q, p)).rows[0];
const all = async (q, p = []) => (await pool.query(q, p)).rows;
const play = (token, path, body, key) => post(base, `/play/api/lottery/${path}`, body, { token, key }).then((r) => r.body);
const sha256 = (hex) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const cents = (x) => Math.round(Number(x) * 100);
const money = (c) => (c / 100).toFixed(2);

/** docs/lottery.md "Provably fair" step 4, written here from the text alone. */
function deriveResult(game, drawNo, seed) {
  const key = Buffer.from(seed, 'hex');
  let round = 0;
  let block = Buffer.alloc(0);
  let at = 0;
  const next32 = () => {
    if (at + 4 > block.length) {
      block = createHmac('sha256', key).update(`${game}:${drawNo}:${round++}`).digest();
      at = 0;
    }
    const v = block.readUInt32BE(at);
    at += 4;
    return v;
  };
  const choice = (n) => {
    const q = Math.floor(2 ** 32 / n);
    for (;;) {
      const v = next32();
      if (v < q * n) return Math.floor(v / q);
    }
  };
  const shuffle = (n, rounds) => {
    const a = Array.from({ length: n }, (_, i) => i + 1);
    for (let i = 0; i < rounds; i++) {
      const j = i + choice(n - i);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  };
  if (game === 'ssc') return Array.from({ length: 5 }, () => choice(10));
  if (game === 'k3') return Array.from({ length: 3 }, () => choice(6) + 1);
  if (game === 'pk10') return shuffle(10, 9);
  return shuffle(80, 20).slice(0, 20);
}

/** What a 时时彩 pick returns on a result, in cents, per the table of docs/lottery.md. */
function sscReturn(pick, odds, r) {
  const stake = cents(pick.stake);
  const pay = (win) => (win ? Math.round(stake * Number(odds)) : 0);
  const bsoe = (v, bigFrom, s) => ({ big: v >= bigFrom, small: v < bigFrom, odd: v % 2 === 1, even: v % 2 === 0 })[s];
  if (pick.kind === 'digit') {
    const [p, v] = pick.selection.split(':').map(Number);
    return pay(r[p - 1] === v);
  }
  if (pick.kind === 'pos_bsoe') {
    const [p, s] = pick.selection.split(':');
    return pay(bsoe(r[Number(p) - 1], 5, s));
  }
  if (pick.kind === 'sum_bsoe')
    return pay(
      bsoe(
        r.reduce((a, b) => a + b, 0),
        23,
        pick.selection,
      ),
    );
  if (pick.kind === 'dragon_tiger') {
    const [first, last] = [r[0], r[4]];
    if (pick.selection === 'tie') return pay(first === last);
    if (first === last) return stake; // a tie returns the stake of 龙 and 虎
    return pay(pick.selection === 'dragon' ? first > last : first < last);
  }
  throw new Error(`unknown kind ${pick.kind}`);
}

const superToken = await staffLogin(base, 'admin', 'admin12345');
const ops = await createStaff(base, superToken, 'operations');
const finance = await createStaff(base, superToken, 'finance');

// ---- The member: credited 1,000, 500 of it into VR彩票, the venue launched ----
const m = await registerMember(base);
const credited = await post(
  base,
  '/api/admin/adjust',
  { username: m.name, amount: 1000, memo: 'outside check', correction: true, correction_reason: 'lottery check' },
  { token: superToken, key: randomUUID() },
);
if (credited.body?.data?.state === 'pending')
  await post(base, '/api/admin/adjust/approve', { id: credited.body.data.id }, { token: finance.token, key: randomUUID() });
const user = await one('SELECT id, username FROM users WHERE username = $1', [m.name.toLowerCase()]);
const central = async () => (await post(base, '/api/balance', {}, { token: m.token })).body?.data?.balance;
check('the member is credited 1,000.00', (await central()) === '1000.00', await central());
const moved = await post(base, '/api/transfer', { amount: 500, sourcetype: 'center', targettype: 'VR' }, { token: m.token });
check('the member moves 500 into VR彩票', moved.body?.code === 200 && (await central()) === '500.00', `${moved.body?.message} ${await central()}`);
const launched = await post(base, '/api/getGameUrl', { plat_name: 'VR', game_type: 0, game_code: GAME, is_mobile_url: 0 }, { token: m.token });
const url = new URL(launched.body?.data?.url ?? '/', base);
const page = await http(base, 'GET', url.pathname + url.search);
const t = url.searchParams.get('t');
check(
  'the launch opens the lottery page of the venue',
  url.pathname === '/play/lottery/VR' && page.status === 200 && /lottery-config/.test(String(page.body)) && !!t,
  `${url.pathname} ${page.status}`,
);
const venue = async () => (await play(t, 'balance', {}))?.data?.balance;
check('the venue wallet holds 500.00', (await venue()) === '500.00', await venue());

// ---- The games and the current draw ----
const games = await play(t, 'games', {});
const ssc = games?.data?.games?.find((g) => g.game === GAME);
const oddsOf = (kind, selection) => ssc?.kinds.find((k) => k.kind === kind)?.selections.find((s) => s.selection === selection)?.odds;
check(
  'the four games are listed; 时时彩 big/small at 1.98',
  JSON.stringify(games?.data?.games?.map((g) => g.game).sort()) === JSON.stringify(['k3', 'keno', 'pk10', 'ssc']) && oddsOf('pos_bsoe', '1:big') === '1.98',
  JSON.stringify(games?.data?.games?.map((g) => [g.game, g.enabled])),
);
let current = (await play(t, 'current', { game: GAME }))?.data;
// Leave at least 4 s before the close for the slip.
while (!current || current.state !== 'open' || Date.parse(current.closes_at) - Date.parse(current.server_time) < 4000) {
  await sleep(1000);
  current = (await play(t, 'current', { game: GAME }))?.data;
}
check(
  'the current draw: numbered by day, its hash shown, closing before its draw',
  /^\d{8}-\d{3,}$/.test(current.draw_no) && /^[0-9a-f]{64}$/.test(current.hash) && Date.parse(current.closes_at) < Date.parse(current.draws_at),
  `${current.draw_no} ${current.closes_at} ${current.draws_at}`,
);

// ---- A slip of five picks on the current draw ----
const picks = [
  { kind: 'pos_bsoe', selection: '1:big', stake: '20' },
  { kind: 'sum_bsoe', selection: 'small', stake: '20' },
  { kind: 'digit', selection: '3:7', stake: '10' },
  { kind: 'dragon_tiger', selection: 'dragon', stake: '10' },
  { kind: 'dragon_tiger', selection: 'tie', stake: '5' },
];
const slip = await play(t, 'bet', { game: GAME, draw_no: current.draw_no, picks }, randomUUID());
check(
  'the slip of five picks is taken: 65.00 from the venue wallet',
  slip?.code === 200 && slip.data.total === '65.00' && slip.data.balance === '435.00' && slip.data.bets.length === 5 && (await venue()) === '435.00',
  `${slip?.code} ${slip?.message} ${slip?.data?.balance}`,
);
const placedOdds = slip?.data?.bets?.map((b) => b.odds[0]) ?? [];
check(
  'each pick keeps the odds shown on the board',
  JSON.stringify(placedOdds) === JSON.stringify(picks.map((p) => oddsOf(p.kind, p.selection))),
  JSON.stringify(placedOdds),
);

// ---- After the close: refused, nothing written ----
const counts = async () =>
  one(
    `SELECT (SELECT count(*)::int FROM lottery_slips s JOIN builtin_wallets w ON w.id = s.wallet_id WHERE w.player = $1) slips,
            (SELECT count(*)::int FROM lottery_bets b JOIN builtin_wallets w ON w.id = b.wallet_id WHERE w.player = $1) bets,
            (SELECT count(*)::int FROM builtin_wallet_ops o JOIN builtin_wallets w ON w.id = o.wallet_id WHERE w.player = $1) ops`,
    [user.username],
  );
await sleep(Math.max(0, Date.parse(current.closes_at) - Date.now() + 300));
const beforeLate = await counts();
const late = await play(t, 'bet', { game: GAME, draw_no: current.draw_no, picks: [{ kind: 'pos_bsoe', selection: '2:odd', stake: '5' }] }, randomUUID());
check(
  'a bet after the close is refused (203) and writes nothing',
  late?.code === 203 && JSON.stringify(await counts()) === JSON.stringify(beforeLate) && (await venue()) === '435.00',
  `${late?.code} ${late?.message}`,
);

// ---- The draw comes ----
await sleep(Math.max(0, Date.parse(current.draws_at) - Date.now()));
let drawn;
for (let i = 0; i < 40 && !drawn; i++) {
  const list = (await play(t, 'draws', { game: GAME, limit: 10 }))?.data?.draws ?? [];
  drawn = list.find((d) => d.draw_no === current.draw_no && d.state === 'drawn');
  if (!drawn) await sleep(500);
}
check('the draw is drawn within seconds of its time', !!drawn, drawn ? `${drawn.draw_no} at ${drawn.drawn_at}: ${drawn.result}` : 'not drawn');
const verify = (await http(base, 'GET', `/api/lottery/verify?game=${GAME}&draw_no=${encodeURIComponent(current.draw_no)}`)).body?.data;
check('SHA-256 of the revealed seed is the hash published before betting', !!drawn && sha256(drawn.seed) === current.hash && drawn.hash === current.hash);
{
  let h = drawn?.seed ?? '';
  for (let i = 0; i < (verify?.chain_index ?? 0); i++) h = sha256(h);
  const previous = (await play(t, 'draws', { game: GAME, limit: 50 }))?.data?.draws?.find((d) => d.draw_no < current.draw_no && d.seed);
  check(
    "the seed hashed chain_index times is the chain's published terminal hash; the draw before's seed is this draw's hash",
    !!verify?.chain && h === verify.chain.terminal_hash && (!previous || previous.seed === current.hash),
    `index ${verify?.chain_index}, previous ${previous?.draw_no ?? 'none (first of the chain)'}`,
  );
}
const recomputed = drawn ? deriveResult(GAME, drawn.draw_no, drawn.seed) : [];
check('the result recomputes from HMAC-SHA256(seed, "ssc:<draw_no>:<round>")', JSON.stringify(recomputed) === JSON.stringify(drawn?.result), `${recomputed}`);
check(
  'GET /api/lottery/verify agrees (state, hash, seed, result)',
  verify?.state === 'drawn' && verify.hash === current.hash && verify.seed === drawn?.seed && JSON.stringify(verify.result) === JSON.stringify(drawn?.result),
  JSON.stringify({ state: verify?.state, msg: verify?.hmac_message }),
);

// ---- Settlement: the wallet and my bets as the picks and odds say ----
const expected = picks.map((p, i) => sscReturn(p, placedOdds[i], drawn?.result ?? []));
const won = expected.reduce((a, b) => a + b, 0);
await sleep(500);
const venueAfterDraw = await venue();
check(`the venue wallet is 435.00 + ${money(won)} (${expected.map(money).join(' + ')})`, venueAfterDraw === money(43500 + won), venueAfterDraw);
const mine = (await play(t, 'bets', { state: 'settled' }))?.data?.bets ?? [];
const byId = Object.fromEntries(mine.map((b) => [b.id, b]));
check(
  'my bets: each settled with its payout and the draw result',
  slip?.data?.bets?.every((b, i) => byId[b.id]?.payout === money(expected[i]) && JSON.stringify(byId[b.id]?.result) === JSON.stringify(drawn?.result)),
  mine.map((b) => `${b.kind} ${b.selection} ${b.payout}`).join(', '),
);

// ---- The desk cancels a later draw with bets: each refunded once ----
let later = (await play(t, 'current', { game: GAME }))?.data;
while (!later || later.state !== 'open' || later.draw_no === current.draw_no || Date.parse(later.closes_at) - Date.parse(later.server_time) < 3000) {
  await sleep(1000);
  later = (await play(t, 'current', { game: GAME }))?.data;
}
check(
  "the next draw's hash was published before betting on it opened",
  !!current.next && current.next.draw_no === later.draw_no && current.next.hash === later.hash && Date.parse(later.opens_at) >= Date.parse(current.server_time),
  `${current.next?.draw_no} ${later.draw_no} opens ${later.opens_at}`,
);
const balanceBeforeLater = await venue();
const laterSlip = await play(
  t,
  'bet',
  {
    game: GAME,
    draw_no: later.draw_no,
    picks: [
      { kind: 'pos_bsoe', selection: '5:even', stake: '15' },
      { kind: 'digit', selection: '1:0', stake: '7.5' },
    ],
  },
  randomUUID(),
);
check('a slip on the next draw is taken', laterSlip?.code === 200 && (await venue()) === money(cents(balanceBeforeLater) - 2250), laterSlip?.message);
const cancelBody = { game: GAME, draw_no: later.draw_no, reason: 'outside check: cancelled by the desk' };
const cancels = await Promise.all(
  [1, 2].map(() => post(base, '/api/admin/lottery/cancel', cancelBody, { token: ops.token, key: randomUUID() }).then((r) => r.body)),
);
const cancelled = cancels.find((r) => r?.code === 200);
check(
  'operations cancels it (asked twice at once: once done, once refused)',
  !!cancelled && cancelled.data.refunded_bets >= 2 && cancels.filter((r) => r?.code === 203).length === 1,
  cancels.map((r) => `${r?.code} ${r?.message}`).join(' | '),
);
const refunds = await all(
  `SELECT b.id, (SELECT count(*)::int FROM builtin_wallet_ops o WHERE o.ref = 'lottery-refund:' || b.id) n FROM lottery_bets b WHERE b.slip_id = $1`,
  [laterSlip?.data?.slip_id ?? 0],
);
check(
  'each bet of it is refunded once (one refund row each), the wallet back where it was',
  refunds.length === 2 && refunds.every((r) => r.n === 1) && (await venue()) === balanceBeforeLater,
  JSON.stringify(refunds),
);
const laterVerify = (await http(base, 'GET', `/api/lottery/verify?game=${GAME}&draw_no=${encodeURIComponent(later.draw_no)}`)).body?.data;
check(
  "the cancelled draw's seed, revealed, hashes to its hash, which is the seed drawn before it",
  laterVerify?.state === 'cancelled' && sha256(laterVerify.seed ?? '') === later.hash && later.hash === drawn?.seed,
  laterVerify?.state,
);
const audit = await one("SELECT count(*)::int n FROM audit_logs WHERE action = 'lottery.draw.cancel' AND target = $1", [`${GAME} ${later.draw_no}`]);
check('the cancel is audited once', audit.n === 1, String(audit.n));

// ---- The portal: the bet sync, the records, the turnover ----
for (let i = 0; i < 20; i++) {
  const r = await post(base, '/api/admin/jobs/run', { name: 'bet-sync' }, { token: superToken, key: randomUUID() });
  if (r.body?.data?.ran) break;
  await sleep(500);
}
const records =
  (await post(base, '/api/betrecord', { date: 1, page: 1, api_type: 'VR' }, { token: m.token, headers: { lang: 'zh_CN' } })).body?.data?.data ?? [];
const settledRecords = records.filter((r) => r.status === 1);
check(
  'the bet records show the draw, the pick and the result of every bet; the two refunded as cancelled',
  records.length === 7 &&
    settledRecords.length === 5 &&
    settledRecords.every((r) => r.detail.includes(current.draw_no) && r.detail.includes(drawn?.result.join(','))) &&
    records.filter((r) => r.status !== 1).every((r) => r.detail.includes(later.draw_no)),
  records.map((r) => `${r.status} ${r.detail}`).join(' | '),
);
const rows = await all('SELECT bet_amount::text, valid_amount::text, payout::text, category FROM bet_records WHERE user_id = $1 ORDER BY bet_id', [user.id]);
const pushes = picks.filter((p, i) => expected[i] === cents(p.stake));
const turnover = money(picks.filter((p, i) => expected[i] !== cents(p.stake)).reduce((a, p) => a + cents(p.stake), 0));
const totalgame = (await one('SELECT totalgame::text t FROM users WHERE id = $1', [user.id])).t;
check(
  `the records' payouts are the bets'; the turnover ${turnover} (pushes ${pushes.length} and refunds count nothing)`,
  rows.length === 7 &&
    rows.every((r) => r.category === 'lottery') &&
    rows
      .slice(0, 5)
      .map((r) => r.payout)
      .join() === expected.map(money).join() &&
    Number(totalgame) === Number(turnover),
  `${JSON.stringify(rows)} totalgame ${totalgame}`,
);

// ---- Back to the central wallet: 500 + the venue's ----
const finalVenue = await venue();
await post(base, '/api/transall', {}, { token: m.token });
check(`the central wallet holds 500.00 + ${finalVenue}`, (await central()) === money(50000 + cents(finalVenue)), await central());
const wallet = await one(
  `SELECT w.balance::text b, (SELECT COALESCE(sum(amount), 0)::text FROM builtin_wallet_ops WHERE wallet_id = w.id) s FROM builtin_wallets w WHERE w.brand = 'vr' AND w.player = $1`,
  [user.username],
);
const books = await all(
  `SELECT b.id, b.state, b.payout::text, (SELECT COALESCE(sum(amount), 0)::text FROM builtin_wallet_ops WHERE ref IN ('lottery-payout:' || b.id, 'lottery-refund:' || b.id)) back
   FROM lottery_bets b WHERE b.wallet_id = (SELECT id FROM builtin_wallets WHERE brand = 'vr' AND player = $1)`,
  [user.username],
);
check(
  "the venue wallet equals its ops (0.00), each bet's payout its posting",
  wallet?.b === '0.00' && wallet?.s === '0.00' && books.length === 7 && books.every((x) => Number(x.payout) === Number(x.back)),
  JSON.stringify({ wallet, books }),
);
const ledger = await post(base, '/api/admin/ledger/check', { full: true }, { token: superToken });
check('the ledger check is clean at the end', ledger.body?.data?.ok === true, JSON.stringify(ledger.body?.data));
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
await pool.end();
process.exit(failed ? 1 : 0);
