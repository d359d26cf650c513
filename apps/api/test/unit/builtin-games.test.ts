import { describe, expect, it } from 'vitest';
import {
  DICE_PICKS,
  SLOT_PAYLINES,
  SLOT_REELS,
  WAYS_FREE_MULTIPLIER,
  baccaratPayout,
  bankerDraws,
  diceWins,
  evaluateLine,
  newShoe,
  type Card,
  type SlotSymbol,
} from '@portal/game-rules';
import { validStakeOf } from '../../src/providers/builtin/adapter.js';
import { BUILTIN_GAMES, GAME_CODES, cryptoRng, type GameCode, type Rng } from '../../src/providers/builtin/games/index.js';
import { slot, slotSchema } from '../../src/providers/builtin/games/slot.js';
import { ways, waysSchema } from '../../src/providers/builtin/games/ways.js';
import { cascade, cascadeSchema } from '../../src/providers/builtin/games/cascade.js';
import { hold, holdSchema } from '../../src/providers/builtin/games/hold.js';
import { dice, diceSchema } from '../../src/providers/builtin/games/dice.js';
import { baccarat, baccaratSchema } from '../../src/providers/builtin/games/baccarat.js';
import { dragonTiger, dragonTigerSchema } from '../../src/providers/builtin/games/dragon-tiger.js';
import { roulette, rouletteSchema } from '../../src/providers/builtin/games/roulette.js';
import { bull, bullSchema } from '../../src/providers/builtin/games/bull.js';
import { threeCard, threeCardSchema } from '../../src/providers/builtin/games/three-card.js';
import { renderPlayPage } from '../../src/providers/builtin/page.js';

/** An rng that returns the given values in order and fails if asked for more (or out of range). */
function scripted(values: number[]): Rng {
  let i = 0;
  return (n) => {
    if (i >= values.length) throw new Error('scripted rng exhausted');
    const v = values[i++] as number;
    if (v < 0 || v >= n) throw new Error(`scripted value ${v} out of range ${n}`);
    return v;
  };
}

/** Seeded PRNG (mulberry32) for deterministic simulations. */
function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(r * n);
  };
}

/** An rng that deals exactly these cards (in deal order) from a fresh shoe of `decks` (baccarat's 8 by default). */
function dealing(cards: string[], decks = 8): Rng {
  const shoe = newShoe(decks);
  const picks = cards.map((label) => {
    const rank = label.slice(0, -1);
    const suit = label.slice(-1);
    const idx = shoe.findIndex((c) => c.rank === rank && c.suit === suit);
    if (idx < 0) throw new Error(`no ${label} left in the shoe`);
    shoe.splice(idx, 1);
    return idx;
  });
  return scripted(picks);
}

const cards = (list: Card[]) => list.map((c) => c.rank + c.suit);

function issues(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, v: unknown) {
  const r = schema.safeParse(v);
  expect(r.success, JSON.stringify(v)).toBe(false);
  return r.error!.issues.map((i) => i.message);
}

describe('built-in games: registry', () => {
  it('lists the ten games under their codes', () => {
    expect(GAME_CODES).toHaveLength(10);
    expect(Object.keys(BUILTIN_GAMES).sort()).toEqual([...GAME_CODES].sort());
    for (const code of GAME_CODES) expect(BUILTIN_GAMES[code].code).toBe(code);
  });

  it('cryptoRng returns uniform integers in range', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const v = cryptoRng(6);
      expect(Number.isInteger(v) && v >= 0 && v < 6).toBe(true);
      seen.add(v);
    }
    expect(seen.size).toBe(6);
  });

  it('refuses an rng that breaks its contract instead of paying out', () => {
    expect(() => dice.play({ bet: 1, pick: 'big' }, () => 6)).toThrow(RangeError);
    expect(() => slot.play({ bet: 1, lines: 9 }, () => 0.5)).toThrow(RangeError);
    expect(() => ways.play({ bet: 1 }, () => -1)).toThrow(RangeError);
  });
});

describe('built-in games: input schemas', () => {
  const badBets: unknown[] = [0, 10001, 1.5, '', '10', -1, null, undefined, Number.NaN, Number.POSITIVE_INFINITY];

  it('slot: rejects bad bets and line counts, defaults to 9 lines', () => {
    for (const bet of badBets) expect(issues(slotSchema, { bet, lines: 9 })).toEqual(['common.badRequest']);
    for (const lines of [0, 2, 3, 10, '9', 9.5, null]) expect(issues(slotSchema, { bet: 1, lines })).toEqual(['common.badRequest']);
    expect(issues(slotSchema, null)).toEqual(['common.badRequest']);
    expect(issues(slotSchema, {})).toEqual(['common.badRequest']);
    expect(slotSchema.parse({ bet: 1 })).toEqual({ bet: 1, lines: 9 });
    expect(slotSchema.parse({ bet: 10000, lines: 1 })).toEqual({ bet: 10000, lines: 1 });
    expect(slotSchema.parse({ bet: 5, lines: 5 })).toEqual({ bet: 5, lines: 5 });
  });

  it('dice: rejects bad bets and unknown picks', () => {
    for (const bet of badBets) expect(issues(diceSchema, { bet, pick: 'big' })).toEqual(['common.badRequest']);
    for (const pick of ['', 'BIG', 'any', 'triples', 1, null, undefined]) expect(issues(diceSchema, { bet: 1, pick })).toEqual(['common.badRequest']);
    for (const pick of DICE_PICKS) expect(diceSchema.parse({ bet: 1, pick })).toEqual({ bet: 1, pick });
  });

  it('baccarat: rejects bad bets and unknown sides', () => {
    for (const bet of badBets) expect(issues(baccaratSchema, { bet, side: 'banker' })).toEqual(['common.badRequest']);
    for (const side of ['', 'Banker', 'dealer', 'pair', 0, null, undefined]) expect(issues(baccaratSchema, { bet: 1, side })).toEqual(['common.badRequest']);
    expect(baccaratSchema.parse({ bet: 10000, side: 'tie', game: 'baccarat' })).toEqual({ bet: 10000, side: 'tie' });
  });
});

describe('slot (the classic machine: its rules and return are tested in packages/game-rules)', () => {
  it('a scripted spin: three wilds on the middle line pay bet × 250', () => {
    // The wild sits at index 0, 7 and 13 of reels 1–3; a stop shows rows stop, stop+1, stop+2.
    const out = slot.play({ bet: 3, lines: 1 }, scripted([29, 6, 12]));
    const grid = out.detail.grid as SlotSymbol[][];
    expect(grid[1]).toEqual(['W', 'W', 'W']);
    expect(grid[0]).toEqual([SLOT_REELS[0]![29], SLOT_REELS[1]![6], SLOT_REELS[2]![12]]);
    expect(out.stakeCents).toBe(300);
    expect(out.detail.wins).toEqual([{ line: 1, symbol: 'W', count: 3, payoutCents: 300 * 250 }]);
    expect(out.payoutCents).toBe(75_000);
    expect(out.detail.lines).toBe(1);
  });

  it('stake is bet × lines and the payout is the sum of the line wins, each line read off the grid', () => {
    const rng = seeded(7);
    for (let n = 0; n < 2000; n++) {
      const lines = ([1, 5, 9] as const)[n % 3]!;
      const out = slot.play({ bet: 2, lines }, rng);
      expect(out.stakeCents).toBe(2 * 100 * lines);
      const grid = out.detail.grid as SlotSymbol[][];
      const wins = out.detail.wins as { line: number; symbol: string; count: number; payoutCents: number }[];
      const expected = SLOT_PAYLINES.slice(0, lines).flatMap((rows, i) => {
        const hit = evaluateLine(rows.map((r, reel) => grid[r]![reel]!) as [SlotSymbol, SlotSymbol, SlotSymbol]);
        return hit ? [{ line: i + 1, symbol: hit.symbol, count: hit.count, payoutCents: 200 * hit.multiple }] : [];
      });
      expect(wins).toEqual(expected);
      expect(out.payoutCents).toBe(wins.reduce((s, w) => s + w.payoutCents, 0));
    }
  });
});

describe('the 243-ways, tumbling and hold-and-spin machines settle the whole round at once', () => {
  it('243 ways: the bet is the stake; a coin is bet × 4 cents; free spins are in the same round, and they add up to the payout', () => {
    const rng = seeded(31);
    let free = 0;
    for (let n = 0; n < 3000; n++) {
      const out = ways.play({ bet: 5 }, rng);
      expect(out.stakeCents).toBe(500);
      const d = out.detail as {
        spins: { payoutCents: number; multiplier: number; wins: { coins: number; payoutCents: number }[]; scatterCents: number }[];
        freeSpins: number;
        coinCents: number;
      };
      expect(d.coinCents).toBe(20);
      expect(d.spins).toHaveLength(1 + d.freeSpins);
      for (const s of d.spins) {
        for (const w of s.wins) expect(w.payoutCents).toBe(w.coins * 20);
        expect(s.payoutCents).toBe(s.wins.reduce((sum, w) => sum + w.payoutCents, 0) + s.scatterCents);
      }
      expect(out.payoutCents).toBe(d.spins.reduce((sum, s) => sum + s.payoutCents, 0));
      expect(Number.isInteger(out.payoutCents)).toBe(true);
      if (d.freeSpins) {
        free++;
        expect(d.spins.slice(1).every((s) => s.multiplier === WAYS_FREE_MULTIPLIER)).toBe(true);
      }
    }
    expect(free).toBeGreaterThan(20); // about 1 spin in 46
  });

  it('tumbling: the bet is the stake; each tumble pays hundredths of it, the multiplier included', () => {
    const rng = seeded(32);
    for (let n = 0; n < 3000; n++) {
      const out = cascade.play({ bet: 7 }, rng);
      expect(out.stakeCents).toBe(700);
      const steps = (out.detail as { steps: { hundredths: number; payoutCents: number; wins: unknown[] }[] }).steps;
      expect(steps.at(-1)!.wins).toEqual([]);
      for (const s of steps) expect(s.payoutCents).toBe(s.hundredths * 7);
      expect(out.payoutCents).toBe(steps.reduce((sum, s) => sum + s.payoutCents, 0));
    }
  });

  it('hold and spin: lines pay bet × 5 cents a coin; the feature pays its coins × the stake, in the same round', () => {
    const rng = seeded(33);
    let features = 0;
    for (let n = 0; n < 3000; n++) {
      const out = hold.play({ bet: 4 }, rng);
      expect(out.stakeCents).toBe(400);
      const d = out.detail as { wins: { coins: number; payoutCents: number }[]; lineCents: number; feature: { stakes: number; payoutCents: number } | null };
      for (const w of d.wins) expect(w.payoutCents).toBe(w.coins * 20);
      expect(d.lineCents).toBe(d.wins.reduce((sum, w) => sum + w.payoutCents, 0));
      if (d.feature) {
        features++;
        expect(d.feature.payoutCents).toBe(d.feature.stakes * 400);
      }
      expect(out.payoutCents).toBe(d.lineCents + (d.feature?.payoutCents ?? 0));
    }
    expect(features).toBeGreaterThan(20); // about 1 spin in 45
  });

  it('refuses fractions, strings, zero and more than 10 000 as a bet', () => {
    for (const schema of [waysSchema, cascadeSchema, holdSchema, threeCardSchema]) {
      for (const bet of [0, 10001, 1.5, '10', null]) expect(issues(schema, { bet })).toEqual(['common.badRequest']);
      expect(schema.parse({ bet: 10000, lines: 9 })).toEqual({ bet: 10000 });
    }
  });
});

describe('dragon tiger', () => {
  it('K over Q: dragon pays 1:1, tiger loses', () => {
    const deal = ['K♠', 'Q♥'];
    expect(dragonTiger.play({ bet: 10, side: 'dragon' }, dealing(deal, 8))).toMatchObject({
      stakeCents: 1000,
      payoutCents: 2000,
      detail: { result: 'dragon' },
    });
    expect(dragonTiger.play({ bet: 10, side: 'tiger' }, dealing(deal, 8)).payoutCents).toBe(0);
  });

  it('a tie pays the tie 8:1 and gives half back on dragon or tiger, which counts half the turnover', () => {
    const tie = ['7♠', '7♦'];
    expect(dragonTiger.play({ bet: 10, side: 'tie' }, dealing(tie, 8)).payoutCents).toBe(9000);
    const half = dragonTiger.play({ bet: 10, side: 'dragon' }, dealing(tie, 8));
    expect(half.payoutCents).toBe(500);
    expect(dragonTiger.validStakeCents!(half.detail, half.stakeCents)).toBe(500);
    expect(validStakeOf({ game: 'dragontiger', stake: '10.00', detail: half.detail })).toBe('5.00');
    expect(validStakeOf({ game: 'dragontiger', stake: '10.00', detail: { result: 'tie', side: 'tie' } })).toBe('10.00');
  });

  it('takes dragon, tie or tiger only', () => {
    for (const side of ['', 'player', 'Dragon', 1, null]) expect(issues(dragonTigerSchema, { bet: 1, side })).toEqual(['common.badRequest']);
  });
});

describe('European roulette', () => {
  it('settles every bet of the layout on one pocket; zero loses the outside bets', () => {
    const bets = [
      { kind: 'straight', numbers: [0], bet: 1 },
      { kind: 'split', numbers: [0, 3], bet: 2 },
      { kind: 'red', bet: 10 },
      { kind: 'column3', bet: 5 },
    ];
    const input = rouletteSchema.parse({ bets });
    const zero = roulette.play(input, scripted([0]));
    expect(zero.stakeCents).toBe(1800);
    expect(zero.payoutCents).toBe(3600 + 3600); // 1 × 36 and 2 × 18
    expect(zero.detail).toMatchObject({ pocket: 0, colour: 'green' });
    const three = roulette.play(input, scripted([3]));
    expect(three.payoutCents).toBe(3600 + 2000 + 1500); // split 2 × 18, red 10 × 2, column 5 × 3
  });

  it('refuses a bet that is not on the layout, too many bets and more than 10 000 in all', () => {
    const bad = [
      { bets: [] },
      { bets: [{ kind: 'split', numbers: [3, 4], bet: 1 }] },
      { bets: [{ kind: 'split', numbers: [2, 1], bet: 1 }] }, // not in ascending order
      { bets: [{ kind: 'corner', numbers: [2, 3, 5, 6, 7], bet: 1 }] },
      { bets: [{ kind: 'straight', numbers: [37], bet: 1 }] },
      { bets: [{ kind: 'dozen4', bet: 1 }] },
      { bets: [{ kind: 'red', bet: 0 }] },
      {
        bets: [
          { kind: 'red', bet: 6000 },
          { kind: 'black', bet: 5000 },
        ],
      },
      { bets: Array.from({ length: 41 }, () => ({ kind: 'red', bet: 1 })) },
      { bets: 'red' },
    ];
    for (const b of bad) expect(issues(rouletteSchema, b), JSON.stringify(b).slice(0, 60)).toContain('common.badRequest');
    expect(rouletteSchema.parse({ bets: [{ kind: 'line', numbers: [31, 32, 33, 34, 35, 36], bet: 10000 }] }).bets).toHaveLength(1);
  });
});

describe('bull bull and three-card against the banker', () => {
  // deal order: player, banker, player, banker ...
  const bullDeal = (player: string[], banker: string[]) =>
    dealing(
      player.flatMap((c, i) => [c, banker[i]!]),
      1,
    );

  it("平倍: the player's 牛牛 beats the banker's 牛7 and pays 0.95:1", () => {
    const out = bull.play({ bet: 10, mode: 'even' }, bullDeal(['K♠', '8♥', '2♦', '5♣', '5♠'], ['Q♠', '5♥', '5♦', '3♣', '4♠']));
    expect(out.detail).toMatchObject({ result: 'player', player: { order: 'bullbull' }, banker: { order: 'b7' } });
    expect(out).toMatchObject({ stakeCents: 1000, payoutCents: 1950 });
    expect(validStakeOf({ game: 'bull', stake: '10.00', detail: out.detail })).toBe('10.00');
  });

  it("翻倍: holds five bets; a loss to the banker's 牛7 costs two bets, and counts two bets of turnover", () => {
    const out = bull.play({ bet: 10, mode: 'double' }, bullDeal(['9♠', 'A♥', 'K♦', '2♣', '4♠'], ['Q♠', '5♥', '5♦', '3♣', '4♦']));
    expect(out.detail).toMatchObject({ result: 'banker', player: { order: 'b6', multiple: 1 }, banker: { order: 'b7', multiple: 2 } });
    expect(out).toMatchObject({ stakeCents: 5000, payoutCents: 3000 });
    expect(validStakeOf({ game: 'bull', stake: '50.00', detail: out.detail })).toBe('20.00');
    const won = bull.play({ bet: 10, mode: 'double' }, bullDeal(['K♠', '8♥', '2♦', '5♣', '5♠'], ['Q♠', '5♥', '5♦', '3♣', '4♠']));
    expect(won).toMatchObject({ stakeCents: 5000, payoutCents: 5000 + 2850 }); // 30 × 0.95
    expect(validStakeOf({ game: 'bull', stake: '50.00', detail: won.detail })).toBe('30.00');
    expect(bullSchema.parse({ bet: 1 })).toEqual({ bet: 1, mode: 'even' });
    expect(issues(bullSchema, { bet: 1, mode: 'triple' })).toEqual(['common.badRequest']);
  });

  it('three-card: equal hands push and count no turnover; a win pays 0.95:1', () => {
    const tie = threeCard.play({ bet: 20 }, dealing(['K♠', 'K♥', '9♥', '9♣', '4♦', '4♠'], 1));
    expect(tie.detail).toMatchObject({ result: 'tie', player: { kind: 'high' } });
    expect(tie).toMatchObject({ stakeCents: 2000, payoutCents: 2000 });
    expect(validStakeOf({ game: 'threecard', stake: '20.00', detail: tie.detail })).toBe('0.00');
    // the player's 豹子 of queens against the banker's mixed-suit 2-3-5: the 2-3-5 wins
    const win = threeCard.play({ bet: 20 }, dealing(['Q♠', '2♥', 'Q♥', '3♦', 'Q♦', '5♣'], 1));
    expect(win.detail).toMatchObject({ result: 'banker', player: { kind: 'leopard' }, banker: { beatsLeopard: true } });
    expect(win.payoutCents).toBe(0);
  });
});

describe('dice (sic bo)', () => {
  it('a triple loses big/small/odd/even and pays 30:1 on "triple"', () => {
    // 4-4-4: total 12 would be big and even, but a triple loses both
    for (const pick of ['big', 'even', 'small', 'odd'] as const) {
      const out = dice.play({ bet: 10, pick }, scripted([3, 3, 3]));
      expect(out.detail).toEqual({ dice: [4, 4, 4], total: 12, pick, win: false });
      expect(out.payoutCents).toBe(0);
      expect(out.stakeCents).toBe(1000);
    }
    const t = dice.play({ bet: 10, pick: 'triple' }, scripted([5, 5, 5]));
    expect(t.detail).toEqual({ dice: [6, 6, 6], total: 18, pick: 'triple', win: true });
    expect(t.payoutCents).toBe(31 * 1000);
  });

  it('big/small/odd/even pay 1:1', () => {
    const big = dice.play({ bet: 7, pick: 'big' }, scripted([3, 4, 5])); // 4+5+6 = 15
    expect(big.detail).toEqual({ dice: [4, 5, 6], total: 15, pick: 'big', win: true });
    expect(big.payoutCents).toBe(1400);
    expect(dice.play({ bet: 7, pick: 'small' }, scripted([3, 4, 5])).payoutCents).toBe(0);
    expect(dice.play({ bet: 7, pick: 'odd' }, scripted([3, 4, 5])).payoutCents).toBe(1400);
    expect(dice.play({ bet: 7, pick: 'even' }, scripted([3, 4, 5])).payoutCents).toBe(0);
    expect(dice.play({ bet: 7, pick: 'triple' }, scripted([3, 4, 5])).payoutCents).toBe(0);
    const small = dice.play({ bet: 1, pick: 'small' }, scripted([0, 0, 1])); // 1+1+2 = 4
    expect(small.detail).toMatchObject({ total: 4, win: true });
    expect(small.payoutCents).toBe(200);
    // boundaries: 10 is small, 11 is big
    expect(diceWins('small', [4, 4, 2])).toBe(true);
    expect(diceWins('big', [4, 4, 2])).toBe(false);
    expect(diceWins('big', [5, 4, 2])).toBe(true);
    expect(diceWins('small', [5, 4, 2])).toBe(false);
  });

  it('exact returns over all 216 rolls: 97.22 % for even-money picks, 86.11 % for any triple', () => {
    for (const pick of DICE_PICKS) {
      let paid = 0;
      for (let a = 0; a < 6; a++) for (let b = 0; b < 6; b++) for (let c = 0; c < 6; c++) paid += dice.play({ bet: 1, pick }, scripted([a, b, c])).payoutCents;
      expect(paid).toBe(pick === 'triple' ? 6 * 31 * 100 : 105 * 2 * 100);
    }
  });
});

describe('baccarat', () => {
  it('the player draws a third card and the banker stands by the table (banker 3, player drew an 8)', () => {
    // P K♠, B 3♥, P 4♦, B K♣ → player 4 draws 8♠ → 2; banker 3 stands on a player 8.
    const out = baccarat.play({ bet: 10, side: 'banker' }, dealing(['K♠', '3♥', '4♦', 'K♣', '8♠']));
    expect(cards(out.detail.playerCards as Card[])).toEqual(['K♠', '4♦', '8♠']);
    expect(cards(out.detail.bankerCards as Card[])).toEqual(['3♥', 'K♣']);
    expect(out.detail).toMatchObject({ playerTotal: 2, bankerTotal: 3, result: 'banker', side: 'banker' });
    expect(out.stakeCents).toBe(1000);
    expect(out.payoutCents).toBe(1000 + 950); // 0.95:1
    expect(baccarat.play({ bet: 10, side: 'player' }, dealing(['K♠', '3♥', '4♦', 'K♣', '8♠'])).payoutCents).toBe(0);
  });

  it('the banker draws on 6 when the player drew a 7', () => {
    // P 2♠ 3♠ = 5 draws 7♥ → 2; B 3♦ 3♣ = 6 draws on a 7: 2♦ → 8.
    const out = baccarat.play({ bet: 1, side: 'player' }, dealing(['2♠', '3♦', '3♠', '3♣', '7♥', '2♦']));
    expect(cards(out.detail.playerCards as Card[])).toEqual(['2♠', '3♠', '7♥']);
    expect(cards(out.detail.bankerCards as Card[])).toEqual(['3♦', '3♣', '2♦']);
    expect(out.detail).toMatchObject({ playerTotal: 2, bankerTotal: 8, result: 'banker' });
    expect(out.payoutCents).toBe(0);
  });

  it('a natural stops the deal; the player side pays 1:1', () => {
    const out = baccarat.play({ bet: 25, side: 'player' }, dealing(['4♥', '5♠', '5♥', '2♣']));
    expect(cards(out.detail.playerCards as Card[])).toEqual(['4♥', '5♥']);
    expect(cards(out.detail.bankerCards as Card[])).toEqual(['5♠', '2♣']);
    expect(out.detail).toMatchObject({ playerTotal: 9, bankerTotal: 7, result: 'player' });
    expect(out.payoutCents).toBe(5000);
  });

  it('the player stands on 7 and the banker draws on 5', () => {
    const out = baccarat.play({ bet: 1, side: 'player' }, dealing(['3♥', '2♥', '4♥', '3♣', 'Q♦']));
    expect(cards(out.detail.playerCards as Card[])).toEqual(['3♥', '4♥']);
    expect(cards(out.detail.bankerCards as Card[])).toEqual(['2♥', '3♣', 'Q♦']);
    expect(out.detail).toMatchObject({ playerTotal: 7, bankerTotal: 5, result: 'player' });
    expect(out.payoutCents).toBe(200);
  });

  it('a tie pays 8:1 on tie and pushes player and banker bets', () => {
    const hand = ['3♠', '2♦', '3♥', '4♦']; // player 6 and banker 6 both stand
    const tie = baccarat.play({ bet: 10, side: 'tie' }, dealing(hand));
    expect(tie.detail).toMatchObject({ playerTotal: 6, bankerTotal: 6, result: 'tie', side: 'tie' });
    expect((tie.detail.playerCards as Card[]).length + (tie.detail.bankerCards as Card[]).length).toBe(4);
    expect(tie.payoutCents).toBe(9000);
    expect(baccarat.play({ bet: 10, side: 'player' }, dealing(hand)).payoutCents).toBe(1000);
    expect(baccarat.play({ bet: 10, side: 'banker' }, dealing(hand)).payoutCents).toBe(1000);
  });

  it('payout math: banker commission rounds down to the cent', () => {
    expect(baccaratPayout('banker', 'banker', 105)).toBe(105 + 99);
    expect(baccaratPayout('banker', 'banker', 100)).toBe(195);
    expect(baccaratPayout('player', 'player', 100)).toBe(200);
    expect(baccaratPayout('tie', 'tie', 100)).toBe(900);
    expect(baccaratPayout('tie', 'player', 100)).toBe(0);
    expect(baccaratPayout('player', 'banker', 100)).toBe(0);
    expect(baccaratPayout('banker', 'tie', 100)).toBe(100);
  });

  it('the banker drawing table', () => {
    // rows: banker total 0..7; columns: no third card, then player third card worth 0..9
    const table = ['D DDDDDDDDDD', 'D DDDDDDDDDD', 'D DDDDDDDDDD', 'D DDDDDDDDSD', 'D SSDDDDDDSS', 'D SSSSDDDDSS', 'S SSSSSSDDSS', 'S SSSSSSSSSS'];
    const valueCard: Card[] = ['10', 'A', '2', '3', '4', '5', '6', '7', '8', '9'].map((rank) => ({ rank, suit: '♠' }) as Card);
    table.forEach((row, total) => {
      expect(bankerDraws(total, null), `banker ${total}, player stood`).toBe(row[0] === 'D');
      valueCard.forEach((c, p) => expect(bankerDraws(total, c), `banker ${total}, player third ${p}`).toBe(row[2 + p] === 'D'));
    });
  });

  it('a fresh 8-deck shoe has 416 cards, 32 of each rank', () => {
    const shoe = newShoe(8);
    expect(shoe).toHaveLength(416);
    expect(shoe.filter((c) => c.rank === 'Q')).toHaveLength(32);
    expect(shoe.filter((c) => c.rank === '7' && c.suit === '♥')).toHaveLength(8);
  });

  it('a seeded simulation matches the known punto banco odds (banker 45.86 %, player 44.62 %, tie 9.52 %)', { tags: ['simulation'] }, () => {
    const rng = seeded(99);
    const n = 100_000;
    const count = { player: 0, banker: 0, tie: 0 };
    for (let i = 0; i < n; i++) {
      const out = baccarat.play({ bet: 1, side: 'banker' }, rng);
      count[out.detail.result as keyof typeof count]++;
      const p = out.detail.playerCards as Card[];
      const b = out.detail.bankerCards as Card[];
      expect(p.length >= 2 && p.length <= 3 && b.length >= 2 && b.length <= 3).toBe(true);
    }
    expect(Math.abs(count.banker / n - 0.4586)).toBeLessThan(0.006);
    expect(Math.abs(count.player / n - 0.4462)).toBeLessThan(0.006);
    expect(Math.abs(count.tie / n - 0.0952)).toBeLessThan(0.004);
  });
});

describe('play page', () => {
  const base = {
    games: ['slot', 'dice', 'baccarat'] as GameCode[],
    initial: 'dice' as const,
    heading: { name: '遊戲大廳', venue: 'Crown' },
    title: null,
    house: null,
    skin: 'PCGAME',
    locale: 'zh_TW' as const,
    token: 'tok',
    assetBase: '/play/assets',
  };

  it('loads play.js and play.css from the asset base and runs no inline script', () => {
    const html = renderPlayPage(base);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<script src="/play/assets/play.js" defer></script>');
    expect(html).toContain('<link rel="stylesheet" href="/play/assets/play.css">');
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    for (const attrs of scripts) expect(/\bsrc=|type="application\/json"/.test(attrs!)).toBe(true);
    expect(html).not.toMatch(/\son[a-z]+=/i); // no inline event handlers
    expect(html).not.toMatch(/https?:\/\//); // no external resources
    expect(html).toContain('lang="zh-Hant-TW"');
    expect(html).toContain('data-initial="dice"');
  });

  it('escapes every interpolated value and keeps the config block unbreakable', () => {
    const evil = '</script><script>alert(1)</script>"\'&';
    const html = renderPlayPage({ ...base, heading: { name: evil, venue: evil }, token: evil, skin: evil, assetBase: '/a"b' });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
    expect(html).toContain('href="/a&quot;b/play.css"');
    const json = /<script type="application\/json" id="play-config">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const config = JSON.parse(json);
    expect(config.token).toBe(evil);
    expect(config.heading).toEqual({ name: evil, venue: evil });
    expect(config.games).toEqual(['slot', 'dice', 'baccarat']);
  });

  it("heads the page with the game and its venue, keeps the hall's tab order and says when the house's own tables opened", () => {
    const html = renderPlayPage({
      ...base,
      games: ['baccarat', 'dragontiger', 'roulette'],
      initial: 'baccarat',
      heading: { name: '本站自營桌台', venue: 'AG真人' },
      house: 'tables',
    });
    expect(html).toContain('<title>本站自營桌台 · AG真人</title>');
    expect(html).toContain('data-games="baccarat,dragontiger,roulette"');
    expect(html).toContain('data-house="tables"');
    const slotHtml = renderPlayPage({ ...base, games: ['ways'], initial: 'ways', heading: { name: '財神到', venue: 'OB電子' }, title: 'ob-fortune' });
    expect(slotHtml).toContain('<title>財神到 · OB電子</title>');
    expect(slotHtml).toContain('data-title="ob-fortune"');
  });

  it('falls back to an offered game and a known locale', () => {
    const html = renderPlayPage({ ...base, games: ['baccarat'], initial: 'slot', locale: 'xx' as never });
    expect(html).toContain('data-initial="baccarat"');
    expect(html).toContain('data-games="baccarat"');
    expect(html).toContain('data-locale="zh_TW"');
  });
});
