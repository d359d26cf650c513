import { ROLES, type StaffRole } from '@portal/contracts';
import type { Prisma } from '../../db/client.js';
import { denied, invalid } from '../../errors.js';
import { formatMoney } from '../../money.js';
import type { Config } from '../../config.js';
import { DEMO_OPENING_BALANCE } from '../../db/seed-data.js';
import { HOUSE, type HouseAccount, type PostingKind } from './chart.js';

// Every way money leaves a house account into a member's wallet, in one table: who may set it
// going, the most one payment may be, and above what a second person must approve it. The
// wallet's paying commands (commands.ts) enforce it whatever the caller: a kind whose row says it
// is no payout cannot be credited at all, and a kind added to chart.ts needs a row here (the type
// says so, and test/house-payouts.test.ts holds the same table and fails without it).

/** Who sets a payment out of a house account going: a staff member's decision, the member, or a system job. */
export type PayoutBy = { staff: number } | 'member' | 'system';

/** Who sets a payment going: a staff member of a role (by the route table), the member, or a system job. */
export type PayoutTrigger = StaffRole | 'member' | 'system';

/** A limit and the setting it comes from (an env variable, or a constant of the code). */
export interface PayoutLimit {
  setting: string;
  value: string;
}

/** No limit, and why none is needed. */
export interface NoLimit {
  none: string;
}

export interface HousePayoutRule {
  pays: true;
  /** The house account the money leaves. */
  house: HouseAccount;
  triggers: readonly PayoutTrigger[];
  /** The most one payment may be: above it the wallet refuses it. */
  cap: PayoutLimit | NoLimit;
  /** Above it the wallet pays only with the approval of a second finance or super staff member, neither the one who asked nor the one who set the amount. */
  secondPersonAbove: PayoutLimit | NoLimit;
  /** Refused to a member in a time-out or self-exclusion, checked in the paying transaction. */
  refusedWhileBlocked: boolean;
}

/** A kind that takes no money out of a house account into a member's wallet. */
export interface NotAPayout {
  pays: false;
  why: string;
}

export type PayoutRule = HousePayoutRule | NotAPayout;
export type HousePayoutRules = Record<PostingKind, PayoutRule>;

/** Who may be the second person: finance or super (ROLES.finance), active. */
export const SECOND_PERSON_ROLES: readonly StaffRole[] = ROLES.finance;

type Limits = Pick<Config, 'adjustments' | 'payouts'>;

/** The table, with the limits of this configuration. */
export function housePayoutRules({ adjustments, payouts }: Limits): HousePayoutRules {
  const reviewAbove = { setting: 'ADJUST_REVIEW_ABOVE', value: adjustments.reviewAbove };
  return {
    'deposit.approve': {
      pays: true,
      house: HOUSE.deposits,
      // Finance approves a deposit order or releases a held USDT transfer; the chain watcher credits a confirmed one.
      triggers: ['super', 'finance', 'system'],
      cap: { setting: 'DEPOSIT_MAX', value: payouts.depositMax },
      secondPersonAbove: { setting: 'DEPOSIT_REVIEW_ABOVE', value: payouts.depositReviewAbove },
      // The member's own money paid in: a time-out or exclusion does not keep it from them (the cashier's deposit guard refuses new orders).
      refusedWhileBlocked: false,
    },
    'withdrawal.release': {
      pays: true,
      house: HOUSE.withdrawalsInFlight,
      triggers: ['super', 'finance'],
      cap: { none: "the member's own money, held by their withdrawal: it returns exactly what the hold took" },
      secondPersonAbove: { none: "the member's own money, held by their withdrawal: it returns exactly what the hold took" },
      refusedWhileBlocked: false,
    },
    'rebate.collect': {
      pays: true,
      house: HOUSE.rebates,
      triggers: ['member'],
      cap: { setting: 'REBATE_COLLECT_MAX', value: payouts.rebateCollectMax },
      secondPersonAbove: { setting: 'REBATE_REVIEW_ABOVE', value: payouts.rebateReviewAbove },
      refusedWhileBlocked: true,
    },
    'redpacket.draw': {
      pays: true,
      house: HOUSE.redPackets,
      triggers: ['member'],
      cap: { setting: 'REDPACKET_PRIZE_MAX', value: payouts.redPacketPrizeMax },
      // A draw's ceiling is cut to it (redpacket/service.ts): no member's draw waits for staff.
      secondPersonAbove: reviewAbove,
      refusedWhileBlocked: true,
    },
    'promotion.bonus': {
      pays: true,
      house: HOUSE.promotions,
      // The reviewer of an application (promotions.review); above the threshold a second finance person approves it in the payouts queue.
      triggers: ['super', 'operations'],
      cap: { setting: 'PROMOTION_BONUS_MAX', value: payouts.promotionBonusMax },
      secondPersonAbove: reviewAbove,
      refusedWhileBlocked: true,
    },
    'admin.adjust': {
      pays: true,
      house: HOUSE.adjustments,
      triggers: ['super', 'finance'],
      cap: { setting: 'ADJUST_MAX', value: adjustments.max },
      secondPersonAbove: reviewAbove,
      // Corrections (a missed deposit) must reach a member whatever their protection; a credit that is not one adds to their turnover.
      refusedWhileBlocked: false,
    },
    'seed.credit': {
      pays: true,
      house: HOUSE.adjustments,
      triggers: ['system'],
      cap: { setting: 'DEMO_OPENING_BALANCE (db/seed-data.ts)', value: DEMO_OPENING_BALANCE },
      secondPersonAbove: { none: "the seed's opening balance of its demo member, once per database (key seed:opening-balance:<id>), run by no request" },
      refusedWhileBlocked: false,
    },
    'game.result': {
      pays: true,
      house: HOUSE.gameResults,
      triggers: ['system'],
      cap: { none: "the platform's own result of the member's bets, brought in line by the bet sync; no one sets it" },
      secondPersonAbove: { none: "the platform's own result of the member's bets, brought in line by the bet sync; no one sets it" },
      refusedWhileBlocked: false,
    },
    'seamless.win': {
      pays: true,
      house: HOUSE.seamlessGames,
      triggers: ['system'],
      cap: { none: "a seamless provider's win, signed by its key, paid as its game decided; no one at the portal sets it" },
      secondPersonAbove: { none: "a seamless provider's win, signed by its key, paid as its game decided; no one at the portal sets it" },
      // A win of a bet placed before the block: the member's own result (docs/seamless-wallet.md).
      refusedWhileBlocked: false,
    },
    'seamless.rollback': {
      pays: true,
      house: HOUSE.seamlessGames,
      triggers: ['system'],
      cap: { none: 'a rolled-back bet returns exactly its stake (a rolled-back win is a debit, no payout)' },
      secondPersonAbove: { none: 'a rolled-back bet returns exactly its stake (a rolled-back win is a debit, no payout)' },
      refusedWhileBlocked: false,
    },
    'seamless.bet': { pays: false, why: "member -> the seamless games' house account: a stake" },
    'withdrawal.hold': { pays: false, why: 'member -> withdrawals in flight: money into a house account' },
    'withdrawal.capture': { pays: false, why: "withdrawals in flight -> withdrawals paid: house to house, the member's wallet does not change" },
    'transfer.in': { pays: false, why: "between the member's own central wallet and their game wallet" },
    'transfer.out': { pays: false, why: "between the member's own game wallet and their central wallet" },
    'transfer.reversal': { pays: false, why: "a failed transfer's money back from the member's own game wallet" },
  };
}

export const isLimit = (limit: PayoutLimit | NoLimit): limit is PayoutLimit => 'value' in limit;

/** A payment as its rule judges it: the amount, who set it going, who set its amount, who approved it. */
export interface PayoutAsked {
  amount: Prisma.Decimal;
  by: PayoutBy;
  amountSetBy?: number | null;
  approvedBy?: number | null;
}

/** Staff accounts as the rule reads them (in the paying transaction): role, and not disabled. */
export type StaffStanding = Map<number, { role: string; active: boolean }>;

/** Refused above the kind's cap (before anything is read). */
export function assertWithinCap(rule: HousePayoutRule, amount: Prisma.Decimal): void {
  if (isLimit(rule.cap) && amount.greaterThan(rule.cap.value)) throw invalid('wallet.payoutAboveCap').with({ max: formatMoney(rule.cap.value) });
}

/** The staff the rule must read: the one who set the payment going and, above the threshold, the approver. */
export function payoutStaffIds(rule: HousePayoutRule, asked: PayoutAsked): number[] {
  const requester = typeof asked.by === 'object' ? asked.by.staff : null;
  const above = isLimit(rule.secondPersonAbove) && asked.amount.greaterThan(rule.secondPersonAbove.value);
  const approver = above ? (asked.approvedBy ?? null) : null;
  return [requester, approver].filter((id): id is number => id !== null);
}

/**
 * The kind's rule on who pays: the trigger (a staff member's role, the member, a system job) is
 * one the kind allows, the staff member active; above the threshold a second person approved it,
 * an active finance or super staff member who neither set the payment going nor set its amount.
 * Throws the refusal.
 */
export function checkPayoutRule(rule: HousePayoutRule, asked: PayoutAsked, staff: StaffStanding): void {
  const requester = typeof asked.by === 'object' ? asked.by.staff : null;
  const above = isLimit(rule.secondPersonAbove) && asked.amount.greaterThan(rule.secondPersonAbove.value);
  const approver = above ? (asked.approvedBy ?? null) : null;
  const trigger: PayoutTrigger | undefined = requester === null ? (asked.by as 'member' | 'system') : (staff.get(requester)?.role as PayoutTrigger | undefined);
  if (trigger === undefined || !rule.triggers.includes(trigger) || (requester !== null && !staff.get(requester)!.active)) {
    throw denied('wallet.payoutNotAllowed');
  }
  if (above) {
    const threshold = formatMoney((rule.secondPersonAbove as PayoutLimit).value);
    if (approver === null) throw denied('wallet.payoutNeedsSecondPerson').with({ threshold });
    const who = staff.get(approver);
    if (!who?.active || !(SECOND_PERSON_ROLES as readonly string[]).includes(who.role)) throw denied('wallet.payoutNeedsSecondPerson').with({ threshold });
    if (approver === requester || approver === (asked.amountSetBy ?? null)) throw denied('wallet.payoutSamePerson');
  }
}
