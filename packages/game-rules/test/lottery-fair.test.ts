import { describe, expect, it } from 'vitest';
import {
  LOTTERY_DIMENSIONS,
  LOTTERY_GAMES,
  bytesToHex,
  choicesFrom,
  deriveResultWeb,
  hashStepsWeb,
  hexToBytes,
  kenoHitChance,
  resultFromBlocks,
  resultValues,
  sha256Web,
  verifyDrawWeb,
  type LotteryGame,
} from '../src/index.js';

// Known answers computed by an independent implementation of docs/lottery.md#provably-fair (the
// Python reference printed there): a chain of five seeds from a fixed top seed, and the results of
// draws 1-3 of each game.
const CHAIN = [
  '795b556fe94b9f8d58c94424e12ad8cc0acfe73cfa731b64d42445f72c49b92e',
  '440f4478006efe165c9c903b963cece4eeeab924abc2b71f690d515493fb8aaa',
  '612ea5c09203d8e75e719042a048d20b189db66000e6456ec9c9249b10aac251',
  'a7565f7227a66e4b6823662746182a82f57bbc8ec6713ce88ed0d2b2b2bb3432',
  'b9fe0910261b1798bf48857170251c8fbcdcd1ce5eba16984e0bb2ffe36a6276',
  'dd7bc6a57e0994ca469f8c7d208cb0726a3d373f56cf48a7454a07e97ab5a5a8',
];
const KNOWN: Record<LotteryGame, number[][]> = {
  ssc: [
    [4, 6, 9, 8, 5],
    [9, 1, 8, 6, 0],
    [8, 7, 2, 3, 5],
  ],
  k3: [
    [3, 2, 5],
    [5, 6, 5],
    [2, 5, 5],
  ],
  pk10: [
    [10, 9, 1, 3, 5, 4, 6, 8, 7, 2],
    [4, 7, 2, 6, 5, 10, 9, 3, 8, 1],
    [4, 7, 1, 5, 6, 2, 8, 9, 3, 10],
  ],
  keno: [
    [71, 73, 20, 36, 30, 52, 33, 65, 2, 28, 57, 25, 34, 29, 38, 60, 31, 10, 39, 61],
    [46, 32, 22, 2, 68, 57, 9, 80, 18, 64, 71, 63, 30, 20, 50, 17, 23, 67, 53, 72],
    [51, 4, 60, 5, 35, 40, 72, 23, 48, 8, 22, 31, 12, 41, 55, 19, 47, 74, 73, 15],
  ],
};

describe('lottery: provably fair derivation (Web Crypto)', () => {
  it('the chain links: SHA-256 of each seed is the one before it, down to the terminal hash', async () => {
    for (let i = 1; i < CHAIN.length; i++) expect(bytesToHex(await sha256Web(hexToBytes(CHAIN[i]!)))).toBe(CHAIN[i - 1]);
    expect(await hashStepsWeb(CHAIN[5]!, 5)).toBe(CHAIN[0]);
  });

  it.each(LOTTERY_GAMES)('%s: the results an independent implementation computed', async (game) => {
    for (let n = 1; n <= 3; n++) {
      const drawNo = `20261128-00${n}`;
      expect(await deriveResultWeb(game, drawNo, CHAIN[n]!)).toEqual(KNOWN[game][n - 1]);
      expect(await verifyDrawWeb({ game, drawNo, seed: CHAIN[n]!, hash: CHAIN[n - 1]!, result: KNOWN[game][n - 1]! })).toMatchObject({
        hashOk: true,
        resultOk: true,
      });
    }
    const wrong = await verifyDrawWeb({ game, drawNo: '20261128-001', seed: CHAIN[2]!, hash: CHAIN[0]!, result: KNOWN[game][0]! });
    expect(wrong).toMatchObject({ hashOk: false, resultOk: false });
  });

  it('skips a four-byte value at or above the largest multiple of n (no modulo bias) and reads on into the next block', () => {
    // n = 80: q = floor(2^32 / 80) = 53687091, q × 80 = 4294967280: 0xfffffff0 and above are skipped.
    const first = new Uint8Array(32).fill(0xff); // eight values, all skipped
    const second = new Uint8Array(32);
    second.set([0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xef]);
    const choice = choicesFrom((round) => (round === 0 ? first : round === 1 ? second : new Uint8Array(32)));
    expect(choice(80)).toBe(0);
    expect(choice(80)).toBe(79); // 0xffffffef = 4294967279 < 4294967280: floor(v / q) = 79
  });

  it('reads on into further blocks when the usual ones are used up', async () => {
    // Keno with every value of its first two blocks skipped reads a third and more.
    const blocks = (round: number) => (round < 2 ? new Uint8Array(32).fill(0xff) : new Uint8Array(32).fill(round));
    expect(resultFromBlocks('keno', blocks)).toHaveLength(20);
  });
});

/** A fast deterministic byte source for simulation (xoshiro128**), 32 bytes per block. */
function simulatedBlocks(seed: number) {
  let [a, b, c, d] = [seed | 0, 0x9e3779b9, 0x243f6a88, 0xb7e15162];
  const block = new Uint8Array(32);
  const view = new DataView(block.buffer);
  const next = () => {
    const r = Math.imul(((Math.imul(b, 5) << 7) | (Math.imul(b, 5) >>> 25)) >>> 0, 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = (d << 11) | (d >>> 21);
    return r;
  };
  for (let i = 0; i < 16; i++) next();
  return () => {
    for (let i = 0; i < 8; i++) view.setUint32(i * 4, next());
    return block;
  };
}

/** Upper critical value of chi-square with k degrees of freedom at p = 0.0001 (Wilson–Hilferty). */
const critical = (k: number) => k * (1 - 2 / (9 * k) + 3.719 * Math.sqrt(2 / (9 * k))) ** 3;
const chiSquare = (observed: number[], expected: number[]) => observed.reduce((s, o, i) => s + (o - expected[i]!) ** 2 / expected[i]!, 0);

const DRAWS = 1_000_000;

describe('lottery: chi-square of each game over 10^6 simulated draws', { timeout: 60_000, tags: ['simulation'] }, () => {
  /** 10^6 results of a game, each from its own stream of blocks. */
  function simulate(game: LotteryGame, see: (r: number[]) => void) {
    const fresh = simulatedBlocks(0x5eed + game.length * 7919);
    for (let i = 0; i < DRAWS; i++) see(resultFromBlocks(game, fresh));
  }

  it("时时彩: each position's digit, the sum and 龙虎 as their distributions say", () => {
    const positions = Array.from({ length: 5 }, () => Array<number>(10).fill(0));
    const dims = LOTTERY_DIMENSIONS.ssc;
    const sums = Array<number>(46).fill(0);
    simulate('ssc', (r) => {
      r.forEach((d, p) => positions[p]![d]!++);
      sums[resultValues('ssc', r)[5]!]!++;
    });
    for (const counts of positions) expect(chiSquare(counts, Array(10).fill(DRAWS / 10))).toBeLessThan(critical(9));
    // Sums with at least 5 expected (all but none at 10^6 draws: 0 and 45 expect 10).
    const w = dims[5]!.weights;
    expect(
      chiSquare(
        sums,
        w.map((x) => (DRAWS * x) / 100000),
      ),
    ).toBeLessThan(critical(45));
  });

  it('快3: the 56 results up to order at their 1/216, 3/216 and 6/216', () => {
    const counts = Array<number>(56).fill(0);
    const dice = Array<number>(6).fill(0);
    simulate('k3', (r) => {
      counts[resultValues('k3', r)[0]!]!++;
      r.forEach((d) => dice[d - 1]!++);
    });
    const weights = LOTTERY_DIMENSIONS.k3[0]!.weights;
    expect(
      chiSquare(
        counts,
        weights.map((w) => (DRAWS * w) / 216),
      ),
    ).toBeLessThan(critical(55));
    expect(chiSquare(dice, Array(6).fill((DRAWS * 3) / 6))).toBeLessThan(critical(5)); // 3 × 10^6 independent dice
  });

  it('PK10: every car equally often at every position, and the 90 first-two pairs equally often', () => {
    const at = Array.from({ length: 10 }, () => Array<number>(10).fill(0));
    const front = Array<number>(90).fill(0);
    simulate('pk10', (r) => {
      r.forEach((car, p) => at[p]![car - 1]!++);
      front[resultValues('pk10', r)[0]!]!++;
    });
    for (const counts of at) expect(chiSquare(counts, Array(10).fill(DRAWS / 10))).toBeLessThan(critical(9));
    expect(chiSquare(front, Array(90).fill(DRAWS / 90))).toBeLessThan(critical(89));
  });

  it('快乐8: the first number drawn uniform over 80, every number as often, and the hits of a pick-10 as the hypergeometric law says', () => {
    const first = Array<number>(80).fill(0);
    const any = Array<number>(80).fill(0);
    const hits = Array<number>(11).fill(0);
    const picked = new Set([3, 11, 19, 27, 35, 43, 51, 59, 67, 75]);
    simulate('keno', (r) => {
      first[r[0]! - 1]!++;
      let h = 0;
      for (const n of r) {
        any[n - 1]!++;
        if (picked.has(n)) h++;
      }
      hits[h]!++;
    });
    expect(chiSquare(first, Array(80).fill(DRAWS / 80))).toBeLessThan(critical(79));
    // Each number's count is binomial (10^6, 1/4): the Pearson sum over 80 numbers is at most 3/4 × χ²(79)-sized.
    expect(chiSquare(any, Array(80).fill((DRAWS * 20) / 80))).toBeLessThan(critical(79));
    const expected = hits.map((_, h) => {
      const r = kenoHitChance(10, h);
      return (DRAWS * Number(r.n)) / Number(r.d);
    });
    // 7 to 10 hits merged into one cell (each alone expects fewer than 5).
    const merge = (xs: number[]) => [...xs.slice(0, 7), xs.slice(7).reduce((a, b) => a + b, 0)];
    expect(chiSquare(merge(hits), merge(expected))).toBeLessThan(critical(7));
  });
});
