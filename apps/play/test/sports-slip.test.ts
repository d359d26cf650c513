/** The sportsbook slip's pure rules: which bet types and N串M systems a slip allows, what it stakes and returns, how lines read. */
import { describe, expect, it } from 'vitest';
import { asianLine, modesFor, parlayOdds, refreshPicks, slipTotals, stakeCents, systemsFor, togglePick, type Pick } from '../src/sports/slip.js';

const pick = (outcome_id: number, event_id: number, odds: string, market_id = outcome_id * 10): Pick => ({
  outcome_id,
  event_id,
  market_id,
  kind: '1x2',
  line: null,
  code: 'home',
  odds,
  odds_hk: '',
  status: 'open',
  home: 'A',
  away: 'B',
});

describe('the slip', () => {
  it('adds a pick, removes it on a second click, and replaces another pick of the same market', () => {
    const a = pick(1, 1, '2.100', 7);
    const b = pick(2, 1, '3.200', 7);
    expect(togglePick([], a)).toEqual([a]);
    expect(togglePick([a], a)).toEqual([]);
    expect(togglePick([a], b)).toEqual([b]);
  });

  it('allows the systems of the China Sports Lottery list for the count, none below three', () => {
    expect(systemsFor(1)).toEqual([]);
    expect(systemsFor(2)).toEqual([]);
    expect(systemsFor(3)).toEqual(['3/3', '3/4']);
    expect(systemsFor(4)).toEqual(['4/4', '4/5', '4/6', '4/11']);
    expect(systemsFor(8)).toContain('8/247');
    expect(systemsFor(9)).toEqual([]);
  });

  it('offers a parlay and systems only for picks of different events', () => {
    expect(modesFor([])).toEqual([]);
    expect(modesFor([pick(1, 1, '2.000')])).toEqual(['single']);
    expect(modesFor([pick(1, 1, '2.000'), pick(2, 2, '2.000')])).toEqual(['single', 'parlay']);
    expect(modesFor([pick(1, 1, '2.000'), pick(2, 1, '2.000')])).toEqual(['single']);
    expect(modesFor([1, 2, 3].map((i) => pick(i, i, '2.000')))).toEqual(['single', 'parlay', 'system']);
  });

  it('reads a stake of at most two decimals as cents', () => {
    expect(stakeCents('100')).toBe(10000);
    expect(stakeCents(' 12.5 ')).toBe(1250);
    expect(stakeCents('0')).toBeNull();
    expect(stakeCents('1.234')).toBeNull();
    expect(stakeCents('-5')).toBeNull();
    expect(stakeCents('abc')).toBeNull();
  });

  it('returns what the book pays: singles each, a parlay the product, a 3串4 every combination, rounded down', () => {
    const picks = [pick(1, 1, '2.100'), pick(2, 2, '1.850'), pick(3, 3, '1.900')];
    expect(slipTotals(picks.slice(0, 2), 'single', null, 10000)).toEqual({ bets: 2, stake: 20000, payout: 21000 + 18500 });
    // 50 × 2.100 × 1.850 = 194.25
    expect(slipTotals(picks.slice(0, 2), 'parlay', null, 5000)).toEqual({ bets: 1, stake: 5000, payout: 19425 });
    expect(parlayOdds(picks.slice(0, 2))).toBe('3.885');
    // 3串4 at 10: three doubles and the treble; 10 × 2.1 × 1.85 × 1.9 = 73.815 → 73.81
    const system = slipTotals(picks, 'system', '3/4', 1000);
    expect(system.bets).toBe(4);
    expect(system.stake).toBe(4000);
    expect(system.payout).toBe(3885 + 3990 + 3515 + 7381);
    expect(slipTotals(picks, 'system', '4/5', 1000)).toEqual({ bets: 0, stake: 0, payout: 0 });
  });

  it('keeps the odds the slip showed when the book moves them', () => {
    const moved = refreshPicks([pick(1, 1, '2.100')], new Map([[1, { odds: '2.050', odds_hk: '1.05', status: 'open' }]]));
    expect(moved[0]).toMatchObject({ odds: '2.050', odds_hk: '1.05', prev: '2.100' });
  });

  it('prints lines as Asian books do', () => {
    expect(asianLine(-0.75, true)).toBe('-0.5/1');
    expect(asianLine(0.25, true)).toBe('+0/0.5');
    expect(asianLine(0, true)).toBe('0');
    expect(asianLine(-1, true)).toBe('-1');
    expect(asianLine(2.25, false)).toBe('2/2.5');
    expect(asianLine(2.5, false)).toBe('2.5');
  });
});
