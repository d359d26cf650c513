import type { ApiReply } from '@portal/contracts';
import { ok, post } from './msw';

type DepositReviewRow = ApiReply<'deposits.list'>['data'][number];
type WithdrawalReviewRow = ApiReply<'withdrawals.list'>['data'][number];

export const counts = (over: Partial<Record<string, number>> = {}) =>
  post(
    '/api/admin/queues/counts',
    ok({
      deposits: 2,
      withdrawals: 1,
      withdrawals_second_approval: 0,
      adjustments: 0,
      house_payouts: 0,
      activity_applications: 0,
      agent_applications: 0,
      ...over,
    }),
  );

export const depositRow = (over: Partial<DepositReviewRow> = {}): DepositReviewRow => ({
  deposit_no: 'D1001',
  username: 'alice',
  paytype: 'bank',
  catepay: null,
  amount: '1500.00',
  real_money: '1500.00',
  usdt_amount: null,
  payer: { bank_owner: '张三', bank: '工商银行', bank_no: '6222000011112222', bank_address: '北京' },
  state: 1,
  created_at: '2026-11-23 10:00:00',
  expires_at: '2026-11-23 11:00:00',
  reviewed_at: null,
  reviewer: null,
  reason: '',
  waiting_payout: null,
  ...over,
});

export const withdrawalRow = (over: Partial<WithdrawalReviewRow> = {}): WithdrawalReviewRow => ({
  order_no: 'W2001',
  username: 'alice',
  amount: '80000.00',
  usdt_amount: null,
  fee: null,
  protocol: null,
  card: { type: 1, bank: '工商银行', bank_no: '6222000011112222', bank_owner: '张三', bank_address: '北京' },
  state: 1,
  created_at: '2026-11-23 10:05:00',
  needs_second_approval: true,
  first_approver: null,
  first_approved_at: null,
  reviewed_at: null,
  reviewer: null,
  reason: '',
  payout_tx: null,
  payout_state: null,
  payout_note: null,
  ...over,
});

export const member = {
  username: 'alice',
  realname: '张三',
  vip: 2,
  frozen: false,
  balance: '320.50',
  paysum: '5000.00',
  turnover: { done: '1200.00', required: '1500.00', met: false },
};
export const page = <T>(data: T[]) => ({ data, total: data.length, current_page: 1, per_page: 15, last_page: 1 });
