import type {
  BoundCard,
  ChainPayoutState,
  DepositReviewRow,
  PayInfoReply,
  PayType,
  DepositReply,
  TransRecordItem,
  UsdtProtocol,
  WithdrawalReviewRow,
  WithdrawalReply,
} from '@portal/contracts';
import { depositStatus, OrderState, TransRecordType, PAYINFO_TYPE } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';
import type { CardRow, DepositRow, WithdrawalRow } from './rows.js';

// Rows -> the reply shapes of contracts. Money is formatted here and nowhere else.

const maybeMoney = (v: string | null) => (v === null ? null : formatMoney(v));
const maybeTime = (d: Date | null) => (d === null ? null : beijingDateTime(d));
const protocolOf = (v: string | null) => (v === 'ERC20' || v === 'TRC20' ? (v as UsdtProtocol) : null);

export function presentDeposit(d: DepositRow): DepositReply {
  return {
    deposit_no: d.deposit_no,
    paytype: d.paytype as PayType,
    amount: formatMoney(d.amount),
    usdt_amount: maybeMoney(d.usdt_amount),
    created_at: beijingDateTime(d.created_at),
    expires_at: beijingDateTime(d.expires_at),
  };
}

/** The cardlist of an order that is no longer to be paid: no payee, no QR. */
export const NO_PAYEE: PayInfoReply['cardlist'] = { content: '', payimg: '', mch_id: '' };

/** `cardlist` is the order's payee while it is to be paid (status 'pending'), NO_PAYEE otherwise. */
export function presentPayInfo(d: DepositRow, cardlist: PayInfoReply['cardlist'], { now, usdtrate }: { now: Date; usdtrate: string }): PayInfoReply {
  const pending = d.state === OrderState.pending;
  const status = depositStatus(d, now);
  return {
    deposit_no: d.deposit_no,
    paytype: d.paytype as PayType,
    catepay: protocolOf(d.protocol),
    state: d.state,
    status,
    reason: d.reason,
    info: {
      created_at: beijingDateTime(d.created_at),
      expires_at: beijingDateTime(d.expires_at),
      remaining_seconds: pending ? Math.max(0, Math.floor((d.expires_at.getTime() - now.getTime()) / 1000)) : 0,
      amount: formatMoney(d.amount),
      real_money: formatMoney(d.real_money),
      // The rate the order was made at (USDT), else today's.
      usdtrate: d.usdt_rate === null ? usdtrate : new Prisma.Decimal(d.usdt_rate).toString(),
      usdt_amount: maybeMoney(d.usdt_amount),
    },
    cardlist: status === 'pending' ? cardlist : NO_PAYEE,
  };
}

/** The pay type's name in the original's message (bankpay | wxpay | alipay | ebpay | usdtpay). */
export const payInfoMessage = (d: DepositRow) => PAYINFO_TYPE[d.paytype as PayType];

export function presentCard(c: CardRow): BoundCard {
  return {
    id: c.id,
    type: c.type,
    bank: c.bank,
    bank_no: c.bank_no,
    bank_owner: c.bank_owner,
    bank_address: c.bank_address,
    created_at: beijingDateTime(c.created_at),
  };
}

export function presentWithdrawal(w: WithdrawalRow, balance: string): WithdrawalReply {
  return {
    order_no: w.order_no,
    amount: formatMoney(w.amount),
    protocol: protocolOf(w.protocol),
    usdt_amount: maybeMoney(w.usdt_amount),
    fee: maybeMoney(w.fee),
    state: w.state,
    balance: formatMoney(balance),
  };
}

/** The financial record's way column: the pay type, with the protocol for USDT (usdt-erc20). */
export function payWayOf(kind: string, protocol: string | null): string {
  return protocol ? `usdt-${protocol.toLowerCase()}` : kind;
}

export function presentDepositRecord(d: DepositRow): TransRecordItem {
  return {
    id: d.deposit_no,
    created_at: beijingDateTime(d.created_at),
    out_trade_no: d.deposit_no,
    pay_way: payWayOf(d.paytype, d.protocol),
    type: TransRecordType.topUp,
    amount: formatMoney(d.amount),
    state: d.state,
  };
}

export function presentDepositReview(d: DepositRow & { username: string; reviewer: string | null }): DepositReviewRow {
  return {
    deposit_no: d.deposit_no,
    username: d.username,
    paytype: d.paytype as PayType,
    catepay: protocolOf(d.protocol),
    amount: formatMoney(d.amount),
    real_money: formatMoney(d.real_money),
    usdt_amount: maybeMoney(d.usdt_amount),
    payer: d.paytype === 'bank' ? { bank_owner: d.payer_name, bank: d.payer_bank, bank_no: d.payer_card_no, bank_address: d.payer_address } : null,
    state: d.state,
    created_at: beijingDateTime(d.created_at),
    expires_at: beijingDateTime(d.expires_at),
    reviewed_at: maybeTime(d.reviewed_at),
    reviewer: d.reviewer,
    reason: d.reason,
    waiting_payout: d.state === OrderState.pending && d.payout_id !== null ? Number(d.payout_id) : null,
  };
}

export function presentWithdrawalReview(
  w: WithdrawalRow & { username: string; reviewer: string | null; first_approver: string | null },
  { needsSecondApproval }: { needsSecondApproval: boolean },
): WithdrawalReviewRow {
  return {
    order_no: w.order_no,
    username: w.username,
    amount: formatMoney(w.amount),
    usdt_amount: maybeMoney(w.usdt_amount),
    fee: maybeMoney(w.fee),
    protocol: protocolOf(w.protocol),
    card: { type: w.card_type, bank: w.bank, bank_no: w.bank_no, bank_owner: w.bank_owner, bank_address: w.bank_address },
    state: w.state,
    created_at: beijingDateTime(w.created_at),
    needs_second_approval: needsSecondApproval,
    first_approver: w.first_approver,
    first_approved_at: maybeTime(w.first_approved_at),
    reviewed_at: maybeTime(w.reviewed_at),
    reviewer: w.reviewer,
    reason: w.reason,
    payout_tx: w.payout_tx,
    payout_state: w.payout_state as ChainPayoutState | null,
    payout_note: w.payout_state === null ? null : w.payout_note,
  };
}
