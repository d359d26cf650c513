import { describe, expect, it } from 'vitest';
import { bankerDrawTable } from '../src/games/draw-table.js';
import { outcomeOf, parseStake, signed, skinOf, units } from '../src/format.js';
import { translator } from '../src/i18n/index.js';

describe('the banker draw table on the baccarat rules panel', () => {
  it('is read off the rule the server deals with, equal rows merged', () => {
    expect(bankerDrawTable()).toEqual([
      { banker: '0–2', when: { kind: 'always' } },
      { banker: '3', when: { kind: 'except', value: 8 } },
      { banker: '4', when: { kind: 'values', text: '2–7' } },
      { banker: '5', when: { kind: 'values', text: '4–7' } },
      { banker: '6', when: { kind: 'values', text: '6–7' } },
      { banker: '7', when: { kind: 'stand' } },
    ]);
  });
});

describe('round and money formatting', () => {
  it('reads a round as win, lose, push or partial from its payout and net', () => {
    expect(outcomeOf({ payout: '20.00', win_loss: '10.00' })).toBe('win');
    expect(outcomeOf({ payout: '0.00', win_loss: '-10.00' })).toBe('lose');
    expect(outcomeOf({ payout: '10.00', win_loss: '0.00' })).toBe('push');
    expect(outcomeOf({ payout: '4.00', win_loss: '-5.00' })).toBe('partial');
  });

  it('signs a positive net, groups thousands, and takes only whole stakes within the limits', () => {
    expect(signed('5.00')).toBe('+5.00');
    expect(signed('-5.00')).toBe('-5.00');
    expect(signed('0.00')).toBe('0.00');
    expect(units(10_000)).toBe('10,000');
    const limits = { min: 1, max: 10_000 };
    expect(parseStake(' 25 ', limits)).toBe(25);
    for (const bad of ['0', '10001', '2.5', '-1', '', 'abc', '1e3']) expect(parseStake(bad, limits)).toBeNull();
  });

  it('gives a theme a stable skin 0–4', () => {
    expect(skinOf('AG')).toBe(skinOf('AG'));
    for (const theme of ['AG', 'BBIN', 'PCGAME', 'x']) expect(skinOf(theme)).toBeGreaterThanOrEqual(0);
    for (const theme of ['AG', 'BBIN', 'PCGAME', 'x']) expect(skinOf(theme)).toBeLessThan(5);
  });
});

describe('translator', () => {
  it('fills placeholders and falls back to en_US', () => {
    expect(translator('en_US')('stakeInvalid', { min: 1, max: '10,000' })).toBe('The bet must be a whole number from 1 to 10,000.');
    expect(translator('zh_TW')('win', { x: '20.00' })).toBe('贏得 20.00');
  });
});
