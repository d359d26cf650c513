import { VIP_LEVELS } from '../common/constants.js';
import { isMoney, percentOf, signOfMoney, type MoneyValue } from '../common/money.js';

/**
 * The VIP progress bar (spec §9): paysum / the next level's recharge, as a whole percentage,
 * rounded, capped at 100. With no next level (or one that needs nothing) it is 100; without a
 * usable paysum it is 0. Exact decimal arithmetic, no float division.
 */
export function vipProgress(paysum: MoneyValue, nextRecharge: MoneyValue | null | undefined): number {
  if (nextRecharge === null || nextRecharge === undefined || !isMoney(nextRecharge) || signOfMoney(nextRecharge) <= 0) return 100;
  if (!isMoney(paysum) || signOfMoney(paysum) <= 0) return 0;
  return Math.min(100, percentOf(paysum, nextRecharge));
}

/**
 * /api/user's level codes (spec §3): "P" + the member's level, and the level above it (at the top
 * level, the top level itself). The progress bar toward next_vip is vipProgress above.
 */
export function vipCodes(level: number): { current_vip: string; next_vip: string } {
  return { current_vip: `P${level}`, next_vip: `P${Math.min(level + 1, VIP_LEVELS)}` };
}
