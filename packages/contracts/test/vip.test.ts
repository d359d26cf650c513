import { describe, expect, it } from 'vitest';
import { vipCodes, vipProgress } from '../src/index.js';

describe('VIP progress (spec §9)', () => {
  it('is paysum / the next level recharge, rounded', () => {
    expect(vipProgress('500.00', '1000.00')).toBe(50);
    expect(vipProgress('1.00', '3.00')).toBe(33);
    expect(vipProgress('2.00', '3.00')).toBe(67);
    expect(vipProgress('0.50', '100')).toBe(1);
    expect(vipProgress('0.49', '100')).toBe(0);
  });
  it('is capped at 100', () => {
    expect(vipProgress('5000.00', '1000.00')).toBe(100);
  });
  it('is 100 without a next level, or with one needing nothing', () => {
    expect(vipProgress('10.00', null)).toBe(100);
    expect(vipProgress('10.00', undefined)).toBe(100);
    expect(vipProgress('10.00', '0.00')).toBe(100);
  });
  it('is 0 with nothing deposited', () => {
    expect(vipProgress('0.00', '1000.00')).toBe(0);
    expect(vipProgress('', '1000.00')).toBe(0);
  });
  it('takes the level recharge as a number too', () => {
    expect(vipProgress('250.00', 1000)).toBe(25);
  });
});

describe('vipCodes', () => {
  it('is P + the level and the level above, the top level its own next', () => {
    expect(vipCodes(1)).toEqual({ current_vip: 'P1', next_vip: 'P2' });
    expect(vipCodes(9)).toEqual({ current_vip: 'P9', next_vip: 'P10' });
    expect(vipCodes(10)).toEqual({ current_vip: 'P10', next_vip: 'P10' });
  });
});
