import { Prisma } from '../../db/client.js';
import { beijingDayStart } from '../../time.js';

// VIP promotion and retention as pure functions of the figures (progression.ts reads them under
// the member's row lock and records the change).

const RETENTION_DAYS = 90;
const D = (v: string | number | Prisma.Decimal) => new Prisma.Decimal(v);

/** The start of the retention window: the Beijing day 90 days before today began. */
export const retentionSince = (now: Date) => beijingDayStart(now, RETENTION_DAYS);

/** A level's thresholds: deposits (recharge), turnover (flow), and the 90-day turnover that keeps it (keep_flow). */
export interface LevelThresholds {
  recharge: string;
  flow: string;
  keep_flow: string;
}

/** Whether a member's lifetime deposits (paysum) and settled turnover (totalgame) reach a level. */
export const qualifiesFor = (level: Pick<LevelThresholds, 'recharge' | 'flow'>, member: { paysum: string; totalgame: string }): boolean =>
  !D(member.paysum).lt(level.recharge) && !D(member.totalgame).lt(level.flow);

/** Whether the settled turnover of the last 90 days keeps a level (its keep_flow met). */
export const keepsLevel = (level: Pick<LevelThresholds, 'keep_flow'>, recentTurnover: Prisma.Decimal | string): boolean =>
  D(recentTurnover).gte(level.keep_flow);

/**
 * Whether retention applies to a member: at level 2 or above, with an account created before the
 * retention window began (a younger member has not had the 90 days to meet it).
 */
export const retentionApplies = (member: { vip_level: number; retained: boolean }): boolean => member.retained && member.vip_level > 1;
