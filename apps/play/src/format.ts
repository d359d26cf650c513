/** Pure helpers for what the page shows about money and rounds (unit-tested without a DOM). */

/** A whole number of units with thousands separators: 10000 -> "10,000". */
export const units = (n: number): string => Number(n).toLocaleString('en-US');

/** A decimal string with a plus sign when positive: "5.00" -> "+5.00", "-5.00" stays. */
export const signed = (s: string): string => (parseFloat(s) > 0 ? '+' : '') + s;

export type RoundOutcome = 'win' | 'lose' | 'push' | 'partial';

/** How a settled round reads to the player, from its payout and its net win/loss (decimal strings). */
export function outcomeOf(round: { payout: string; win_loss: string }): RoundOutcome {
  const payout = parseFloat(round.payout);
  const net = parseFloat(round.win_loss);
  if (!(payout > 0)) return 'lose';
  if (net > 0) return 'win';
  if (net === 0) return 'push';
  return 'partial';
}

/** The stake field as typed, when it is a whole number within the limits (else null). */
export function parseStake(raw: string, limits: { min: number; max: number }): number | null {
  const trimmed = raw.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= limits.min && n <= limits.max ? n : null;
}

/** A stable skin number (0–4) for a theme name, so a catalogue code always tints the page alike. */
export function skinOf(theme: string): number {
  let hash = 0;
  for (let i = 0; i < theme.length; i++) hash = (hash * 31 + theme.charCodeAt(i)) >>> 0;
  return hash % 5;
}
