import { describe, expect, it } from 'vitest';
import {
  bindCardSchema,
  BIND_CARD_ORDER,
  isErc20Address,
  isTrc20Address,
  parseInOrder,
  depositSchema,
  DEPOSIT_ORDER,
  toChecksumAddress,
  translate,
  turnoverStanding,
  usdtAmount,
  usdtPayout,
  withdrawHoursStatus,
  withdrawalSchema,
  WITHDRAWAL_ORDER,
  cashierSettingsUpdateSchema,
} from '../src/index.js';

describe('USDT conversion (spec §9)', () => {
  it('rounds the USDT amount down to 2 decimals without floats', () => {
    expect(usdtAmount('100', '7.2')).toBe('13.88');
    expect(usdtAmount('0.1', '0.3')).toBe('0.33');
    expect(usdtAmount('1000', '7')).toBe('142.85');
    expect(usdtAmount('720', '7.2')).toBe('100.00');
    expect(usdtAmount('123456789.99', '6.912345')).toBe('17860333.93');
  });
  it('pays out floor2(amount / withdrawusdtrate) minus the fee', () => {
    expect(usdtPayout('1000', '7.3', '5')).toBe('131.98');
    expect(usdtPayout('100', '7.3', '1')).toBe('12.69');
    expect(usdtPayout('10', '7.3', '5')).toBe('-3.64');
  });
});

describe('USDT address formats', () => {
  it('checks TRC20 base58check', () => {
    expect(isTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false); // checksum broken
    expect(isTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false); // 33 characters
    expect(isTrc20Address('1R7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(isTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t')).toBe(false); // 0 is not base58
  });
  it('checks ERC20 hex and the EIP-55 checksum when mixed case', () => {
    for (const a of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(isErc20Address(a), a).toBe(true);
      expect(toChecksumAddress(a.slice(2))).toBe(a);
    }
    expect(isErc20Address('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(isErc20Address('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true);
    expect(isErc20Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isErc20Address('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae')).toBe(false);
    expect(isErc20Address('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed00')).toBe(false);
  });
});

describe('withdrawal hours', () => {
  it('tells early, open and late apart', () => {
    expect(withdrawHoursStatus({ start: '00:00', end: '24:00' }, 0)).toBe('open');
    expect(withdrawHoursStatus({ start: '00:00', end: '24:00' }, 1439)).toBe('open');
    expect(withdrawHoursStatus({ start: '10:00', end: '22:00' }, 9 * 60)).toBe('early');
    expect(withdrawHoursStatus({ start: '10:00', end: '22:00' }, 22 * 60)).toBe('late');
    expect(withdrawHoursStatus({ start: '10:00', end: '02:00' }, 60)).toBe('open');
    expect(withdrawHoursStatus({ start: '10:00', end: '02:00' }, 5 * 60)).toBe('early');
  });
});

describe('forms in spec order', () => {
  const first = (schema: Parameters<typeof parseInOrder>[0], order: readonly string[], input: unknown) => {
    const r = parseInOrder(schema, input, order);
    return r.ok ? 'ok' : r.key;
  };
  it('bank deposit: name, bank, card number, address, then the amount', () => {
    const good = { paytype: 'bank', amount: 100, bank_owner: '张三', bank: '工商银行', bank_no: '6222020200112233', bank_address: '北京分行' };
    const r = (i: object) => first(depositSchema, DEPOSIT_ORDER, i);
    expect(r(good)).toBe('ok');
    expect(r({ paytype: 'bank' })).toBe('cashier.depositorRequired');
    expect(r({ ...good, bank: '', bank_no: '', amount: 'x' })).toBe('cashier.depositBankRequired');
    expect(r({ ...good, bank_no: '' })).toBe('cashier.depositCardNoRequired');
    expect(r({ ...good, bank_no: '1'.repeat(25) })).toBe('cashier.depositCardNoTooLong');
    expect(r({ ...good, bank_address: '' })).toBe('cashier.depositAddressRequired');
    expect(r({ ...good, bank_address: 'x'.repeat(25) })).toBe('cashier.depositAddressTooLong');
    expect(r({ ...good, amount: '1e3' })).toBe('common.amountInvalid');
    expect(r({ paytype: 'wechat', amount: '100' })).toBe('ok');
    expect(depositSchema.parse({ paytype: 'wechat', amount: '100' }).paytype).toBe('wxpay');
    expect(depositSchema.parse({ paytype: 'usdt', amount: '100' }).catepay).toBe('ERC20');
    expect(r({ paytype: 'usdt', amount: '100', catepay: 'BEP20' })).toBe('cashier.protocolInvalid');
    expect(r({ paytype: 'cash', amount: '100' })).toBe('cashier.payTypeInvalid');
  });
  it('bind card: owner, bank, address, number, number >= 8 digits, password 6-18', () => {
    const good = { bank: '工商银行', bank_address: '北京分行', bank_no: '62220202', bank_owner: '张三', pay_pass: '123456' };
    const r = (i: unknown) => first(bindCardSchema, BIND_CARD_ORDER, i);
    expect(r(good)).toBe('ok');
    expect(r({})).toBe('cashier.cardOwnerRequired');
    expect(r({ ...good, bank: '', bank_address: '' })).toBe('cashier.cardBankRequired');
    expect(r({ ...good, bank_address: '' })).toBe('cashier.cardAddressRequired');
    expect(r({ ...good, bank_no: '' })).toBe('cashier.cardNoRequired');
    expect(r({ ...good, bank_no: '1234567' })).toBe('cashier.cardNoFormat');
    expect(r({ ...good, pay_pass: '' })).toBe('cashier.payPassRequired');
    expect(r({ ...good, pay_pass: '12345' })).toBe('cashier.payPassLength');
    expect(r({ ...good, pay_pass: '1'.repeat(19) })).toBe('cashier.payPassLength');
    expect(r({ ...good, type: 3 })).toBe('cashier.cardTypeInvalid');
  });
  it('bind USDT: address, protocol, a valid address for it, password', () => {
    const good = { bank: 'USDT', bank_no: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', bank_owner: 'TRC20', pay_pass: '123456' };
    const r = (i: unknown) => first(bindCardSchema, BIND_CARD_ORDER, i);
    expect(r(good)).toBe('ok');
    expect(bindCardSchema.parse({ ...good, bank: undefined, type: '2', bank_owner: 'trc20' })).toEqual({
      type: 2,
      bank: 'USDT',
      bank_address: '',
      bank_no: good.bank_no,
      bank_owner: 'TRC20',
      pay_pass: '123456',
    });
    expect(r({ bank: 'USDT' })).toBe('cashier.usdtAddressRequired');
    expect(r({ ...good, bank_owner: '' })).toBe('cashier.usdtProtocolRequired');
    expect(r({ ...good, bank_owner: 'ERC20' })).toBe('cashier.usdtAddressInvalid');
    expect(r({ ...good, pay_pass: '' })).toBe('cashier.payPassRequired');
  });
  it('withdraw: the address, the amount, the password', () => {
    const r = (i: object) => first(withdrawalSchema, WITHDRAWAL_ORDER, i);
    expect(r({ bank: 1, amount: 100, password: '123456' })).toBe('ok');
    expect(r({})).toBe('cashier.selectAddress');
    expect(r({ bank: '2', amount: ' 5 ', password: '' })).toBe('common.amountInvalid');
    expect(r({ bank: '2', amount: '50' })).toBe('cashier.payPassRequired');
  });
  it('settings updates are checked and strict', () => {
    expect(cashierSettingsUpdateSchema.safeParse({ usdtrate: '7.1' }).success).toBe(true);
    expect(cashierSettingsUpdateSchema.safeParse({ usdtrate: '0' }).success).toBe(false);
    expect(cashierSettingsUpdateSchema.safeParse({ usdt_addresses: { TRC20: 'Tnope' } }).success).toBe(false);
    expect(cashierSettingsUpdateSchema.safeParse({ unknown: 1 }).success).toBe(false);
  });
});

describe('messages with placeholders', () => {
  it('fills them in every locale', () => {
    expect(translate('cashier.withdrawMin', 'zh_CN', { min: 100 })).toBe('单笔取款不能低于100元');
    expect(translate('cashier.withdrawTurnover', 'en_US', { amount: '250.00' })).toContain('250.00');
  });
});

describe('the turnover rule (turnoverStanding)', () => {
  it('requires the deposits times the multiple, rounded up to the cent, plus each credit once', () => {
    expect(turnoverStanding({ bets: '0', deposits: '333.33', credits: '0' }, '1.5')).toEqual({
      done: '0.00',
      required: '500.00',
      missing: '500.00',
      met: false,
    });
    expect(turnoverStanding({ bets: '120.5', deposits: '100.00', credits: '50.00' }, '1')).toEqual({
      done: '120.50',
      required: '150.00',
      missing: '29.50',
      met: false,
    });
  });
  it('is met once the bets reach the requirement, and never asks for less than nothing', () => {
    expect(turnoverStanding({ bets: '150.00', deposits: '100.00', credits: '50.00' }, '1.00')).toMatchObject({ missing: '0.00', met: true });
    expect(turnoverStanding({ bets: '900.00', deposits: '100.00', credits: '0' }, '0')).toEqual({
      done: '900.00',
      required: '0.00',
      missing: '0.00',
      met: true,
    });
  });
});
