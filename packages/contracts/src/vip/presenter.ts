import type { VipAdminLevel, VipLevel } from './replies.js';
import { vipProgress } from './rules.js';

// How a VIP level is presented, in one place for the API (its replies and badge art), the web (the
// VIP page and the member card) and the back office (the level settings, member lists).

/** What a level shows as its thresholds (deposit, turnover, the 90-day retention turnover), in order. */
export const VIP_THRESHOLDS = ['recharge', 'flow', 'keep_flow'] as const;
/** The privileges a level shows: its rebate rate (%) per game category, in the order the pages show them. */
export const VIP_REBATE_CATEGORIES = ['realperson', 'electron', 'joker', 'sport', 'lottery', 'e_sport'] as const;
export type VipRebateCategory = (typeof VIP_REBATE_CATEGORIES)[number];

/** A level's short label, 'VIP3' (badges, back-office lists, audit targets). */
export const vipLabel = (level: number) => `VIP${level}`;

/** Where a level's badge is served (the site draws it: vipBadgeSvg). */
export const vipBadgePath = (level: number) => `/static/vip/${level}.svg`;

/** A stored amount (a Prisma Decimal, or anything that writes itself with 2 decimals). */
interface Amount {
  toFixed(decimals: number): string;
}
/** A vip_levels row as the API reads it. */
export interface VipLevelSource {
  level: number;
  name: string;
  recharge: Amount;
  flow: Amount;
  keepFlow: Amount;
  realperson: Amount;
  electron: Amount;
  joker: Amount;
  sport: Amount;
  lottery: Amount;
  eSport: Amount;
  enabled: boolean;
}

/** /api/uservip's level: its name, badge, thresholds and rebate % per category. */
export function presentVipLevel(l: VipLevelSource): VipLevel {
  return {
    level: l.level,
    name: l.name,
    badge: vipBadgePath(l.level),
    recharge: l.recharge.toFixed(2),
    flow: l.flow.toFixed(2),
    realperson: l.realperson.toFixed(2),
    electron: l.electron.toFixed(2),
    joker: l.joker.toFixed(2),
    sport: l.sport.toFixed(2),
    lottery: l.lottery.toFixed(2),
    e_sport: l.eSport.toFixed(2),
  };
}

/** The back office's level: the member's view plus the retention turnover and whether it is enabled. */
export function presentVipAdminLevel(l: VipLevelSource): VipAdminLevel {
  const { level, name, badge, recharge, flow, ...rates } = presentVipLevel(l);
  return { level, name, badge, recharge, flow, keep_flow: l.keepFlow.toFixed(2), ...rates, enabled: l.enabled };
}

/** The badge a page shows for a level: the one the reply names, else the served one. */
export const vipBadgeOf = (l: Pick<VipLevel, 'level' | 'badge'>) => l.badge || vipBadgePath(l.level);

/** One requirement of the next level: what the member has, what the level needs, and the percentage. */
export interface VipRequirement {
  done: string;
  required: string;
  progress: number;
}

/**
 * The member card's progress toward the next level (the level right above `vip` in /api/uservip):
 * a level needs both its deposits (paysum / recharge) and its turnover (totalgame / flow), so each
 * is shown, and the bar's `progress` is the lesser of the two (100 only when both are met; 100 at the
 * top level). Percentages are whole and capped at 100 (vipProgress).
 */
export function vipStanding<L extends Pick<VipLevel, 'level' | 'recharge' | 'flow'>>(
  levels: readonly L[] | undefined,
  member: { vip: number; paysum: string; totalgame: string },
): { next: L | undefined; progress: number; deposit: VipRequirement; turnover: VipRequirement } {
  const next = levels?.find((l) => l.level === member.vip + 1);
  const requirement = (done: string, required: string | undefined): VipRequirement => ({
    done,
    required: required ?? '0.00',
    progress: vipProgress(done, required ?? null),
  });
  const deposit = requirement(member.paysum, next?.recharge);
  const turnover = requirement(member.totalgame, next?.flow);
  return { next, progress: Math.min(deposit.progress, turnover.progress), deposit, turnover };
}

/** The badge's metal per pair of levels: silver, bronze, gold, sapphire, amethyst (light, dark). */
const BADGE_TIERS = [
  ['#c9d2dc', '#8795a5'],
  ['#d8b98a', '#9c7442'],
  ['#f5d77a', '#b8860b'],
  ['#9be7ff', '#2b7bb9'],
  ['#e3a6ff', '#7d3cb5'],
] as const;

/** VIP badge art, drawn rather than downloaded: a shield whose metal darkens to gold as levels rise. */
export function vipBadgeSvg(level: number): string {
  const [light, dark] = BADGE_TIERS[Math.min(BADGE_TIERS.length - 1, Math.floor((level - 1) / 2))]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<path d="M32 3 L57 12 V31 C57 46 46 56 32 61 C18 56 7 46 7 31 V12 Z" fill="url(#g)" stroke="#fff8" stroke-width="2"/>
<path d="M20 22 l6 6 6-9 6 9 6-6 -3 14 H23 Z" fill="#fff" opacity=".9"/>
<text x="32" y="52" font-family="Arial, sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="#1b1b2f">${vipLabel(level)}</text>
</svg>`;
}
