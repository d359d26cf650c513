import { createHash, randomInt } from 'node:crypto';
import type { SportKey } from '@portal/contracts';
import { formatOdds, isEsport, priceWithMargin } from '@portal/game-rules';
import type { SqlPool } from '../../../db/sql.js';
import { beijingDate, beijingDayStart } from '../../../time.js';
import { readSettings } from '../catalog.js';
import { utc } from '../model.js';
import { applyResult } from '../settlement.js';
import { upsertPricedMarkets, type PricedMarket } from './markets.js';

// The demonstration feed (SPORTS_FEED=demo; never in production): keeps a few days of fixtures
// ahead for every sport, priced from the sides' strengths with the desk's margin, plays each match
// out in real time (scores move, the main markets are priced in play), and posts its result, which
// settles its bets as a desk result would. Its events are marked as demonstrations (source 'demo').

interface Side {
  name: string;
  rating: number;
}
interface League {
  name: string;
  sides: Side[];
  /** Matches a Beijing day, and the hours (Beijing) they start at. */
  hours: number[];
}

const side = (name: string, rating: number): Side => ({ name, rating });
const LEAGUES: Record<SportKey, League> = {
  football: {
    name: '演示足球联赛',
    hours: [12, 15, 18, 20, 22],
    sides: [
      side('北京国安', 1620),
      side('上海海港', 1680),
      side('山东泰山', 1650),
      side('成都蓉城', 1600),
      side('上海申花', 1640),
      side('浙江队', 1570),
      side('天津津门虎', 1540),
      side('武汉三镇', 1560),
      side('河南队', 1520),
      side('长春亚泰', 1500),
    ],
  },
  basketball: {
    name: '演示篮球联赛',
    hours: [13, 19, 21],
    sides: [side('广东宏远', 1650), side('辽宁本钢', 1660), side('浙江广厦', 1600), side('新疆广汇', 1590), side('北京首钢', 1560), side('上海久事', 1570)],
  },
  lol: {
    name: '演示英雄联盟联赛',
    hours: [14, 17, 20],
    sides: [side('JDG', 1680), side('BLG', 1690), side('TES', 1640), side('LNG', 1620), side('WBG', 1580), side('EDG', 1570)],
  },
  dota2: { name: '演示DOTA2联赛', hours: [15, 21], sides: [side('XG', 1630), side('Azure Ray', 1610), side('LGD', 1590), side('Team Zero', 1520)] },
  cs2: { name: '演示CS2联赛', hours: [16, 22], sides: [side('TYLOO', 1600), side('Lynn Vision', 1590), side('Rare Atom', 1540), side('The MongolZ', 1660)] },
  hok: { name: '演示王者荣耀联赛', hours: [18, 20], sides: [side('AG超玩会', 1650), side('重庆狼队', 1660), side('eStarPro', 1620), side('成都AG', 1600)] },
};

/** How long a match lasts (minutes), kick-off to result. */
const DURATION: Record<SportKey, number> = { football: 110, basketball: 130, lol: 90, dota2: 100, cs2: 100, hok: 70 };
/** Days of fixtures kept ahead (today included). */
const DAYS_AHEAD = 3;

// ---- models: the chance of each final result from the sides' strengths ----

const poisson = (lambda: number, k: number) => {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i++) p *= lambda / i;
  return p;
};
const normalCdf = (x: number) => {
  // Abramowitz and Stegun 7.1.26
  const t = 1 / (1 + 0.3275911 * Math.abs(x / Math.SQRT2));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
};

/** Football: expected goals of each side, from the rating gap (home advantage included). */
const goalRates = (home: Side, away: Side) => {
  const gap = (home.rating - away.rating) / 400;
  return { home: 1.35 * Math.exp(gap / 2) * 1.1, away: 1.15 * Math.exp(-gap / 2) };
};

/** The distribution of the final football score: the current score plus Poisson goals over the time left. */
function footballScores(rates: { home: number; away: number }, score: { home: number; away: number }, left: number) {
  const cells: { home: number; away: number; p: number }[] = [];
  for (let h = 0; h <= 10; h++)
    for (let a = 0; a <= 10; a++) cells.push({ home: score.home + h, away: score.away + a, p: poisson(rates.home * left, h) * poisson(rates.away * left, a) });
  return cells;
}

const sum = (cells: { home: number; away: number; p: number }[], test: (h: number, a: number) => boolean) =>
  cells.reduce((s, c) => (test(c.home, c.away) ? s + c.p : s), 0);
const priced = (probs: number[], codes: string[], margin: number) => {
  const total = probs.reduce((s, p) => s + p, 0);
  const odds = priceWithMargin(
    probs.map((p) => Math.min(0.97, Math.max(0.03, p / total))),
    margin,
  );
  return codes.map((code, i) => ({ code, odds: formatOdds(odds[i]!) }));
};
/** The half line nearest to `x` (x.5). */
const halfLine = (x: number) => Math.floor(x) + 0.5;

function footballMarkets(
  home: Side,
  away: Side,
  score: { home: number; away: number },
  left: number,
  margin: number,
  { live }: { live: boolean },
): PricedMarket[] {
  const cells = footballScores(goalRates(home, away), score, left);
  const pHome = sum(cells, (h, a) => h > a);
  const pDraw = sum(cells, (h, a) => h === a);
  const pAway = 1 - pHome - pDraw;
  const expectedGap = cells.reduce((s, c) => s + c.p * (c.home - c.away), 0);
  const ahLine = -halfLine(expectedGap - 0.5);
  const total = cells.reduce((s, c) => s + c.p * (c.home + c.away), 0);
  const ouLine = halfLine(total - 0.5);
  const markets: PricedMarket[] = [
    { kind: '1x2', line: 0, outcomes: priced([pHome, pDraw, pAway], ['home', 'draw', 'away'], margin), inPlay: true },
    {
      kind: 'ou',
      line: ouLine,
      outcomes: priced([sum(cells, (h, a) => h + a > ouLine), sum(cells, (h, a) => h + a < ouLine)], ['over', 'under'], margin),
      inPlay: true,
    },
  ];
  if (live) return markets;
  const ah = (line: number) => sum(cells, (h, a) => h - a + line > 0);
  const codes = ['1-0', '2-0', '2-1', '0-0', '1-1', '2-2', '0-1', '0-2', '1-2'];
  return [
    ...markets,
    { kind: 'ah', line: ahLine, outcomes: priced([ah(ahLine), 1 - ah(ahLine)], ['home', 'away'], margin) },
    {
      kind: 'ah',
      line: ahLine - 0.25,
      outcomes: priced([(ah(ahLine) + ah(ahLine - 0.5)) / 2, 1 - (ah(ahLine) + ah(ahLine - 0.5)) / 2], ['home', 'away'], margin),
    },
    {
      kind: 'ou',
      line: ouLine + 0.25,
      outcomes: priced(
        [sum(cells, (h, a) => h + a > ouLine + 0.5) + sum(cells, (h, a) => h + a === ouLine + 0.5) / 2, sum(cells, (h, a) => h + a < ouLine + 0.5)],
        ['over', 'under'],
        margin,
      ),
    },
    { kind: 'ml', line: 0, outcomes: priced([pHome, pAway], ['home', 'away'], margin) },
    { kind: 'btts', line: 0, outcomes: priced([sum(cells, (h, a) => h > 0 && a > 0), sum(cells, (h, a) => h === 0 || a === 0)], ['yes', 'no'], margin) },
    {
      kind: 'cs',
      line: 0,
      outcomes: priced(
        [...codes.map((c) => sum(cells, (h, a) => `${h}-${a}` === c)), sum(cells, (h, a) => !codes.includes(`${h}-${a}`))],
        [...codes, 'other'],
        margin,
      ),
    },
  ];
}

function basketballMarkets(
  home: Side,
  away: Side,
  score: { home: number; away: number },
  left: number,
  margin: number,
  { live }: { live: boolean },
): PricedMarket[] {
  const gap = score.home - score.away + ((home.rating - away.rating) / 25 + 3) * left;
  const spread = 12 * Math.sqrt(Math.max(left, 0.01));
  const total = score.home + score.away + 218 * left;
  const pHome = normalCdf(gap / spread);
  const ahLine = -halfLine(gap - 0.5);
  const ouLine = halfLine(total - 0.5);
  const markets: PricedMarket[] = [
    { kind: 'ml', line: 0, outcomes: priced([pHome, 1 - pHome], ['home', 'away'], margin), inPlay: true },
    {
      kind: 'ou',
      line: ouLine,
      outcomes: priced(
        [1 - normalCdf((ouLine - total) / (18 * Math.sqrt(Math.max(left, 0.01)))), normalCdf((ouLine - total) / (18 * Math.sqrt(Math.max(left, 0.01))))],
        ['over', 'under'],
        margin,
      ),
      inPlay: true,
    },
  ];
  if (live) return markets;
  const cover = normalCdf((gap + ahLine) / spread);
  return [...markets, { kind: 'ah', line: ahLine, outcomes: priced([cover, 1 - cover], ['home', 'away'], margin) }];
}

/** E-sports: best of three maps, each won by the home side with `p`. */
function esportMarkets(home: Side, away: Side, maps: { home: number; away: number }, margin: number, { live }: { live: boolean }): PricedMarket[] {
  const p = 1 / (1 + 10 ** (-(home.rating - away.rating) / 400));
  // The chance of each final score from the maps won so far (first to 2).
  const finals = new Map<string, number>();
  const walk = (h: number, a: number, pr: number) => {
    if (h === 2 || a === 2) return void finals.set(`${h}-${a}`, (finals.get(`${h}-${a}`) ?? 0) + pr);
    walk(h + 1, a, pr * p);
    walk(h, a + 1, pr * (1 - p));
  };
  walk(maps.home, maps.away, 1);
  const of = (k: string) => finals.get(k) ?? 0;
  const pWin = of('2-0') + of('2-1');
  const markets: PricedMarket[] = [{ kind: 'winner', line: 0, outcomes: priced([pWin, 1 - pWin], ['home', 'away'], margin), inPlay: true }];
  if (live) return markets;
  return [
    ...markets,
    { kind: 'map_ah', line: -1.5, outcomes: priced([of('2-0'), 1 - of('2-0')], ['home', 'away'], margin) },
    { kind: 'total_maps', line: 2.5, outcomes: priced([of('2-1') + of('1-2'), of('2-0') + of('0-2')], ['over', 'under'], margin) },
  ];
}

function marketsFor(sport: SportKey, home: Side, away: Side, score: { home: number; away: number }, left: number, margin: number, live: boolean) {
  if (sport === 'football') return footballMarkets(home, away, score, left, margin, { live });
  if (sport === 'basketball') return basketballMarkets(home, away, score, left, margin, { live });
  return esportMarkets(home, away, score, margin, { live });
}

// ---- fixtures and play ----

/** The two sides of a fixture, fixed by its day and hour (the same every run). */
function sidesOf(league: League, day: string, slot: number): [Side, Side] {
  const digest = createHash('sha256').update(`${league.name}:${day}:${slot}`).digest();
  const n = league.sides.length;
  const h = digest[0]! % n;
  const a = (h + 1 + (digest[1]! % (n - 1))) % n;
  return [league.sides[h]!, league.sides[a]!];
}

const sideNamed = (sport: SportKey, name: string) => LEAGUES[sport].sides.find((s) => s.name === name) ?? side(name, 1600);

/** One step of a live match over `minutes` of play: goals, points or maps, drawn from the same models. */
function play(sport: SportKey, home: Side, away: Side, score: { home: number; away: number }, { minutes, elapsed }: { minutes: number; elapsed: number }) {
  const part = minutes / DURATION[sport];
  if (sport === 'football') {
    const rates = goalRates(home, away);
    const goals = (lambda: number) => {
      let k = 0;
      for (let threshold = Math.random(), p = poisson(lambda, 0), cum = p; threshold > cum && k < 6; k++, p = poisson(lambda, k + 1), cum += p);
      return k;
    };
    return { home: score.home + goals(rates.home * part), away: score.away + goals(rates.away * part) };
  }
  if (sport === 'basketball') {
    const points = (mean: number) => Math.max(0, Math.round(mean + (Math.random() - 0.5) * Math.sqrt(mean) * 3));
    const edge = (home.rating - away.rating) / 50;
    return { home: score.home + points((110 + edge) * part), away: score.away + points((108 - edge) * part) };
  }
  // A map ends every third of the match (best of three), won with the model's chance.
  const mapsDue = Math.min(3, Math.floor((elapsed / DURATION[sport]) * 3));
  let { home: h, away: a } = score;
  const p = 1 / (1 + 10 ** (-(home.rating - away.rating) / 400));
  while (h + a < mapsDue && h < 2 && a < 2)
    if (Math.random() < p) h++;
    else a++;
  return { home: h, away: a };
}

export interface DemoRun {
  created: number;
  live: number;
  settled: number;
}

/**
 * One tick of the demonstration: fixtures for the next days made (idempotent by their feed id,
 * "demo:<sport>:<day>:<hour>"), matches whose time came started, live ones advanced and priced in
 * play, finished ones given their result (settled as a desk result is).
 */
export async function runDemo({ sql, clock }: { sql: SqlPool; clock: { now(): Date } }): Promise<DemoRun> {
  const now = clock.now();
  const margin = Number((await readSettings(sql)).margin);
  const run: DemoRun = { created: 0, live: 0, settled: 0 };
  for (const [sport, league] of Object.entries(LEAGUES) as [SportKey, League][]) {
    for (let d = 0; d < DAYS_AHEAD; d++) {
      const dayStart = new Date(beijingDayStart(now).getTime() + d * 86_400_000);
      const day = beijingDate(dayStart);
      for (const [slot, hour] of league.hours.entries()) {
        const startsAt = new Date(dayStart.getTime() + hour * 3_600_000);
        if (startsAt.getTime() <= now.getTime()) continue;
        const [home, away] = sidesOf(league, day, slot);
        await sql.tx(async (tx) => {
          const [event] = await tx.query<{ id: number }>(
            `INSERT INTO sports_events (sport, league, home, away, starts_at, source, feed_id, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5::timestamptz AT TIME ZONE 'UTC', 'demo', $6, $7::timestamptz AT TIME ZONE 'UTC', $7::timestamptz AT TIME ZONE 'UTC')
             ON CONFLICT (source, feed_id) DO NOTHING RETURNING id`,
            [sport, league.name, home.name, away.name, utc(startsAt), `demo:${sport}:${day}:${hour}`, utc(now)],
          );
          if (!event) return;
          await upsertPricedMarkets(tx, event.id, marketsFor(sport, home, away, { home: 0, away: 0 }, 1, margin, false), { replaceLines: false });
          run.created += 1;
        });
      }
    }
  }
  // Matches in progress or due: advanced by the time since their last step.
  const due = await sql.query<{
    id: number;
    sport: SportKey;
    home: string;
    away: string;
    starts_at: Date;
    status: string;
    score_home: number | null;
    score_away: number | null;
    stepped_at: Date;
  }>(
    `SELECT id, sport, home, away, (starts_at AT TIME ZONE 'UTC') AS starts_at, status, score_home, score_away, (updated_at AT TIME ZONE 'UTC') AS stepped_at
     FROM sports_events WHERE source = 'demo' AND result_version = 0 AND status IN ('not_started', 'live') AND starts_at <= ($1::timestamptz AT TIME ZONE 'UTC')
     ORDER BY id`,
    [utc(now)],
  );
  for (const e of due) {
    const home = sideNamed(e.sport, e.home);
    const away = sideNamed(e.sport, e.away);
    const elapsed = (now.getTime() - e.starts_at.getTime()) / 60_000;
    const from = e.status === 'live' ? Math.max(0, (e.stepped_at.getTime() - e.starts_at.getTime()) / 60_000) : 0;
    const before = { home: e.score_home ?? 0, away: e.score_away ?? 0 };
    const score = play(e.sport, home, away, before, { minutes: Math.max(0, Math.min(elapsed, DURATION[e.sport]) - from), elapsed });
    if (elapsed >= DURATION[e.sport]) {
      // Best of three: a match cut short still needs its winner.
      const final =
        isEsport(e.sport) && score.home < 2 && score.away < 2 ? (randomInt(2) === 0 ? { home: 2, away: score.away } : { home: score.home, away: 2 }) : score;
      const done = await sql.tx((tx) => applyResult(tx, e.id, final, now));
      run.settled += done.already ? 0 : 1;
      continue;
    }
    await sql.tx(async (tx) => {
      await tx.query(
        `UPDATE sports_events SET status = 'live', score_home = $2, score_away = $3, updated_at = $4::timestamptz AT TIME ZONE 'UTC' WHERE id = $1 AND result_version = 0`,
        [e.id, score.home, score.away, utc(now)],
      );
      const left = Math.max(0.02, 1 - elapsed / DURATION[e.sport]);
      // In play only the main markets are priced; a line that moved with the score leaves its old market stale.
      await upsertPricedMarkets(tx, e.id, marketsFor(e.sport, home, away, score, left, margin, true), { replaceLines: true });
    });
    run.live += 1;
  }
  return run;
}
