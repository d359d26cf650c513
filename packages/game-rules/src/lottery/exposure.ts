import { betKind, kenoHits, LOTTERY_DIMENSIONS, resultValues, type LotteryGame, type LotteryOutcome } from './games.js';
import type { OddsMilli } from './odds.js';

// What a bet can pay and when, in the form the books keep it. A non-keno bet reads one dimension of
// the result (games.ts): it is kept as that dimension and the values of it on which the bet wins or
// pushes, so settling a draw is one comparison per bet (the result's value of the bet's dimension
// among its winning values). The draw's exposure is an amount per value of every dimension: what
// the bets reading that dimension pay if the result has that value. On any result the draw pays the
// sum over dimensions of the amount at the result's value, so the sum over dimensions of each
// dimension's largest amount bounds it (exactly for 快3, whose one dimension is the whole result; a
// little above the truth where dimensions are correlated). Keno's bets all add their largest
// possible payout to its one slot: a bound that is correct and cheap, not tight.

/** A bet as the books keep it: non-keno, the dimension and its winning and pushing values; keno, the numbers. */
export type ExpandedPick = { typeId: string; dim: number; wins: number[]; pushes: number[] } | { typeId: string; numbers: number[] };

/** A canonical selection of a kind, as kept. */
export function expandPick(game: LotteryGame, kind: string, selection: string): ExpandedPick {
  const spec = betKind(game, kind);
  if (!spec) throw new RangeError(`no kind ${kind} in ${game}`);
  const typeId = spec.typeOf(selection);
  if (spec.pick !== undefined) return { typeId, numbers: selection.split(',').map(Number) };
  const { dim, outcome } = spec.rule!(selection);
  const values = LOTTERY_DIMENSIONS[game][dim]!.labels.map((_, v) => v);
  return { typeId, dim, wins: values.filter((v) => outcome(v) === 'win'), pushes: values.filter((v) => outcome(v) === 'push') };
}

/** The payout of a stake (cents) at odds (thousandths): rounded down to the cent. */
export function payoutCents(stakeCents: bigint, oddsMilli: number): bigint {
  return (stakeCents * BigInt(oddsMilli)) / 1000n;
}

/** What a kept bet returns (cents) on a result: keno by its hits, the others by their dimension's value. */
export function settleExpanded(game: LotteryGame, pick: ExpandedPick, odds: OddsMilli, stakeCents: bigint, result: readonly number[]): bigint {
  if ('numbers' in pick) return payoutCents(stakeCents, odds[kenoHits(pick.numbers.join(','), result)] ?? 0);
  const value = resultValues(game, result)[pick.dim]!;
  if (pick.wins.includes(value)) return payoutCents(stakeCents, odds[0]!);
  return pick.pushes.includes(value) ? stakeCents : 0n;
}

/** What a selection does on a result, read straight off the kind's rule (not keno). */
export function outcomeOf(game: LotteryGame, kind: string, selection: string, result: readonly number[]): LotteryOutcome {
  const { dim, outcome } = betKind(game, kind)!.rule!(selection);
  return outcome(resultValues(game, result)[dim]!);
}

/** The exposure's slots of a game: every value of every dimension, dimension by dimension. */
export function exposureSlots(game: LotteryGame): number {
  return LOTTERY_DIMENSIONS[game].reduce((n, d) => n + d.labels.length, 0);
}

/** For each slot, the dimension it belongs to (the bound takes the largest amount of each). */
export function slotDimensions(game: LotteryGame): number[] {
  return LOTTERY_DIMENSIONS[game].flatMap((d, i) => d.labels.map(() => i));
}

const firstSlot = (game: LotteryGame, dim: number) => LOTTERY_DIMENSIONS[game].slice(0, dim).reduce((n, d) => n + d.labels.length, 0);

/** What a bet adds to its draw's exposure: (slot, cents) pairs, slots 0-based. */
export function exposureOf(game: LotteryGame, pick: ExpandedPick, odds: OddsMilli, stakeCents: bigint): { slot: number; cents: bigint }[] {
  if ('numbers' in pick) return [{ slot: 0, cents: payoutCents(stakeCents, Math.max(...odds)) }];
  const first = firstSlot(game, pick.dim);
  return [
    ...pick.wins.map((v) => ({ slot: first + v, cents: payoutCents(stakeCents, odds[0]!) })),
    ...pick.pushes.map((v) => ({ slot: first + v, cents: stakeCents })),
  ];
}

/** The bound of a draw's possible payout on any result: the sum over dimensions of the largest amount among its slots. */
export function exposureBound(game: LotteryGame, amounts: readonly bigint[]): bigint {
  const dims = slotDimensions(game);
  const largest = new Map<number, bigint>();
  amounts.forEach((a, slot) => {
    const d = dims[slot]!;
    if (a > (largest.get(d) ?? 0n)) largest.set(d, a);
  });
  return [...largest.values()].reduce((s, a) => s + a, 0n);
}
