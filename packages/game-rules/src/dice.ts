/**
 * 骰寶 (Sic Bo) with three dice.
 *
 *   big     total 11–17, loses on any triple        pays 1:1
 *   small   total 4–10,  loses on any triple        pays 1:1
 *   odd     odd total,   loses on any triple        pays 1:1
 *   even    even total,  loses on any triple        pays 1:1
 *   triple  any triple (all three dice alike)       pays 30:1
 *
 * Return to player: big/small/odd/even 105/216 × 2 = 97.22 %; any triple 6/216 × 31 = 86.11 %.
 */

export const DICE_PICKS = ['big', 'small', 'odd', 'even', 'triple'] as const;
export type DicePick = (typeof DICE_PICKS)[number];
export type Dice = readonly [number, number, number];

/** Winnings per unit staked (the stake comes back on top). */
export const DICE_ODDS: Readonly<Record<DicePick, number>> = { big: 1, small: 1, odd: 1, even: 1, triple: 30 };

/** What a sic bo round reports to the player. */
export interface DiceDetail {
  dice: [number, number, number];
  total: number;
  pick: DicePick;
  win: boolean;
}

export const isTriple = ([a, b, c]: Dice): boolean => a === b && b === c;

/** Whether `pick` wins on these three dice. */
export function diceWins(pick: DicePick, dice: Dice): boolean {
  const triple = isTriple(dice);
  const total = dice[0] + dice[1] + dice[2];
  switch (pick) {
    case 'triple':
      return triple;
    case 'big':
      return !triple && total >= 11 && total <= 17;
    case 'small':
      return !triple && total >= 4 && total <= 10;
    case 'odd':
      return !triple && total % 2 === 1;
    case 'even':
      return !triple && total % 2 === 0;
  }
}

/** The exact return to player of a pick, as a percentage with two decimals (all 216 rolls enumerated). */
export function diceRtpPercent(pick: DicePick): number {
  let wins = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) if (diceWins(pick, [a, b, c])) wins++;
  return Math.round(((wins * (1 + DICE_ODDS[pick])) / 216) * 10_000) / 100;
}
