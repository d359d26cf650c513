import {
  PAGE_SIZE,
  pageOf,
  RedPacketRuleStatus,
  RedPacketStatus,
  RedPacketSwitch,
  type RedPacketDrawReply,
  type RedPacketLogInput,
  type RedPacketLogReply,
  type RedPacketStatusReply,
} from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { RedPacketRule } from '../../generated/prisma/client.js';
import type { Clock } from '../../clock.js';
import type { MemberContext } from '../../context.js';
import { denied } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';
import type { DepositReads } from '../cashier/index.js';
import type { SiteSettings } from '../site/index.js';
import type { Wallet } from '../wallet/index.js';
import { drawCeiling, randomDrawAmount } from './draw-amount.js';
import { presentDraw, presentRule } from './presenter.js';
import type { RedPacketSettingsStore } from './settings.js';
import { drawnOn, drawPage, drawsOn, insertDraw, lockMemberDraws, rulesByStart } from './store.js';
import { isDrawing, nextClockTarget, windowsOf, type DayWindows } from './windows.js';

interface Deps {
  sql: SqlPool;
  wallet: Wallet;
  clock: Clock;
  site: SiteSettings;
  settings: RedPacketSettingsStore;
  /** Player protection: throws while a time-out or self-exclusion is in force (no red packet is drawn then). */
  playerBlock?: (userId: number) => Promise<void>;
  /** REDPACKET_DAY_MAX: the most one member's draws of a day add up to. */
  dayMax: string;
  /** The cashier's deposit orders: the approved ones of the counting window. */
  deposits: Pick<DepositReads, 'approvedBetween'>;
}

interface Counted {
  total: Prisma.Decimal;
  latest: Date | null;
}

/**
 * The rule that applies to deposits D: among the running rules whose range day_flow..flow_money
 * holds D, the one with the most draws (then the highest percentage).
 */
function applicableRule(running: RedPacketRule[], deposits: Prisma.Decimal): RedPacketRule | undefined {
  return running.filter((r) => deposits.gte(r.dayFlow) && deposits.lte(r.flowMoney)).sort((a, b) => b.recharge - a.recharge || b.money.comparedTo(a.money))[0];
}

/** Red packets (spec §2.3, docs/compatibility.md#rule-1-red-packet): the member's status, the draw and the welfare record. */
export function createRedPacketService({ sql, wallet, clock, site, settings, playerBlock, dayMax, deposits: depositOrders }: Deps) {
  /** REDPACKET_PRIZE_MAX and the second-person threshold of a draw (the wallet's rule for redpacket.draw). */
  const prizeLimits = [wallet.capOf('redpacket.draw'), wallet.thresholdOf('redpacket.draw')].filter((v): v is Prisma.Decimal => v !== null);
  const isRunning = (r: RedPacketRule, now: Date) => r.startTime <= now && now <= r.endTime;

  /** The switched-on rules, by start. */
  const enabledRules = () => rulesByStart(sql, RedPacketRuleStatus.on);

  async function ensureOpen(): Promise<void> {
    if ((await site.get()).redpacketSwitch === RedPacketSwitch.off) throw denied('redpacket.closed');
  }

  /** The member's approved deposits made inside the counting window (D), with the latest one's time. */
  async function countedDeposits(db: Sql, userId: number, w: DayWindows): Promise<Counted> {
    const { total, latest } = await depositOrders.approvedBetween(db, { userId, from: w.countFrom, to: w.countTo });
    return { total: new Prisma.Decimal(total ?? 0), latest };
  }

  function activityStatus(rules: RedPacketRule[], now: Date): RedPacketStatus {
    if (rules.some((r) => isRunning(r, now))) return RedPacketStatus.starting;
    if (rules.some((r) => r.startTime > now)) return RedPacketStatus.ready;
    return RedPacketStatus.end;
  }

  /** GET /api/userredpacket: today's counts, the activity's status and rules, and the clock's target. */
  async function status(ctx: MemberContext): Promise<RedPacketStatusReply> {
    await ensureOpen();
    const now = clock.now();
    const [windows, rules] = await Promise.all([settings.read(), enabledRules()]);
    const w = windowsOf(windows, now);
    const state = activityStatus(rules, now);
    const running = rules.filter((r) => isRunning(r, now));
    const upcoming = rules.filter((r) => r.startTime > now);
    const [deposits, used] = await Promise.all([countedDeposits(sql, ctx.userId, w), drawsOn(sql, ctx.userId, w.day)]);
    const rule = applicableRule(running, deposits.total);
    const shown = state === RedPacketStatus.starting ? running : upcoming;
    const target = state === RedPacketStatus.end ? null : nextClockTarget(windows, now, state === RedPacketStatus.ready ? upcoming[0]!.startTime : now);
    return {
      sendnums: rule ? Math.max(0, rule.recharge - used) : 0,
      acquirednum: used,
      max_times: shown.reduce((m, r) => Math.max(m, r.recharge), 0),
      redPacketStatus: state,
      rules: rules.filter((r) => r.endTime >= now).map(presentRule),
      draw_window: { start: windows.drawStart, end: windows.drawEnd },
      count_window: { start: windows.countStart, end: windows.countEnd },
      drawing: isDrawing(w, now),
      now: beijingDateTime(now),
      countdown_to: target ? beijingDateTime(target) : '',
      deposits: formatMoney(deposits.total),
    };
  }

  /**
   * POST /api/douserredpacket: one draw. The member's draws are serialised by an advisory lock held
   * to the end of the transaction, so concurrent draws see each other's rows: with three draws
   * left, ten at once pay exactly three. The posting key names the day and the draw's number.
   */
  async function drawRedPacket(ctx: MemberContext): Promise<RedPacketDrawReply> {
    await ensureOpen();
    await playerBlock?.(ctx.userId);
    const now = clock.now();
    const [windows, rules] = await Promise.all([settings.read(), enabledRules()]);
    const state = activityStatus(rules, now);
    if (state === RedPacketStatus.ready) throw denied('redpacket.notStarted');
    if (state === RedPacketStatus.end) throw denied('redpacket.ended');
    const w = windowsOf(windows, now);
    if (!isDrawing(w, now)) throw denied('redpacket.outsideWindow').with({ start: windows.drawStart, end: windows.drawEnd });
    const running = rules.filter((r) => isRunning(r, now));

    return wallet.runInTransaction(async (tx) => {
      await lockMemberDraws(tx, ctx.userId);
      const deposits = await countedDeposits(tx, ctx.userId, w);
      const rule = applicableRule(running, deposits.total);
      if (!rule) throw denied('redpacket.notQualified');
      const used = await drawsOn(tx, ctx.userId, w.day);
      if (used >= rule.recharge) throw denied('redpacket.noDraws');
      // No draw pays more than the prize cap, nor what would need a second person (no one is there to
      // approve a member's draw), nor what is left of the day's REDPACKET_DAY_MAX: whatever percent
      // and number of draws a rule sets, a member's red packets of a day stay within it.
      const room = new Prisma.Decimal(dayMax).minus(await drawnOn(tx, ctx.userId, w.day));
      const amount = randomDrawAmount(Prisma.Decimal.min(drawCeiling(deposits.total, rule.money), room, ...prizeLimits));
      if (!amount && room.lessThan(1)) throw denied('redpacket.dayLimit');
      // A rule's lowest deposit pays at least 1 (the back office checks it); this guards older rules.
      if (!amount) throw denied('redpacket.notQualified');
      const seq = used + 1;
      await insertDraw(tx, {
        userId: ctx.userId,
        day: w.day,
        seq,
        ruleId: rule.id,
        deposits: deposits.total.toFixed(2),
        money: amount.toFixed(2),
        depositAt: deposits.latest,
        createdAt: now,
      });
      // The wallet refuses it to a member who took a time-out or self-exclusion since the check above (this transaction rolls back).
      await wallet.credit(tx, {
        userId: ctx.userId,
        amount,
        by: 'member',
        kind: 'redpacket.draw',
        key: `redpacket:${ctx.userId}:${w.day}:${seq}`,
        memo: `red packet ${w.day} #${seq}`,
      });
      return { redpacketmoney: formatMoney(amount), sendnums: rule.recharge - seq, acquirednum: seq };
    });
  }

  /** POST /api/userredpacketlog: the member's draws, newest first, with today's remaining draws and the draws ever made. */
  async function log(ctx: MemberContext, q: RedPacketLogInput): Promise<RedPacketLogReply> {
    const { rows, total } = await drawPage(sql, { userId: ctx.userId, page: q.page, perPage: PAGE_SIZE });
    const remaining = await remainingToday(ctx.userId);
    return { ...pageOf(rows.map(presentDraw), total, q.page), sendnums: remaining, acquirednum: total };
  }

  /** Draws the member has left today (0 outside a running rule or when the site switched red packets off). */
  async function remainingToday(userId: number): Promise<number> {
    if ((await site.get()).redpacketSwitch === RedPacketSwitch.off) return 0;
    const now = clock.now();
    const [windows, rules] = await Promise.all([settings.read(), enabledRules()]);
    const w = windowsOf(windows, now);
    const [deposits, used] = await Promise.all([countedDeposits(sql, userId, w), drawsOn(sql, userId, w.day)]);
    const rule = applicableRule(
      rules.filter((r) => isRunning(r, now)),
      deposits.total,
    );
    return rule ? Math.max(0, rule.recharge - used) : 0;
  }

  return { status, drawRedPacket, log };
}

export type RedPacketService = ReturnType<typeof createRedPacketService>;
