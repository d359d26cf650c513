import { describe, expect, it } from 'vitest';
import { Prisma } from '../../src/db/client.js';
import { rateFor, rebateMoney, type VipRates } from '../../src/modules/rebates/rates.js';
import { accruedRebate, rebatesToCollect } from '../../src/modules/rebates/rules.js';

// The rebate rules as functions (spec §4); accrual, collection and their money: test/rebates.test.ts.

describe('the rebate amount', () => {
  it('is valid stake x rate / 100 rounded down to cents, in decimals', () => {
    expect(rebateMoney('33', '0.30').toFixed(2)).toBe('0.09'); // 0.099
    expect(rebateMoney('33', '0.50').toFixed(2)).toBe('0.16'); // 0.165
    expect(rebateMoney('0.10', '1.30').toFixed(2)).toBe('0.00');
    expect(rebateMoney('1000000.01', '1.30').toFixed(2)).toBe('13000.00'); // 13000.00013
    expect(rebateMoney('0.3', '10').toFixed(2)).toBe('0.03'); // a float would give 0.029999...
  });
});

describe('the rate a bet earns: its category, read by the VIP level', () => {
  const D = (v: string) => new Prisma.Decimal(v);
  // A distinct rate per column, so a category read off the wrong column shows.
  const level: VipRates = { realperson: D('1.10'), electron: D('0.70'), joker: D('0.50'), sport: D('0.90'), lottery: D('0.30'), eSport: D('0.60') };
  const rate = (category: string) => rateFor(level, category).toFixed(2);

  it('maps each category the platforms report to its column', () => {
    const columns: Record<string, keyof VipRates> = {
      realbet: 'realperson',
      live: 'realperson',
      realperson: 'realperson',
      concise: 'electron',
      electron: 'electron',
      slots: 'electron',
      fishing: 'electron',
      pcgame: 'electron',
      mobilegame: 'electron',
      joker: 'joker',
      cards: 'joker',
      chess: 'joker',
      sport: 'sport',
      lottery: 'lottery',
      gaming: 'eSport',
      esport: 'eSport',
      e_sport: 'eSport',
    };
    for (const [category, column] of Object.entries(columns)) expect(rate(category), category).toBe(level[column].toFixed(2));
  });

  it('reads a category whatever its case, and gives an unknown one no rebate', () => {
    expect(rate('RealBet')).toBe('1.10');
    expect(rate('SLOTS')).toBe('0.70');
    expect(rate('E_Sport')).toBe('0.60');
    for (const unknown of ['', 'poker-room', 'sports', 'e-sport', 'constructor', '__proto__']) expect(rate(unknown), unknown).toBe('0.00');
  });
});

describe('what a settled bet accrues', () => {
  it('the rebate amount, cut to the most one collection pays; nothing when it comes to 0.00', () => {
    const D = (v: string) => new Prisma.Decimal(v);
    expect(accruedRebate('1000', '0.50', null)?.toFixed(2)).toBe('5.00');
    expect(accruedRebate('1000000', '1.00', D('5000'))?.toFixed(2)).toBe('5000.00');
    expect(accruedRebate('1000', '0.50', D('5000'))?.toFixed(2)).toBe('5.00');
    expect(accruedRebate('1.99', '0.50', null)).toBeNull(); // 0.00995 rounds down to 0.00
    expect(accruedRebate('1000', '0', null)).toBeNull();
  });
});

describe('what one collection takes', () => {
  const pending = [
    { id: 'a', money: '40.00' },
    { id: 'b', money: '50.00' },
    { id: 'c', money: '20.00' },
    { id: 'd', money: '5.00' },
  ];

  it('every pending rebate when there is no cap', () => {
    const { ids, sum } = rebatesToCollect(pending, null);
    expect(ids).toEqual(['a', 'b', 'c', 'd']);
    expect(sum.toFixed(2)).toBe('115.00');
  });

  it('oldest first, stopping before the one that would pass the cap (the rest waits, even a smaller one after it)', () => {
    const cut = rebatesToCollect(pending, new Prisma.Decimal('100'));
    expect(cut.ids).toEqual(['a', 'b']);
    expect(cut.sum.toFixed(2)).toBe('90.00');
    const exact = rebatesToCollect(pending, new Prisma.Decimal('110'));
    expect(exact.ids).toEqual(['a', 'b', 'c']);
    expect(exact.sum.toFixed(2)).toBe('110.00');
  });

  it('nothing when there is nothing pending, or the oldest alone passes the cap', () => {
    expect(rebatesToCollect([], null)).toEqual({ ids: [], sum: new Prisma.Decimal(0) });
    expect(rebatesToCollect(pending, new Prisma.Decimal('39.99')).ids).toEqual([]);
  });
});
