import { beforeEach, describe, expect, it } from 'vitest';
import { API_ROUTES, ReplyCode, type RouteName } from '@portal/contracts';
import { loadConfig } from '../../src/config.js';
import { Prisma } from '../../src/db/client.js';
import type { Sql } from '../../src/db/sql.js';
import { AppError } from '../../src/errors.js';
import { createWallet, housePayoutRules, isLimit, POSTING_KINDS, SECOND_PERSON_ROLES, type PayoutCommand } from '../../src/modules/wallet/index.js';
import { noDatabase } from './support/no-database.js';

// Issue 28 item 1: no one person pays a member by any path. Every posting kind of the ledger has
// one rule (modules/wallet/payout-rules.ts) that the wallet itself enforces in the paying
// transaction, whatever the caller: who may set it going, its cap, and above what a second finance
// or super staff member (neither the one who asked nor the one who set the amount) must approve it.
// Here: the table, and every refusal the wallet decides before its first statement (the ledger's
// posting checks among them). With a database: test/house-payouts.test.ts.

/**
 * Every posting kind that takes money from a house account: who may trigger it, the setting of its
 * cap and of its second-person threshold ('none': the rule says why), and whether it is refused to
 * a member in a time-out or self-exclusion; and the kinds that take none. A kind added to the ledger
 * (chart.ts POSTING_KINDS) without a row here fails the first test.
 */
const TABLE: Record<string, { house: string; triggers: string[]; cap: string; secondPersonAbove: string; refusedWhileBlocked: boolean } | 'not a payout'> = {
  'deposit.approve': {
    house: 'house:deposits',
    triggers: ['finance', 'super', 'system'],
    cap: 'DEPOSIT_MAX',
    secondPersonAbove: 'DEPOSIT_REVIEW_ABOVE',
    refusedWhileBlocked: false,
  },
  'withdrawal.release': {
    house: 'house:withdrawals-in-flight',
    triggers: ['finance', 'super'],
    cap: 'none',
    secondPersonAbove: 'none',
    refusedWhileBlocked: false,
  },
  'rebate.collect': {
    house: 'house:rebates',
    triggers: ['member'],
    cap: 'REBATE_COLLECT_MAX',
    secondPersonAbove: 'REBATE_REVIEW_ABOVE',
    refusedWhileBlocked: true,
  },
  'redpacket.draw': {
    house: 'house:red-packets',
    triggers: ['member'],
    cap: 'REDPACKET_PRIZE_MAX',
    secondPersonAbove: 'ADJUST_REVIEW_ABOVE',
    refusedWhileBlocked: true,
  },
  'promotion.bonus': {
    house: 'house:promotions',
    triggers: ['operations', 'super'],
    cap: 'PROMOTION_BONUS_MAX',
    secondPersonAbove: 'ADJUST_REVIEW_ABOVE',
    refusedWhileBlocked: true,
  },
  'admin.adjust': {
    house: 'house:adjustments',
    triggers: ['finance', 'super'],
    cap: 'ADJUST_MAX',
    secondPersonAbove: 'ADJUST_REVIEW_ABOVE',
    refusedWhileBlocked: false,
  },
  'seed.credit': {
    house: 'house:adjustments',
    triggers: ['system'],
    cap: 'DEMO_OPENING_BALANCE (db/seed-data.ts)',
    secondPersonAbove: 'none',
    refusedWhileBlocked: false,
  },
  'game.result': { house: 'house:game-results', triggers: ['system'], cap: 'none', secondPersonAbove: 'none', refusedWhileBlocked: false },
  'seamless.win': { house: 'house:seamless-games', triggers: ['system'], cap: 'none', secondPersonAbove: 'none', refusedWhileBlocked: false },
  'seamless.rollback': { house: 'house:seamless-games', triggers: ['system'], cap: 'none', secondPersonAbove: 'none', refusedWhileBlocked: false },
  'seamless.bet': 'not a payout',
  'withdrawal.hold': 'not a payout',
  'withdrawal.capture': 'not a payout',
  'transfer.in': 'not a payout',
  'transfer.out': 'not a payout',
  'transfer.reversal': 'not a payout',
};
// There are no VIP money rewards (modules/vip pays nothing): a VIP reward added later is a new posting kind, and needs its row.

const config = loadConfig({ NODE_ENV: 'test' });

describe('the house payout rules: one row per posting kind', () => {
  it('every posting kind of the ledger has its row, with who triggers it, its cap and its second-person threshold', () => {
    expect([...POSTING_KINDS].sort()).toEqual(Object.keys(TABLE).sort());
    const rules = housePayoutRules(config);
    const actual = Object.fromEntries(
      POSTING_KINDS.map((kind) => {
        const rule = rules[kind];
        if (!rule?.pays) return [kind, 'not a payout'];
        return [
          kind,
          {
            house: rule.house,
            triggers: [...rule.triggers].sort(),
            cap: isLimit(rule.cap) ? rule.cap.setting : 'none',
            secondPersonAbove: isLimit(rule.secondPersonAbove) ? rule.secondPersonAbove.setting : 'none',
            refusedWhileBlocked: rule.refusedWhileBlocked,
          },
        ];
      }),
    );
    expect(actual).toEqual(TABLE);
    // A row without a limit says why none is needed; a row that is no payout says why.
    for (const kind of POSTING_KINDS) {
      const rule = rules[kind];
      if (!rule.pays) expect(rule.why.length, kind).toBeGreaterThan(20);
      else for (const limit of [rule.cap, rule.secondPersonAbove]) if (!isLimit(limit)) expect(limit.none.length, kind).toBeGreaterThan(20);
    }
  });

  it("has this configuration's limits: the defaults of the issue", () => {
    const rules = housePayoutRules(config);
    const limit = (kind: keyof typeof rules, which: 'cap' | 'secondPersonAbove') => {
      const rule = rules[kind];
      return rule.pays && isLimit(rule[which]) ? rule[which].value : null;
    };
    expect({
      promotionCap: limit('promotion.bonus', 'cap'),
      promotionAbove: limit('promotion.bonus', 'secondPersonAbove'),
      adjustCap: limit('admin.adjust', 'cap'),
      rebateAbove: limit('rebate.collect', 'secondPersonAbove'),
      depositAbove: limit('deposit.approve', 'secondPersonAbove'),
      prizeCap: limit('redpacket.draw', 'cap'),
    }).toEqual({
      promotionCap: '10000',
      promotionAbove: '1000',
      adjustCap: '1000000',
      rebateAbove: '5000',
      depositAbove: '50000',
      prizeCap: '1000',
    });
  });

  it("a staff route that pays is open only to roles its kind's row allows; the payouts queue only to the second-person roles", () => {
    const rules = housePayoutRules(config);
    const paying: [RouteName, (typeof POSTING_KINDS)[number]][] = [
      ['promotions.review', 'promotion.bonus'],
      ['adjust.create', 'admin.adjust'],
      ['adjust.approve', 'admin.adjust'],
      ['deposits.approve', 'deposit.approve'],
      ['chain.approve', 'deposit.approve'],
      ['withdrawals.reject', 'withdrawal.release'],
    ];
    for (const [route, kind] of paying) {
      const rule = rules[kind];
      const roles = (API_ROUTES[route] as { roles: readonly string[] }).roles;
      expect(rule.pays && roles.every((r) => rule.triggers.includes(r as never)), `${route} -> ${kind}`).toBe(true);
    }
    for (const route of ['payouts.list', 'payouts.approve', 'payouts.reject'] as const) {
      expect([...(API_ROUTES[route] as { roles: readonly string[] }).roles].sort()).toEqual([...SECOND_PERSON_ROLES].sort());
    }
  });
});

/** What a promise ends in: 'paid', or the refusal's reply code (0 for a plain Error) and message (its key for an AppError). */
async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'paid';
  } catch (err) {
    return err instanceof AppError ? `${err.code} ${err.key}` : `0 ${(err as Error).message}`;
  }
}

describe("the wallet's checks before its first statement: a refused payment sends nothing to the database", () => {
  const db = noDatabase();
  const blocked: number[] = [];
  const wallet = createWallet({
    sql: db,
    rules: housePayoutRules(config),
    // Player protection is asked first, in the paying transaction; here it refuses everyone.
    playerBlock: async (_tx: Sql, userId: number) => {
      blocked.push(userId);
      throw new AppError(ReplyCode.denied, 'responsible.excluded');
    },
  });
  beforeEach(() => {
    db.statements.length = 0;
    blocked.length = 0;
  });
  const credit = (cmd: Omit<Partial<PayoutCommand>, 'amount'> & { amount: string }) =>
    outcome(wallet.credit(db, { userId: 7, kind: 'admin.adjust', key: 'unit:credit', by: 'system', ...cmd, amount: new Prisma.Decimal(cmd.amount) }));

  it('refuses a credit of a kind that takes no money out of a house account', async () => {
    for (const kind of ['withdrawal.hold', 'withdrawal.capture', 'transfer.in', 'transfer.out', 'transfer.reversal'] as const) {
      expect(await credit({ kind, amount: '1.00' })).toBe(`0 posting kind ${kind} takes no money out of a house account: it cannot be paid to a member`);
      expect(() => wallet.capOf(kind)).toThrow(/takes no money out of a house account/);
    }
    expect(db.statements).toEqual([]);
  });

  it('refuses a negative amount', async () => {
    expect(await credit({ kind: 'seed.credit', amount: '-0.01', key: 'unit:negative' })).toBe('0 money command unit:negative: negative amount -0.01');
    expect(
      await outcome(wallet.debit(db, { userId: 7, house: 'house:adjustments', kind: 'admin.adjust', key: 'unit:debit', amount: new Prisma.Decimal(-5) })),
    ).toBe('0 money command unit:debit: negative amount -5');
    expect(db.statements).toEqual([]);
  });

  it("refuses an amount above the kind's cap, whoever asks", async () => {
    expect(await credit({ kind: 'promotion.bonus', amount: '10000.01' })).toBe(`${ReplyCode.validation} wallet.payoutAboveCap`);
    expect(await credit({ kind: 'rebate.collect', amount: new Prisma.Decimal(config.payouts.rebateCollectMax).plus('0.01').toFixed(2), by: 'member' })).toBe(
      `${ReplyCode.validation} wallet.payoutAboveCap`,
    );
    expect(await credit({ kind: 'admin.adjust', amount: '1000000.01', by: { staff: 1 } })).toBe(`${ReplyCode.validation} wallet.payoutAboveCap`);
    expect(db.statements).toEqual([]);
  });

  it('refuses a trigger the kind does not allow: a member paying an adjustment, a system job paying a rebate', async () => {
    expect(await credit({ kind: 'admin.adjust', amount: '1.00', by: 'member' })).toBe(`${ReplyCode.denied} wallet.payoutNotAllowed`);
    expect(await credit({ kind: 'rebate.collect', amount: '1.00', by: 'system' })).toBe(`${ReplyCode.denied} wallet.payoutNotAllowed`);
    expect(await credit({ kind: 'seed.credit', amount: '1.00', by: 'member' })).toBe(`${ReplyCode.denied} wallet.payoutNotAllowed`);
    expect(db.statements).toEqual([]);
  });

  it('refuses a payment above the threshold that names no second person', async () => {
    expect(await credit({ kind: 'rebate.collect', amount: '5000.01', by: 'member' })).toBe(`${ReplyCode.denied} wallet.payoutNeedsSecondPerson`);
    expect(await credit({ kind: 'deposit.approve', amount: '50000.01', by: 'system' })).toBe(`${ReplyCode.denied} wallet.payoutNeedsSecondPerson`);
    expect(db.statements).toEqual([]);
  });

  it('asks player protection first for a kind refused to a blocked member, and not for the others', async () => {
    expect(await credit({ kind: 'rebate.collect', amount: '5.00', by: 'member', userId: 41 })).toBe(`${ReplyCode.denied} responsible.excluded`);
    expect(blocked).toEqual([41]);
    expect(await credit({ kind: 'seed.credit', amount: '5.001', userId: 42 })).toMatch(/^0 posting unit:credit: more than 2 decimals$/);
    expect(blocked).toEqual([41]);
    expect(db.statements).toEqual([]);
  });

  it('refuses a payment of a kind refused while blocked when the wallet has no player-protection check', async () => {
    const unguarded = createWallet({ sql: db, rules: housePayoutRules(config) });
    const cmd = { userId: 7, kind: 'redpacket.draw' as const, key: 'unit:unguarded', by: 'member' as const, amount: new Prisma.Decimal('1.00') };
    expect(await outcome(unguarded.credit(db, cmd))).toBe(
      '0 posting kind redpacket.draw is refused to blocked members, and this wallet has no player-protection check',
    );
    expect(db.statements).toEqual([]);
  });

  it('the ledger refuses a posting of more than 2 decimals, by every command', async () => {
    const at = { userId: 7, key: 'unit:cents', amount: new Prisma.Decimal('0.001') };
    const refused = '0 posting unit:cents: more than 2 decimals';
    expect(await outcome(wallet.credit(db, { ...at, kind: 'seed.credit', by: 'system' }))).toBe(refused);
    expect(await outcome(wallet.debit(db, { ...at, kind: 'admin.adjust', house: 'house:adjustments' }))).toBe(refused);
    expect(await outcome(wallet.hold(db, { ...at, kind: 'withdrawal.hold' }))).toBe(refused);
    expect(await outcome(wallet.transfer(db, { ...at, kind: 'transfer.in', platname: 'AG' }))).toBe(refused);
    expect(await outcome(wallet.gameResult(db, { ...at, platname: 'AG', amount: new Prisma.Decimal('-12.345') }))).toBe(refused);
    expect(db.statements).toEqual([]);
  });

  it('says which payments need a second person, and the cap and threshold of each kind', () => {
    const D = (v: string) => new Prisma.Decimal(v);
    expect(wallet.needsSecondPerson('admin.adjust', D('1000.00'))).toBe(false);
    expect(wallet.needsSecondPerson('admin.adjust', D('1000.01'))).toBe(true);
    expect(wallet.needsSecondPerson('deposit.approve', D('50000.01'))).toBe(true);
    expect(wallet.needsSecondPerson('withdrawal.release', D('99999999.99'))).toBe(false);
    expect(wallet.capOf('promotion.bonus')?.toFixed(2)).toBe('10000.00');
    expect(wallet.capOf('game.result')).toBeNull();
    expect(wallet.thresholdOf('rebate.collect')?.toFixed(2)).toBe('5000.00');
    expect(wallet.thresholdOf('seed.credit')).toBeNull();
  });
});
