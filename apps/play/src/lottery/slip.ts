/** The lottery page's pure logic (unit-tested without a DOM): selections, the slip, countdowns, the trend chart. */

export type LotteryGameCode = 'ssc' | 'k3' | 'pk10' | 'keno';
export const LOTTERY_GAMES: readonly LotteryGameCode[] = ['ssc', 'k3', 'pk10', 'keno'];
export const isLotteryGameCode = (v: unknown): v is LotteryGameCode => typeof v === 'string' && (LOTTERY_GAMES as readonly string[]).includes(v);

/** One pick of the slip, as `/bet` takes it, with what the page shows of it. */
export interface SlipPick {
  kind: string;
  selection: string;
  /** The stake as typed (whole or 2-decimal units). */
  stake: string;
  /** What the pick reads as on the slip. */
  label: string;
  /** Its odds as the board showed them ("1.98"; keno: the top of its paytable). */
  odds: string;
}

/** A selection the board writes "position:value" ("1:big", "3:7") split into its parts (no position: null). */
export function splitSelection(selection: string): { position: number | null; value: string } {
  const at = selection.indexOf(':');
  if (at < 0) return { position: null, value: selection };
  return { position: Number(selection.slice(0, at)), value: selection.slice(at + 1) };
}

/** Keno numbers as the server keeps a pick: distinct, ascending, comma-separated; the kind is pick<count>. */
export function kenoPick(numbers: readonly number[]): { kind: string; selection: string } | null {
  const distinct = [...new Set(numbers)].sort((a, b) => a - b);
  if (distinct.length < 1 || distinct.length > 10 || distinct.length !== numbers.length || distinct.some((n) => !Number.isInteger(n) || n < 1 || n > 80))
    return null;
  return { kind: `pick${distinct.length}`, selection: distinct.join(',') };
}

/** A stake typed by the player in cents, or null when it is not a positive amount with at most two decimals. */
export function stakeCents(raw: string): number | null {
  const m = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(raw);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

/** Cents as the wire's 2-decimal text (1234 -> "12.34"). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The slip's total stake (2-decimal text), or null while a stake is missing or malformed. */
export function slipTotal(picks: readonly Pick<SlipPick, 'stake'>[]): string | null {
  let total = 0;
  for (const p of picks) {
    const c = stakeCents(p.stake);
    if (c === null) return null;
    total += c;
  }
  return centsText(total);
}

/** The most the slip could return if every pick won at the odds shown (2-decimal text; null while a stake is malformed). */
export function slipMaxReturn(picks: readonly Pick<SlipPick, 'stake' | 'odds'>[]): string | null {
  let total = 0;
  for (const p of picks) {
    const c = stakeCents(p.stake);
    if (c === null) return null;
    total += Math.round((c * Math.round(Number(p.odds) * 1000)) / 1000);
  }
  return centsText(total);
}

/** Adds a pick (the same kind and selection again is not added twice: its stake is set instead). */
export function addPick(picks: readonly SlipPick[], pick: SlipPick): SlipPick[] {
  const at = picks.findIndex((p) => p.kind === pick.kind && p.selection === pick.selection);
  if (at < 0) return [...picks, pick];
  return picks.map((p, i) => (i === at ? { ...p, stake: pick.stake } : p));
}

export function removePick(picks: readonly SlipPick[], kind: string, selection: string): SlipPick[] {
  return picks.filter((p) => !(p.kind === kind && p.selection === selection));
}

/** The /bet body of a slip: the picks with their stakes as 2-decimal texts. */
export function betBody(game: LotteryGameCode, drawNo: string, picks: readonly SlipPick[]) {
  return {
    game,
    draw_no: drawNo,
    picks: picks.map((p) => ({ kind: p.kind, selection: p.selection, stake: centsText(stakeCents(p.stake) ?? 0) })),
  };
}

/** Seconds left until `at` (ISO), by the server's clock (`offsetMs` = server time − local time); never negative. */
export function secondsLeft(at: string | null, nowMs: number, offsetMs: number): number {
  if (!at) return 0;
  return Math.max(0, Math.ceil((Date.parse(at) - (nowMs + offsetMs)) / 1000));
}

/** A countdown as mm:ss (or h:mm:ss past an hour). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hh = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return hh > 0 ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** The trend chart's lanes of a game: each a position of the result and the values it takes. */
export function trendLanes(game: LotteryGameCode): { position: number; values: number[] }[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  switch (game) {
    case 'ssc':
      return range(1, 5).map((position) => ({ position, values: range(0, 9) }));
    case 'k3':
      return range(1, 3).map((position) => ({ position, values: range(1, 6) }));
    case 'pk10':
      return range(1, 10).map((position) => ({ position, values: range(1, 10) }));
    case 'keno':
      return [];
  }
}

/**
 * One position's trend over draws given oldest first: per draw the value's column and, per value,
 * how many draws since it last came (遗漏, the "omission" count these charts print in empty cells).
 */
export function trendRows(results: readonly (readonly number[])[], position: number, values: readonly number[]) {
  const missed = values.map(() => 0);
  return results.map((result) => {
    const value = result[position - 1]!;
    const column = values.indexOf(value);
    values.forEach((_, i) => (missed[i] = i === column ? 0 : missed[i]! + 1));
    return { value, column, missed: [...missed] };
  });
}

/** How often each keno number 1-80 came in the draws given. */
export function kenoFrequency(results: readonly (readonly number[])[]): number[] {
  const counts = Array<number>(80).fill(0);
  for (const r of results) for (const n of r) if (n >= 1 && n <= 80) counts[n - 1]!++;
  return counts;
}
