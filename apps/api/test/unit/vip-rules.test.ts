import { describe, expect, it } from 'vitest';
import { keepsLevel, qualifiesFor, retentionApplies, retentionSince } from '../../src/modules/vip/rules.js';

// The VIP level rules as functions (modules/vip/rules.ts, spec §4 "VIP rules"); promotion and
// retention through deposits, bets and the daily job, with their rows: test/vip.test.ts.

const level = { recharge: '1000.00', flow: '5000.00', keep_flow: '2000.00' };

describe('promotion: a level is reached when both deposits and turnover reach its thresholds', () => {
  it('needs paysum >= recharge and totalgame >= flow, each exactly at the threshold included', () => {
    expect(qualifiesFor(level, { paysum: '1000.00', totalgame: '5000.00' })).toBe(true);
    expect(qualifiesFor(level, { paysum: '250000.00', totalgame: '999999.99' })).toBe(true);
    expect(qualifiesFor(level, { paysum: '999.99', totalgame: '5000.00' })).toBe(false);
    expect(qualifiesFor(level, { paysum: '1000.00', totalgame: '4999.99' })).toBe(false);
    expect(qualifiesFor(level, { paysum: '0', totalgame: '0' })).toBe(false);
  });

  it('compares decimals as decimals, not as text or floats', () => {
    expect(qualifiesFor({ recharge: '900', flow: '0' }, { paysum: '1000', totalgame: '0' })).toBe(true); // '1000' < '900' as text
    expect(qualifiesFor({ recharge: '0.3', flow: '0' }, { paysum: '0.30', totalgame: '0' })).toBe(true);
    expect(qualifiesFor({ recharge: '0.30000000000000001', flow: '0' }, { paysum: '0.3', totalgame: '0' })).toBe(false); // equal as floats
  });
});

describe('retention: the turnover of the last 90 days keeps a level', () => {
  it('keeps it at keep_flow or more, drops it below', () => {
    expect(keepsLevel(level, '2000.00')).toBe(true);
    expect(keepsLevel(level, '2000.01')).toBe(true);
    expect(keepsLevel(level, '1999.99')).toBe(false);
    expect(keepsLevel({ keep_flow: '0' }, '0')).toBe(true);
  });

  it('applies from level 2 up, and only to members older than the window', () => {
    expect(retentionApplies({ vip_level: 1, retained: true })).toBe(false);
    expect(retentionApplies({ vip_level: 2, retained: true })).toBe(true);
    expect(retentionApplies({ vip_level: 9, retained: true })).toBe(true);
    expect(retentionApplies({ vip_level: 5, retained: false })).toBe(false);
  });

  it('the window starts at 00:00 Beijing time 90 days before today', () => {
    // 2026-11-29 03:00 Beijing (2026-11-28 19:00 UTC): today began 2026-11-29 00:00 Beijing.
    expect(retentionSince(new Date('2026-11-28T19:00:00Z')).toISOString()).toBe('2026-08-30T16:00:00.000Z');
    // 23:59 Beijing is still the same Beijing day; 00:00 Beijing the next day moves the window by a day.
    expect(retentionSince(new Date('2026-11-29T15:59:59Z')).toISOString()).toBe('2026-08-30T16:00:00.000Z');
    expect(retentionSince(new Date('2026-11-29T16:00:00Z')).toISOString()).toBe('2026-08-31T16:00:00.000Z');
  });
});
