import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import {
  CashierCode,
  CardType,
  EXPIRED_REASON,
  MAX_BOUND_CARDS,
  MAX_USDT_ADDRESSES,
  OrderState,
  PAYMENT_WINDOW_MS,
  ReplyCode,
  pageOf,
  payRangeTypeOf,
  payWayFlagOf,
  usdtAmount,
  usdtPayout,
  withdrawalFee,
  withdrawHoursStatus,
  type BetAmount,
  type BindCardInput,
  type CashierSettings,
  type CashierSettingsUpdate,
  type DelCardInput,
  type GetCardInput,
  type PayInfoInput,
  type PayRangeInput,
  type RechargeInput,
  type RechargeQrInput,
  type ReviewListInput,
  type UsdtProtocol,
  type WithdrawInput,
  type MessageKey,
  type MessageParams,
  InboxTemplate,
} from '@portal/contracts';
import { Prisma, type PrismaClient, type Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { prismaSql, type Sql, type SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext, MemberContext } from '../../context.js';
import { AppError, denied, invalid, notFound } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { beijingDayEnd, beijingDayStart, beijingInstant, beijingMinuteOfDay, beijingStamp } from '../../time.js';
import type { PasswordHasher } from '../../security/passwords.js';
import type { Audit } from '../../audit/log.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import type { Notify } from '../messages/index.js';
import { HOUSE, type Wallet } from '../wallet/index.js';
import {
  payInfoMessage,
  presentCard,
  presentDepositReview,
  presentPayInfo,
  presentRecharge,
  presentWithdraw,
  presentWithdrawalReview,
} from './presenter.js';
import type { CashierSettingsStore } from './settings.js';
import { CARD_COLUMNS, DEPOSIT_COLUMNS, requiredTurnover, turnoverSince, WITHDRAWAL_COLUMNS, withdrawalsToday, type CardRow, type DepositRow, type WithdrawalRow } from './sql.js';

interface Deps {
  prisma: PrismaClient;
  sql: SqlPool;
  clock: Clock;
  wallet: Wallet;
  audit: Audit;
  hasher: PasswordHasher;
  settings: CashierSettingsStore;
  /** Counts wrong withdrawal passwords per member and locks withdrawals after too many (security/password-guard.ts). */
  passwordGuard: PasswordGuard;
  /** Called inside the approval's transaction once a deposit is credited (the VIP re-check, when that module exists). */
  afterDepositApproved?: (tx: Sql, userId: number) => Promise<void>;
  /** Writes the member's message about a review decision, inside the decision's transaction. */
  notify: Notify;
  /** DEPOSIT_OPEN_ORDERS: pending, unexpired deposit orders a member may have at once. */
  depositOpenOrders: number;
}

const D = (v: string | number | Prisma.Decimal) => new Prisma.Decimal(v);
const REVIEW_PAGE_SIZE = 20;
/** Advisory lock (with the member's id) under which a member's open deposit orders are counted and one is added. */
const DEPOSIT_LOCK = 0x43_5a_4f; // "CZO"


/** A refusal whose message names figures ({min}, {amount}...). */
const refusal = (code: number, key: MessageKey, params: MessageParams) => new AppError(code, key).with(params);

/** The amount schema lets 0 through (ranges are the routes' rules); an order of 0 is never one. */
function positiveAmount(text: string): Prisma.Decimal {
  const amount = D(text);
  if (!amount.greaterThan(0)) throw invalid('common.amountInvalid');
  return amount;
}

/** Order numbers: a prefix, the Beijing time to the second, 6 random digits (unique index behind it). */
const orderNumber = (prefix: 'CZ' | 'TX', now: Date) => `${prefix}${beijingStamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** Review decisions wait for a concurrent decision on the same row: give them room on a busy machine. */
const REVIEW_TX = { maxWait: 10_000, timeout: 30_000 } as const;

/** The queues' optional filters as SQL parameters $3..$7: from/to (Beijing days, as instants), amount range, order number. */
function reviewFilters(q: ReviewListInput): [Date | null, Date | null, string | null, string | null, string] {
  return [
    q.from ? beijingInstant(q.from) : null,
    q.to ? beijingDayEnd(beijingInstant(q.to)) : null,
    q.min_amount || null,
    q.max_amount || null,
    q.order_no,
  ];
}
const reviewFilterSql = (t: string, amount: string, orderNo: string) =>
  `($3::timestamptz IS NULL OR ${t}.created_at >= $3::timestamptz AT TIME ZONE 'UTC') AND ($4::timestamptz IS NULL OR ${t}.created_at < $4::timestamptz AT TIME ZONE 'UTC')
   AND ($5::numeric IS NULL OR ${amount} >= $5::numeric) AND ($6::numeric IS NULL OR ${amount} <= $6::numeric) AND ($7 = '' OR ${orderNo} = $7)`;

/**
 * The cashier (issue 9): deposits and their payment page, bound cards and USDT addresses,
 * withdrawals, and their review by the back office. Money moves only through the wallet's
 * commands inside the same transaction as the order's state change, keyed by the order number:
 * credit on deposit approval, hold on withdrawal submit, capture on approval, release on rejection.
 */
export function createCashierService({ prisma, sql, clock, wallet, audit, hasher, settings, passwordGuard, afterDepositApproved, notify, depositOpenOrders }: Deps) {
  /** A back-office decision: one Prisma transaction (the audit row commits with it), the wallet commands through prismaSql. */
  const review = <T>(fn: (ptx: Tx) => Promise<T>) => prisma.$transaction(fn, REVIEW_TX);

  // ---- configuration the member screens read ----

  async function payWays() {
    return (await settings.read()).pay_ways;
  }

  async function payRange(input: PayRangeInput) {
    return (await settings.read()).pay_ranges[input.type];
  }

  async function bankOptions() {
    return (await settings.read()).banks.map((bank_name, i) => ({ id: i + 1, bank_name }));
  }

  async function receivingAccounts() {
    return (await settings.read()).receiving_accounts.map((a, i) => ({ id: i + 1, bank_no: a.bank_no, bank_owner: a.bank_owner, bank_address: a.bank_address, bank_data: { bank_name: a.bank_name } }));
  }

  // ---- deposits ----

  /**
   * A deposit order: the way must be open, the amount within its range, and the member below
   * DEPOSIT_OPEN_ORDERS pending, unexpired orders; state 1 until reviewed or expired.
   */
  async function requestDeposit(ctx: MemberContext, input: RechargeInput) {
    const config = await settings.read();
    if (config.pay_ways[payWayFlagOf(input.paytype)] !== 1) throw invalid('cashier.payWayClosed');
    const protocol: UsdtProtocol | null = input.paytype === 'usdt' ? input.catepay : null;
    const range = config.pay_ranges[payRangeTypeOf(input.paytype, protocol ?? undefined)];
    const amount = positiveAmount(input.amount);
    if (amount.lessThan(range.min_price) || amount.greaterThan(range.max_price)) {
      throw refusal(ReplyCode.validation, 'cashier.amountOutOfRange', { min: range.min_price, max: range.max_price });
    }
    const now = clock.now();
    const bank = input.paytype === 'bank';
    const row = await sql.tx(async (tx) => {
      // One member's requests count and insert one at a time, so parallel requests cannot pass the cap
      // (each would otherwise count the same orders before any of them is written).
      await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [DEPOSIT_LOCK, ctx.userId]);
      const [open] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM deposits WHERE user_id = $1 AND state = $2 AND expires_at > $3', [ctx.userId, OrderState.pending, now]);
      if (open!.n >= depositOpenOrders) throw refusal(CashierCode.depositOpenOrders, 'cashier.depositOpenOrders', { count: depositOpenOrders });
      const [inserted] = await tx.query<DepositRow>(
        `INSERT INTO deposits AS d (deposit_no, user_id, paytype, protocol, amount, real_money, usdt_rate, usdt_amount, payer_name, payer_bank, payer_card_no, payer_address, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING ${DEPOSIT_COLUMNS}`,
        [
          orderNumber('CZ', now),
          ctx.userId,
          input.paytype,
          protocol,
          amount.toFixed(2),
          protocol ? config.usdtrate : null,
          protocol ? usdtAmount(amount.toFixed(2), config.usdtrate) : null,
          bank ? input.bank_owner : '',
          bank ? input.bank : '',
          bank ? input.bank_no : '',
          bank ? input.bank_address : '',
          now,
          new Date(now.getTime() + PAYMENT_WINDOW_MS),
        ],
      );
      return inserted!;
    });
    // The original put the new order number in the reply's message.
    return { message: row.deposit_no, data: presentRecharge(row) };
  }

  async function ownDeposit(userId: number, depositNo: string): Promise<DepositRow> {
    const [row] = await sql.query<DepositRow>(`SELECT ${DEPOSIT_COLUMNS} FROM deposits d WHERE d.deposit_no = $1 AND d.user_id = $2`, [depositNo, userId]);
    if (!row) throw notFound('cashier.orderNotFound');
    return row;
  }

  /** Where and how to pay an order (spec §3 payment info); the member's own orders only. */
  async function payInfo(ctx: MemberContext, input: PayInfoInput) {
    const [order, config] = await Promise.all([ownDeposit(ctx.userId, input.deposit_no), settings.read()]);
    return { message: payInfoMessage(order), data: presentPayInfo(order, await payee(order, config), { now: clock.now(), usdtrate: config.usdtrate }) };
  }

  /** The cardlist of a payment page: the receiving address, QR channel or bank account of the order's way. */
  async function payee(order: DepositRow, config: CashierSettings) {
    if (order.paytype === 'usdt') {
      const protocol = order.protocol === 'TRC20' ? 'TRC20' : 'ERC20';
      const address = config.usdt_addresses[protocol];
      return { content: `USDT-${protocol}`, payimg: await QRCode.toDataURL(address, { margin: 1, width: 240 }), mch_id: address };
    }
    if (order.paytype === 'bank') {
      const account = config.receiving_accounts[0];
      return { content: account?.bank_name ?? '', payimg: '', mch_id: account?.bank_no ?? '' };
    }
    const channel = config.channels[order.paytype as 'wxpay' | 'alipay' | 'game'];
    const url = `${channel.pay_url}?${new URLSearchParams({ mch_id: channel.mch_id, order: order.deposit_no, amount: formatMoney(order.amount) })}`;
    return { content: channel.name, payimg: await QRCode.toDataURL(url, { margin: 1, width: 240 }), mch_id: channel.mch_id };
  }

  /** The 'please scan to pay' QR of the game QR way for an amount (a PNG data URL). */
  async function rechargeQrCode(ctx: MemberContext, input: RechargeQrInput) {
    positiveAmount(input.amount);
    const channel = (await settings.read()).channels.game;
    const url = `${channel.pay_url}?${new URLSearchParams({ mch_id: channel.mch_id, member: String(ctx.userId), amount: formatMoney(input.amount) })}`;
    return QRCode.toDataURL(url, { margin: 1, width: 240 });
  }

  /** Closes the orders whose payment hour ran out (state 3, reason 'expired'); returns how many. */
  async function expireDeposits(): Promise<number> {
    const now = clock.now();
    const rows = await sql.query(`UPDATE deposits SET state = 3, reason = $2, reviewed_at = $1 WHERE state = 1 AND expires_at <= $1 RETURNING 1`, [now, EXPIRED_REASON]);
    return rows.length;
  }

  // ---- bound cards and USDT addresses ----

  async function cards(ctx: MemberContext, input: GetCardInput) {
    const rows = await sql.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM bound_cards c WHERE c.user_id = $1 AND c.type = $2 ORDER BY c.id`, [ctx.userId, input.type]);
    return rows.map(presentCard);
  }

  async function checkPayPassword(userId: number, plain: string): Promise<void> {
    const [user] = await sql.query<{ pay_password_hash: string }>('SELECT pay_password_hash FROM users WHERE id = $1', [userId]);
    if (!user?.pay_password_hash) throw denied('cashier.noPayPassword');
    if (!(await passwordGuard.check(userId, () => hasher.verify(plain, user.pay_password_hash)))) throw denied('cashier.payPassWrong');
  }

  /** Binds a card or address after the withdrawal password; at most 5 of each kind per member. */
  async function bindCard(ctx: MemberContext, input: BindCardInput) {
    await checkPayPassword(ctx.userId, input.pay_pass);
    const max = input.type === CardType.usdt ? MAX_USDT_ADDRESSES : MAX_BOUND_CARDS;
    try {
      const row = await sql.tx(async (tx) => {
        // Two binds at once must not both see 4 and make 6: the member's row serialises them.
        await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [ctx.userId]);
        const [count] = await tx.query<{ n: string }>('SELECT count(*)::text AS n FROM bound_cards WHERE user_id = $1 AND type = $2', [ctx.userId, input.type]);
        if (Number(count?.n ?? 0) >= max) throw invalid(input.type === CardType.usdt ? 'cashier.addressLimit' : 'cashier.cardLimit');
        // An ERC20 address is hex: its checksummed, lower- and upper-case spellings are one address.
        const [sameErc20] = await tx.query(
          "SELECT 1 FROM bound_cards WHERE user_id = $1 AND type = $2 AND bank_owner = 'ERC20' AND $3 = 'ERC20' AND lower(bank_no) = lower($4)",
          [ctx.userId, input.type, input.bank_owner, input.bank_no],
        );
        if (sameErc20) throw invalid('cashier.cardDuplicate');
        const [inserted] = await tx.query<CardRow>(
          `INSERT INTO bound_cards AS c (user_id, type, bank, bank_no, bank_owner, bank_address, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${CARD_COLUMNS}`,
          [ctx.userId, input.type, input.bank, input.bank_no, input.bank_owner, input.bank_address, clock.now()],
        );
        return inserted!;
      });
      return { message: 'cashier.bound' as const, data: presentCard(row) };
    } catch (err) {
      if (isUniqueViolation(err)) throw invalid('cashier.cardDuplicate');
      throw err;
    }
  }

  /** Unbinds one of the member's own cards; anyone else's id is "not found". */
  async function unbindCard(ctx: MemberContext, input: DelCardInput) {
    const rows = await sql.query('DELETE FROM bound_cards WHERE id = $1 AND user_id = $2 RETURNING 1', [input.id, ctx.userId]);
    if (rows.length === 0) throw notFound('cashier.cardNotFound');
    return { message: 'cashier.unbound' as const };
  }

  // ---- withdrawals ----

  /** Settled bets since the last approved withdrawal, what the deposits and back-office credits since then require, and what is missing. */
  async function turnover(db: Sql, userId: number, config?: CashierSettings) {
    const [sums, rules] = await Promise.all([turnoverSince(db, userId), config ?? settings.read()]);
    const required = requiredTurnover(sums, rules.withdraw.turnover_multiple);
    const missing = Prisma.Decimal.max(0, required.minus(sums.bets));
    return { bets: D(sums.bets), required, missing };
  }

  async function betAmount(ctx: MemberContext) {
    const t = await turnover(sql, ctx.userId);
    return { bet_amount: formatMoney(t.bets) } satisfies BetAmount;
  }

  /**
   * A withdrawal, checked in the original's order with its codes: the member's own daily count
   * (216), the hours (218 before, 219 after), the turnover (217, naming what is missing), min
   * (214) and max (215), the withdrawal password (203), the card being the member's, then the
   * balance (208). The amount is held at once, in the transaction that records the order; the
   * member's row lock makes concurrent withdrawals count and hold one after another.
   */
  async function requestWithdrawal(ctx: MemberContext, input: WithdrawInput) {
    await passwordGuard.assertMoneyOpen(ctx.userId);
    await passwordGuard.refuseIfLimited(ctx.userId);
    const amount = positiveAmount(input.amount);
    const config = await settings.read();
    const now = clock.now();
    const { order, balance } = await sql.tx(async (tx) => {
      // The member's row: its lock makes this member's withdrawals count and hold one at a time.
      const [user] = await tx.query<{ pay_password_hash: string }>('SELECT pay_password_hash FROM users WHERE id = $1 FOR NO KEY UPDATE', [ctx.userId]);
      // bcrypt is slow: the check starts now and its verdict is read at its turn below.
      const passwordOk = user?.pay_password_hash ? hasher.verify(input.password, user.pay_password_hash).catch(() => false) : Promise.resolve(false);

      const rules = config.withdraw;
      if ((await withdrawalsToday(tx, ctx.userId, beijingDayStart(now))) >= rules.daily_count) {
        throw refusal(CashierCode.withdrawDailyCount, 'cashier.withdrawDailyCount', { count: rules.daily_count });
      }
      const hours = withdrawHoursStatus(rules, beijingMinuteOfDay(now));
      if (hours !== 'open') {
        const key = hours === 'early' ? 'cashier.withdrawNotOpenYet' : 'cashier.withdrawClosed';
        throw refusal(hours === 'early' ? CashierCode.withdrawNotOpenYet : CashierCode.withdrawClosed, key, { start: rules.start, end: rules.end });
      }
      const { missing } = await turnover(tx, ctx.userId, config);
      if (missing.greaterThan(0)) throw refusal(CashierCode.withdrawTurnover, 'cashier.withdrawTurnover', { amount: formatMoney(missing) });
      if (amount.lessThan(rules.min)) throw refusal(CashierCode.withdrawBelowMin, 'cashier.withdrawMin', { min: D(rules.min).toString() });
      if (amount.greaterThan(rules.max)) throw refusal(CashierCode.withdrawAboveMax, 'cashier.withdrawMax', { max: D(rules.max).toString() });
      if (!user?.pay_password_hash) throw denied('cashier.noPayPassword');
      // Counted only when the password is the rule that refuses (the password guard; over its limit nothing was hashed).
      if (!(await passwordOk)) {
        await passwordGuard.wrong(ctx.userId);
        throw denied('cashier.payPassWrong');
      }

      const [card] = await tx.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM bound_cards c WHERE c.id = $1 AND c.user_id = $2`, [input.bank, ctx.userId]);
      if (!card) throw notFound('cashier.cardNotFound');
      const protocol = card.type === CardType.usdt ? (card.bank_owner as UsdtProtocol) : null;
      const fee = protocol ? withdrawalFee(protocol, config) : null;
      const payout = protocol ? usdtPayout(amount.toFixed(2), config.withdrawusdtrate, fee!) : null;
      if (payout !== null && !D(payout).greaterThan(0)) throw invalid('cashier.payoutTooSmall');

      const [row] = await tx.query<WithdrawalRow>(
        `INSERT INTO withdrawals AS w (order_no, user_id, card_id, card_type, bank, bank_no, bank_owner, bank_address, protocol, amount, usdt_rate, usdt_amount, fee, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING ${WITHDRAWAL_COLUMNS}`,
        [orderNumber('TX', now), ctx.userId, card.id, card.type, card.bank, card.bank_no, card.bank_owner, card.bank_address, protocol, amount.toFixed(2), protocol ? config.withdrawusdtrate : null, payout, fee, now],
      );
      // 208 (and a rollback of the order) when the balance is short.
      const held = await wallet.hold(tx, { userId: ctx.userId, amount, kind: 'withdrawal.hold', key: `withdrawal:${row!.order_no}:hold`, memo: row!.order_no });
      return { order: row!, balance: held.balance ?? (await wallet.balance(tx, ctx.userId)) };
    });
    return { message: 'common.submittedForReview' as const, data: presentWithdraw(order, balance.toString()) };
  }

  // ---- review (back office) ----

  const REVIEW_NAMES = `u.username, ra.name AS reviewer`;

  async function depositForReview(db: Sql, depositNo: string) {
    const [row] = await db.query<DepositRow & { username: string; reviewer: string | null }>(
      `SELECT ${DEPOSIT_COLUMNS}, ${REVIEW_NAMES} FROM deposits d JOIN users u ON u.id = d.user_id LEFT JOIN admins ra ON ra.id = d.reviewed_by WHERE d.deposit_no = $1`,
      [depositNo],
    );
    if (!row) throw notFound('cashier.orderNotFound');
    return row;
  }

  async function listDeposits(_ctx: AdminContext, q: ReviewListInput) {
    const f = reviewFilters(q);
    const where = `($1::int IS NULL OR d.state = $1) AND ($2 = '' OR u.username = $2) AND ${reviewFilterSql('d', 'd.amount', 'd.deposit_no')}`;
    const perPage = q.per_page ?? REVIEW_PAGE_SIZE;
    const [rows, [count]] = await Promise.all([
      sql.query<DepositRow & { username: string; reviewer: string | null }>(
        `SELECT ${DEPOSIT_COLUMNS}, ${REVIEW_NAMES} FROM deposits d JOIN users u ON u.id = d.user_id LEFT JOIN admins ra ON ra.id = d.reviewed_by
         WHERE ${where} ORDER BY d.id DESC LIMIT $8 OFFSET $9`,
        [q.state ?? null, q.username, ...f, perPage, (q.page - 1) * perPage],
      ),
      sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM deposits d JOIN users u ON u.id = d.user_id WHERE ${where}`, [q.state ?? null, q.username, ...f]),
    ]);
    return pageOf(rows.map(presentDepositReview), Number(count?.n ?? 0), q.page, perPage);
  }

  /**
   * Approves a pending, unexpired deposit: state 1 -> 2, the central wallet credited, paysum
   * raised, all in one transaction. Only the guarded UPDATE that wins moves money, so a repeated
   * or concurrent approval credits once (and the posting key is the deposit_no besides).
   */
  async function approveDeposit(ctx: AdminContext, input: { deposit_no: string }) {
    const now = clock.now();
    const outcome = await review(async (ptx) => {
      const tx = prismaSql(ptx);
      const [won] = await tx.query<DepositRow>(
        `UPDATE deposits d SET state = 2, reviewed_by = $2, reviewed_at = $3 WHERE d.deposit_no = $1 AND d.state = 1 AND d.expires_at > $3 RETURNING ${DEPOSIT_COLUMNS}`,
        [input.deposit_no, ctx.adminId, now],
      );
      if (!won) return 'lost' as const;
      // The member's row before any account row, as a withdrawal takes them: the paysum update and
      // the VIP check below need it, and taking it after the credit's account locks deadlocked.
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [won.user_id]);
      await wallet.credit(tx, { userId: won.user_id, amount: D(won.real_money), house: HOUSE.deposits, kind: 'deposit.approve', key: `deposit:${won.deposit_no}`, memo: won.deposit_no });
      await tx.query('UPDATE users SET paysum = paysum + $2::numeric WHERE id = $1', [won.user_id, won.real_money]);
      await afterDepositApproved?.(tx, won.user_id);
      await notify(tx, { userId: won.user_id, template: InboxTemplate.depositApproved, params: { order_no: won.deposit_no, amount: formatMoney(won.real_money) } });
      await audit(ptx, { adminId: ctx.adminId, action: 'deposit.approve', target: won.deposit_no, amount: won.real_money, detail: { userId: won.user_id, amount: formatMoney(won.real_money), paytype: won.paytype } });
      return 'won' as const;
    });
    const order = await depositForReview(sql, input.deposit_no);
    if (outcome === 'lost') {
      if (order.state === OrderState.approved) return { message: 'cashier.orderReviewed' as const, data: presentDepositReview(order) };
      if (order.state === OrderState.rejected && order.reason !== EXPIRED_REASON) throw denied('cashier.orderReviewed');
      throw denied('cashier.orderExpired');
    }
    return { message: 'cashier.approved' as const, data: presentDepositReview(order) };
  }

  /** Rejects a pending deposit with the reason (nothing moves: nothing was credited). */
  async function rejectDeposit(ctx: AdminContext, input: { deposit_no: string; reason: string }) {
    const now = clock.now();
    const won = await review(async (ptx) => {
      const tx = prismaSql(ptx);
      const [row] = await tx.query<DepositRow>(
        `UPDATE deposits d SET state = 3, reason = $4, reviewed_by = $2, reviewed_at = $3 WHERE d.deposit_no = $1 AND d.state = 1 RETURNING ${DEPOSIT_COLUMNS}`,
        [input.deposit_no, ctx.adminId, now, input.reason],
      );
      if (!row) return false;
      await notify(tx, { userId: row.user_id, template: InboxTemplate.depositRejected, params: { order_no: row.deposit_no, amount: formatMoney(row.amount), reason: input.reason } });
      await audit(ptx, { adminId: ctx.adminId, action: 'deposit.reject', target: row.deposit_no, amount: row.amount, detail: { userId: row.user_id, amount: formatMoney(row.amount), reason: input.reason } });
      return true;
    });
    const order = await depositForReview(sql, input.deposit_no);
    if (!won && order.state !== OrderState.rejected) throw denied('cashier.orderReviewed');
    return { message: won ? ('cashier.rejected' as const) : ('cashier.orderReviewed' as const), data: presentDepositReview(order) };
  }

  async function withdrawalForReview(db: Sql, orderNo: string) {
    const [row] = await db.query<WithdrawalRow & { username: string; reviewer: string | null; first_approver: string | null }>(
      `SELECT ${WITHDRAWAL_COLUMNS}, ${REVIEW_NAMES}, fa.name AS first_approver
       FROM withdrawals w JOIN users u ON u.id = w.user_id LEFT JOIN admins ra ON ra.id = w.reviewed_by LEFT JOIN admins fa ON fa.id = w.first_approved_by
       WHERE w.order_no = $1`,
      [orderNo],
    );
    if (!row) throw notFound('cashier.orderNotFound');
    return row;
  }

  async function listWithdrawals(_ctx: AdminContext, q: ReviewListInput) {
    const f = reviewFilters(q);
    const where = `($1::int IS NULL OR w.state = $1) AND ($2 = '' OR u.username = $2) AND ${reviewFilterSql('w', 'w.amount', 'w.order_no')}`;
    const perPage = q.per_page ?? REVIEW_PAGE_SIZE;
    const [config, rows, [count]] = await Promise.all([
      settings.read(),
      sql.query<WithdrawalRow & { username: string; reviewer: string | null; first_approver: string | null }>(
        `SELECT ${WITHDRAWAL_COLUMNS}, ${REVIEW_NAMES}, fa.name AS first_approver
         FROM withdrawals w JOIN users u ON u.id = w.user_id LEFT JOIN admins ra ON ra.id = w.reviewed_by LEFT JOIN admins fa ON fa.id = w.first_approved_by
         WHERE ${where} ORDER BY w.id DESC LIMIT $8 OFFSET $9`,
        [q.state ?? null, q.username, ...f, perPage, (q.page - 1) * perPage],
      ),
      sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM withdrawals w JOIN users u ON u.id = w.user_id WHERE ${where}`, [q.state ?? null, q.username, ...f]),
    ]);
    const threshold = config.withdraw.review_threshold;
    return pageOf(rows.map((w) => presentWithdrawalReview(w, { needsSecondApproval: D(w.amount).greaterThan(threshold) })), Number(count?.n ?? 0), q.page, perPage);
  }

  /**
   * Approves a pending withdrawal: the held amount is captured (paid out) and the order is state 2.
   * Above the review threshold the first approval is only recorded; a second, different admin
   * completes it (four eyes). The order row is locked for the decision, and the state change is
   * a guarded UPDATE in the same transaction as the capture, so two approvals capture once.
   */
  async function approveWithdrawal(ctx: AdminContext, input: { order_no: string }) {
    const now = clock.now();
    const threshold = (await settings.read()).withdraw.review_threshold;
    const step = await review(async (ptx) => {
      const tx = prismaSql(ptx);
      const [order] = await tx.query<WithdrawalRow>(`SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals w WHERE w.order_no = $1 FOR UPDATE`, [input.order_no]);
      if (!order) throw notFound('cashier.orderNotFound');
      if (order.state === OrderState.approved) return 'already' as const;
      if (order.state !== OrderState.pending) throw denied('cashier.orderReviewed');
      const detail = { userId: order.user_id, amount: formatMoney(order.amount), usdt_amount: order.usdt_amount, protocol: order.protocol };
      if (D(order.amount).greaterThan(threshold)) {
        if (order.first_approved_by === null) {
          await tx.query('UPDATE withdrawals SET first_approved_by = $2, first_approved_at = $3 WHERE order_no = $1 AND state = 1 AND first_approved_by IS NULL', [order.order_no, ctx.adminId, now]);
          await audit(ptx, { adminId: ctx.adminId, action: 'withdrawal.approve.first', target: order.order_no, amount: order.amount, detail });
          return 'first' as const;
        }
        if (order.first_approved_by === ctx.adminId) throw denied('cashier.sameReviewer');
      }
      const [won] = await tx.query<{ order_no: string }>('UPDATE withdrawals SET state = 2, reviewed_by = $2, reviewed_at = $3 WHERE order_no = $1 AND state = 1 RETURNING order_no', [order.order_no, ctx.adminId, now]);
      if (!won) return 'already' as const;
      await wallet.capture(tx, { userId: order.user_id, amount: D(order.amount), house: HOUSE.withdrawalsPaid, kind: 'withdrawal.capture', key: `withdrawal:${order.order_no}:capture`, memo: order.order_no });
      await notify(tx, { userId: order.user_id, template: InboxTemplate.withdrawalApproved, params: { order_no: order.order_no, amount: formatMoney(order.amount) } });
      await audit(ptx, { adminId: ctx.adminId, action: 'withdrawal.approve', target: order.order_no, amount: order.amount, detail });
      return 'approved' as const;
    });
    const order = await withdrawalForReview(sql, input.order_no);
    const row = presentWithdrawalReview(order, { needsSecondApproval: D(order.amount).greaterThan(threshold) });
    const message = step === 'first' ? 'cashier.awaitingSecondReview' : step === 'approved' ? 'cashier.approved' : 'cashier.orderReviewed';
    return { message: message as 'cashier.awaitingSecondReview' | 'cashier.approved' | 'cashier.orderReviewed', data: row };
  }

  /** Rejects a pending withdrawal with the reason: the held amount goes back to the member's central wallet. */
  async function rejectWithdrawal(ctx: AdminContext, input: { order_no: string; reason: string }) {
    const now = clock.now();
    const won = await review(async (ptx) => {
      const tx = prismaSql(ptx);
      const [row] = await tx.query<WithdrawalRow>(
        `UPDATE withdrawals w SET state = 3, reason = $4, reviewed_by = $2, reviewed_at = $3 WHERE w.order_no = $1 AND w.state = 1 RETURNING ${WITHDRAWAL_COLUMNS}`,
        [input.order_no, ctx.adminId, now, input.reason],
      );
      if (!row) return false;
      await wallet.release(tx, { userId: row.user_id, amount: D(row.amount), kind: 'withdrawal.release', key: `withdrawal:${row.order_no}:release`, memo: row.order_no });
      await notify(tx, { userId: row.user_id, template: InboxTemplate.withdrawalRejected, params: { order_no: row.order_no, amount: formatMoney(row.amount), reason: input.reason } });
      await audit(ptx, { adminId: ctx.adminId, action: 'withdrawal.reject', target: row.order_no, amount: row.amount, detail: { userId: row.user_id, amount: formatMoney(row.amount), reason: input.reason } });
      return true;
    });
    const order = await withdrawalForReview(sql, input.order_no);
    if (!won && order.state !== OrderState.rejected) throw denied('cashier.orderReviewed');
    const threshold = (await settings.read()).withdraw.review_threshold;
    return { message: won ? ('cashier.rejected' as const) : ('cashier.orderReviewed' as const), data: presentWithdrawalReview(order, { needsSecondApproval: D(order.amount).greaterThan(threshold) }) };
  }

  // ---- settings (back office) ----

  async function readSettings() {
    return settings.read();
  }

  async function updateSettings(ctx: AdminContext, patch: CashierSettingsUpdate) {
    const json = (v: unknown) => JSON.parse(JSON.stringify(v)) as Prisma.InputJsonValue;
    const before = await settings.read();
    const next = await review(async (ptx) => {
      const saved = await settings.write(ptx, patch);
      await audit(ptx, { adminId: ctx.adminId, action: 'cashier.settings.update', target: 'cashier', detail: json(patch), before: json(before), after: json(saved) });
      return saved;
    });
    settings.afterWrite();
    return { message: 'common.saved' as const, data: next };
  }

  return {
    payWays,
    payRange,
    bankOptions,
    receivingAccounts,
    requestDeposit,
    payInfo,
    rechargeQrCode,
    expireDeposits,
    cards,
    bindCard,
    unbindCard,
    betAmount,
    turnover,
    requestWithdrawal,
    listDeposits,
    approveDeposit,
    rejectDeposit,
    listWithdrawals,
    approveWithdrawal,
    rejectWithdrawal,
    readSettings,
    updateSettings,
  };
}

export type CashierService = ReturnType<typeof createCashierService>;
