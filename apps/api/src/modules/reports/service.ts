import type { AgentReportRow, DailyReportRow, PlatformReportRow, ReportRangeInput } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { SqlPool } from '../../db/sql.js';
import { formatMoney } from '../../money.js';
import { beijingDate, beijingDays } from '../../time.js';
import type { Clock } from '../../clock.js';
import { HOUSE } from '../wallet/index.js';
import { agentTotals, betTotals, houseTotals, memberCounts, platformTotals, type Range } from './sql.js';

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

/** Reports by Beijing day: money from the ledger, play from the bet records. */
export function createReportsService({ sql, clock }: { sql: SqlPool; clock: Clock }) {
  async function daily(input: ReportRangeInput): Promise<DailyReportRow[]> {
    const range = rangeOf(input);
    const [house, bets, members] = await Promise.all([houseTotals(sql, range), betTotals(sql, range), memberCounts(sql, range)]);
    return range.days.map((day) => {
      const figure = (name: Figure) => {
        const f: { code: string; sign: number; kind?: string } = FIGURES[name];
        const sum = house.filter((h) => h.day === day && h.code === f.code && (!f.kind || h.kind === f.kind)).reduce((s, h) => s.plus(h.total), D(0));
        return sum.times(f.sign);
      };
      const bet = bets.find((b) => b.day === day);
      const count = members.find((m) => m.day === day);
      const stakes = D(bet?.stakes ?? 0);
      const payouts = D(bet?.payouts ?? 0);
      const deposits = figure('deposits');
      const withdrawals = figure('withdrawals');
      return {
        day,
        deposits: formatMoney(deposits),
        withdrawals: formatMoney(withdrawals),
        net_cash: formatMoney(deposits.minus(withdrawals)),
        stakes: formatMoney(stakes),
        payouts: formatMoney(payouts),
        ggr: formatMoney(stakes.minus(payouts)),
        rebates: formatMoney(figure('rebates')),
        redpackets: formatMoney(figure('redpackets')),
        promotions: formatMoney(figure('promotions')),
        adjustments: formatMoney(figure('adjustments')),
        new_members: count?.new_members ?? 0,
        active_members: count?.active_members ?? 0,
      };
    });
  }

  async function dailyCsv(input: ReportRangeInput) {
    const rows = await daily(input);
    const lines = [CSV_COLUMNS.join(','), ...rows.map((r) => CSV_COLUMNS.map((c) => String(r[c])).join(','))];
    return { name: `daily-${input.from}-${input.to}.csv`, type: 'text/csv; charset=utf-8', body: `${lines.join('\r\n')}\r\n` };
  }

  async function platforms(input: ReportRangeInput): Promise<PlatformReportRow[]> {
    const rows = await platformTotals(sql, rangeOf(input));
    return rows.map((r) => ({
      platname: r.platname,
      bets: r.bets,
      players: r.players,
      stakes: formatMoney(r.stakes),
      valid_stakes: formatMoney(r.valid_stakes),
      payouts: formatMoney(r.payouts),
      ggr: formatMoney(D(r.stakes).minus(r.payouts)),
    }));
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

  return { daily, dailyCsv, today, platforms, agents };
}

export type ReportsService = ReturnType<typeof createReportsService>;
