// The sportsbook benchmark's baseline, a process of its own: the statements a single bet through
// the player API runs, written directly in SQL (prepared once per connection, as the API's SQL
// layer does), without HTTP, the token, the zod schema or the portal's code: player protection's
// play read (which marks the minute), the selection read, then one transaction taking the market's
// exposure under its row lock and, in one statement, the stake from the wallet, the bet, its leg and
// its op. Kept in step by hand with providers/sportsbook/bets.ts and responsible/guard.ts.
// Argument: JSON { url, clients: [{ brand, player, platname, outcome_id, market_id, event_id, odds }], total, pool }.
// Prints { seconds, cpuMs } (or { error }) as JSON on its last line.
import pg from 'pg';

const { url, clients, total, pool: poolSize } = JSON.parse(process.argv[2]);
const pool = new pg.Pool({ connectionString: url, max: poolSize });

let statementNo = 0;
const statementNames = new Map();
function q(c, text, values = []) {
  if (!statementNames.has(text)) statementNames.set(text, `bench_${(statementNo += 1)}`);
  return c.query({ name: statementNames.get(text), text, values });
}

const BLOCK_COLUMNS = 'id, kind, period, starts_at, ends_at, reopen_at, imposed_by';
const BLOCK_IN_FORCE = `starts_at <= $2 AND (ends_at IS NULL OR ends_at > $2 OR (kind = 'exclusion' AND (reopen_at IS NULL OR reopen_at > $2)))`;
const PLAY_READ = `WITH who AS (SELECT user_id FROM platform_players WHERE platname = $3 AND player_name = $4),
       mark AS (INSERT INTO responsible_play_marks (user_id, "minute") SELECT user_id, $1::timestamp FROM who ON CONFLICT DO NOTHING),
       lim AS (SELECT DISTINCT ON (kind, period) kind, period, value FROM responsible_limits
               WHERE user_id = (SELECT user_id FROM who) AND kind <> 'deposit' AND cancelled_at IS NULL AND effective_at <= $2
               ORDER BY kind, period, effective_at DESC, id DESC)
       SELECT (SELECT user_id FROM who) AS user_id,
              (SELECT json_agg(json_build_object('kind', kind, 'period', period, 'value', value::text)) FROM lim WHERE value IS NOT NULL) AS limits,
              b.id AS block_id, b.kind, b.period, b.starts_at, b.ends_at, b.reopen_at, b.imposed_by
       FROM (SELECT 1) one LEFT JOIN LATERAL (
         SELECT ${BLOCK_COLUMNS} FROM responsible_blocks WHERE user_id = (SELECT user_id FROM who) AND ${BLOCK_IN_FORCE}
         ORDER BY ends_at DESC NULLS FIRST, id DESC LIMIT 1) b ON true`;
const SELECTION = `
  SELECT o.id AS outcome_id, o.code, o.odds::text, o.result, m.id AS market_id, m.kind, m.line::text, m.status AS market_status,
         m.suspended AS market_suspended, m.stale, m.in_play, m.odds_version, e.id AS event_id, e.sport, e.league, e.home, e.away,
         e.score_home, e.score_away, e.status AS event_status, e.suspended AS event_suspended, (e.starts_at AT TIME ZONE 'UTC') AS starts_at,
         s.halted, s.margin::text, s.cashout_margin::text, s.min_stake::text, s.max_stake::text, s.default_cap::text
  FROM sports_outcomes o JOIN sports_markets m ON m.id = o.market_id JOIN sports_events e ON e.id = m.event_id
  CROSS JOIN sports_settings s WHERE s.id = 1 AND o.id = ANY($1::int[])`;
const EXPOSURE = `UPDATE sports_markets m SET exposure = m.exposure + x.amount FROM unnest($1::int[], $2::numeric[], $3::int[]) AS x(id, amount, version)
       WHERE m.id = x.id AND m.status = 'open' AND NOT m.suspended AND NOT m.stale AND m.odds_version = x.version
         AND (m.liability_cap IS NULL OR m.exposure + x.amount <= m.liability_cap) RETURNING m.id`;
const RECORD = `WITH w AS (
         UPDATE builtin_wallets SET balance = balance - $3::numeric WHERE brand = $1 AND player = $2 AND balance >= $3::numeric RETURNING id, balance),
       b AS (
         INSERT INTO sports_bets (wallet_id, brand, kind, system, combos, unit_stake, stake, odds, potential_payout, sport, accept, placed_at)
         SELECT w.id, $1, $4, $5, $6::int[], $7::numeric, $3::numeric, $8::numeric, $9::numeric, $10, $11, $12::timestamptz AT TIME ZONE 'UTC' FROM w
         RETURNING id, wallet_id),
       l AS (
         INSERT INTO sports_bet_legs (bet_id, leg_no, event_id, market_id, outcome_id, odds, exposure)
         SELECT b.id, x.leg_no, x.event_id, x.market_id, x.outcome_id, x.odds, x.exposure
         FROM b, unnest($13::smallint[], $14::int[], $15::int[], $16::int[], $17::numeric[], $18::numeric[]) AS x(leg_no, event_id, market_id, outcome_id, odds, exposure)),
       o AS (
         INSERT INTO builtin_wallet_ops (wallet_id, brand, ref, kind, amount, balance_after)
         SELECT b.wallet_id, $1, 'sbet:' || b.id, 'sports.bet', -$3::numeric, w.balance FROM b, w)
       SELECT b.id::text AS id, w.balance::text AS balance FROM b, w`;

async function bet(c0) {
  const now = new Date();
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  await pool.query({ name: 'bench_play', text: PLAY_READ, values: [minute, now, c0.platname, c0.player] });
  const sel = (await pool.query({ name: 'bench_sel', text: SELECTION, values: [[c0.outcome_id]] })).rows[0];
  const potential = (10 * Number(sel.odds)).toFixed(2);
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    const taken = await q(c, EXPOSURE, [[sel.market_id], [potential], [sel.odds_version]]);
    if (taken.rowCount !== 1) throw new Error('market refused');
    const row = await q(c, RECORD, [
      c0.brand,
      c0.player,
      '10.00',
      'single',
      null,
      [],
      '10.00',
      sel.odds,
      potential,
      sel.sport,
      'any',
      now.toISOString(),
      [0],
      [sel.event_id],
      [sel.market_id],
      [sel.outcome_id],
      [sel.odds],
      [potential],
    ]);
    if (row.rowCount !== 1) throw new Error('insufficient');
    await c.query('COMMIT');
  } catch (err) {
    await c.query('ROLLBACK');
    throw err;
  } finally {
    c.release();
  }
}

let next = 0;
const started = performance.now();
try {
  await Promise.all(
    clients.map(async (c) => {
      while (next < total) {
        next += 1;
        await bet(c);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage();
  console.log(JSON.stringify({ seconds, cpuMs: (cpu.user + cpu.system) / 1000 }));
} catch (err) {
  console.log(JSON.stringify({ error: String(err) }));
} finally {
  await pool.end();
}
