import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ODDS,
  LOTTERY_GAMES,
  LOTTERY_KINDS,
  betTypes,
  canonicalSelection,
  edgePercent,
  expandPick,
  exposureBound,
  exposureOf,
  exposureSlots,
  kenoHitChance,
  oddsMilliOf,
  oddsOf,
  oddsText,
  oddsWithinBounds,
  outcomeOf,
  returnOf,
  selectionReturn,
  settleExpanded,
  type LotteryGame,
  type LotteryOutcome,
} from '../src/index.js';

// Worked examples: a result, a pick, and what the pick does, written by hand from the board's
// rules as a player reads them (not from the code's dimensions).
const EXAMPLES: [LotteryGame, number[], string, string, LotteryOutcome][] = [
  // 时时彩 7 3 0 9 1: sum 20 (small, even); first 7 > last 1: dragon
  ['ssc', [7, 3, 0, 9, 1], 'digit', '1:7', 'win'],
  ['ssc', [7, 3, 0, 9, 1], 'digit', '1:3', 'lose'],
  ['ssc', [7, 3, 0, 9, 1], 'digit', '4:9', 'win'],
  ['ssc', [7, 3, 0, 9, 1], 'pos_bsoe', '1:big', 'win'],
  ['ssc', [7, 3, 0, 9, 1], 'pos_bsoe', '2:small', 'win'],
  ['ssc', [7, 3, 0, 9, 1], 'pos_bsoe', '3:even', 'win'],
  ['ssc', [7, 3, 0, 9, 1], 'pos_bsoe', '5:even', 'lose'],
  ['ssc', [7, 3, 0, 9, 1], 'pos_bsoe', '4:big', 'win'],
  ['ssc', [5, 3, 0, 9, 4], 'pos_bsoe', '1:big', 'win'], // 5 is big
  ['ssc', [4, 3, 0, 9, 4], 'pos_bsoe', '1:small', 'win'], // 4 is small
  ['ssc', [7, 3, 0, 9, 1], 'sum_bsoe', 'small', 'win'],
  ['ssc', [7, 3, 0, 9, 1], 'sum_bsoe', 'even', 'win'],
  ['ssc', [7, 3, 0, 9, 1], 'sum_bsoe', 'big', 'lose'],
  ['ssc', [9, 9, 5, 0, 0], 'sum_bsoe', 'big', 'win'], // 23 is big
  ['ssc', [9, 9, 4, 0, 0], 'sum_bsoe', 'small', 'win'], // 22 is small
  ['ssc', [9, 9, 4, 0, 1], 'sum_bsoe', 'odd', 'win'],
  ['ssc', [7, 3, 0, 9, 1], 'dragon_tiger', 'dragon', 'win'],
  ['ssc', [7, 3, 0, 9, 1], 'dragon_tiger', 'tiger', 'lose'],
  ['ssc', [7, 3, 0, 9, 1], 'dragon_tiger', 'tie', 'lose'],
  ['ssc', [2, 3, 0, 9, 8], 'dragon_tiger', 'tiger', 'win'],
  ['ssc', [6, 3, 0, 9, 6], 'dragon_tiger', 'tie', 'win'],
  ['ssc', [6, 3, 0, 9, 6], 'dragon_tiger', 'dragon', 'push'],
  ['ssc', [6, 3, 0, 9, 6], 'dragon_tiger', 'tiger', 'push'],
  // 快3
  ['k3', [1, 4, 6], 'sum', '11', 'win'],
  ['k3', [1, 4, 6], 'sum', '10', 'lose'],
  ['k3', [2, 2, 2], 'sum', '6', 'win'], // a triple still has its sum
  ['k3', [1, 4, 6], 'bsoe', 'big', 'win'],
  ['k3', [1, 4, 6], 'bsoe', 'odd', 'win'],
  ['k3', [1, 4, 5], 'bsoe', 'small', 'win'], // 10 is small
  ['k3', [1, 4, 5], 'bsoe', 'even', 'win'],
  ['k3', [4, 4, 4], 'bsoe', 'big', 'lose'], // triples lose big/small/odd/even
  ['k3', [4, 4, 4], 'bsoe', 'even', 'lose'],
  ['k3', [3, 3, 3], 'bsoe', 'small', 'lose'],
  ['k3', [3, 3, 3], 'bsoe', 'odd', 'lose'],
  ['k3', [5, 5, 5], 'any_triple', 'any', 'win'],
  ['k3', [5, 5, 6], 'any_triple', 'any', 'lose'],
  ['k3', [5, 5, 5], 'triple', '5', 'win'],
  ['k3', [5, 5, 5], 'triple', '6', 'lose'],
  ['k3', [5, 6, 5], 'pair', '5', 'win'], // in any order
  ['k3', [5, 5, 5], 'pair', '5', 'win'], // a triple holds the pair
  ['k3', [5, 6, 4], 'pair', '5', 'lose'],
  ['k3', [6, 6, 5], 'pair', '5', 'lose'],
  // PK10: the cars at positions 1-10
  ['pk10', [3, 8, 1, 10, 5, 2, 7, 9, 4, 6], 'position', '1:3', 'win'],
  ['pk10', [3, 8, 1, 10, 5, 2, 7, 9, 4, 6], 'position', '2:8', 'win'],
  ['pk10', [3, 8, 1, 10, 5, 2, 7, 9, 4, 6], 'position', '10:6', 'win'],
  ['pk10', [3, 8, 1, 10, 5, 2, 7, 9, 4, 6], 'position', '10:3', 'lose'],
  ['pk10', [3, 8, 1, 10, 5, 2, 7, 9, 4, 6], 'pos_bsoe', '1:small', 'win'],
  ['pk10', [3, 8, 1, 10, 5, 2, 7, 9, 4, 6], 'pos_bsoe', '2:big', 'win'],
  ['pk10', [3, 8, 1, 10, 5, 2, 7, 9, 4, 6], 'pos_bsoe', '4:big', 'win'], // 10
  ['pk10', [3, 8, 1, 10, 5, 2, 7, 9, 4, 6], 'pos_bsoe', '5:small', 'win'], // 5 is small
  ['pk10', [3, 8, 1, 10, 5, 2, 7, 9, 4, 6], 'pos_bsoe', '5:odd', 'win'],
  ['pk10', [3, 8, 1, 10, 5, 2, 7, 9, 4, 6], 'pos_bsoe', '6:big', 'lose'],
  ['pk10', [3, 8, 1, 10, 5, 2, 7, 9, 4, 6], 'gy_sum', '11', 'win'],
  ['pk10', [3, 8, 1, 10, 5, 2, 7, 9, 4, 6], 'gy_sum', '12', 'lose'],
  ['pk10', [3, 8, 1, 10, 5, 2, 7, 9, 4, 6], 'gy_bsoe', 'small', 'win'], // 11 is small
  ['pk10', [3, 8, 1, 10, 5, 2, 7, 9, 4, 6], 'gy_bsoe', 'odd', 'win'],
  ['pk10', [4, 8, 1, 10, 5, 2, 7, 9, 3, 6], 'gy_bsoe', 'big', 'win'], // 12 is big
  ['pk10', [4, 8, 1, 10, 5, 2, 7, 9, 3, 6], 'gy_bsoe', 'even', 'win'],
  ['pk10', [3, 8, 1, 10, 5, 2, 7, 9, 4, 6], 'dragon_tiger', '1:tiger', 'win'], // 3 < 6
  ['pk10', [3, 8, 1, 10, 5, 2, 7, 9, 4, 6], 'dragon_tiger', '2:dragon', 'win'], // 8 > 4
  ['pk10', [3, 8, 1, 10, 5, 2, 7, 9, 4, 6], 'dragon_tiger', '3:dragon', 'lose'], // 1 < 9
  ['pk10', [3, 8, 1, 10, 5, 2, 7, 9, 4, 6], 'dragon_tiger', '4:dragon', 'win'], // 10 > 7
  ['pk10', [3, 8, 1, 10, 5, 2, 7, 9, 4, 6], 'dragon_tiger', '5:tiger', 'lose'], // 5 > 2
];

describe('lottery: every bet kind of every game settled against worked examples', () => {
  it.each(EXAMPLES)('%s %j: %s %s → %s', (game, result, kind, selection, expected) => {
    expect(outcomeOf(game, kind, selection, result)).toBe(expected);
    // The form the books keep (dimension + winning values) settles it the same way.
    const kept = expandPick(game, kind, selection);
    const odds = oddsOf(game, DEFAULT_ODDS[game], kept.typeId);
    const paid = settleExpanded(game, kept, odds, 10000n, result);
    expect(paid).toBe(expected === 'win' ? (10000n * BigInt(odds[0]!)) / 1000n : expected === 'push' ? 10000n : 0n);
  });

  it('covers every kind of every non-keno game', () => {
    for (const game of LOTTERY_GAMES.filter((g) => g !== 'keno'))
      for (const { kind } of LOTTERY_KINDS[game])
        expect(
          EXAMPLES.some((e) => e[0] === game && e[2] === kind),
          `${game} ${kind}`,
        ).toBe(true);
  });

  it('keno pays each pick count from its paytable by the number of hits', () => {
    const drawn = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
    const pay = (kind: string, selection: string) => {
      const kept = expandPick('keno', kind, selection);
      return settleExpanded('keno', kept, oddsOf('keno', DEFAULT_ODDS.keno, kept.typeId), 1000n, drawn);
    };
    expect(pay('pick1', '7')).toBe(3800n); // 10.00 at 3.8
    expect(pay('pick1', '21')).toBe(0n);
    expect(pay('pick2', '5,80')).toBe(0n);
    expect(pay('pick2', '5,6')).toBe(15500n);
    expect(pay('pick5', '1,2,3,60,70')).toBe(2000n); // 3 hits of 5: 2
    expect(pay('pick5', '1,2,3,4,70')).toBe(20000n); // 4 hits: 20
    expect(pay('pick5', '1,2,3,4,5')).toBe(800000n);
    expect(pay('pick10', '1,2,3,4,5,6,7,8,9,10')).toBe(100000000n);
    expect(pay('pick10', '1,2,3,4,61,62,63,64,65,66')).toBe(1000n); // 4 hits of 10: the stake back
    expect(pay('pick10', '1,2,3,61,62,63,64,65,66,67')).toBe(0n);
  });

  it('a keno pick is k distinct numbers of 1-80, kept in ascending order; other kinds take their listed selections only', () => {
    expect(canonicalSelection('keno', 'pick3', '17,3,25')).toBe('3,17,25');
    expect(canonicalSelection('keno', 'pick3', '3,3,25')).toBeNull();
    expect(canonicalSelection('keno', 'pick3', '3,25')).toBeNull();
    expect(canonicalSelection('keno', 'pick2', '0,25')).toBeNull();
    expect(canonicalSelection('keno', 'pick2', '81,25')).toBeNull();
    expect(canonicalSelection('keno', 'pick2', '1, 25')).toBeNull();
    expect(canonicalSelection('keno', 'pick11', '1,2,3,4,5,6,7,8,9,10,11')).toBeNull();
    expect(canonicalSelection('ssc', 'digit', '1:7')).toBe('1:7');
    expect(canonicalSelection('ssc', 'digit', '6:7')).toBeNull();
    expect(canonicalSelection('ssc', 'digit', '1:10')).toBeNull();
    expect(canonicalSelection('k3', 'sum', '3')).toBeNull();
    expect(canonicalSelection('pk10', 'dragon_tiger', '6:dragon')).toBeNull();
    expect(canonicalSelection('pk10', 'nope', '1')).toBeNull();
  });
});

/** A random permutation / draw for property checks (Math.random is fine here: no secret). */
function randomResult(game: LotteryGame): number[] {
  const shuffle = (n: number, take: number) => {
    const row = Array.from({ length: n }, (_, i) => i + 1);
    for (let i = 0; i < take; i++) {
      const j = i + Math.floor(Math.random() * (n - i));
      [row[i], row[j]] = [row[j]!, row[i]!];
    }
    return row.slice(0, take);
  };
  if (game === 'ssc') return Array.from({ length: 5 }, () => Math.floor(Math.random() * 10));
  if (game === 'k3') return Array.from({ length: 3 }, () => 1 + Math.floor(Math.random() * 6));
  return game === 'pk10' ? shuffle(10, 10) : shuffle(80, 20);
}

/** Each kind's rule written a second time, straight from the result, as the board describes it. */
function plainRule(game: LotteryGame, kind: string, selection: string, r: number[]): LotteryOutcome {
  const yes = (b: boolean): LotteryOutcome => (b ? 'win' : 'lose');
  const [p, v] = selection.includes(':') ? [Number(selection.split(':')[0]), selection.split(':')[1]!] : [0, selection];
  const bsoe = (n: number, big: number) => ({ big: n >= big, small: n < big, odd: n % 2 === 1, even: n % 2 === 0 })[v as 'big'];
  const sum = r.reduce((a, b) => a + b, 0);
  switch (`${game}.${kind}`) {
    case 'ssc.digit':
      return yes(r[p - 1] === Number(v));
    case 'ssc.pos_bsoe':
      return yes(bsoe(r[p - 1]!, 5));
    case 'ssc.sum_bsoe':
      return yes(bsoe(sum, 23));
    case 'ssc.dragon_tiger':
      if (v === 'tie') return yes(r[0] === r[4]);
      return r[0] === r[4] ? 'push' : yes(v === 'dragon' ? r[0]! > r[4]! : r[0]! < r[4]!);
    case 'k3.sum':
      return yes(sum === Number(v));
    case 'k3.bsoe':
      return yes(!(r[0] === r[1] && r[1] === r[2]) && bsoe(sum, 11));
    case 'k3.any_triple':
      return yes(r[0] === r[1] && r[1] === r[2]);
    case 'k3.triple':
      return yes(r.every((d) => d === Number(v)));
    case 'k3.pair':
      return yes(r.filter((d) => d === Number(v)).length >= 2);
    case 'pk10.position':
      return yes(r[p - 1] === Number(v));
    case 'pk10.pos_bsoe':
      return yes(bsoe(r[p - 1]!, 6));
    case 'pk10.gy_sum':
      return yes(r[0]! + r[1]! === Number(v));
    case 'pk10.gy_bsoe':
      return yes(bsoe(r[0]! + r[1]!, 12));
    case 'pk10.dragon_tiger':
      return yes(v === 'dragon' ? r[p - 1]! > r[10 - p]! : r[p - 1]! < r[10 - p]!);
  }
  throw new Error(`no plain rule for ${game}.${kind}`);
}

describe('lottery: the rules on dimensions agree with the plain rules on every selection', () => {
  it.each(LOTTERY_GAMES.filter((g) => g !== 'keno'))('%s, 1,000 random results', { timeout: 60_000, tags: ['simulation'] }, (game) => {
    for (let i = 0; i < 1000; i++) {
      const r = randomResult(game);
      for (const k of LOTTERY_KINDS[game])
        for (const s of k.selections) expect(outcomeOf(game, k.kind, s, r), `${k.kind} ${s} on ${r}`).toBe(plainRule(game, k.kind, s, r));
    }
  });
});

describe('lottery: odds and house edge', () => {
  it('every default odds is within the bounds the back office must keep', () => {
    for (const game of LOTTERY_GAMES)
      for (const type of betTypes(game)) expect(oddsWithinBounds(game, type, oddsOf(game, DEFAULT_ODDS[game], type.id)), `${game} ${type.id}`).toBe(true);
  });

  it('every bet type has a default, and every selection of a bet type returns the same (one price is fair to all)', () => {
    for (const game of LOTTERY_GAMES)
      for (const type of betTypes(game)) {
        expect(DEFAULT_ODDS[game][type.id], `${game} ${type.id}`).toBeDefined();
        if (type.pick !== undefined) continue;
        const kind = LOTTERY_KINDS[game].find((k) => k.kind === type.kind)!;
        const first = selectionReturn(game, kind, type.selections[0]!, 2000);
        for (const s of type.selections) expect(selectionReturn(game, kind, s, 2000), `${game} ${s}`).toEqual(first);
      }
  });

  it('computes the house edge exactly', () => {
    const edge = (game: LotteryGame, id: string, odds?: number[]) => {
      const type = betTypes(game).find((t) => t.id === id)!;
      return edgePercent(returnOf(game, type, odds ?? oddsOf(game, DEFAULT_ODDS[game], id)));
    };
    expect(edge('ssc', 'digit')).toBe('2.00'); // 1 - 0.1 × 9.8
    expect(edge('ssc', 'pos_bsoe')).toBe('1.00');
    expect(edge('ssc', 'sum_bsoe')).toBe('1.00'); // the sum of five digits is big exactly half the time
    expect(edge('ssc', 'dragon_tiger')).toBe('0.90'); // 1 - (0.45 × 1.98 + 0.1 × 1)
    expect(edge('ssc', 'dragon_tiger_tie')).toBe('5.00');
    expect(edge('k3', 'bsoe')).toBe('3.75'); // 1 - 105/216 × 1.98
    expect(edge('k3', 'sum:4')).toBe('4.00'); // 3/216 × 69.12
    expect(edge('k3', 'sum:10')).toBe('4.00'); // 27/216 × 7.68
    expect(edge('k3', 'sum:8')).toBe('4.04'); // 21/216 × 9.87 = 0.959583
    expect(edge('k3', 'pair')).toBe('4.00'); // 16/216 × 12.96
    expect(edge('k3', 'triple')).toBe('4.00');
    expect(edge('pk10', 'gy_sum:11')).toBe('7.78'); // 10/90 × 8.3
    expect(edge('pk10', 'gy_bsoe:big')).toBe('2.22'); // 40/90 × 2.2
    expect(edge('pk10', 'gy_bsoe:small')).toBe('1.11'); // 50/90 × 1.78
    expect(edge('keno', 'pick1')).toBe('5.00'); // 1/4 × 3.8
    expect(edge('ssc', 'digit', [10000])).toBe('0.00');
    expect(edge('ssc', 'digit', [11000])).toBe('-10.00');
  });

  it('keno hit chances are the hypergeometric ones and sum to 1', () => {
    for (let k = 1; k <= 10; k++) {
      let n = 0;
      for (let h = 0; h <= k; h++) {
        const r = kenoHitChance(k, h);
        n += Number(r.n) / Number(r.d);
      }
      expect(n).toBeCloseTo(1, 12);
    }
    expect(kenoHitChance(1, 1)).toEqual({ n: 1n, d: 4n });
    expect(kenoHitChance(2, 2)).toEqual({ n: 19n, d: 316n }); // C(20,2)/C(80,2) = 190/3160
  });

  it('refuses odds that give the player the edge, or too much to the house, or a malformed paytable', () => {
    const type = (game: LotteryGame, id: string) => betTypes(game).find((t) => t.id === id)!;
    expect(oddsWithinBounds('ssc', type('ssc', 'digit'), [9950])).toBe(true); // 0.5 %
    expect(oddsWithinBounds('ssc', type('ssc', 'digit'), [9960])).toBe(false); // 0.4 %
    expect(oddsWithinBounds('ssc', type('ssc', 'digit'), [6000])).toBe(true); // 40 %
    expect(oddsWithinBounds('ssc', type('ssc', 'digit'), [5990])).toBe(false);
    expect(oddsWithinBounds('ssc', type('ssc', 'pos_bsoe'), [1000])).toBe(false); // pays back only the stake
    expect(oddsWithinBounds('keno', type('keno', 'pick2'), [0, 15500])).toBe(false);
    expect(oddsWithinBounds('keno', type('keno', 'pick2'), [0, 0, 15500.5])).toBe(false);
    expect(oddsWithinBounds('keno', type('keno', 'pick2'), [0, -1, 15500])).toBe(false);
    expect(oddsWithinBounds('keno', type('keno', 'pick1'), [0, 3980])).toBe(true);
  });

  it('writes and reads odds as decimal text', () => {
    expect(oddsText(1980)).toBe('1.98');
    expect(oddsText(207360)).toBe('207.36');
    expect(oddsText(9000)).toBe('9');
    expect(oddsText(0)).toBe('0');
    expect(oddsMilliOf('1.98')).toBe(1980);
    expect(oddsMilliOf('9')).toBe(9000);
    expect(oddsMilliOf('0.005')).toBe(5);
    expect(oddsMilliOf('1.9805')).toBeNull();
    expect(oddsMilliOf('-1')).toBeNull();
    expect(oddsMilliOf('1e3')).toBeNull();
  });
});

describe('lottery: the exposure bound', () => {
  /** Random bets of a game: their kept form, odds and stake. */
  function randomBets(game: LotteryGame, n: number) {
    const kinds = LOTTERY_KINDS[game];
    return Array.from({ length: n }, () => {
      const k = kinds[Math.floor(Math.random() * kinds.length)]!;
      const selection =
        k.pick !== undefined
          ? canonicalSelection(game, k.kind, randomResult('keno').slice(0, k.pick).join(','))!
          : k.selections[Math.floor(Math.random() * k.selections.length)]!;
      const kept = expandPick(game, k.kind, selection);
      return { kept, odds: oddsOf(game, DEFAULT_ODDS[game], kept.typeId), stake: BigInt(100 + Math.floor(Math.random() * 100000)) };
    });
  }

  it.each(LOTTERY_GAMES)('%s: no result pays more than the bound', { timeout: 60_000 }, (game) => {
    for (let round = 0; round < 20; round++) {
      const bets = randomBets(game, 60);
      const amounts = Array<bigint>(exposureSlots(game)).fill(0n);
      for (const b of bets) for (const { slot, cents } of exposureOf(game, b.kept, b.odds, b.stake)) amounts[slot]! += cents;
      const bound = exposureBound(game, amounts);
      for (let i = 0; i < 300; i++) {
        const r = randomResult(game);
        const paid = bets.reduce((s, b) => s + settleExpanded(game, b.kept, b.odds, b.stake, r), 0n);
        expect(paid <= bound, `${game}: ${paid} > ${bound}`).toBe(true);
      }
    }
  });

  it('快3: the bound is exactly the most any of the 216 results pays', () => {
    const bets = randomBets('k3', 80);
    const amounts = Array<bigint>(exposureSlots('k3')).fill(0n);
    for (const b of bets) for (const { slot, cents } of exposureOf('k3', b.kept, b.odds, b.stake)) amounts[slot]! += cents;
    let most = 0n;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++) {
          const paid = bets.reduce((s, bet) => s + settleExpanded('k3', bet.kept, bet.odds, bet.stake, [a, b, c]), 0n);
          if (paid > most) most = paid;
        }
    expect(exposureBound('k3', amounts)).toBe(most);
  });
});
