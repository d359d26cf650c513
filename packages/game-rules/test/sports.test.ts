import { describe, expect, it } from 'vitest';
import {
  betReady,
  cashoutCents,
  combinations,
  combinedOddsMilli,
  fairProbabilities,
  formatOdds,
  fromHongKong,
  handicapResult,
  hongKongOdds,
  legFactor,
  lineParts,
  lineQuarters,
  outcomeResult,
  overround,
  parseOdds,
  parseSystem,
  potentialPayoutCents,
  priceWithMargin,
  settleBet,
  SYSTEMS,
  systemSizes,
  totalResult,
  totalStakeCents,
  withinCombinedOdds,
  type LegResult,
} from '../src/index.js';

const q = (line: number) => lineQuarters(line)!;
/** What 100.00 staked on one leg returns, in units (a single). */
const single = (result: LegResult, odds: number) => settleBet({ unitCents: 10_000, legs: [{ oddsMilli: odds, result }] });

describe('odds', () => {
  it('decimal odds include the stake: 100 at 2.100 returns 210.00', () => {
    expect(single('win', parseOdds('2.1')!).payoutCents).toBe(21_000);
    expect(formatOdds(2100)).toBe('2.100');
    expect(parseOdds('2.100')).toBe(2100);
    for (const bad of ['1', '1.000', '0.5', '2.1234', '-2', '2,1', '', '1e3', ' 2.1', '1000.001']) expect(parseOdds(bad), bad).toBeNull();
    expect(parseOdds('1000')).toBe(1_000_000);
  });

  it('Hong Kong odds are the profit per 1: HK = D − 1', () => {
    expect(hongKongOdds(2100)).toBe('1.10');
    expect(hongKongOdds(1905)).toBe('0.905');
    expect(hongKongOdds(1950)).toBe('0.95');
    expect(fromHongKong('1.10')).toBe(2100);
    expect(fromHongKong('0.905')).toBe(1905);
  });

  it('margin: fair probabilities from prices, prices from probabilities with D = 1 / (p × (1 + m)), rounded down', () => {
    const fair = fairProbabilities([2000, 2000]);
    expect(fair).toEqual([0.5, 0.5]);
    expect(priceWithMargin(fair, 0.05)).toEqual([1904, 1904]); // 1 / (0.5 × 1.05) = 1.90476…
    expect(overround([1904, 1904])).toBeCloseTo(0.0504, 3);
    // A bookmaker's 1.80 / 2.10 carries its own margin: taken out first, then the desk's applied.
    const p = fairProbabilities([1800, 2100]);
    expect(p[0]! + p[1]!).toBeCloseTo(1, 12);
    expect(overround(priceWithMargin(p, 0.05))).toBeCloseTo(0.05, 2);
  });
});

describe('Asian handicap and totals, line by line', () => {
  it('a quarter line is half the stake on each neighbour', () => {
    expect(lineParts(q(-0.75))).toEqual([q(-1), q(-0.5)]);
    expect(lineParts(q(0.25))).toEqual([q(0), q(0.5)]);
    expect(lineParts(q(-0.5))).toEqual([q(-0.5)]);
    expect(lineParts(q(1))).toEqual([q(1)]);
    expect(lineQuarters('2.3')).toBeNull();
    expect(lineQuarters(-2.25)).toBe(-9);
  });

  it('home −0.75 at 1.90, home wins by 1: half on −0.5 wins (95), half on −1 pushes (50): 145', () => {
    expect(handicapResult('home', q(-0.75), 2, 1)).toBe('half_win');
    expect(single('half_win', 1900).payoutCents).toBe(14_500);
    // The away side of the same line loses half.
    expect(handicapResult('away', q(-0.75), 2, 1)).toBe('half_lose');
    expect(single('half_lose', 1900).payoutCents).toBe(5_000);
  });

  it('every row of the table: win, half win, push, half loss, loss', () => {
    const rows: [line: number, home: number, away: number, result: LegResult, returns: number][] = [
      [-0.75, 2, 0, 'win', 190],
      [-0.75, 2, 1, 'half_win', 145],
      [-0.75, 1, 1, 'lose', 0],
      [-1, 2, 1, 'push', 100],
      [-1, 3, 1, 'win', 190],
      [-0.25, 1, 1, 'half_lose', 50],
      [0.25, 1, 1, 'half_win', 145],
      [0, 1, 1, 'push', 100],
      [0.5, 1, 1, 'win', 190],
      [-1.25, 2, 1, 'half_lose', 50],
      [-1.5, 2, 1, 'lose', 0],
      [1.25, 0, 1, 'half_win', 145],
    ];
    for (const [line, home, away, result, returns] of rows) {
      expect(handicapResult('home', q(line), home, away), `${line} ${home}-${away}`).toBe(result);
      expect(single(result, 1900).payoutCents / 100, `${line} ${home}-${away}`).toBe(returns);
    }
  });

  it('over/under: d = total − line (over) or line − total (under)', () => {
    expect(totalResult('over', q(2.5), 3)).toBe('win');
    expect(totalResult('under', q(2.5), 3)).toBe('lose');
    expect(totalResult('over', q(2.25), 2)).toBe('half_lose');
    expect(totalResult('under', q(2.25), 2)).toBe('half_win');
    expect(totalResult('over', q(2.75), 3)).toBe('half_win');
    expect(totalResult('under', q(2.75), 3)).toBe('half_lose');
    expect(totalResult('over', q(3), 3)).toBe('push');
    expect(totalResult('over', q(220.5), 221)).toBe('win');
  });

  it('the other markets from the final score', () => {
    const s = { home: 2, away: 2 };
    expect(outcomeResult({ kind: '1x2', lineQ: null }, 'draw', s)).toBe('win');
    expect(outcomeResult({ kind: '1x2', lineQ: null }, 'home', s)).toBe('lose');
    expect(outcomeResult({ kind: 'ml', lineQ: null }, 'home', s)).toBe('push');
    expect(outcomeResult({ kind: 'ml', lineQ: null }, 'away', { home: 90, away: 101 })).toBe('win');
    expect(outcomeResult({ kind: 'btts', lineQ: null }, 'yes', s)).toBe('win');
    expect(outcomeResult({ kind: 'btts', lineQ: null }, 'no', { home: 1, away: 0 })).toBe('win');
    expect(outcomeResult({ kind: 'cs', lineQ: null, listed: ['1-0', '2-2'] }, '2-2', s)).toBe('win');
    expect(outcomeResult({ kind: 'cs', lineQ: null, listed: ['1-0', '2-2'] }, 'other', s)).toBe('lose');
    expect(outcomeResult({ kind: 'cs', lineQ: null, listed: ['1-0', '2-2'] }, 'other', { home: 5, away: 0 })).toBe('win');
    // E-sports: maps won. BO3 2-1; map handicap home −1.5; total maps over 2.5.
    const bo3 = { home: 2, away: 1 };
    expect(outcomeResult({ kind: 'winner', lineQ: null }, 'home', bo3)).toBe('win');
    expect(outcomeResult({ kind: 'map_ah', lineQ: q(-1.5) }, 'home', bo3)).toBe('lose');
    expect(outcomeResult({ kind: 'map_ah', lineQ: q(-1.5) }, 'away', bo3)).toBe('win');
    expect(outcomeResult({ kind: 'total_maps', lineQ: q(2.5) }, 'over', bo3)).toBe('win');
  });
});

describe('parlays: the product of the legs’ factors', () => {
  it('factors: win D, void and push 1, half win (1 + D) / 2, half loss 1/2, loss 0', () => {
    const f = (r: LegResult, d: number) => {
      const { num, den } = legFactor(r, d);
      return Number(num) / Number(den);
    };
    expect(f('win', 1900)).toBe(1.9);
    expect(f('void', 1900)).toBe(1);
    expect(f('push', 1900)).toBe(1);
    expect(f('half_win', 1900)).toBe(1.45);
    expect(f('half_lose', 1900)).toBe(0.5);
    expect(f('lose', 1900)).toBe(0);
  });

  it('a 3-leg parlay with a void leg and a half-won leg: 100 × 2.000 × 1 × 1.45 = 290.00', () => {
    const bet = {
      unitCents: 10_000,
      legs: [
        { oddsMilli: 2000, result: 'win' as const },
        { oddsMilli: 1850, result: 'void' as const },
        { oddsMilli: 1900, result: 'half_win' as const },
      ],
    };
    expect(settleBet(bet)).toEqual({ payoutCents: 29_000, validCents: 10_000, result: 'win' });
    // With the half-won leg a half loss instead: 100 × 2 × 1 × 0.5 = 100: the stake back.
    expect(settleBet({ ...bet, legs: [bet.legs[0]!, bet.legs[1]!, { oddsMilli: 1900, result: 'half_lose' }] })).toEqual({
      payoutCents: 10_000,
      validCents: 10_000,
      result: 'push',
    });
  });

  it('returns round down to the cent once per combination', () => {
    // 10.01 × 1.333 × 1.777 = 23.7112… → 23.71
    const bet = {
      unitCents: 1001,
      legs: [
        { oddsMilli: 1333, result: 'win' as const },
        { oddsMilli: 1777, result: 'win' as const },
      ],
    };
    expect(settleBet(bet).payoutCents).toBe(2371);
    expect(potentialPayoutCents(bet)).toBe(2371);
    expect(combinedOddsMilli(bet.legs)).toBe(2368); // 2.368741
  });

  it('a parlay with a lost leg is settled at once, a system bet waits for all its legs', () => {
    const legs = [
      { oddsMilli: 2000, result: 'lose' as const },
      { oddsMilli: 2000, result: null },
    ];
    expect(betReady({ unitCents: 100, legs })).toBe(true);
    expect(settleBet({ unitCents: 100, legs })).toEqual({ payoutCents: 0, validCents: 100, result: 'lose' });
    expect(betReady({ unitCents: 100, legs: [...legs, { oddsMilli: 2000, result: null }], combos: combinations(3, [2]) })).toBe(false);
    expect(
      betReady({
        unitCents: 100,
        legs: [
          { oddsMilli: 2000, result: 'win' },
          { oddsMilli: 2000, result: null },
        ],
      }),
    ).toBe(false);
  });

  it('combined odds stay within 1,000', () => {
    const legs = (d: number, n: number) => Array.from({ length: n }, () => ({ oddsMilli: d, result: null }));
    expect(withinCombinedOdds({ unitCents: 100, legs: legs(2000, 9) })).toBe(true); // 512
    expect(withinCombinedOdds({ unitCents: 100, legs: legs(2000, 10) })).toBe(false); // 1024
    expect(withinCombinedOdds({ unitCents: 100, legs: legs(10_000, 3) })).toBe(true); // exactly 1000
    expect(withinCombinedOdds({ unitCents: 100, legs: legs(10_001, 3) })).toBe(false);
  });
});

describe('N串M', () => {
  it('names the combinations of the sizes it implies', () => {
    expect(systemSizes(2, 1)).toEqual([2]);
    expect(systemSizes(3, 1)).toEqual([3]);
    expect(systemSizes(3, 3)).toEqual([2]);
    expect(systemSizes(3, 4)).toEqual([2, 3]);
    expect(systemSizes(4, 11)).toEqual([2, 3, 4]);
    expect(systemSizes(4, 5)).toEqual([3, 4]);
    expect(systemSizes(4, 6)).toEqual([2]);
    expect(systemSizes(5, 26)).toEqual([2, 3, 4, 5]); // 10 + 10 + 5 + 1
    expect(systemSizes(5, 16)).toEqual([3, 4, 5]);
    expect(systemSizes(6, 57)).toEqual([2, 3, 4, 5, 6]);
    expect(systemSizes(8, 247)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    for (const [n, m] of [
      [3, 2],
      [4, 7],
      [3, 5],
      [9, 1],
      [1, 1],
    ])
      expect(systemSizes(n!, m!), `${n}/${m}`).toBeNull();
    expect(parseSystem('4/11')).toEqual({ n: 4, m: 11, sizes: [2, 3, 4] });
    expect(parseSystem('4串11')).toBeNull();
  });

  it('every system offered is made of as many combinations as its name says', () => {
    for (const [name, sizes] of Object.entries(SYSTEMS)) {
      const [n, m] = name.split('/').map(Number) as [number, number];
      expect(combinations(n, sizes), name).toHaveLength(m);
    }
    expect(systemSizes(5, 10)).toEqual([2]); // 10 doubles, not 10 trebles
    expect(systemSizes(7, 21)).toEqual([5]); // 21 five-folds, not 21 doubles
  });

  it('each combination is a bet of the unit stake: a 3串4 at 10 stakes 40', () => {
    const combos = combinations(3, [2, 3]);
    expect(combos).toEqual([0b011, 0b101, 0b110, 0b111]);
    expect(combinations(4, [2, 3, 4])).toHaveLength(11);
    expect(combinations(5, [2, 3, 4, 5])).toHaveLength(26);
    const legs = [
      { oddsMilli: 2000, result: 'win' as const },
      { oddsMilli: 3000, result: 'win' as const },
      { oddsMilli: 1500, result: 'lose' as const },
    ];
    const bet = { unitCents: 1000, legs, combos };
    expect(totalStakeCents(bet)).toBe(4000);
    // Only the double of legs 1 and 2 wins: 10 × 2 × 3 = 60.
    expect(settleBet(bet)).toEqual({ payoutCents: 6000, validCents: 4000, result: 'win' });
    expect(potentialPayoutCents({ unitCents: 1000, legs: legs.map((l) => ({ ...l, result: null })), combos })).toBe(6000 + 3000 + 4500 + 9000);
  });
});

describe('valid turnover (有效投注)', () => {
  it('the stake of a settled bet, half for a half win or half loss, nothing for push and void', () => {
    expect(single('win', 1900).validCents).toBe(10_000);
    expect(single('lose', 1900).validCents).toBe(10_000);
    expect(single('half_win', 1900).validCents).toBe(5_000);
    expect(single('half_lose', 1900).validCents).toBe(5_000);
    expect(single('push', 1900).validCents).toBe(0);
    expect(single('void', 1900).validCents).toBe(0);
    expect(settleBet({ unitCents: 1001, legs: [{ oddsMilli: 1900, result: 'half_win' }] }).validCents).toBe(500);
    // A parlay whose legs are all void is no bet; one whose legs left one half-won leg counts half.
    const voids = {
      unitCents: 10_000,
      legs: [
        { oddsMilli: 1900, result: 'void' as const },
        { oddsMilli: 1800, result: 'push' as const },
      ],
    };
    expect(settleBet(voids)).toEqual({ payoutCents: 10_000, validCents: 0, result: 'push' });
    expect(
      settleBet({
        unitCents: 10_000,
        legs: [
          { oddsMilli: 1900, result: 'void' },
          { oddsMilli: 1800, result: 'void' },
        ],
      }).result,
    ).toBe('void');
    expect(
      settleBet({
        unitCents: 10_000,
        legs: [
          { oddsMilli: 1900, result: 'void' },
          { oddsMilli: 1800, result: 'half_win' },
        ],
      }).validCents,
    ).toBe(5_000);
  });
});

describe('cash-out', () => {
  it('the odds taken over the current odds of each open leg, less the desk’s margin, rounded down', () => {
    // 100 at 2.000, now 1.500: worth 133.33; with a 5 % margin 126.66.
    const bet = { unitCents: 10_000, legs: [{ oddsMilli: 2000, result: null }], current: [1500] };
    expect(cashoutCents(bet, 0)).toBe(13_333);
    expect(cashoutCents(bet, 500)).toBe(12_666);
    // A parlay with a won leg (×1.8) and an open one at 2.0 now 4.0: 100 × 1.8 × 0.5 = 90.
    expect(
      cashoutCents(
        {
          unitCents: 10_000,
          legs: [
            { oddsMilli: 1800, result: 'win' },
            { oddsMilli: 2000, result: null },
          ],
          current: [null, 4000],
        },
        0,
      ),
    ).toBe(9_000);
    // Suspended (no current price): no quote.
    expect(cashoutCents({ ...bet, current: [null] }, 500)).toBeNull();
    // A lost leg is worth nothing.
    expect(
      cashoutCents(
        {
          unitCents: 10_000,
          legs: [
            { oddsMilli: 1800, result: 'lose' },
            { oddsMilli: 2000, result: null },
          ],
          current: [null, 2000],
        },
        0,
      ),
    ).toBe(0);
  });
});
