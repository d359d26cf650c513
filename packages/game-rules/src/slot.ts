/**
 * 「金皇冠」 — a 3-reel, 3-row video slot with 9 fixed paylines.
 *
 * Each reel is a strip of 30 symbols; a spin picks a uniform stop on every reel and shows the
 * symbol at the stop and the two after it (rows 0, 1, 2, wrapping around the strip).
 *
 * Symbols and how many of each are on every strip (weights, out of 30):
 *   🍒 10   🍋 7   🔔 4   ⭐ 3   7 3   💎 2   👑 1
 *
 * Paytable (multiples of the bet per line; a line win is the whole amount returned for that line):
 *   👑 👑 👑   250
 *   💎 💎 💎   100
 *   7  7  7     50
 *   ⭐ ⭐ ⭐    25
 *   🔔 🔔 🔔    15
 *   🍋 🍋 🍋    10
 *   🍒 🍒 🍒     5
 *   🍒 🍒 on reels 1–2 (third reel anything else)   2
 * 👑 is wild: it stands for any symbol (👑 👑 🍋 pays as three lemons, 👑 🍒 ⭐ as two cherries).
 * Every active line pays its best combination; wins on different lines add up.
 *
 * Lines played: 1 (line 1), 5 (lines 1–5) or 9 (all). Stake = bet per line × lines.
 * Because every row of a reel sees the same symbol distribution, every line has the same
 * expected return, so the RTP does not depend on the number of lines:
 *   exactly 25 755 / 27 000 = 1717/1800 ≈ 95.39 % (all 30³ stops enumerated in the tests).
 * A round with 9 lines pays something 62.6 % of the time; a single line hits 16.3 % of spins.
 */

export const SLOT_SYMBOLS = ['🍒', '🍋', '🔔', '⭐', '7', '💎', '👑'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const WILD: SlotSymbol = '👑';
export const CHERRY: SlotSymbol = '🍒';

/** Three of a kind (wilds included), in multiples of the bet per line. */
export const SLOT_PAYTABLE: Readonly<Record<SlotSymbol, number>> = {
  '👑': 250,
  '💎': 100,
  '7': 50,
  '⭐': 25,
  '🔔': 15,
  '🍋': 10,
  '🍒': 5,
};
/** Two cherries on reels 1 and 2 (wilds included) when the line has no three of a kind. */
export const SLOT_CHERRY_PAIR = 2;

/** The reel strips (30 stops each: 🍒×10 🍋×7 🔔×4 ⭐×3 7×3 💎×2 👑×1 — different orders). */
export const SLOT_REELS: readonly (readonly SlotSymbol[])[] = [
  [
    '👑',
    '💎',
    '7',
    '⭐',
    '🔔',
    '🍋',
    '🍋',
    '🔔',
    '🍋',
    '🍒',
    '7',
    '⭐',
    '🍋',
    '🍒',
    '🍒',
    '💎',
    '🔔',
    '🍋',
    '🍒',
    '🍒',
    '7',
    '⭐',
    '🔔',
    '🍋',
    '🍒',
    '🍋',
    '🍒',
    '🍒',
    '🍒',
    '🍒',
  ],
  [
    '🍋',
    '7',
    '🍒',
    '🍋',
    '🍒',
    '🔔',
    '🍒',
    '👑',
    '⭐',
    '🍋',
    '🍒',
    '7',
    '🔔',
    '🍋',
    '💎',
    '🍒',
    '🍋',
    '🍒',
    '⭐',
    '🍒',
    '🔔',
    '7',
    '🍋',
    '🍒',
    '🍋',
    '🍒',
    '🍒',
    '🔔',
    '⭐',
    '💎',
  ],
  [
    '🍋',
    '🍒',
    '⭐',
    '🍒',
    '🍒',
    '🔔',
    '🍋',
    '🍒',
    '🍒',
    '7',
    '🍋',
    '💎',
    '⭐',
    '👑',
    '🔔',
    '🍋',
    '🍒',
    '🍒',
    '🍋',
    '7',
    '🔔',
    '🍒',
    '⭐',
    '🍋',
    '🍒',
    '🍒',
    '💎',
    '🔔',
    '🍋',
    '7',
  ],
];

/** The 9 paylines: for line n (1-based) the row shown on reels 1, 2 and 3. */
export const SLOT_PAYLINES: readonly (readonly [number, number, number])[] = [
  [1, 1, 1], // 1 middle
  [0, 0, 0], // 2 top
  [2, 2, 2], // 3 bottom
  [0, 1, 2], // 4 diagonal ↘
  [2, 1, 0], // 5 diagonal ↗
  [0, 1, 0], // 6 V
  [2, 1, 2], // 7 Λ
  [1, 0, 1], // 8
  [1, 2, 1], // 9
];

export const SLOT_LINE_CHOICES = [1, 5, 9] as const;
export type SlotLines = (typeof SLOT_LINE_CHOICES)[number];

export interface SlotWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  payoutCents: number;
}

/** What a slot round reports to the player: the 3×3 grid as grid[row][reel], the lines played, the wins. */
export interface SlotDetail {
  grid: SlotSymbol[][];
  lines: number;
  wins: SlotWin[];
}

/** The multiple paid by one line of three symbols (reel 1, 2, 3), and what it counts as. */
export function evaluateLine(cells: readonly [SlotSymbol, SlotSymbol, SlotSymbol]): { symbol: SlotSymbol; count: number; multiple: number } | null {
  const base = cells.find((s) => s !== WILD) ?? WILD;
  if (cells.every((s) => s === WILD || s === base)) {
    return { symbol: base, count: 3, multiple: SLOT_PAYTABLE[base] };
  }
  const [a, b] = cells;
  const cherryOrWild = (s: SlotSymbol) => s === CHERRY || s === WILD;
  if (cherryOrWild(a) && cherryOrWild(b) && (a === CHERRY || b === CHERRY)) {
    return { symbol: CHERRY, count: 2, multiple: SLOT_CHERRY_PAIR };
  }
  return null;
}

/**
 * The exact return to player of one line (and so of any number of lines): the paytable averaged
 * over every combination of stops on the three strips. 25 755 / 27 000 ≈ 0.9539.
 */
export const SLOT_RTP: number = (() => {
  const [r1, r2, r3] = SLOT_REELS as [readonly SlotSymbol[], readonly SlotSymbol[], readonly SlotSymbol[]];
  let multiples = 0;
  for (const a of r1) for (const b of r2) for (const c of r3) multiples += evaluateLine([a, b, c])?.multiple ?? 0;
  return multiples / (r1.length * r2.length * r3.length);
})();

/** The RTP as the game page shows it: a percentage with two decimals (95.39). */
export const SLOT_RTP_PERCENT = Math.round(SLOT_RTP * 10_000) / 100;
