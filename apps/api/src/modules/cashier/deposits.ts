import QRCode from 'qrcode';
import {
  CardType,
  CashierCode,
  EXPIRED_REASON,
  InboxTemplate,
  OrderState,
  PAY_CHANNEL_WAYS,
  PAYMENT_WINDOW_MS,
  PayWaySwitch,
  ReplyCode,
  pageOf,
  payRangeTypeOf,
  payWayFlagOf,
  usdtAmount,
  depositStatus,
  type CashierSettings,
  type PayInfoInput,
  type DepositInput,
  type DepositQrInput,
  type PayChannelWay,
  type ReviewListInput,
  type UsdtProtocol,
} from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext, MemberContext } from '../../context.js';
import { denied, invalid, notFound, type AppError } from '../../errors.js';
import { formatMoney } from '../../money.js';
import type { Audit } from '../../audit/log.js';
import type { Notify } from '../inbox/index.js';
import type { PayoutBy, PayoutOutcome, PayoutQueue, QueuedPayout, Wallet } from '../wallet/index.js';
import { D, orderNumber, refusal, REVIEW_PAGE_SIZE } from './orders.js';
import { NO_PAYEE, payInfoMessage, presentDepositReview, presentPayInfo, presentDeposit } from './presenter.js';
import type { DepositRow } from './rows.js';
import type { CashierSettingsStore } from './settings.js';
import type { PayChannels } from './channels.js';
import {
  approveOpenUsdtDeposit,
  approvePendingDeposit,
  approveQueuedDeposit,
  depositForReview as reviewedDeposit,
  depositOwner as depositOwnerOf,
  depositPage,
  expireDeposits as expireOrders,
  insertApprovedUsdtDeposit,
  insertDeposit,
  lockDeposit,
  lockMemberDeposits,
  memberDeposit,
  openDeposits,
  pendingDepositCount,
  rejectPendingDeposit,
  rejectQueuedDeposit,
  setDepositPayout,
} from './store/deposits.js';
import { addToPaysum, lockMember } from './store/members.js';

// Deposits: the member's order and its payment page, the expiry of unpaid orders, and the back
// office's review (approval credits the central wallet once, keyed by the deposit_no).

const { pending, approved, rejected } = OrderState;

const isChannelWay = (paytype: string): paytype is PayChannelWay => (PAY_CHANNEL_WAYS as readonly string[]).includes(paytype);

export interface DepositsDeps {
  sql: SqlPool;
  clock: Clock;
  wallet: Wallet;
  audit: Audit;
  settings: CashierSettingsStore;
  /** The QR ways' channels: a QR order is given one when made and shows it on both of its pages. */
  channels: PayChannels;
  /** Called inside the approval's transaction once a deposit is credited (the VIP re-check). */
  afterDepositApproved?: (tx: Sql, userId: number) => Promise<void>;
  /** Writes the member's message about a review decision, inside the decision's transaction. */
  notify: Notify;
  /** DEPOSIT_OPEN_ORDERS: pending, unexpired deposit orders a member may have at once. */
  depositOpenOrders: number;
  /** Player protection (the responsible module): a member's deposit limits and time-out or self-exclusion, checked inside the request's and the approval's transactions. */
  depositGuard?: DepositGuard;
  /** The member's own USDT receiving address of a protocol (the chain module), or null while that protocol has no xpub (the shared address then). */
  usdtPayee?: UsdtPayee;
  /** The payouts queue: an approval above DEPOSIT_REVIEW_ABOVE waits there for a second finance person; this module registers what the decision means. */
  payouts: PayoutQueue;
}

/** A member's own deposit address: shown on the payment page with its QR text and the crediting terms. */
export type UsdtPayee = (input: { userId: number; protocol: UsdtProtocol; usdtAmount: string | null }) => Promise<{
  address: string;
  /** What the QR encodes: an EIP-681 transfer URI (ERC20) or the address (TRC20). */
  qr: string;
  confirmations: number;
  min_usdt: string;
} | null>;

/** A confirmed USDT transfer to credit (the chain module's settlement): who sets it going, and the second person above the threshold. */
export interface ChainCreditInput {
  userId: number;
  protocol: UsdtProtocol;
  usdt: Prisma.Decimal;
  txHash: string;
  /** The sender's address: one a member with a block in force has bound is refused (player protection). */
  from?: string;
  key: string;
  /** The order's reviewer: the 'chain' account, or the staff member who released a held transfer. */
  adminId: number;
  by: PayoutBy;
  approvedBy?: number | null;
  cny?: Prisma.Decimal;
}
export type ChainCreditOutcome = { deposit_no: string; real_money: string } | { needsSecondPerson: string };

/** What player protection checks of a deposit, in the caller's transaction; each throws the refusal. */
export interface DepositGuard {
  /** Locks the member's row, then refuses a deposit a running block or a deposit limit forbids. */
  assertDepositAllowed(tx: Sql, order: { userId: number; amount: Prisma.Decimal }): Promise<void>;
  /** Refuses to approve an order that would take the approved deposits past a limit in force now (a message for staff). */
  assertDepositApprovable(tx: Sql, order: { userId: number; amount: Prisma.Decimal; depositNo: string }): Promise<void>;
  /** The refusal assertDepositApprovable would throw now, or null: the back office's drawer shows it before anyone clicks. */
  depositApprovalPreview(db: Sql, order: { userId: number; amount: Prisma.Decimal; depositNo: string }): Promise<AppError | null>;
  /** Refuses a deposit paid from a bank card (type 1) or sent from a USDT address (type 2, its protocol) another member with a block in force has bound (no second account). */
  assertPayerFree(db: Sql, payer: { userId: number; type: number; protocol: string; number: string }): Promise<void>;
}

export function createDeposits({
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
}: DepositsDeps) {
  /** DEPOSIT_MAX: no deposit order may be for more (the wallet refuses to credit it). */
  const depositMax = wallet.capOf('deposit.approve');

  /**
   * A deposit order: the way must be open, the amount within its range, and the member below
   * DEPOSIT_OPEN_ORDERS pending, unexpired orders; pending until reviewed or expired.
   */
  async function requestDeposit(ctx: MemberContext, input: DepositInput) {
    const config = await settings.read();
    if (config.pay_ways[payWayFlagOf(input.paytype)] !== PayWaySwitch.open) throw invalid('cashier.payWayClosed');
    const protocol: UsdtProtocol | null = input.paytype === 'usdt' ? input.catepay : null;
    const range = config.pay_ranges[payRangeTypeOf(input.paytype, protocol ?? undefined)];
    const amount = D(input.amount);
    const max = depositMax && depositMax.lessThan(range.max_price) ? formatMoney(depositMax) : range.max_price;
    if (amount.lessThan(range.min_price) || amount.greaterThan(max)) {
      throw refusal(ReplyCode.validation, 'cashier.amountOutOfRange', { min: range.min_price, max });
    }
    const now = clock.now();
    const bank = input.paytype === 'bank';
    const row = await sql.tx(async (tx) => {
      // One member's requests count and insert one at a time, so parallel requests cannot pass the cap
      // (each would otherwise count the same orders before any of them is written).
      await lockMemberDeposits(tx, ctx.userId);
      if ((await openDeposits(tx, ctx.userId, now)) >= depositOpenOrders)
        throw refusal(CashierCode.depositOpenOrders, 'cashier.depositOpenOrders', { count: depositOpenOrders });
      // The member's deposit limits and any time-out or self-exclusion, with the member's row locked (a parallel request waits here).
      await depositGuard?.assertDepositAllowed(tx, { userId: ctx.userId, amount });
      if (bank) await depositGuard?.assertPayerFree(tx, { userId: ctx.userId, type: CardType.bank, protocol: '', number: input.bank_no });
      // A QR order keeps the channel it is given now: its scan dialog and its pay page show that one.
      const channelId = isChannelWay(input.paytype) ? await channels.channelForNewOrder(tx, input.paytype) : null;
      return insertDeposit(tx, {
        depositNo: orderNumber('CZ', now),
        userId: ctx.userId,
        paytype: input.paytype,
        protocol,
        amount: amount.toFixed(2),
        usdtRate: protocol ? config.usdtrate : null,
        usdtAmount: protocol ? usdtAmount(amount.toFixed(2), config.usdtrate) : null,
        payerName: bank ? input.bank_owner : '',
        payerBank: bank ? input.bank : '',
        payerCardNo: bank ? input.bank_no : '',
        payerAddress: bank ? input.bank_address : '',
        createdAt: now,
        expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
        channelId,
      });
    });
    // The original put the new order number in the reply's message.
    return { message: row.deposit_no, data: presentDeposit(row) };
  }

  async function ownDeposit(userId: number, depositNo: string): Promise<DepositRow> {
    const row = await memberDeposit(sql, userId, depositNo);
    if (!row) throw notFound('cashier.orderNotFound');
    return row;
  }

  /** Where and how to pay an order (spec §3 payment info); the member's own orders only. */
  async function payInfo(ctx: MemberContext, input: PayInfoInput) {
    const [order, config] = await Promise.all([ownDeposit(ctx.userId, input.deposit_no), settings.read()]);
    const now = clock.now();
    // Where to pay is shown only while the order can still be paid (not once paid, rejected or expired).
    const open = depositStatus(order, now) === 'pending';
    const own =
      open && order.paytype === 'usdt' ? await usdtPayee?.({ userId: order.user_id, protocol: protocolOf(order), usdtAmount: order.usdt_amount }) : null;
    const cardlist = !open ? NO_PAYEE : own ? await ownAddress(order, own) : await payee(order, config);
    const chain = own ? { address: own.address, confirmations: own.confirmations, min_usdt: own.min_usdt } : null;
    return { message: payInfoMessage(order), data: { ...presentPayInfo(order, cardlist, { now, usdtrate: config.usdtrate }), chain } };
  }

  const protocolOf = (order: DepositRow): UsdtProtocol => (order.protocol === 'TRC20' ? 'TRC20' : 'ERC20');

  /** A USDT order's payee when its protocol has a watch-only xpub: the member's own address, credited by the chain watcher. */
  async function ownAddress(order: DepositRow, own: { address: string; qr: string }) {
    return { content: `USDT-${protocolOf(order)}`, payimg: await QRCode.toDataURL(own.qr, { margin: 1, width: 240 }), mch_id: own.address };
  }

  /** The cardlist of a payment page: the receiving address, QR channel or bank account of the order's way. */
  async function payee(order: DepositRow, config: CashierSettings) {
    if (order.paytype === 'usdt') {
      const protocol = protocolOf(order);
      const address = config.usdt_addresses[protocol];
      return { content: `USDT-${protocol}`, payimg: await QRCode.toDataURL(address, { margin: 1, width: 240 }), mch_id: address };
    }
    if (order.paytype === 'bank') {
      const account = config.receiving_accounts[0];
      return { content: account?.bank_name ?? '', payimg: '', mch_id: account?.bank_no ?? '' };
    }
    // The channel the order was given when it was made (orders from before channels: the way's first).
    const channelId = order.channel_id ?? (await channels.firstChannel(order.paytype as PayChannelWay));
    if (channelId === null) return NO_PAYEE;
    return channels.payee(channelId, { reference: { order: order.deposit_no }, amount: order.amount });
  }

  /**
   * The 'please scan to pay' QR (a PNG data URL). With the order's number (the scan dialog sends
   * it) the order's own payee QR, the very image its pay page shows; without it (the original
   * client) the first open channel of the game QR way, for the amount.
   */
  async function depositQrCode(ctx: MemberContext, input: DepositQrInput) {
    if (input.deposit_no !== '') {
      const [order, config] = await Promise.all([ownDeposit(ctx.userId, input.deposit_no), settings.read()]);
      if (depositStatus(order, clock.now()) !== 'pending') throw denied('cashier.orderExpired');
      const { payimg } = await payee(order, config);
      if (!payimg) throw invalid('cashier.noChannel');
      return payimg;
    }
    const channelId = await channels.firstChannel('game');
    if (channelId === null) throw invalid('cashier.noChannel');
    return (await channels.payee(channelId, { reference: { member: String(ctx.userId) }, amount: input.amount })).payimg;
  }

  /** Closes the orders whose payment hour ran out (rejected, reason 'expired'); returns how many. */
  async function expireDeposits(): Promise<number> {
    // An order approved once above the threshold waits for its second person, not for its payment hour.
    return expireOrders(sql, clock.now(), EXPIRED_REASON);
  }

  // ---- review (back office) ----

  async function depositForReview(db: Sql, depositNo: string) {
    const row = await reviewedDeposit(db, depositNo);
    if (!row) throw notFound('cashier.orderNotFound');
    return row;
  }

  async function listDeposits(_ctx: AdminContext, q: ReviewListInput) {
    const perPage = q.per_page ?? REVIEW_PAGE_SIZE;
    const { rows, total } = await depositPage(sql, q, perPage);
    return pageOf(rows.map(presentDepositReview), total, q.page, perPage);
  }

  /**
   * Approves a pending, unexpired deposit: pending -> approved, the central wallet credited,
   * paysum raised, all in one transaction. Only the guarded UPDATE that wins moves money, so a
   * repeated or concurrent approval credits once (and the posting key is the deposit_no besides).
   * Above DEPOSIT_REVIEW_ABOVE the approval queues the credit for a second finance person (the
   * payouts queue) instead: the order stays pending, no longer expires, and is decided there.
   */
  async function approveDeposit(ctx: AdminContext, input: { deposit_no: string }) {
    const now = clock.now();
    const outcome = await sql.tx(async (tx) => {
      const order = await lockDeposit(tx, input.deposit_no);
      if (order?.state === pending && order.payout_id !== null) throw denied('cashier.depositAwaitingSecond');
      if (order?.state === pending && order.expires_at > now && wallet.needsSecondPerson('deposit.approve', D(order.real_money))) {
        const payoutId = await payouts.request(tx, {
          kind: 'deposit.approve',
          userId: order.user_id,
          amount: D(order.real_money),
          key: `deposit:${order.deposit_no}`,
          source: 'deposit',
          sourceRef: order.deposit_no,
          memo: order.deposit_no,
          requestedBy: ctx.adminId,
          amountSetBy: null,
        });
        await setDepositPayout(tx, order.id, payoutId);
        await audit(tx, {
          adminId: ctx.adminId,
          action: 'deposit.approve.first',
          target: order.deposit_no,
          amount: order.real_money,
          detail: { userId: order.user_id, amount: formatMoney(order.real_money), paytype: order.paytype, payout_id: payoutId },
        });
        return 'queued' as const;
      }
      const won = await approvePendingDeposit(tx, { depositNo: input.deposit_no, reviewedBy: ctx.adminId, at: now });
      if (!won) return 'lost' as const;
      await settleApproved(tx, won, { by: { staff: ctx.adminId }, adminId: ctx.adminId, key: `deposit:${won.deposit_no}` });
      return 'won' as const;
    });
    const order = await depositForReview(sql, input.deposit_no);
    if (outcome === 'queued') {
      const threshold = wallet.thresholdOf('deposit.approve')!;
      return { message: 'cashier.depositQueued' as const, params: { threshold: formatMoney(threshold) }, data: presentDepositReview(order) };
    }
    if (outcome === 'lost') {
      if (order.state === approved) return { message: 'cashier.orderReviewed' as const, data: presentDepositReview(order) };
      if (order.state === rejected && order.reason !== EXPIRED_REASON) throw denied('cashier.orderReviewed');
      throw denied('cashier.orderExpired');
    }
    return { message: 'cashier.approved' as const, data: presentDepositReview(order) };
  }

  /**
   * A second finance person's decision on a deposit approved once above the threshold (registered
   * on the payouts queue): approved, the order is approved and credited with the approval (the
   * deposit limits in force still apply); rejected, the order is rejected with the reason.
   */
  const depositPayouts = {
    async approve(tx: Sql, payout: QueuedPayout, ctx: AdminContext): Promise<PayoutOutcome> {
      const won = await approveQueuedDeposit(tx, { depositNo: payout.source_ref, reviewedBy: ctx.adminId, at: clock.now(), payoutId: payout.id });
      if (!won) throw denied('payout.decided');
      const approval = payouts.approval(payout, ctx);
      await settleApproved(tx, won, { ...approval, adminId: ctx.adminId, key: payout.key });
      return { paid: true };
    },
    async reject(tx: Sql, payout: QueuedPayout, ctx: AdminContext, reason: string): Promise<void> {
      const row = await rejectQueuedDeposit(tx, { depositNo: payout.source_ref, reviewedBy: ctx.adminId, at: clock.now(), reason, payoutId: payout.id });
      if (!row) throw denied('payout.decided');
      await notify(tx, {
        userId: row.user_id,
        template: InboxTemplate.depositRejected,
        params: { order_no: row.deposit_no, amount: formatMoney(row.amount), reason },
      });
    },
  };
  payouts.handle('deposit', depositPayouts);

  /**
   * What every approval does once an order has won its pending -> approved update, in the
   * approval's transaction: the member's row locked, the deposit limits in force checked (over one,
   * the caller's whole transaction rolls back), the central wallet credited once under `key`,
   * paysum raised, the VIP re-check, the member's message and the audit row.
   */
  async function settleApproved(
    tx: Sql,
    won: DepositRow,
    {
      by,
      approvedBy = null,
      adminId,
      key,
      detail = {},
    }: { by: PayoutBy; approvedBy?: number | null; adminId: number; key: string; detail?: Record<string, string> },
  ) {
    // The member's row before any account row, as a withdrawal takes them: the paysum update and
    // the VIP check below need it, and taking it after the credit's account locks deadlocked.
    await lockMember(tx, won.user_id);
    // A limit lowered since the order was asked for applies: over it, the order stays pending (the whole transaction rolls back).
    await depositGuard?.assertDepositApprovable(tx, { userId: won.user_id, amount: D(won.real_money), depositNo: won.deposit_no });
    await wallet.credit(tx, { userId: won.user_id, amount: D(won.real_money), kind: 'deposit.approve', key, memo: won.deposit_no, by, approvedBy });
    await addToPaysum(tx, won.user_id, won.real_money);
    await afterDepositApproved?.(tx, won.user_id);
    await notify(tx, {
      userId: won.user_id,
      template: InboxTemplate.depositApproved,
      params: { order_no: won.deposit_no, amount: formatMoney(won.real_money) },
    });
    await audit(tx, {
      adminId,
      action: 'deposit.approve',
      target: won.deposit_no,
      amount: won.real_money,
      detail: { userId: won.user_id, amount: formatMoney(won.real_money), paytype: won.paytype, ...detail },
    });
  }

  /**
   * A USDT transfer the chain confirmed, credited in the caller's transaction (`ptx`): CNY =
   * floor2(USDT x today's usdtrate). The member's oldest open order of that protocol asking for
   * exactly this USDT amount is approved (at today's rate); otherwise a new, approved order is
   * written for what arrived. The reviewer is `adminId` (the 'chain' account, or the staff member
   * who released a held transfer), the transaction hash goes on the order, and the wallet posting
   * is keyed by `key` (chain + tx hash + log index), so the same transfer never credits twice.
   * Throws the deposit guard's refusal when a deposit limit would be passed (nothing is written).
   * Above DEPOSIT_REVIEW_ABOVE without `approvedBy` nothing is written either: the CNY amount is
   * returned as needing a second person (the chain holds the transfer, or queues its release).
   * `cny`: the amount a second person approved (the rate of that day), instead of today's.
   */
  async function creditChainDeposit(tx: Sql, input: ChainCreditInput): Promise<ChainCreditOutcome> {
    const now = clock.now();
    const rate = (await settings.read()).usdtrate;
    const cny = input.cny ?? input.usdt.mul(rate).toDecimalPlaces(2, Prisma.Decimal.ROUND_DOWN);
    if (!cny.greaterThan(0)) throw invalid('common.amountInvalid');
    if (input.from) await depositGuard?.assertPayerFree(tx, { userId: input.userId, type: CardType.usdt, protocol: input.protocol, number: input.from });
    if (!input.approvedBy && wallet.needsSecondPerson('deposit.approve', cny)) return { needsSecondPerson: formatMoney(cny) };
    const arrived = { userId: input.userId, protocol: input.protocol, cny: cny.toFixed(2), rate, reviewedBy: input.adminId, at: now, txHash: input.txHash };
    const won =
      (await approveOpenUsdtDeposit(tx, { ...arrived, usdt2: input.usdt.toFixed(2), usdt6: input.usdt.toFixed(6) })) ??
      (await insertApprovedUsdtDeposit(tx, {
        ...arrived,
        depositNo: orderNumber('CZ', now),
        usdt: input.usdt.toDecimalPlaces(2, Prisma.Decimal.ROUND_DOWN).toFixed(2),
      }));
    await settleApproved(tx, won, {
      by: input.by,
      approvedBy: input.approvedBy ?? null,
      adminId: input.adminId,
      key: input.key,
      detail: { protocol: input.protocol, tx_hash: input.txHash, usdt: input.usdt.toFixed(6) },
    });
    return { deposit_no: won.deposit_no, real_money: formatMoney(won.real_money) };
  }

  /** Rejects a pending deposit with the reason (nothing moves: nothing was credited). */
  async function rejectDeposit(ctx: AdminContext, input: { deposit_no: string; reason: string }) {
    const now = clock.now();
    const won = await sql.tx(async (tx) => {
      // One approved once above the threshold is decided in the payouts queue.
      const row = await rejectPendingDeposit(tx, { depositNo: input.deposit_no, reviewedBy: ctx.adminId, at: now, reason: input.reason });
      if (!row) return false;
      await notify(tx, {
        userId: row.user_id,
        template: InboxTemplate.depositRejected,
        params: { order_no: row.deposit_no, amount: formatMoney(row.amount), reason: input.reason },
      });
      await audit(tx, {
        adminId: ctx.adminId,
        action: 'deposit.reject',
        target: row.deposit_no,
        amount: row.amount,
        detail: { userId: row.user_id, amount: formatMoney(row.amount), reason: input.reason },
      });
      return true;
    });
    const order = await depositForReview(sql, input.deposit_no);
    if (!won && order.state === pending && order.payout_id !== null) throw denied('cashier.depositAwaitingSecond');
    if (!won && order.state !== rejected) throw denied('cashier.orderReviewed');
    return { message: won ? ('cashier.rejected' as const) : ('cashier.orderReviewed' as const), data: presentDepositReview(order) };
  }

  /** The member a deposit order belongs to (the back office's order detail). */
  async function depositOwner(depositNo: string): Promise<number> {
    const userId = await depositOwnerOf(sql, depositNo);
    if (userId === undefined) throw notFound('cashier.orderNotFound');
    return userId;
  }

  /** Pending deposits still inside their payment window and not waiting in the payouts queue (the back office's queue count). */
  const pendingDeposits = (now: Date) => pendingDepositCount(sql, now);

  return {
    requestDeposit,
    payInfo,
    depositQrCode,
    expireDeposits,
    listDeposits,
    approveDeposit,
    rejectDeposit,
    creditChainDeposit,
    depositOwner,
    pendingDeposits,
  };
}
