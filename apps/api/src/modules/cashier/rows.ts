// The rows the cashier's hand-written SQL returns (deposits.ts, withdrawals.ts, cards.ts select
// them; presenter.ts turns them into replies). NUMERIC arrives as a string.

export interface DepositRow {
  id: string;
  deposit_no: string;
  user_id: number;
  paytype: string;
  protocol: string | null;
  amount: string;
  real_money: string;
  usdt_rate: string | null;
  usdt_amount: string | null;
  payer_name: string;
  payer_bank: string;
  payer_card_no: string;
  payer_address: string;
  state: number;
  reason: string;
  reviewed_by: number | null;
  reviewed_at: Date | null;
  created_at: Date;
  expires_at: Date;
  /** The QR channel the order was given (wxpay, alipay and game orders). */
  channel_id: number | null;
  /** Approved once above DEPOSIT_REVIEW_ABOVE: the payouts queue's row waiting for a second finance person. */
  payout_id: number | null;
}

export interface WithdrawalRow {
  id: string;
  order_no: string;
  user_id: number;
  card_id: number | null;
  card_type: number;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  protocol: string | null;
  amount: string;
  usdt_rate: string | null;
  usdt_amount: string | null;
  fee: string | null;
  state: number;
  reason: string;
  first_approved_by: number | null;
  first_approved_at: Date | null;
  reviewed_by: number | null;
  reviewed_at: Date | null;
  created_at: Date;
  /** A USDT withdrawal's payout (modules/chain/payouts.ts): the tx finance recorded, pending | verified | flagged, what differs. */
  payout_tx: string | null;
  payout_state: string | null;
  payout_note: string;
}

export interface CardRow {
  id: number;
  user_id: number;
  type: number;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  created_at: Date;
}
