import { describe, expect, it } from 'vitest';
import { BUILTIN_GAMES, GAME_CODES, cryptoRng, type Rng } from '../src/providers/builtin/games/index.js';
import { SLOT_PAYLINES, SLOT_REELS, SLOT_RTP, SLOT_SYMBOLS, evaluateLine, slot, slotSchema, type SlotSymbol } from '../src/providers/builtin/games/slot.js';
import { DICE_PICKS, dice, diceSchema, diceWins } from '../src/providers/builtin/games/dice.js';
import { baccarat, baccaratPayout, baccaratSchema, bankerDraws, newShoe, type Card } from '../src/providers/builtin/games/baccarat.js';
import { renderPlayPage } from '../src/providers/builtin/page.js';

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

/** An rng that deals exactly these cards (in deal order) from a fresh shoe. */
function dealing(cards: string[]): Rng {
  const shoe = newShoe();
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
  it('lists the three games under their codes', () => {
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

describe('slot', () => {
  it('line evaluation: three of a kind, wild substitution, cherry pair', () => {
    expect(evaluateLine(['👑', '👑', '👑'])).toEqual({ symbol: '👑', count: 3, multiple: 250 });
    expect(evaluateLine(['💎', '💎', '💎'])).toEqual({ symbol: '💎', count: 3, multiple: 100 });
    expect(evaluateLine(['7', '👑', '7'])).toEqual({ symbol: '7', count: 3, multiple: 50 });
    expect(evaluateLine(['👑', '👑', '🍋'])).toEqual({ symbol: '🍋', count: 3, multiple: 10 });
    expect(evaluateLine(['🍒', '👑', '🍒'])).toEqual({ symbol: '🍒', count: 3, multiple: 5 });
    expect(evaluateLine(['🍒', '🍒', '⭐'])).toEqual({ symbol: '🍒', count: 2, multiple: 2 });
    expect(evaluateLine(['👑', '🍒', '⭐'])).toEqual({ symbol: '🍒', count: 2, multiple: 2 });
    expect(evaluateLine(['⭐', '🍒', '🍒'])).toBeNull();
    expect(evaluateLine(['🍒', '🍋', '🍒'])).toBeNull();
    expect(evaluateLine(['👑', '👑', '🔔'])).toEqual({ symbol: '🔔', count: 3, multiple: 15 });
  });

  it('reel strips hold the documented weights', () => {
    const weights: Record<string, number> = { '🍒': 10, '🍋': 7, '🔔': 4, '⭐': 3, '7': 3, '💎': 2, '👑': 1 };
    for (const strip of SLOT_REELS) {
      expect(strip).toHaveLength(30);
      for (const s of SLOT_SYMBOLS) expect(strip.filter((x) => x === s)).toHaveLength(weights[s] as number);
    }
  });

  it('a scripted spin: three crowns on the middle line', () => {
    // The crown sits at index 0, 7 and 13 of reels 1–3; a stop shows rows stop, stop+1, stop+2.
    const out = slot.play({ bet: 3, lines: 1 }, scripted([29, 6, 12]));
    const grid = out.detail.grid as SlotSymbol[][];
    expect(grid).toHaveLength(3);
    expect(grid[1]).toEqual(['👑', '👑', '👑']);
    expect(grid[0]).toEqual([SLOT_REELS[0]![29], SLOT_REELS[1]![6], SLOT_REELS[2]![12]]);
    expect(out.stakeCents).toBe(300);
    expect(out.detail.wins).toEqual([{ line: 1, symbol: '👑', count: 3, payoutCents: 300 * 250 }]);
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
      expect(Number.isInteger(out.payoutCents)).toBe(true);
    }
  });

  it('a losing spin pays nothing', () => {
    // Find a stop combination with no win on any of the 9 lines, then check it pays 0.
    let found = false;
    for (let a = 0; a < 30 && !found; a++)
      for (let b = 0; b < 30 && !found; b++) {
        const out = slot.play({ bet: 10, lines: 9 }, scripted([a, b, 0]));
        if (out.payoutCents === 0) {
          expect(out.detail.wins).toEqual([]);
          expect(out.stakeCents).toBe(9000);
          found = true;
        }
      }
    expect(found).toBe(true);
  });

  it('return to player, enumerated over all 30³ stops, is 95.39 % for 1, 5 and 9 lines', () => {
    for (const lines of [1, 5, 9] as const) {
      let paid = 0;
      let staked = 0;
      for (let a = 0; a < 30; a++)
        for (let b = 0; b < 30; b++)
          for (let c = 0; c < 30; c++) {
            const out = slot.play({ bet: 1, lines }, scripted([a, b, c]));
            paid += out.payoutCents;
            staked += out.stakeCents;
          }
      const rtp = paid / staked;
      expect(rtp).toBeGreaterThanOrEqual(0.92);
      expect(rtp).toBeLessThanOrEqual(0.97);
      // exactly 25 755 / 27 000 per line, the figure the play page shows
      expect(paid * 27_000).toBe(staked * 25_755);
      expect(SLOT_RTP).toBeCloseTo(rtp, 12);
    }
  });

  it('a seeded simulation of 200 000 spins lands near the exact RTP', () => {
    const rng = seeded(2024);
    let paid = 0;
    let staked = 0;
    for (let n = 0; n < 200_000; n++) {
      const out = slot.play({ bet: 1, lines: 9 }, rng);
      paid += out.payoutCents;
      staked += out.stakeCents;
    }
    expect(Math.abs(paid / staked - 25_755 / 27_000)).toBeLessThan(0.02);
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
    const shoe = newShoe();
    expect(shoe).toHaveLength(416);
    expect(shoe.filter((c) => c.rank === 'Q')).toHaveLength(32);
    expect(shoe.filter((c) => c.rank === '7' && c.suit === '♥')).toHaveLength(8);
  });

  it('a seeded simulation matches the known punto banco odds (banker 45.86 %, player 44.62 %, tie 9.52 %)', () => {
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
    platformName: 'Crown',
    games: ['slot', 'dice', 'baccarat'] as ('slot' | 'dice' | 'baccarat')[],
    initial: 'dice' as const,
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
    const html = renderPlayPage({ ...base, platformName: evil, token: evil, theme: evil, assetBase: '/a"b' });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
    expect(html).toContain('href="/a&quot;b/play.css"');
    const json = /<script type="application\/json" id="play-config">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const config = JSON.parse(json);
    expect(config.token).toBe(evil);
    expect(config.platformName).toBe(evil);
    expect(config.games).toEqual(['slot', 'dice', 'baccarat']);
    expect(config.slot.rtp).toBe(95.39);
  });

  it('falls back to an offered game and a known locale', () => {
    const html = renderPlayPage({ ...base, games: ['baccarat'], initial: 'slot', locale: 'xx' as never });
    expect(html).toContain('data-initial="baccarat"');
    expect(html).toContain('data-games="baccarat"');
    expect(html).toContain('data-locale="zh_TW"');
  });
});
