import { describe, expect, it } from 'vitest';
import { Prisma } from '../../src/db/client.js';
import { rateFor, rebateMoney, type VipRates } from '../../src/modules/rebates/rates.js';

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
