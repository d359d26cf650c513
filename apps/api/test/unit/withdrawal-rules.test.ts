import { describe, expect, it } from 'vitest';
import { CardType, CashierCode, ReplyCode, type CashierSettings } from '@portal/contracts';
import { Prisma } from '../../src/db/client.js';
import { AppError } from '../../src/errors.js';
import type { CardRow } from '../../src/modules/cashier/rows.js';
import { payoutOf, WITHDRAWAL_RULES, type WithdrawalAttempt } from '../../src/modules/cashier/withdrawal-rules.js';

// The withdrawal rules as functions, in their order (modules/cashier/withdrawal-rules.ts); the same
// refusals through HTTP, with the rows they leave: test/cashier-withdrawals.test.ts.

const D = (v: string) => new Prisma.Decimal(v);

/** The settings the rules read (the rest of CashierSettings is the deposits'). */
const settings = {
  withdrawusdtrate: '7',
  withdrawcashfee: '5.00',
  withdrawfeeusdttrc: '1.00',
  withdraw: { daily_count: 3, start: '10:00', end: '22:00', min: '100.00', max: '5000.00', turnover_multiple: '1', review_threshold: '50000.00' },
} as unknown as CashierSettings;

const bankCard: CardRow = {
  id: 1,
  user_id: 7,
  type: CardType.bank,
  bank: 'ICBC',
  bank_no: '6222000011112222',
  bank_owner: 'Wang',
  bank_address: '',
  created_at: new Date(0),
};
const trc20: CardRow = { ...bankCard, id: 2, type: CardType.usdt, bank: 'USDT', bank_no: 'TXYZ', bank_owner: 'TRC20' };

/** An attempt every rule lets through: 12:00 Beijing (04:00 UTC), 500.00 to the member's own card. */
function attempt(over: Partial<WithdrawalAttempt> = {}): WithdrawalAttempt & { wrongPasswords: number } {
  const a = {
    wrongPasswords: 0,
    userId: 7,
    amount: D('500.00'),
    now: new Date('2026-11-29T04:00:00Z'),
    config: settings,
    payPasswordHash: '$2b$04$hash',
    passwordOk: Promise.resolve(true),
    countWrongPassword: async () => {
      a.wrongPasswords += 1;
    },
    card: bankCard,
    withdrawalsToday: async () => 0,
    turnover: async () => ({ done: '500.00', required: '500.00', missing: '0.00', met: true }),
    ...over,
  };
  return a;
}

/** Runs the rules in order as withdrawals.ts does; the first refusal, or null when all pass. */
async function firstRefusal(a: WithdrawalAttempt): Promise<{ code: number; key: string; params?: unknown } | null> {
  try {
    for (const rule of WITHDRAWAL_RULES) await rule(a);
    return null;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return { code: e.code, key: e.key, ...(e.params ? { params: e.params } : {}) };
  }
}

const at = (hhmm: string) => new Date(`2026-11-29T${hhmm}:00+08:00`);

describe('the withdrawal rules, one by one', () => {
  it('let an ordinary withdrawal through', async () => {
    expect(await firstRefusal(attempt())).toBeNull();
    expect(await firstRefusal(attempt({ card: trc20 }))).toBeNull();
  });

  it('216: at most daily_count withdrawals a Beijing day', async () => {
    expect(await firstRefusal(attempt({ withdrawalsToday: async () => 2 }))).toBeNull();
    expect(await firstRefusal(attempt({ withdrawalsToday: async () => 3 }))).toEqual({
      code: CashierCode.withdrawDailyCount,
      key: 'cashier.withdrawDailyCount',
      params: { count: 3 },
    });
  });

  it('218 before the hours open, 219 from their end, by the Beijing clock', async () => {
    expect(await firstRefusal(attempt({ now: at('09:59') }))).toMatchObject({ code: CashierCode.withdrawNotOpenYet, params: { start: '10:00', end: '22:00' } });
    expect(await firstRefusal(attempt({ now: at('10:00') }))).toBeNull();
    expect(await firstRefusal(attempt({ now: at('21:59') }))).toBeNull();
    expect(await firstRefusal(attempt({ now: at('22:00') }))).toMatchObject({ code: CashierCode.withdrawClosed, key: 'cashier.withdrawClosed' });
  });

  it('217: the turnover is met, the message naming what is missing', async () => {
    const short = attempt({ turnover: async () => ({ done: '120.00', required: '500.00', missing: '380.00', met: false }) });
    expect(await firstRefusal(short)).toEqual({ code: CashierCode.withdrawTurnover, key: 'cashier.withdrawTurnover', params: { amount: '380.00' } });
  });

  it('214 below the minimum, 215 above the maximum; both bounds themselves pass', async () => {
    expect(await firstRefusal(attempt({ amount: D('99.99') }))).toEqual({
      code: CashierCode.withdrawBelowMin,
      key: 'cashier.withdrawMin',
      params: { min: '100' },
    });
    expect(await firstRefusal(attempt({ amount: D('100.00') }))).toBeNull();
    expect(await firstRefusal(attempt({ amount: D('5000.00') }))).toBeNull();
    expect(await firstRefusal(attempt({ amount: D('5000.01') }))).toEqual({
      code: CashierCode.withdrawAboveMax,
      key: 'cashier.withdrawMax',
      params: { max: '5000' },
    });
  });

  it('203 without a withdrawal password, and 203 with a wrong one, counted once', async () => {
    expect(await firstRefusal(attempt({ payPasswordHash: '' }))).toEqual({ code: ReplyCode.denied, key: 'cashier.noPayPassword' });
    expect(await firstRefusal(attempt({ payPasswordHash: undefined }))).toEqual({ code: ReplyCode.denied, key: 'cashier.noPayPassword' });
    const wrong = attempt({ passwordOk: Promise.resolve(false) });
    expect(await firstRefusal(wrong)).toEqual({ code: ReplyCode.denied, key: 'cashier.payPassWrong' });
    expect(wrong.wrongPasswords).toBe(1);
  });

  it("404 when the card is not the member's", async () => {
    expect(await firstRefusal(attempt({ card: undefined }))).toEqual({ code: ReplyCode.notFound, key: 'cashier.cardNotFound' });
  });

  it("to a USDT address: refused when the protocol's fee eats the whole payout", async () => {
    // 7.00 at 7 CNY a USDT is 1.00 USDT; TRC20's fee is 1.00.
    const tiny = { ...settings, withdraw: { ...settings.withdraw, min: '1.00' } };
    expect(await firstRefusal(attempt({ card: trc20, config: tiny, amount: D('7.00') }))).toEqual({
      code: ReplyCode.validation,
      key: 'cashier.payoutTooSmall',
    });
    expect(await firstRefusal(attempt({ card: trc20, config: tiny, amount: D('7.07') }))).toBeNull();
    expect(await firstRefusal(attempt({ card: bankCard, config: tiny, amount: D('7.00') }))).toBeNull();
  });
});

describe('the withdrawal rules, in their order', () => {
  it('the first rule that fails is the one that answers: count, hours, turnover, minimum, maximum, password, card, fee', async () => {
    const everythingWrong: Partial<WithdrawalAttempt> = {
      withdrawalsToday: async () => 3,
      now: at('23:00'),
      turnover: async () => ({ done: '0.00', required: '500.00', missing: '500.00', met: false }),
      amount: D('1.00'),
      payPasswordHash: '',
      card: undefined,
    };
    const order: [Partial<WithdrawalAttempt>, number | string][] = [
      [{}, CashierCode.withdrawDailyCount],
      [{ withdrawalsToday: async () => 0 }, CashierCode.withdrawClosed],
      [{ now: at('12:00') }, CashierCode.withdrawTurnover],
      [{ turnover: async () => ({ done: '500.00', required: '500.00', missing: '0.00', met: true }) }, CashierCode.withdrawBelowMin],
      [{ amount: D('500.00') }, 'cashier.noPayPassword'],
      [{ payPasswordHash: '$2b$04$hash' }, 'cashier.cardNotFound'],
      [{ card: bankCard }, 'passes'],
    ];
    let fixed: Partial<WithdrawalAttempt> = {};
    for (const [fix, expected] of order) {
      fixed = { ...fixed, ...fix };
      const refusal = await firstRefusal(attempt({ ...everythingWrong, ...fixed }));
      if (expected === 'passes') expect(refusal).toBeNull();
      else if (typeof expected === 'number') expect(refusal?.code).toBe(expected);
      else expect(refusal?.key).toBe(expected);
    }
  });

  it('a wrong password is not counted when an earlier rule refused', async () => {
    const early = attempt({ passwordOk: Promise.resolve(false), amount: D('1.00') });
    expect((await firstRefusal(early))?.code).toBe(CashierCode.withdrawBelowMin);
    expect(early.wrongPasswords).toBe(0);
  });
});

describe('what a withdrawal pays out', () => {
  it('to a bank card: the amount itself (no protocol, fee or USDT payout)', () => {
    expect(payoutOf(bankCard, D('500.00'), settings)).toEqual({ protocol: null, fee: null, payout: null });
  });

  it("to a USDT address: the amount in USDT at the withdrawal rate, less the protocol's fee", () => {
    expect(payoutOf(trc20, D('700.00'), settings)).toEqual({ protocol: 'TRC20', fee: '1.00', payout: '99.00' });
    expect(payoutOf({ ...trc20, bank_owner: 'ERC20' }, D('700.00'), settings)).toEqual({ protocol: 'ERC20', fee: '5.00', payout: '95.00' });
  });
});
