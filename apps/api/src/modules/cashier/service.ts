import { PAY_CHANNEL_WAYS, payWayFlagOf, type CashierSettingsUpdate, type PayRangeInput } from '@portal/contracts';
import type { Prisma } from '../../db/client.js';
import type { AdminContext } from '../../context.js';
import { createCards, type CardsDeps } from './cards.js';
import { createDeposits, type DepositsDeps } from './deposits.js';
import { createWithdrawals, type WithdrawalsDeps } from './withdrawals.js';
import { waysWithChannel } from './store/channels.js';

type Deps = DepositsDeps & WithdrawalsDeps & CardsDeps;

/**
 * The cashier, one file per aggregate: deposits.ts (orders, payment page, expiry, review),
 * withdrawals.ts (the request with the rules of withdrawal-rules.ts, the review), cards.ts (bound
 * cards and USDT addresses); turnover.ts reads the turnover rule. Here: the configuration the
 * member screens read and the back office edits. Money moves only through the wallet's commands
 * inside the same transaction as the order's state change, keyed by the order number: credit on
 * deposit approval, hold on withdrawal submit, capture on approval, release on rejection.
 */
export function createCashierService({
  sql,
  clock,
  wallet,
  audit,
  hasher,
  settings,
  channels,
  passwordGuard,
  afterDepositApproved,
  notify,
  depositOpenOrders,
  depositGuard,
  cardGuard,
  usdtPayee,
  payouts,
  turnover,
}: Deps) {
  const deposits = createDeposits({
    sql,
    clock,
    wallet,
    audit,
    settings,
    channels,
    afterDepositApproved,
    notify,
    depositOpenOrders,
    depositGuard,
    usdtPayee,
    payouts,
  });
  const withdrawals = createWithdrawals({ sql, clock, wallet, audit, hasher, settings, passwordGuard, notify, turnover });
  const cards = createCards({ sql, clock, hasher, passwordGuard, cardGuard });

  // ---- configuration the member screens read ----

  /**
   * The pay ways open to members: the settings' switches, and a QR way (wechat, alipay, game) only
   * while it has an enabled channel: a new portal has none until an operator sets them.
   */
  async function payWays() {
    const [ways, open] = await Promise.all([settings.read().then((s) => s.pay_ways), waysWithChannel(sql)]);
    const withChannel = new Set(open);
    const closed = Object.fromEntries(PAY_CHANNEL_WAYS.filter((w) => !withChannel.has(w)).map((w) => [payWayFlagOf(w), 0]));
    return { ...ways, ...closed };
  }

  async function payRange(input: PayRangeInput) {
    return (await settings.read()).pay_ranges[input.type];
  }

  async function bankOptions() {
    return (await settings.read()).banks.map((bank_name, i) => ({ id: i + 1, bank_name }));
  }

  async function receivingAccounts() {
    return (await settings.read()).receiving_accounts.map((a, i) => ({
      id: i + 1,
      bank_no: a.bank_no,
      bank_owner: a.bank_owner,
      bank_address: a.bank_address,
      bank_data: { bank_name: a.bank_name },
    }));
  }

  // ---- settings (back office) ----

  async function readSettings() {
    return settings.read();
  }

  async function updateSettings(ctx: AdminContext, patch: CashierSettingsUpdate) {
    const json = (v: unknown) => JSON.parse(JSON.stringify(v)) as Prisma.InputJsonValue;
    const before = await settings.read();
    const next = await sql.tx(async (tx) => {
      const saved = await settings.write(tx, patch);
      await audit(tx, {
        adminId: ctx.adminId,
        action: 'cashier.settings.update',
        target: 'cashier',
        detail: json(patch),
        before: json(before),
        after: json(saved),
      });
      return saved;
    });
    settings.afterWrite();
    return { message: 'common.saved' as const, data: next };
  }

  return { payWays, payRange, bankOptions, receivingAccounts, ...deposits, ...cards, ...withdrawals, readSettings, updateSettings };
}

export type CashierService = ReturnType<typeof createCashierService>;
