import { fromScaled, toScaled } from '../cashier/rules.js';

// ---- a promotion's bonus (paid when the back office approves an application) ----

/** How a promotion's bonus is reckoned (activities.bonus_kind). */
export const PromotionBonusKind = { none: 'none', fixed: 'fixed', percent: 'percent' } as const;
export type PromotionBonusKind = (typeof PromotionBonusKind)[keyof typeof PromotionBonusKind];

/** A promotion's bonus terms, as decimal strings: value (an amount, or a percent), cap ('' or null: none), turnover multiple. */
export interface PromotionBonusTerms {
  kind: PromotionBonusKind;
  value: string;
  cap: string | null;
  turnover: string;
}

/** What an approval pays and the turnover it adds (2-decimal strings). */
export interface PromotionBonus {
  bonus: string;
  turnover: string;
}

/**
 * The bonus of an approved application: the fixed amount, or `value` % of the qualifying deposit
 * rounded down to the cent (no deposit: nothing), never more than the cap; its turnover
 * requirement is the bonus times the promotion's multiple, rounded up to the cent (as the
 * turnover rule rounds deposits times its multiple).
 */
export function promotionBonus(terms: PromotionBonusTerms, qualifyingDeposit: string | null): PromotionBonus {
  let bonus = 0n; // cents
  if (terms.kind === PromotionBonusKind.fixed) bonus = toScaled(terms.value, 2);
  if (terms.kind === PromotionBonusKind.percent && qualifyingDeposit !== null) {
    // cents x percent(2 decimals) / 10000, floored (both are non-negative).
    bonus = (toScaled(qualifyingDeposit, 2) * toScaled(terms.value, 2)) / 10_000n;
  }
  if (terms.cap !== null && terms.cap !== '') {
    const cap = toScaled(terms.cap, 2);
    if (bonus > cap) bonus = cap;
  }
  if (bonus < 0n) bonus = 0n;
  const product = bonus * toScaled(terms.turnover, 2); // scale 4
  const turnover = (product + 99n) / 100n;
  return { bonus: fromScaled(bonus, 2), turnover: fromScaled(turnover, 2) };
}
