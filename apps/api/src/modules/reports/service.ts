import type { AgentReportRow, DailyReportRow, PlatformReportRow, ReportRangeInput } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import { formatMoney } from '../../money.js';
import { beijingDate, beijingDays } from '../../time.js';
import { createDaySummaries, firstOpenDay } from './summary.js';
import type { Clock } from '../../clock.js';
import { HOUSE } from '../wallet/index.js';
import { agentTotals, betTotals, houseTotals, memberCounts, platformTotals, type Range } from './store/raw.js';
import { DAY_MONEY, daySummaries, summarisePlatformDays, writeDaySummaries, type DayMoney } from './store/summaries.js';

const D = (v: string | number | Prisma.Decimal) => new Prisma.Decimal(v);

/** The instants a range of Beijing days covers. */
function rangeOf({ from, to }: ReportRangeInput): Range & { days: string[] } {
  const { start, end, days } = beijingDays(from, to);
  return { start: start.toISOString(), end: end.toISOString(), days };
}

/**
 * What each figure is, in ledger terms: the net of one house account's entries on that day (a
 * house leg is the negative of what members received). Withdrawals are what was paid out
 * (captured); adjustments only the back office's own postings (not seeded opening balances).
 */
const FIGURES = {
  deposits: { code: HOUSE.deposits, sign: -1 },
  withdrawals: { code: HOUSE.withdrawalsPaid, sign: 1 },
  rebates: { code: HOUSE.rebates, sign: -1 },
  redpackets: { code: HOUSE.redPackets, sign: -1 },
  promotions: { code: HOUSE.promotions, sign: -1 },
  adjustments: { code: HOUSE.adjustments, sign: -1, kind: 'admin.adjust' },
} as const;
type Figure = keyof typeof FIGURES;
/** The house accounts the figures read. */
const FIGURE_CODES = [...new Set(Object.values(FIGURES).map((f) => f.code as string))];

const CSV_COLUMNS = [
  'day',
  'deposits',
  'withdrawals',
  'net_cash',
  'stakes',
  'payouts',
  'ggr',
  'rebates',
  'redpackets',
  'promotions',
  'adjustments',
  'new_members',
  'active_members',
] as const;

/** One day's figures of the daily report, as the raw rows give them. */
interface DayFigures {
  deposits: Prisma.Decimal;
  withdrawals: Prisma.Decimal;
  rebates: Prisma.Decimal;
  redpackets: Prisma.Decimal;
  promotions: Prisma.Decimal;
  adjustments: Prisma.Decimal;
  stakes: Prisma.Decimal;
  payouts: Prisma.Decimal;
  new_members: number;
  active_members: number;
}

/** Each day of [from, to] from the raw rows: the ledger's house accounts, the bet records and the members. */
async function rawDays(sql: Sql, from: string, to: string): Promise<Map<string, DayFigures>> {
  const range = rangeOf({ from, to });
  const [house, bets, members] = await Promise.all([houseTotals(sql, range, FIGURE_CODES), betTotals(sql, range), memberCounts(sql, range)]);
  return new Map(
    range.days.map((day) => {
      const figure = (name: Figure) => {
        const f: { code: string; sign: number; kind?: string } = FIGURES[name];
        const sum = house.filter((h) => h.day === day && h.code === f.code && (!f.kind || h.kind === f.kind)).reduce((s, h) => s.plus(h.total), D(0));
        return sum.times(f.sign);
      };
      const bet = bets.find((b) => b.day === day);
      const count = members.find((m) => m.day === day);
      return [
        day,
        {
          deposits: figure('deposits'),
          withdrawals: figure('withdrawals'),
          rebates: figure('rebates'),
          redpackets: figure('redpackets'),
          promotions: figure('promotions'),
          adjustments: figure('adjustments'),
          stakes: D(bet?.stakes ?? 0),
          payouts: D(bet?.payouts ?? 0),
          new_members: count?.new_members ?? 0,
          active_members: count?.active_members ?? 0,
        },
      ];
    }),
  );
}

/** The daily report's row of one day's figures. */
function dailyRow(day: string, f: DayFigures): DailyReportRow {
  return {
    day,
    deposits: formatMoney(f.deposits),
    withdrawals: formatMoney(f.withdrawals),
    net_cash: formatMoney(f.deposits.minus(f.withdrawals)),
    stakes: formatMoney(f.stakes),
    payouts: formatMoney(f.payouts),
    ggr: formatMoney(f.stakes.minus(f.payouts)),
    rebates: formatMoney(f.rebates),
    redpackets: formatMoney(f.redpackets),
    promotions: formatMoney(f.promotions),
    adjustments: formatMoney(f.adjustments),
    new_members: f.new_members,
    active_members: f.active_members,
  };
}

type PlatformSums = { platname: string; bets: number; players: number; stakes: string; valid_stakes: string; payouts: string };
/** The platform report's row of one platform's sums. */
export function platformRow(r: PlatformSums): PlatformReportRow {
  return {
    platname: r.platname,
    bets: r.bets,
    players: r.players,
    stakes: formatMoney(r.stakes),
    valid_stakes: formatMoney(r.valid_stakes),
    payouts: formatMoney(r.payouts),
    ggr: formatMoney(D(r.stakes).minus(r.payouts)),
  };
}

/** The daily report from the raw rows alone, every day as the open days are computed (what the summaries must equal). */
export async function rawDailyReport(sql: Sql, input: ReportRangeInput): Promise<DailyReportRow[]> {
  return [...(await rawDays(sql, input.from, input.to)).entries()].map(([day, f]) => dailyRow(day, f));
}

/** Summarises the closed days [from, to] from the raw rows (in the summariser's transaction). */
async function summariseRun(sql: Sql, from: string, to: string): Promise<void> {
  const days = await rawDays(sql, from, to);
  await writeDaySummaries(
    sql,
    [...days.entries()].map(([day, f]) => ({
      day,
      ...(Object.fromEntries(DAY_MONEY.map((m) => [m, f[m].toFixed(2)])) as Record<DayMoney, string>),
      new_members: f.new_members,
      active_members: f.active_members,
    })),
  );
  await summarisePlatformDays(sql, from, to);
}

/** Reports by Beijing day: money from the ledger, play from the bet records (closed days from their summaries). */
export function createReportsService({ sql, clock }: { sql: SqlPool; clock: Clock }) {
  const summaries = createDaySummaries(sql);

  /** The days of a range split at the first day not closed: [closed, open]. */
  function split(input: ReportRangeInput) {
    const open = firstOpenDay(clock.now());
    const { days } = beijingDays(input.from, input.to);
    return [days.filter((d) => d < open), days.filter((d) => d >= open)] as const;
  }

  /** Summarises what is missing or stale among the closed days of the last `days` (the nightly job; the first run fills the history). */
  async function summariseClosedDays(days = 731): Promise<{ summarised: number }> {
    const open = firstOpenDay(clock.now());
    const last = beijingDate(new Date(`${open}T12:00:00+08:00`), -1);
    const first = beijingDate(new Date(`${open}T12:00:00+08:00`), -days);
    return { summarised: await summaries.ensure(beijingDays(first, last).days, summariseRun) };
  }

  async function daily(input: ReportRangeInput): Promise<DailyReportRow[]> {
    const [closed, open] = split(input);
    const figures = new Map<string, DayFigures>();
    if (closed.length > 0) {
      await summaries.ensure(closed, summariseRun);
      const rows = await daySummaries(sql, closed[0]!, closed.at(-1)!);
      for (const r of rows)
        figures.set(r.day, {
          ...(Object.fromEntries(DAY_MONEY.map((m) => [m, D(r[m])])) as Record<DayMoney, Prisma.Decimal>),
          new_members: r.new_members,
          active_members: r.active_members,
        });
    }
    if (open.length > 0) for (const [day, f] of await rawDays(sql, open[0]!, open.at(-1)!)) figures.set(day, f);
    return [...closed, ...open].map((day) => dailyRow(day, figures.get(day)!));
  }

  async function dailyCsv(input: ReportRangeInput) {
    const rows = await daily(input);
    const lines = [CSV_COLUMNS.join(','), ...rows.map((r) => CSV_COLUMNS.map((c) => String(r[c])).join(','))];
    return { name: `daily-${input.from}-${input.to}.csv`, type: 'text/csv; charset=utf-8', body: `${lines.join('\r\n')}\r\n` };
  }

  async function platforms(input: ReportRangeInput): Promise<PlatformReportRow[]> {
    const [closed, open] = split(input);
    if (closed.length > 0) await summaries.ensure(closed, summariseRun);
    const live = open.length > 0 ? rangeOf({ from: open[0]!, to: open.at(-1)! }) : { start: '', end: '' };
    const rows = await platformTotals(sql, {
      from: closed[0] ?? null,
      to: closed.at(-1) ?? null,
      start: live.start || null,
      end: live.end || null,
    });
    return rows.map(platformRow);
  }

  async function agents(input: ReportRangeInput): Promise<AgentReportRow[]> {
    const rows = await agentTotals(sql, rangeOf(input));
    return rows.map((r) => ({
      agent: r.agent,
      members: r.members,
      new_members: r.new_members,
      deposits: formatMoney(r.deposits),
      withdrawals: formatMoney(r.withdrawals),
      stakes: formatMoney(r.stakes),
      payouts: formatMoney(r.payouts),
      ggr: formatMoney(D(r.stakes).minus(r.payouts)),
    }));
  }

  /** The dashboard: today's row of the daily report (the Beijing day of the clock's now, so far). */
  async function today(): Promise<DailyReportRow> {
    const day = beijingDate(clock.now());
    const [row] = await daily({ from: day, to: day });
    return row!;
  }

  return { daily, dailyCsv, today, platforms, agents, summariseClosedDays };
}

export type ReportsService = ReturnType<typeof createReportsService>;
