import { HARM_FLAGS, LIMIT_PERIODS, PLAY_GAP_MINUTES, limitWindow, type HarmFlag, type LimitKind, type LimitPeriod } from '@portal/contracts';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { DepositReads } from '../cashier/index.js';
import type { BetReads } from '../records/index.js';
import type { WalletReads } from '../wallet/index.js';
import { sportsLossSql } from '../../providers/sportsbook/index.js';
import { lotteryLossesSql } from '../../providers/lottery/index.js';
import { seamlessLossesSql } from '../../providers/seamless/index.js';
import { CHANGE_COLUMNS, type BlockRow, type LimitChangeRow } from './rows.js';
import type { LimitInForce } from './rules.js';

// Player protection's tables: the limits and their changes (responsible_limits), time-outs and
// self-exclusions (responsible_blocks), play minutes (responsible_play_marks), refusals
// (responsible_refusals) and reality-check intervals (responsible_reality). What it reads of
// other modules' tables comes from their owners (the deposits from the cashier, the bets from the
// records, the game wallets from the wallet) or is listed in modules/tables.ts: the member's row
// (its lock, the login password), the session's start, and the built-in platforms' rounds and sports bets.

/** What player protection reads of other modules' tables, from their owners. */
export interface ProtectionSources {
  deposits: Pick<DepositReads, 'depositsInWindows' | 'approvedRowsSql' | 'cancelledWithdrawalRowsSql' | 'netDepositsSince' | 'everDeposited'>;
  bets: Pick<
    BetReads,
    'settledLossRowsSql' | 'betMinutesSql' | 'betTimesSql' | 'settledSince' | 'nightBetsSql' | 'settledLossBetweenSql' | 'stakeBetweenSql' | 'betRowsSql'
  >;
  wallet: Pick<WalletReads, 'inGamesSql'>;
}

/** The member's row locked: limit changes, blocks, deposits and the plays of one member take turns. */
export async function lockMember(tx: Sql, userId: number): Promise<void> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}

/** The member's login password hash (undefined: no such member). */
export async function passwordHash(sql: Sql, userId: number): Promise<string | undefined> {
  const [user] = await sql.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return user?.password_hash;
}

/** The member's id by username (the back office types it; stored lower case). */
export async function memberIdByName(sql: Sql, username: string): Promise<number | undefined> {
  const [u] = await sql.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
  return u?.id;
}

/** The limits in force at `now`, by kind and period: the newest change not cancelled whose time has come (null value: removed). */
export async function limitsInForce(db: Sql, userId: number, now: Date): Promise<LimitInForce[]> {
  const rows = await db.query<{ kind: LimitKind; period: LimitPeriod; value: string | null }>(
    `SELECT DISTINCT ON (kind, period) kind, period, value::text AS value FROM responsible_limits
     WHERE user_id = $1 AND cancelled_at IS NULL AND effective_at <= $2 ORDER BY kind, period, effective_at DESC, id DESC`,
    [userId, now],
  );
  return rows.filter((r): r is LimitInForce => r.value !== null);
}

/** The member's latest `size` limit changes, newest first. */
export function limitHistory(sql: Sql, userId: number, size: number): Promise<LimitChangeRow[]> {
  return sql.query<LimitChangeRow>(`SELECT ${CHANGE_COLUMNS} FROM responsible_limits WHERE user_id = $1 ORDER BY id DESC LIMIT ${size}`, [userId]);
}

/** Cancels the changes of one limit still waiting at `now` (a newer change replaces them). */
export async function cancelWaiting(
  tx: Sql,
  { userId, kind, period, now }: { userId: number; kind: LimitKind; period: LimitPeriod; now: Date },
): Promise<void> {
  await tx.query(
    'UPDATE responsible_limits SET cancelled_at = $4 WHERE user_id = $1 AND kind = $2 AND period = $3 AND cancelled_at IS NULL AND effective_at > $4',
    [userId, kind, period, now],
  );
}

export interface NewLimitChange {
  userId: number;
  kind: LimitKind;
  period: LimitPeriod;
  value: string | null;
  previous: string | null;
  requestedAt: Date;
  effectiveAt: Date;
}

export async function insertLimitChange(tx: Sql, c: NewLimitChange): Promise<LimitChangeRow> {
  const [row] = await tx.query<LimitChangeRow>(
    `INSERT INTO responsible_limits (user_id, kind, period, value, previous, requested_at, effective_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${CHANGE_COLUMNS}`,
    [c.userId, c.kind, c.period, c.value, c.previous, c.requestedAt, c.effectiveAt],
  );
  return row!;
}

/** Cancels one of the member's changes still waiting at `now`; false when there is none of that id. */
export async function cancelChange(sql: Sql, { id, userId, now }: { id: number; userId: number; now: Date }): Promise<boolean> {
  const [row] = await sql.query(
    'UPDATE responsible_limits SET cancelled_at = $3 WHERE id = $1 AND user_id = $2 AND cancelled_at IS NULL AND effective_at > $3 RETURNING id',
    [id, userId, now],
  );
  return row !== undefined;
}

/**
 * A block is in force from its start until it ends; a self-exclusion that has ended stays in force
 * until the member has asked to reopen and 24 hours have passed (reopen_at).
 */
const BLOCK_IN_FORCE = `starts_at <= $2 AND (ends_at IS NULL OR ends_at > $2 OR (kind = 'exclusion' AND (reopen_at IS NULL OR reopen_at > $2)))`;
const BLOCK_COLUMNS = 'id, kind, period, starts_at, ends_at, reopen_at, imposed_by, review, reopen_requested_at';

/**
 * A broadcast's audience filter: true for a member (`userColumn`) with no time-out or
 * self-exclusion in force at the instant in parameter `nowParam` (marketing messages skip them).
 */
export function notBlockedSql(userColumn: string, nowParam: string): string {
  return `NOT EXISTS (SELECT 1 FROM responsible_blocks WHERE user_id = ${userColumn} AND ${BLOCK_IN_FORCE.replaceAll('$2', nowParam)})`;
}

/** The time-out or self-exclusion in force at `now` that ends last (null: none). */
export async function runningBlock(db: Sql, userId: number, now: Date): Promise<BlockRow | null> {
  const [row] = await db.query<BlockRow>(
    `SELECT ${BLOCK_COLUMNS} FROM responsible_blocks WHERE user_id = $1 AND ${BLOCK_IN_FORCE} ORDER BY ends_at DESC NULLS FIRST, id DESC LIMIT 1`,
    [userId, now],
  );
  return row ?? null;
}

export async function insertBlock(
  tx: Sql,
  b: { userId: number; kind: BlockRow['kind']; period: string; startsAt: Date; endsAt: Date | null; imposedBy: number | null },
): Promise<void> {
  await tx.query('INSERT INTO responsible_blocks (user_id, kind, period, starts_at, ends_at, imposed_by) VALUES ($1, $2, $3, $4, $5, $6)', [
    b.userId,
    b.kind,
    b.period,
    b.startsAt,
    b.endsAt,
    b.imposedBy,
  ]);
}

/** The member's ended self-exclusions (by `now`) reopen at `at`. */
export async function setReopen(tx: Sql, { userId, now, at }: { userId: number; now: Date; at: Date }): Promise<void> {
  await tx.query(`UPDATE responsible_blocks SET reopen_at = $3 WHERE user_id = $1 AND kind = 'exclusion' AND ends_at <= $2 AND reopen_at IS NULL`, [
    userId,
    now,
    at,
  ]);
}

/** SQL on the member's id in $1: false only when nothing of player protection can refuse or cap a transfer into a game (no time-out, exclusion, loss or play-time limit on record). */
export const MAY_APPLY_SQL = `EXISTS (SELECT 1 FROM responsible_limits WHERE user_id = $1 AND kind <> 'deposit' AND cancelled_at IS NULL)
                  OR EXISTS (SELECT 1 FROM responsible_blocks WHERE user_id = $1)`;

/** One statement: `minute` marked as played, and whether player protection may apply to the member (MAY_APPLY_SQL). */
export async function markPlayedMayApply(tx: Sql, userId: number, minute: Date): Promise<boolean> {
  const [row] = await tx.query<{ may_apply: boolean }>(
    `WITH mark AS (INSERT INTO responsible_play_marks (user_id, "minute") VALUES ($1, $2::timestamp) ON CONFLICT DO NOTHING)
     SELECT ${MAY_APPLY_SQL} AS may_apply`,
    [userId, minute],
  );
  return row?.may_apply ?? true;
}

/** Writes a refusal down (the harm report counts them). */
export function insertRefusal(sql: Sql, r: { userId: number; kind: string; period: string; action: string; at: Date }): Promise<unknown> {
  return sql.query('INSERT INTO responsible_refusals (user_id, kind, period, action, created_at) VALUES ($1, $2, $3, $4, $5)', [
    r.userId,
    r.kind,
    r.period,
    r.action,
    r.at,
  ]);
}

/** Marks the minute as played. */
export async function markPlayed(tx: Sql, userId: number, minute: Date): Promise<void> {
  await tx.query(`INSERT INTO responsible_play_marks (user_id, "minute") VALUES ($1, $2::timestamp) ON CONFLICT DO NOTHING`, [userId, minute]);
}

/**
 * One statement: who plays (a member id, or a player at a platform: platform_players), the loss and
 * play-time limits in force and the block in force, and `minute` written down as a play minute.
 */
export async function playRead(db: Sql, who: { userId: number } | { platname: string; player: string }, { minute, now }: { minute: Date; now: Date }) {
  const whoSql = 'userId' in who ? 'SELECT $3::int AS user_id' : 'SELECT user_id FROM platform_players WHERE platname = $3 AND player_name = $4';
  const [row] = await db.query<
    { user_id: number | null; limits: LimitInForce[] | null } & Partial<Record<keyof BlockRow, unknown>> & { block_id: number | null }
  >(
    `WITH who AS (${whoSql}),
     mark AS (INSERT INTO responsible_play_marks (user_id, "minute") SELECT user_id, $1::timestamp FROM who ON CONFLICT DO NOTHING),
     lim AS (SELECT DISTINCT ON (kind, period) kind, period, value FROM responsible_limits
             WHERE user_id = (SELECT user_id FROM who) AND kind <> 'deposit' AND cancelled_at IS NULL AND effective_at <= $2
             ORDER BY kind, period, effective_at DESC, id DESC)
     SELECT (SELECT user_id FROM who) AS user_id,
            (SELECT json_agg(json_build_object('kind', kind, 'period', period, 'value', value::text)) FROM lim WHERE value IS NOT NULL) AS limits,
            b.id AS block_id, b.kind, b.period, b.starts_at, b.ends_at, b.reopen_at, b.imposed_by, b.review, b.reopen_requested_at
     FROM (SELECT 1) one LEFT JOIN LATERAL (
       SELECT ${BLOCK_COLUMNS} FROM responsible_blocks WHERE user_id = (SELECT user_id FROM who) AND ${BLOCK_IN_FORCE}
       ORDER BY ends_at DESC NULLS FIRST, id DESC LIMIT 1) b ON true`,
    'userId' in who ? [minute, now, who.userId] : [minute, now, who.platname, who.player],
  );
  const block = row?.block_id ? ({ ...row, id: row.block_id } as unknown as BlockRow) : null;
  return { userId: row?.user_id ?? null, limits: row?.limits ?? [], block };
}

/** The platforms whose books player protection reads at once (their bet records are the same bets, so they are left out). */
const OWN_BOOKS = `('builtin', 'sportsbook', 'lottery', 'seamless')`;

/** What is used of the loss and play-time limits (figures as text), and what the member holds in game wallets. */
export interface PlayUsageRow {
  day: string;
  week: string;
  month: string;
  in_games: string;
  played: number;
}

/**
 * Loss: the settled bets of every platform but the built-in ones (the records'), and the built-in
 * platforms' own bets, read at once from their books: the game hall's rounds, and the sportsbook's
 * and the lottery's bets, an open one counted at its whole stake (what it may still lose), and the seamless providers' rounds. Play time: the play marks of the day and the
 * minutes of the day's bets; from one play minute to the next counts in full up to
 * PLAY_GAP_MINUTES apart, a play minute after a longer pause counts 1.
 */
export async function playUsage(db: Sql, { bets, wallet }: Pick<ProtectionSources, 'bets' | 'wallet'>, { userId, now }: { userId: number; now: Date }) {
  const [day, week, month] = LIMIT_PERIODS.map((p) => limitWindow(p, now).start) as [Date, Date, Date];
  const earliest = new Date(Math.min(day.getTime(), week.getTime(), month.getTime()));
  const [row] = await db.query<PlayUsageRow>(
    `WITH wallets AS (
       SELECT w.id FROM platform_players pp JOIN platforms p ON p.platname = pp.platname AND p.adapter IN ${OWN_BOOKS}
       JOIN builtin_wallets w ON w.brand = p.brand AND w.player = pp.player_name WHERE pp.user_id = $1),
     bets AS (
       ${bets.settledLossRowsSql({ userIdSql: '$1', fromSql: '$2', toSql: '$6', ownBooks: OWN_BOOKS })}
       UNION ALL
       SELECT b.created_at, b.stake - b.payout FROM builtin_bets b
       WHERE b.wallet_id IN (SELECT id FROM wallets) AND b.created_at >= $2 AND b.created_at <= $6
       UNION ALL
       ${sportsLossSql('SELECT id FROM wallets', '$2', '$6')}
       UNION ALL
       ${lotteryLossesSql({ wallets: 'SELECT id FROM wallets', from: '$2', to: '$6' })}
       UNION ALL
       ${seamlessLossesSql({ userIdSql: '$1', from: '$2', to: '$6' })}),
     marks AS (
       SELECT "minute" FROM responsible_play_marks WHERE user_id = $1 AND "minute" >= $3 AND "minute" <= $6
       UNION ${bets.betMinutesSql({ userIdSql: '$1', fromSql: '$3', toSql: '$6' })}),
     gaps AS (SELECT "minute" - lag("minute") OVER (ORDER BY "minute") AS gap FROM marks)
     SELECT GREATEST(COALESCE((SELECT SUM(loss) FROM bets WHERE at >= $3), 0), 0)::text AS day,
            GREATEST(COALESCE((SELECT SUM(loss) FROM bets WHERE at >= $4), 0), 0)::text AS week,
            GREATEST(COALESCE((SELECT SUM(loss) FROM bets WHERE at >= $5), 0), 0)::text AS month,
            COALESCE(${wallet.inGamesSql('$1::int')}, 0)::text AS in_games,
            COALESCE((SELECT SUM(CASE WHEN gap IS NULL OR gap > interval '${PLAY_GAP_MINUTES} minutes' THEN 1 ELSE EXTRACT(epoch FROM gap) / 60 END) FROM gaps), 0)::int AS played`,
    [userId, earliest, day, week, month, now],
  );
  return row!;
}

/**
 * The member's net win or loss since `since` (the reality check), over every platform: the bet
 * records of the outside platforms and the built-in platforms' books at once (the game hall's
 * rounds, the sportsbook's and the lottery's bets, an open one at its whole stake, as the loss
 * limits count them). Positive: a win.
 */
export async function netSince(
  db: Sql,
  { bets }: { bets: Pick<ProtectionSources['bets'], 'settledLossRowsSql'> },
  { userId, since, now }: { userId: number; since: Date; now: Date },
) {
  const [row] = await db.query<{ net: string }>(
    `WITH wallets AS (
       SELECT w.id FROM platform_players pp JOIN platforms p ON p.platname = pp.platname AND p.adapter IN ${OWN_BOOKS}
       JOIN builtin_wallets w ON w.brand = p.brand AND w.player = pp.player_name WHERE pp.user_id = $1),
     bets AS (
       ${bets.settledLossRowsSql({ userIdSql: '$1', fromSql: '$2', toSql: '$3', ownBooks: OWN_BOOKS })}
       UNION ALL
       SELECT b.created_at, b.stake - b.payout FROM builtin_bets b
       WHERE b.wallet_id IN (SELECT id FROM wallets) AND b.created_at >= $2 AND b.created_at <= $3
       UNION ALL
       ${sportsLossSql('SELECT id FROM wallets', '$2', '$3')}
       UNION ALL
       ${lotteryLossesSql({ wallets: 'SELECT id FROM wallets', from: '$2', to: '$3' })})
     SELECT (-COALESCE(SUM(loss), 0))::text AS net FROM bets`,
    [userId, since, now],
  );
  return row!.net;
}

/** The member's chosen reality-check interval (undefined: none chosen). */
export async function realityMinutes(sql: Sql, userId: number): Promise<number | undefined> {
  const [row] = await sql.query<{ minutes: number }>('SELECT minutes FROM responsible_reality WHERE user_id = $1', [userId]);
  return row?.minutes;
}

export async function saveRealityMinutes(sql: Sql, { userId, minutes, at }: { userId: number; minutes: number; at: Date }): Promise<void> {
  await sql.query(
    `INSERT INTO responsible_reality (user_id, minutes, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET minutes = EXCLUDED.minutes, updated_at = EXCLUDED.updated_at`,
    [userId, minutes, at],
  );
}

/** When the member's session (the login) began (undefined: not theirs, or gone). */
export async function sessionStart(sql: Sql, { sessionId, userId }: { sessionId: string; userId: number }): Promise<Date | undefined> {
  const [session] = await sql.query<{ created_at: Date }>('SELECT created_at FROM sessions WHERE id = $1 AND user_id = $2', [sessionId, userId]);
  return session?.created_at;
}

/** A harm report's row: one member's figures over the report's windows. */
export interface HarmFigures {
  user_id: number;
  username: string;
  this_week: string;
  last_week: string;
  limit_hits: number;
  deposit_refusals: number;
  late_nights: number;
  methods: number;
  reversals: number;
  chases: number;
  blocked: boolean;
  /** The markers the member shows, in HARM_FLAGS's order. */
  flags: HarmFlag[];
}

/** The windows and thresholds of the harm report (HARM_REPORT, with its instants worked out). */
export interface HarmWindows {
  weekAgo: Date;
  twoWeeksAgo: Date;
  now: Date;
  since: Date;
  methodsSince: Date;
  riseFactor: number;
  riseMin: string;
  limitHitsMin: number;
  lateNightsMin: number;
  nightFromHour: number;
  nightToHour: number;
  methodsMin: number;
  reversalHours: number;
  reversalShare: number;
  chaseLossMin: string;
  chaseTimesMin: number;
}

type HarmSources = Pick<ProtectionSources, 'deposits' | 'bets'>;

/** SQL pieces shared by the figures and the evidence; parameters: $1 weekAgo … $14 chaseTimesMin, $15 the evidence's members (harmParams). */
function harmCtes({ deposits, bets }: HarmSources, w: HarmWindows, usersSql?: string) {
  const ofUsers = usersSql ? ` AND user_id = ANY(${usersSql})` : '';
  const whereUsers = usersSql ? ` WHERE user_id = ANY(${usersSql})` : '';
  const nightHour = (col: string) =>
    `EXTRACT(hour FROM ${col} + interval '8 hours') >= ${Math.trunc(w.nightFromHour)} AND EXTRACT(hour FROM ${col} + interval '8 hours') < ${Math.trunc(w.nightToHour)}`;
  return {
    // Nights (the Beijing date) with play in the night hours: bets (with their stakes) and play marks (none).
    // How many nights each member played (the figures): the nights of bets and of play marks as one set.
    nightCount: `night_set AS (
       SELECT user_id, night FROM (${bets.nightBetsSql({ fromSql: '$4', toSql: '$3', fromHour: w.nightFromHour, toHour: w.nightToHour, usersSql })}) b
       UNION
       SELECT user_id, ("minute" + interval '8 hours')::date FROM responsible_play_marks
       WHERE "minute" >= $4 AND "minute" <= $3 AND ${nightHour('"minute"')}${ofUsers})`,
    nights: `night_bets AS (${bets.nightBetsSql({ fromSql: '$4', toSql: '$3', fromHour: w.nightFromHour, toHour: w.nightToHour, usersSql })}),
     night_marks AS (SELECT DISTINCT user_id, ("minute" + interval '8 hours')::date AS night FROM responsible_play_marks
                     WHERE "minute" >= $4 AND "minute" <= $3 AND ${nightHour('"minute"')}${ofUsers}),
     nights AS (SELECT COALESCE(b.user_id, m.user_id) AS user_id, COALESCE(b.night, m.night) AS night, COALESCE(b.bets, 0) AS bets, COALESCE(b.stake, 0) AS stake
                FROM night_bets b FULL JOIN night_marks m ON m.user_id = b.user_id AND m.night = b.night)`,
    // Rejected withdrawals of the window with the stakes of the member's bets in the hours after.
    // (The stake is a lateral, read once: as a column tested twice it was read twice.)
    reversals: `reversals AS (
       SELECT w.user_id, w.order_no, w.amount, w.cancelled_at, s.staked
       FROM (${deposits.cancelledWithdrawalRowsSql({ fromSql: '$4', toSql: '$3' })}) w
       CROSS JOIN LATERAL (SELECT ${bets.stakeBetweenSql({ userIdSql: 'w.user_id', fromSql: 'w.cancelled_at', toSql: 'w.cancelled_at + make_interval(hours => $11::int)' })} AS staked) s${whereUsers.replace('user_id', 'w.user_id')}),
     reversed AS (SELECT * FROM reversals WHERE staked > 0 AND staked >= amount * $12)`,
    // Beijing days with deposits followed by a day with more, and the member's net loss on the first
    // (materialised: the loss is read for those days only, not for every day with a deposit).
    chases: `deposit_days AS (
       SELECT user_id, (created_at + interval '8 hours')::date AS day, SUM(amount) AS deposits
       FROM (${deposits.approvedRowsSql({ fromSql: '$4', toSql: '$3' })}) d${whereUsers} GROUP BY 1, 2),
     rising AS MATERIALIZED (
       SELECT * FROM (
         SELECT user_id, day, deposits, lead(day) OVER w AS next_day, lead(deposits) OVER w AS next_deposits
         FROM deposit_days WINDOW w AS (PARTITION BY user_id ORDER BY day)) x
       WHERE next_day = day + 1 AND next_deposits > deposits),
     chased AS (
       SELECT r.*, l.loss FROM rising r CROSS JOIN LATERAL (SELECT ${bets.settledLossBetweenSql({
         userIdSql: 'r.user_id',
         fromSql: "(r.day::timestamp - interval '8 hours')",
         toSql: "(r.day::timestamp + interval '16 hours')",
       })} AS loss) l
       WHERE l.loss >= $13::numeric)`,
  };
}

/** `text` with only the parameters it uses, numbered from $1 (PostgreSQL refuses a parameter it cannot type: one not used). */
function bound(text: string, params: unknown[]): [string, unknown[]] {
  const used = [...new Set([...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
  const to = new Map(used.map((n, i) => [n, i + 1]));
  return [text.replace(/\$(\d+)/g, (_, n: string) => `$${to.get(Number(n))}`), used.map((n) => params[n - 1])];
}

const harmParams = (w: HarmWindows) => [
  w.weekAgo,
  w.twoWeeksAgo,
  w.now,
  w.since,
  w.riseFactor,
  w.riseMin,
  w.limitHitsMin,
  w.lateNightsMin,
  w.methodsSince,
  w.methodsMin,
  w.reversalHours,
  w.reversalShare,
  w.chaseLossMin,
  w.chaseTimesMin,
];

/**
 * The harm markers as SQL tests of one member's figures (HARM_REPORT, docs/player-protection.md):
 * the one place they are written; the statements below find, flag and rank members with them.
 */
const FLAG_TESTS = {
  rise: (x: string) => `(${x}.this_week >= ${x}.last_week * $5 AND ${x}.this_week - ${x}.last_week >= $6::numeric)`,
  limits: (x: string) => `${x}.limit_hits >= $7`,
  late: (x: string) => `${x}.n >= $8`,
  refused: (x: string) => `${x}.deposit_refusals > 0`,
  methods: (x: string) => `${x}.methods >= $10`,
  reversal: (x: string) => `${x}.n > 0`,
  chasing: (x: string) => `${x}.n >= $14`,
} satisfies Record<HarmFlag, (rel: string) => string>;

/**
 * The harm report's members (docs/player-protection.md, "Markers of harm"): those with a sign of
 * harm, the most flags first (then the most limit refusals, then by name), at most `rows` of them,
 * each with their flags and figures: approved deposits of this week and the one before, limit
 * refusals and deposit refusals, nights played in the night hours (play marks and bets), payment
 * methods of the methods window, withdrawals rejected and played, days of deposits rising after a
 * loss; with whether a block is in force now. Each marker is one statement, run side by side on
 * the pool (each with `work_mem` enough to keep its aggregates in memory), returning only the
 * members it flags (and every member's limit refusals, the ranking's second key); one statement
 * then ranks them all by name and reads the figures of those listed.
 */
export async function harmFigures(sql: SqlPool, sources: HarmSources, w: HarmWindows, rows: number): Promise<HarmFigures[]> {
  const ctes = harmCtes(sources, w);
  const params = harmParams(w);
  const read = <T>(text: string, more: unknown[] = []) =>
    sql.tx(async (tx) => {
      await tx.query(`SET LOCAL work_mem = '64MB'`);
      return tx.query<T>(...bound(text, [...params, ...more]));
    });
  const dep = (where: string) =>
    `SELECT user_id, COALESCE(SUM(amount) FILTER (WHERE created_at >= $1), 0) AS this_week, COALESCE(SUM(amount) FILTER (WHERE created_at < $1), 0) AS last_week,
            COUNT(DISTINCT paytype) FILTER (WHERE created_at >= $9)::int AS methods
     FROM (${sources.deposits.approvedRowsSql({ fromSql: 'LEAST($2::timestamp, $9::timestamp)', toSql: '$3' })}) d ${where} GROUP BY user_id`;
  const ref = (where: string) =>
    `SELECT user_id, COUNT(*) FILTER (WHERE kind <> 'blocked')::int AS limit_hits, COUNT(*) FILTER (WHERE action IN ('deposit', 'approval'))::int AS deposit_refusals
     FROM responsible_refusals WHERE created_at >= $4 AND created_at <= $3 ${where} GROUP BY user_id`;
  type Count = { user_id: number; n: number };
  const [deposits, refusals, late, reversals, chases] = await Promise.all([
    read<{ user_id: number; rise: boolean; methods: boolean }>(
      `SELECT * FROM (SELECT user_id, ${FLAG_TESTS.rise('x')} AS rise, ${FLAG_TESTS.methods('x')} AS methods FROM (${dep('')}) x) y WHERE rise OR methods`,
    ),
    read<{ user_id: number; limit_hits: number; limits: boolean; refused: boolean }>(
      `SELECT user_id, limit_hits, ${FLAG_TESTS.limits('x')} AS limits, ${FLAG_TESTS.refused('x')} AS refused FROM (${ref('')}) x`,
    ),
    read<Count>(`WITH ${ctes.nightCount} SELECT * FROM (SELECT user_id, COUNT(*)::int AS n FROM night_set GROUP BY user_id) x WHERE ${FLAG_TESTS.late('x')}`),
    read<Count>(`WITH ${ctes.reversals} SELECT * FROM (SELECT user_id, COUNT(*)::int AS n FROM reversed GROUP BY user_id) x WHERE ${FLAG_TESTS.reversal('x')}`),
    read<Count>(`WITH ${ctes.chases} SELECT * FROM (SELECT user_id, COUNT(*)::int AS n FROM chased GROUP BY user_id) x WHERE ${FLAG_TESTS.chasing('x')}`),
  ]);
  const flagged = new Map<number, { flags: Set<HarmFlag>; late: number; reversals: number; chases: number }>();
  const member = (userId: number) => {
    let m = flagged.get(userId);
    if (!m) flagged.set(userId, (m = { flags: new Set(), late: 0, reversals: 0, chases: 0 }));
    return m;
  };
  for (const r of deposits) {
    if (r.rise) member(r.user_id).flags.add('rise');
    if (r.methods) member(r.user_id).flags.add('methods');
  }
  for (const r of refusals) {
    if (r.limits) member(r.user_id).flags.add('limits');
    if (r.refused) member(r.user_id).flags.add('refused');
  }
  for (const r of late) Object.assign(member(r.user_id), { late: r.n }).flags.add('late');
  for (const r of reversals) Object.assign(member(r.user_id), { reversals: r.n }).flags.add('reversal');
  for (const r of chases) Object.assign(member(r.user_id), { chases: r.n }).flags.add('chasing');
  if (flagged.size === 0) return [];
  const ids = [...flagged.keys()];
  const limitHits = new Map(refusals.map((r) => [r.user_id, r.limit_hits]));
  const listed = await read<Omit<HarmFigures, 'late_nights' | 'reversals' | 'chases' | 'flags'>>(
    `WITH ranked AS MATERIALIZED (
       SELECT m.user_id, u.username, m.flags, m.limit_hits FROM unnest($15::int[], $16::int[], $17::int[]) AS m(user_id, flags, limit_hits)
       JOIN users u ON u.id = m.user_id ORDER BY m.flags DESC, m.limit_hits DESC, u.username COLLATE "C" LIMIT $18),
     dep AS (${dep('WHERE user_id IN (SELECT user_id FROM ranked)')}), ref AS (${ref('AND user_id IN (SELECT user_id FROM ranked)')})
     SELECT r.user_id, r.username, COALESCE(dep.this_week, 0)::text AS this_week, COALESCE(dep.last_week, 0)::text AS last_week,
            COALESCE(dep.methods, 0) AS methods, COALESCE(ref.limit_hits, 0) AS limit_hits, COALESCE(ref.deposit_refusals, 0) AS deposit_refusals,
            EXISTS (SELECT 1 FROM responsible_blocks b WHERE b.user_id = r.user_id AND b.starts_at <= $3
                    AND (b.ends_at IS NULL OR b.ends_at > $3 OR (b.kind = 'exclusion' AND (b.reopen_at IS NULL OR b.reopen_at > $3)))) AS blocked
     FROM ranked r LEFT JOIN dep ON dep.user_id = r.user_id LEFT JOIN ref ON ref.user_id = r.user_id
     ORDER BY r.flags DESC, r.limit_hits DESC, r.username COLLATE "C"`,
    [ids, ids.map((id) => flagged.get(id)!.flags.size), ids.map((id) => limitHits.get(id) ?? 0), Math.trunc(rows)],
  );
  return listed.map((r) => {
    const m = flagged.get(r.user_id)!;
    return { ...r, late_nights: m.late, reversals: m.reversals, chases: m.chases, flags: HARM_FLAGS.filter((f) => m.flags.has(f)) };
  });
}

/** The evidence rows of the listed members (`userIds`), by kind, each with its member's id; money as text, instants as Dates. */
export interface HarmEvidenceRows {
  methods: { user_id: number; deposit_no: string; paytype: string; amount: string; created_at: Date }[];
  reversals: {
    user_id: number;
    order_no: string;
    amount: string;
    cancelled_at: Date;
    staked: string;
    bets: { bet_id: string; platname: string; game_name: string; bet_amount: string; bet_time: string }[];
  }[];
  chasing: { user_id: number; day: string; loss: string; deposits: string; next_day: string; next_deposits: string }[];
  nights: { user_id: number; night: string; bets: number; stake: string }[];
  refusals: { user_id: number; created_at: Date; kind: string; period: string; action: string }[];
}

/** The rows that made each marker of the members `userIds` (at most `size` of a kind per member, the newest). */
export async function harmEvidence(sql: Sql, sources: HarmSources, w: HarmWindows, userIds: number[], size: number): Promise<HarmEvidenceRows> {
  if (userIds.length === 0) return { methods: [], reversals: [], chasing: [], nights: [], refusals: [] };
  const ctes = harmCtes(sources, w, '$15::int[]');
  const params = [...harmParams(w), userIds];
  const q = <T>(text: string) => sql.query<T>(...bound(text, params));
  const only = (rel: string) => `${rel}.user_id = ANY($15::int[])`;
  const ranked = (from: string, order: string) =>
    `SELECT * FROM (SELECT x.*, row_number() OVER (PARTITION BY x.user_id ORDER BY ${order}) AS rank FROM (${from}) x) r WHERE rank <= ${Math.trunc(size)} ORDER BY user_id, ${order.replaceAll('x.', '')}`;
  const [methods, reversals, chasing, nights, refusals] = await Promise.all([
    q<HarmEvidenceRows['methods'][number]>(
      ranked(
        `SELECT d.user_id, d.deposit_no, d.paytype, d.amount::text, d.created_at FROM (${sources.deposits.approvedRowsSql({ fromSql: '$9', toSql: '$3' })}) d WHERE ${only('d')}`,
        'x.created_at DESC, x.deposit_no DESC',
      ),
    ),
    q<HarmEvidenceRows['reversals'][number]>(
      `WITH ${ctes.reversals}
       SELECT r.user_id, r.order_no, r.amount::text, r.cancelled_at, r.staked::text,
              COALESCE((SELECT json_agg(json_build_object('bet_id', b.bet_id, 'platname', b.platname, 'game_name', b.game_name, 'bet_amount', b.bet_amount::text,
                                                          'bet_time', to_char(b.bet_time + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')) ORDER BY b.bet_time)
                        FROM (${sources.bets.betRowsSql({ userIdSql: 'r.user_id', fromSql: 'r.cancelled_at', toSql: 'r.cancelled_at + make_interval(hours => $11::int)', size })}) b), '[]') AS bets
       FROM reversed r WHERE ${only('r')} ORDER BY r.user_id, r.cancelled_at DESC`,
    ),
    q<HarmEvidenceRows['chasing'][number]>(
      `WITH ${ctes.chases}
       SELECT user_id, day::text, loss::text, deposits::text, next_day::text, next_deposits::text FROM chased c WHERE ${only('c')} ORDER BY user_id, day DESC`,
    ),
    q<HarmEvidenceRows['nights'][number]>(
      `WITH ${ctes.nights} SELECT user_id, night::text, bets::int, stake::text FROM nights n WHERE ${only('n')} ORDER BY user_id, night DESC`,
    ),
    q<HarmEvidenceRows['refusals'][number]>(
      ranked(
        `SELECT f.user_id, f.created_at, f.kind, f.period, f.action, f.id FROM responsible_refusals f WHERE f.created_at >= $4 AND f.created_at <= $3 AND ${only('f')}`,
        'x.created_at DESC, x.id DESC',
      ),
    ),
  ]);
  return { methods, reversals, chasing, nights, refusals };
}

// ---- no second account: the identity of members with a block in force (identity_* in the
// migration exclusion_identity, each behind an expression index) ----

/** SQL: the member in `userColumn` has a time-out or self-exclusion in force at the instant in `nowParam`. */
const blockedSql = (userColumn: string, nowParam: string) =>
  `EXISTS (SELECT 1 FROM responsible_blocks WHERE user_id = ${userColumn} AND ${BLOCK_IN_FORCE.replaceAll('$2', nowParam)})`;

/**
 * The member (other than `exceptUserId`, the one whose contact changes) with a block in force at
 * `now` who has this phone or this email (either may be null), as normalised; null when none.
 */
export async function blockedContact(
  db: Sql,
  { mobile, email, now, exceptUserId }: { mobile: string | null; email: string | null; now: Date; exceptUserId?: number },
): Promise<{ username: string } | null> {
  if (!mobile && !email) return null;
  const [row] = await db.query<{ username: string }>(
    `SELECT u.username FROM users u WHERE (identity_phone(u.mobile) = identity_phone($1) OR identity_email(u.email) = identity_email($2))
       AND u.id <> $4 AND ${blockedSql('u.id', '$3')} LIMIT 1`,
    [mobile, email, now, exceptUserId ?? 0],
  );
  return row ?? null;
}

/** Whether another member than `userId` with a block in force at `now` has bound this card or address (of `type`; `protocol`: a USDT address's chain), as normalised. */
export async function blockedCard(
  db: Sql,
  { userId, type, protocol, number, now }: { userId: number; type: number; protocol: string; number: string; now: Date },
): Promise<boolean> {
  const [row] = await db.query(
    `SELECT 1 FROM bound_cards c WHERE c.type = $1 AND identity_card(c.type, c.bank_owner, c.bank_no) = identity_card($1, $2, $3)
       AND c.user_id <> $4 AND ${blockedSql('c.user_id', '$5')} LIMIT 1`,
    [type, protocol, number, userId, now],
  );
  return row !== undefined;
}

/** One account linked to a member, with what they share. */
export interface LinkedRow {
  id: number;
  username: string;
  created_at: Date;
  fields: string[];
  blocked: boolean;
}

/**
 * The other members who share a phone, an email, a bank card, a USDT address (all as normalised)
 * with the member, or registered from the member's registration IP within a day of them; each with
 * which of these they share and whether a block is in force on them at `now`. Newest first, at most 100.
 */
export function linkedAccounts(db: Sql, { userId, now }: { userId: number; now: Date }): Promise<LinkedRow[]> {
  return db.query<LinkedRow>(
    `WITH me AS (SELECT id, mobile, email, register_ip, created_at FROM users WHERE id = $1),
     mine AS (SELECT type, identity_card(type, bank_owner, bank_no) AS no FROM bound_cards WHERE user_id = $1),
     hits AS (
       SELECT u.id, 'phone' AS field FROM users u, me WHERE identity_phone(u.mobile) = identity_phone(me.mobile) AND u.id <> me.id
       UNION SELECT u.id, 'email' FROM users u, me WHERE identity_email(u.email) = identity_email(me.email) AND u.id <> me.id
       UNION SELECT c.user_id, CASE WHEN c.type = 2 THEN 'address' ELSE 'card' END FROM bound_cards c JOIN mine m
               ON c.type = m.type AND identity_card(c.type, c.bank_owner, c.bank_no) = m.no WHERE c.user_id <> $1
       UNION SELECT u.id, 'ip' FROM users u, me WHERE me.register_ip <> '' AND u.register_ip = me.register_ip AND u.id <> me.id
               AND u.created_at BETWEEN me.created_at - interval '1 day' AND me.created_at + interval '1 day')
     SELECT u.id, u.username, u.created_at, array_agg(h.field ORDER BY h.field) AS fields, ${blockedSql('u.id', '$2')} AS blocked
     FROM hits h JOIN users u ON u.id = h.id GROUP BY u.id ORDER BY u.id DESC LIMIT 100`,
    [userId, now],
  );
}

// ---- an indefinite self-exclusion's request to end it, and its review by staff ----

/** The member asks to end their indefinite self-exclusion `blockId`: it waits for staff (review pending). */
export async function requestReview(tx: Sql, { blockId, now }: { blockId: number; now: Date }): Promise<void> {
  await tx.query(
    `UPDATE responsible_blocks SET review = 'pending', reopen_requested_at = $2, reviewed_by = NULL, reviewed_at = NULL, review_note = '' WHERE id = $1`,
    [blockId, now],
  );
}

/** A request waiting for staff, with the member's name. */
export interface ReviewRow {
  id: number;
  user_id: number;
  username: string;
  period: string;
  starts_at: Date;
  reopen_requested_at: Date;
}

/** The requests waiting for staff, oldest first (at most 200), or the one of `id`. */
export function pendingReviews(db: Sql, { id }: { id?: number } = {}): Promise<ReviewRow[]> {
  return db.query<ReviewRow>(
    `SELECT b.id, b.user_id, u.username, b.period, b.starts_at, b.reopen_requested_at FROM responsible_blocks b JOIN users u ON u.id = b.user_id
     WHERE b.review = 'pending' AND ($1::int IS NULL OR b.id = $1) ORDER BY b.reopen_requested_at, b.id LIMIT 200`,
    [id ?? null],
  );
}

/**
 * Staff decide a pending request (false: none pending with that id, e.g. decided already).
 * Approved: the exclusion ends now and the account reopens at `reopenAt`; refused: it runs on.
 */
export async function decideReview(tx: Sql, d: { id: number; approve: boolean; adminId: number; note: string; now: Date; reopenAt: Date }): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE responsible_blocks SET review = CASE WHEN $2 THEN 'approved' ELSE 'refused' END, reviewed_by = $3, reviewed_at = $5, review_note = $4,
       ends_at = CASE WHEN $2 THEN $5 ELSE ends_at END, reopen_at = CASE WHEN $2 THEN $6 ELSE reopen_at END
     WHERE id = $1 AND review = 'pending' AND ends_at IS NULL RETURNING 1`,
    [d.id, d.approve, d.adminId, d.note, d.now, d.reopenAt],
  );
  return rows.length > 0;
}
