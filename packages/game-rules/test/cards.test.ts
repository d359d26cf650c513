import { describe, expect, it } from 'vitest';
import {
  ROULETTE_INSIDE_BETS,
  ROULETTE_WHEEL,
  bullHand,
  bullPayoutCents,
  bullValidStakeCents,
  bullWinner,
  compareThreeCard,
  dealBull,
  dragonTigerPayout,
  dragonTigerResult,
  dragonTigerReturn,
  dragonTigerValidStakeCents,
  isLegalInside,
  outsideNumbers,
  rouletteColour,
  roulettePayoutCents,
  threeCardHand,
  threeCardPayoutCents,
  threeCardResult,
  threeCardReturn,
  THREE_CARD_RTP,
  THREE_CARD_TIE,
  threeCardValidStakeCents,
  type BullDetail,
  type Card,
  type RouletteBet,
} from '../src/index.js';
import { seeded } from './support/rng.js';

/** "K♠ 8♥ 2♦" -> cards */
const hand = (text: string): Card[] => text.split(' ').map((c) => ({ rank: c.slice(0, -1), suit: c.slice(-1) }) as Card);

describe('牛牛 (bull bull)', () => {
  it('finds the bull and counts the other two cards', () => {
    expect(bullHand(hand('K♠ 8♥ 2♦ 5♣ 5♠'))).toMatchObject({ order: 'bullbull', multiple: 3 }); // K 8 2 make 20; 5 + 5 = 10
    expect(bullHand(hand('Q♠ 5♥ 5♦ 3♣ 4♠'))).toMatchObject({ order: 'b7', multiple: 2 }); // Q 5 5; 3 + 4
    expect(bullHand(hand('9♠ A♥ K♦ 2♣ 4♠'))).toMatchObject({ order: 'b6', multiple: 1 }); // 9 A K; 2 + 4
    expect(bullHand(hand('A♠ 2♥ 3♦ 4♣ J♠'))).toMatchObject({ order: 'none', bull: null, multiple: 1 }); // adds up to 20, but no three make 10
    expect(bullHand(hand('10♠ J♥ Q♦ 3♣ 8♠')).order).toBe('b1'); // 10 J Q; 3 + 8 = 11
  });

  it('knows the special hands and their order: 五小牛 > 炸彈 > 五花牛 > 牛牛', () => {
    expect(bullHand(hand('A♠ A♥ 2♦ 3♣ 3♠'))).toMatchObject({ order: 'fivesmall', multiple: 5 });
    expect(bullHand(hand('A♠ 2♥ 2♦ 3♣ 4♠')).order).toBe('none'); // all under 5 but 12 in all: not 五小牛; no three make 10
    expect(bullHand(hand('7♠ 7♥ 7♦ 7♣ K♠'))).toMatchObject({ order: 'bomb', multiple: 5 });
    expect(bullHand(hand('J♠ Q♥ K♦ K♣ J♥'))).toMatchObject({ order: 'fiveface', multiple: 4 });
    expect(bullWinner(hand('A♠ A♥ 2♦ 3♣ 3♠'), hand('7♠ 7♥ 7♦ 7♣ K♠'))).toBe('player');
    expect(bullWinner(hand('J♠ Q♥ K♦ K♣ J♥'), hand('7♠ 7♥ 7♦ 7♣ K♥'))).toBe('banker');
    expect(bullWinner(hand('J♠ Q♥ K♦ K♣ J♥'), hand('K♠ 8♥ 2♦ 5♣ 5♠'))).toBe('player');
  });

  it('breaks equal orders by the top card, then its suit: no hand ties', () => {
    expect(bullWinner(hand('K♠ 8♥ 2♦ 5♣ 5♠'), hand('K♥ 7♥ 3♦ 6♣ 4♠'))).toBe('player'); // both 牛牛, K♠ over K♥
    expect(bullWinner(hand('Q♠ 8♥ 2♦ 5♣ 5♦'), hand('K♦ 7♥ 3♦ 6♣ 4♠'))).toBe('banker'); // K over Q
    expect(bullWinner(hand('9♠ 9♥ 9♦ 9♣ A♠'), hand('8♠ 8♥ 8♦ 8♣ K♠'))).toBe('player'); // 炸彈 of 9s over 8s
  });

  it("平倍 pays 0.95:1 and loses the stake; 翻倍 holds 5 bets and moves bet × the winner's multiple", () => {
    const detail = (mode: 'even' | 'double', result: 'player' | 'banker', p: number, b: number) =>
      ({ mode, result, player: { order: 'b7', bull: null, multiple: p }, banker: { order: 'b9', bull: null, multiple: b } }) as Pick<
        BullDetail,
        'mode' | 'player' | 'banker' | 'result'
      >;
    expect(bullPayoutCents(detail('even', 'player', 2, 2), 1000)).toBe(1950);
    expect(bullPayoutCents(detail('even', 'banker', 2, 2), 1000)).toBe(0);
    expect(bullPayoutCents(detail('even', 'player', 2, 2), 1001)).toBe(1001 + 950); // 950.95 rounded down
    // 翻倍, bet 10.00: 50.00 held; the player wins with 牛牛 (×3): 50 + 30 × 0.95
    expect(bullPayoutCents(detail('double', 'player', 3, 1), 1000)).toBe(5000 + 2850);
    // the banker wins with 五小牛 (×5): the whole 50.00 held is lost
    expect(bullPayoutCents(detail('double', 'banker', 1, 5), 1000)).toBe(0);
    // the banker wins with 牛8 (×2): 50 − 20
    expect(bullPayoutCents(detail('double', 'banker', 1, 2), 1000)).toBe(3000);
    expect(bullValidStakeCents(detail('double', 'banker', 1, 2), 1000)).toBe(2000);
    expect(bullValidStakeCents(detail('double', 'player', 3, 1), 1000)).toBe(3000);
    expect(bullValidStakeCents(detail('even', 'player', 3, 1), 1000)).toBe(1000);
  });

  it('deals ten different cards from one deck, and each side wins about half the time', () => {
    const rng = seeded(21);
    let player = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const { playerCards, bankerCards } = dealBull(rng);
      expect(new Set([...playerCards, ...bankerCards].map((c) => c.rank + c.suit)).size).toBe(10);
      if (bullWinner(playerCards, bankerCards) === 'player') player++;
    }
    expect(Math.abs(player / n - 0.5)).toBeLessThan(0.015);
  });
});

describe('炸金花 (three-card)', () => {
  const h = (text: string) => threeCardHand(hand(text));
  it('ranks 豹子 > 同花順 > 同花 > 順子 > 對子 > 散牌', () => {
    expect(h('Q♠ Q♥ Q♦').kind).toBe('leopard');
    expect(h('9♥ 10♥ J♥').kind).toBe('straightflush');
    expect(h('2♣ 9♣ K♣').kind).toBe('flush');
    expect(h('4♠ 5♥ 6♦').kind).toBe('straight');
    expect(h('8♠ 8♥ A♦')).toMatchObject({ kind: 'pair', ranks: [8, 14] });
    expect(h('K♠ 9♥ 4♦')).toMatchObject({ kind: 'high', ranks: [13, 9, 4] });
    const order = ['Q♠ Q♥ Q♦', '9♥ 10♥ J♥', '2♣ 9♣ K♣', '4♠ 5♥ 6♦', '8♠ 8♥ A♦', 'K♠ 9♥ 4♦'].map(h);
    for (let i = 0; i + 1 < order.length; i++) expect(compareThreeCard(order[i]!, order[i + 1]!)).toBe(1);
  });

  it('A-K-Q is the top straight, A-2-3 the lowest, K-A-2 none', () => {
    expect(compareThreeCard(h('A♠ K♥ Q♦'), h('K♠ Q♥ J♦'))).toBe(1);
    expect(compareThreeCard(h('A♠ 2♥ 3♦'), h('2♠ 3♥ 4♦'))).toBe(-1);
    expect(h('A♠ 2♥ 3♦')).toMatchObject({ kind: 'straight', ranks: [3] });
    expect(h('K♠ A♥ 2♦').kind).toBe('high');
  });

  it('compares within a kind: pair then kicker; high cards card by card', () => {
    expect(compareThreeCard(h('8♠ 8♥ A♦'), h('8♣ 8♦ K♠'))).toBe(1);
    expect(compareThreeCard(h('9♠ 9♥ 2♦'), h('8♣ 8♦ A♠'))).toBe(1);
    expect(compareThreeCard(h('K♠ 9♥ 4♦'), h('K♥ 9♣ 3♠'))).toBe(1);
  });

  it('a mixed-suit 2-3-5 beats a 豹子 and nothing else; a suited one is a flush', () => {
    expect(compareThreeCard(h('2♠ 3♥ 5♦'), h('A♠ A♥ A♦'))).toBe(1);
    expect(compareThreeCard(h('2♠ 3♥ 5♦'), h('2♥ 3♦ 6♣'))).toBe(-1);
    expect(compareThreeCard(h('2♠ 3♠ 5♠'), h('A♠ A♥ A♦'))).toBe(-1);
  });

  it('equal hands push: the stake back, no turnover; a win pays 0.95:1', () => {
    const result = threeCardResult(h('K♠ 9♥ 4♦'), h('K♥ 9♣ 4♠'));
    expect(result).toBe('tie');
    expect(threeCardPayoutCents(result, 2000)).toBe(2000);
    expect(threeCardValidStakeCents(result, 2000)).toBe(0);
    expect(threeCardPayoutCents('player', 2000)).toBe(3900);
    expect(threeCardPayoutCents('banker', 2000)).toBe(0);
    expect(threeCardValidStakeCents('player', 2000)).toBe(2000);
  });

  it('returns 97.50 % exactly: equal hands 0.111 %, each side half the rest', () => {
    const { tie, rtp } = threeCardReturn();
    expect(tie).toBe(THREE_CARD_TIE);
    expect(rtp).toBe(THREE_CARD_RTP);
    expect(Math.round(rtp * 10_000) / 100).toBe(97.5);
  });
});

describe('龍虎 (dragon tiger)', () => {
  it('the higher rank wins, K high and A low, suits not counted', () => {
    expect(dragonTigerResult(hand('K♦')[0]!, hand('Q♠')[0]!)).toBe('dragon');
    expect(dragonTigerResult(hand('A♠')[0]!, hand('2♦')[0]!)).toBe('tiger');
    expect(dragonTigerResult(hand('7♠')[0]!, hand('7♥')[0]!)).toBe('tie');
  });

  it('pays 1:1 and tie 8:1; a tie takes half of a dragon or tiger bet, which counts half the turnover', () => {
    expect(dragonTigerPayout('dragon', 'dragon', 1000)).toBe(2000);
    expect(dragonTigerPayout('dragon', 'tiger', 1000)).toBe(0);
    expect(dragonTigerPayout('tie', 'tie', 1000)).toBe(9000);
    expect(dragonTigerPayout('tie', 'dragon', 1000)).toBe(0);
    expect(dragonTigerPayout('tiger', 'tie', 1000)).toBe(500);
    expect(dragonTigerValidStakeCents('tiger', 'tie', 1000)).toBe(500);
    expect(dragonTigerValidStakeCents('tiger', 'dragon', 1000)).toBe(1000);
    expect(dragonTigerValidStakeCents('tie', 'tie', 1000)).toBe(1000);
  });

  it('returns 96.27 % on dragon or tiger and 67.23 % on the tie, from 8 decks', () => {
    const { tie, rtp } = dragonTigerReturn();
    expect(tie).toBe(403 / 5395);
    expect(Math.round(rtp.dragon * 10_000) / 100).toBe(96.27);
    expect(Math.round(rtp.tie * 10_000) / 100).toBe(67.23);
  });
});

describe('European roulette', () => {
  const bet = (kind: RouletteBet['kind'], numbers?: number[]): RouletteBet => ({ kind, numbers, bet: 10 });
  it('has one zero and 37 pockets round the wheel, 18 red', () => {
    expect([...ROULETTE_WHEEL].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(rouletteColour(0)).toBe('green');
    expect(rouletteColour(1)).toBe('red');
    expect(rouletteColour(2)).toBe('black');
    expect(outsideNumbers('red')).toHaveLength(18);
  });

  it('knows the legal inside bets of the layout', () => {
    expect(ROULETTE_INSIDE_BETS.split).toHaveLength(60);
    expect(ROULETTE_INSIDE_BETS.street).toHaveLength(14);
    expect(ROULETTE_INSIDE_BETS.corner).toHaveLength(23);
    expect(ROULETTE_INSIDE_BETS.line).toHaveLength(11);
    expect(isLegalInside('split', [1, 2])).toBe(true);
    expect(isLegalInside('split', [1, 4])).toBe(true);
    expect(isLegalInside('split', [3, 4])).toBe(false); // not side by side on the layout
    expect(isLegalInside('split', [1, 5])).toBe(false);
    expect(isLegalInside('split', [0, 2])).toBe(true);
    expect(isLegalInside('corner', [1, 2, 4, 5])).toBe(true);
    expect(isLegalInside('corner', [2, 3, 4, 5])).toBe(false);
    expect(isLegalInside('street', [0, 1, 2])).toBe(true);
    expect(isLegalInside('line', [31, 32, 33, 34, 35, 36])).toBe(true);
    expect(isLegalInside('straight', [37])).toBe(false);
  });

  it('pays 35, 17, 11, 8, 5, 2 and 1 to 1, stake included in the return', () => {
    expect(roulettePayoutCents(bet('straight', [17]), 17, 100)).toBe(36_000);
    expect(roulettePayoutCents(bet('straight', [17]), 18, 100)).toBe(0);
    expect(roulettePayoutCents(bet('split', [0, 1]), 0, 100)).toBe(18_000);
    expect(roulettePayoutCents(bet('street', [7, 8, 9]), 9, 100)).toBe(12_000);
    expect(roulettePayoutCents(bet('corner', [0, 1, 2, 3]), 2, 100)).toBe(9_000);
    expect(roulettePayoutCents(bet('line', [31, 32, 33, 34, 35, 36]), 36, 100)).toBe(6_000);
    expect(roulettePayoutCents(bet('dozen2'), 24, 100)).toBe(3_000);
    expect(roulettePayoutCents(bet('column1'), 34, 100)).toBe(3_000);
    expect(roulettePayoutCents(bet('column1'), 35, 100)).toBe(0);
    expect(roulettePayoutCents(bet('red'), 19, 100)).toBe(2_000);
    expect(roulettePayoutCents(bet('high'), 19, 100)).toBe(2_000);
    expect(roulettePayoutCents(bet('low'), 19, 100)).toBe(0);
  });

  it('zero loses every outside bet; every bet returns 36/37 over the wheel', () => {
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen1', 'column3'] as const) expect(roulettePayoutCents(bet(kind), 0, 100)).toBe(0);
    const every: RouletteBet[] = [
      ...Object.entries(ROULETTE_INSIDE_BETS).flatMap(([kind, sets]) => sets.map((numbers) => bet(kind as RouletteBet['kind'], [...numbers]))),
      ...(['dozen1', 'dozen2', 'dozen3', 'column1', 'column2', 'column3', 'red', 'black', 'odd', 'even', 'low', 'high'] as const).map((k) => bet(k)),
    ];
    for (const b of every) {
      let returned = 0;
      for (let pocket = 0; pocket < 37; pocket++) returned += roulettePayoutCents(b, pocket, 100);
      expect(returned, `${b.kind} ${b.numbers?.join('-') ?? ''}`).toBe(36 * 1000);
    }
  });
});
