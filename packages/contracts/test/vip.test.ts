import { describe, expect, it } from 'vitest';
import {
  presentVipAdminLevel,
  presentVipLevel,
  VIP_REBATE_CATEGORIES,
  vipBadgeOf,
  vipBadgePath,
  vipBadgeSvg,
  vipCodes,
  vipLabel,
  vipProgress,
  vipStanding,
} from '../src/index.js';

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

describe('the VIP level presenter', () => {
  const row = {
    level: 3,
    name: '黄金',
    recharge: 5000,
    flow: 20000,
    keepFlow: 6000,
    realperson: 0.6,
    electron: 0.7,
    joker: 0.5,
    sport: 0.6,
    lottery: 0.4,
    eSport: 0.5,
    enabled: true,
  };

  it('presents a level as /api/uservip replies it: name, badge, thresholds, rebate % per category, in that order', () => {
    const shown = presentVipLevel(row);
    expect(shown).toEqual({
      level: 3,
      name: '黄金',
      badge: '/static/vip/3.svg',
      recharge: '5000.00',
      flow: '20000.00',
      realperson: '0.60',
      electron: '0.70',
      joker: '0.50',
      sport: '0.60',
      lottery: '0.40',
      e_sport: '0.50',
    });
    expect(Object.keys(shown)).toEqual(['level', 'name', 'badge', 'recharge', 'flow', ...VIP_REBATE_CATEGORIES]);
  });

  it('presents a level to the back office with its retention turnover and switch, keys in the reply order', () => {
    const shown = presentVipAdminLevel({ ...row, enabled: false });
    expect(shown).toMatchObject({ keep_flow: '6000.00', enabled: false, badge: vipBadgePath(3) });
    expect(Object.keys(shown)).toEqual(['level', 'name', 'badge', 'recharge', 'flow', 'keep_flow', ...VIP_REBATE_CATEGORIES, 'enabled']);
  });

  it('labels, badges and draws a level', () => {
    expect(vipLabel(7)).toBe('VIP7');
    expect(vipBadgeOf({ level: 2, badge: '' })).toBe('/static/vip/2.svg');
    expect(vipBadgeOf({ level: 2, badge: '/up/x.png' })).toBe('/up/x.png');
    expect(vipBadgeSvg(1)).toContain('#c9d2dc');
    expect(vipBadgeSvg(6)).toContain('#f5d77a');
    expect(vipBadgeSvg(10)).toContain('#e3a6ff');
    expect(vipBadgeSvg(10)).toContain('>VIP10</text>');
  });

  it('finds the next level in the table and the progress toward it: deposits and turnover, the bar the lesser', () => {
    const levels = [
      { level: 1, recharge: '0.00', flow: '0.00' },
      { level: 2, recharge: '1000.00', flow: '4000.00' },
      { level: 3, recharge: '5000.00', flow: '20000.00' },
    ];
    expect(vipStanding(levels, { vip: 1, paysum: '250.00', totalgame: '2000.00' })).toEqual({
      next: levels[1],
      progress: 25,
      deposit: { done: '250.00', required: '1000.00', progress: 25 },
      turnover: { done: '2000.00', required: '4000.00', progress: 50 },
    });
    // Deposits met, turnover not: the bar is not full (it showed 100 % when only deposits counted).
    const depositsMet = vipStanding(levels, { vip: 1, paysum: '1500.00', totalgame: '1000.00' });
    expect(depositsMet).toMatchObject({ progress: 25, deposit: { progress: 100 }, turnover: { done: '1000.00', required: '4000.00', progress: 25 } });
    expect(vipStanding(levels, { vip: 1, paysum: '1000.00', totalgame: '4000.00' }).progress).toBe(100);
    expect(vipStanding(levels, { vip: 3, paysum: '250.00', totalgame: '0.00' })).toMatchObject({ next: undefined, progress: 100 });
    expect(vipStanding(undefined, { vip: 1, paysum: '250.00', totalgame: '0.00' })).toMatchObject({ next: undefined, progress: 100 });
  });
});
