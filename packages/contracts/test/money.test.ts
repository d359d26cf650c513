import { describe, expect, it } from 'vitest';
import {
  addMoney,
  subMoney,
  sumMoney,
  compareMoney,
  signOfMoney,
  isMoney,
  isWholeUnits,
  wholeUnits,
  formatMoney,
  toUsdt,
  percentOf,
  moneyAmount,
  moneyFigure,
  signedMoneyAmountWith,
  wholeAmount,
} from '../src/index.js';

describe('adding and subtracting decimal strings', () => {
  it('is exact where floats are not', () => {
    expect(addMoney('0.1', '0.2')).toBe('0.30');
    expect(subMoney('0.3', '0.1')).toBe('0.20');
    expect(addMoney('1.005', '0.005')).toBe('1.010');
  });
  it('keeps at least two decimals and never writes -0', () => {
    expect(addMoney('5', '5')).toBe('10.00');
    expect(subMoney('1.50', '1.5')).toBe('0.00');
    expect(subMoney('1', '3.25')).toBe('-2.25');
  });
  it('handles amounts beyond 2^53', () => {
    expect(addMoney('9007199254740993.01', '0.01')).toBe('9007199254740993.02');
  });
  it('sums a list', () => {
    expect(sumMoney(['0.10', '0.20', '0.30'])).toBe('0.60');
    expect(sumMoney([])).toBe('0.00');
  });
  it('refuses what is not a plain decimal', () => {
    expect(() => addMoney('1e3', '1')).toThrow(RangeError);
    expect(() => addMoney('abc', '1')).toThrow(RangeError);
    expect(() => addMoney('', '1')).toThrow(RangeError);
    expect(isMoney('12.5')).toBe(true);
    expect(isMoney(' 12 ')).toBe(true);
    expect(isMoney('1.2.3')).toBe(false);
    expect(isMoney(Number.NaN)).toBe(false);
    expect(isMoney(1e21)).toBe(false);
  });
});

describe('comparing', () => {
  it('orders by value, not by text', () => {
    expect(compareMoney('10', '9.99')).toBe(1);
    expect(compareMoney('9.99', '10')).toBe(-1);
    expect(compareMoney('10.00', '10')).toBe(0);
    expect(compareMoney('-1', '0.5')).toBe(-1);
    expect(compareMoney(100, '99.99')).toBe(1);
  });
  it('gives the sign of an amount', () => {
    expect(signOfMoney('12.30')).toBe(1);
    expect(signOfMoney('0.00')).toBe(0);
    expect(signOfMoney('-0.01')).toBe(-1);
  });
});

describe('whole units', () => {
  it('tells whole amounts from fractional ones', () => {
    expect(isWholeUnits('100')).toBe(true);
    expect(isWholeUnits('100.00')).toBe(true);
    expect(isWholeUnits('100.5')).toBe(false);
    expect(isWholeUnits('x')).toBe(false);
    expect(isWholeUnits(7)).toBe(true);
  });
  it('rounds a balance down to whole units, never below zero', () => {
    expect(wholeUnits('1234.99')).toBe('1234');
    expect(wholeUnits('0.99')).toBe('0');
    expect(wholeUnits('-5.50')).toBe('0');
  });
});

describe('formatting', () => {
  it('writes two decimals, cutting toward zero as the server does', () => {
    expect(formatMoney('5')).toBe('5.00');
    expect(formatMoney('12.345')).toBe('12.34');
    expect(formatMoney('12.349')).toBe('12.34');
    expect(formatMoney('-12.349')).toBe('-12.34');
    expect(formatMoney('-0.001')).toBe('0.00');
    expect(formatMoney(0.1)).toBe('0.10');
  });
  it('writes USDT with six decimals', () => {
    expect(formatMoney('1.5', 6)).toBe('1.500000');
  });
});

describe('CNY to USDT', () => {
  it('divides by the rate and rounds down to 2 decimals (spec §9)', () => {
    expect(toUsdt('1000', '7.15')).toBe('139.86');
    expect(toUsdt('100', '7')).toBe('14.28');
    expect(toUsdt('7.15', '7.15')).toBe('1.00');
    expect(toUsdt('0', '7.2')).toBe('0.00');
  });
  it('refuses a rate that is not above zero', () => {
    expect(() => toUsdt('100', '0')).toThrow(RangeError);
    expect(() => toUsdt('100', '-7')).toThrow(RangeError);
  });
});

describe('percentages', () => {
  it('rounds half up', () => {
    expect(percentOf('1', '3')).toBe(33);
    expect(percentOf('2', '3')).toBe(67);
    expect(percentOf('1', '200')).toBe(1);
    expect(percentOf('0.99', '200')).toBe(0);
  });
});

describe('the amount schema of money routes', () => {
  const parse = (amount: unknown) => {
    const r = moneyAmount.safeParse(amount);
    return r.success ? r.data : r.error.issues[0]?.message;
  };
  it('takes a JSON number or a plain decimal string with at most 2 decimals, as a string', () => {
    expect(parse(100)).toBe('100');
    expect(parse(100.5)).toBe('100.5');
    expect(parse('100.25')).toBe('100.25');
  });
  it('refuses anything else', () => {
    expect(parse(undefined)).toBe('transfer.amountRequired');
    expect(parse('')).toBe('transfer.amountRequired');
    expect(parse('1.005')).toBe('common.amountInvalid');
    expect(parse('-1')).toBe('common.amountInvalid');
    expect(parse('1e3')).toBe('common.amountInvalid');
    expect(parse(' 1')).toBe('common.amountInvalid');
    expect(parse(0.1 + 0.2)).toBe('common.amountInvalid');
  });
  it('refuses 0 in every spelling, with the message of any other invalid amount', () => {
    for (const zero of [0, -0, '0', '0.00', '0.0', '00', '-0', '0.001']) expect(parse(zero), String(zero)).toBe('common.amountInvalid');
    expect(parse('0.01')).toBe('0.01');
    expect(parse(0.01)).toBe('0.01');
  });
  it('keeps 0 for the figures of settings (moneyFigure), nothing else it refuses', () => {
    const figure = (amount: unknown) => {
      const r = moneyFigure.safeParse(amount);
      return r.success ? r.data : r.error.issues[0]?.message;
    };
    expect(figure(0)).toBe('0');
    expect(figure('0.00')).toBe('0.00');
    for (const bad of ['-0', '0.001', '-1', '1e3']) expect(figure(bad), bad).toBe('common.amountInvalid');
  });
  it('refuses 0 as the signed amount of an adjustment, and as a whole-unit transfer', () => {
    const signed = signedMoneyAmountWith('admin.amountInvalid');
    for (const zero of [0, -0, '0', '0.00', '-0', '-0.00', '0.001'])
      expect(signed.safeParse(zero).error?.issues[0]?.message, String(zero)).toBe('admin.amountInvalid');
    expect(signed.safeParse('-0.01').data).toBe('-0.01');
    for (const zero of [0, -0, '0', '0.00', '-0', '0.001'])
      expect(wholeAmount.safeParse(zero).error?.issues[0]?.message, String(zero)).toBe('transfer.amountWhole');
  });
});

describe('the whole-unit amount of the transfer routes', () => {
  const parse = (amount: unknown) => {
    const r = wholeAmount.safeParse(amount);
    return r.success ? r.data : r.error.issues[0]?.message;
  };
  it('takes whole units as a JSON number or a plain decimal string', () => {
    expect(parse(5)).toBe(5);
    expect(parse('5')).toBe(5);
    expect(parse('5.00')).toBe(5);
  });
  it('refuses exponents, radix prefixes, signs and spaces (what z.coerce / Number() took)', () => {
    for (const v of ['1e3', '1e0', '0x1', '0b11', '0o7', '+5', ' 5 ', '5.', '-5', 'Infinity', 1e21, 5.5, 0])
      expect(parse(v), String(v)).toBe('transfer.amountWhole');
    expect(parse('10000001')).toBe('transfer.amountTooLarge');
  });
});
