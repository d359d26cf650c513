// Reply shapes the screens read. The back office's own ones come from bo-api's contracts
// (packages/contracts/src/staff/replies.ts) once merged; until then they are declared here.
import type { DepositReviewRow, WithdrawalReviewRow, BoundCard } from '@portal/contracts';

export type { DepositReviewRow, WithdrawalReviewRow, BoundCard, Page } from '@portal/contracts';

export interface MemberMoneySummary {
  username: string;
  realname: string;
  vip: number;
  frozen: boolean;
  balance: string;
  paysum: string;
  turnover: { done: string; required: string; met: boolean };
}
interface OrderContext {
  member: MemberMoneySummary;
  recent_deposits: DepositReviewRow[];
  recent_withdrawals: WithdrawalReviewRow[];
  cards: BoundCard[];
}
export interface DepositDetailReply extends OrderContext {
  order: DepositReviewRow;
}
export interface WithdrawalDetailReply extends OrderContext {
  order: WithdrawalReviewRow;
}
export type BulkReply = Array<{ order_no: string; code: number; message: string }>;

export interface MemberRow {
  id: number;
  username: string;
  realname: string;
  mobile: string | null;
  email: string | null;
  vip: number;
  balance: string;
  agent: string | null;
  is_agent: boolean;
  frozen: boolean;
  created_at: string;
  last_login_at: string | null;
}
export interface MemberDetailReply {
  member: MemberRow & { paysum: string; totalgame: string; frozen_reason: string; frozen_at: string | null; register_ip: string };
  wallets: Array<{ wallet: string; balance: string }>;
  turnover: { done: string; required: string; met: boolean };
  ledger: Array<{ id: number; wallet: string; kind: string; amount: string; memo: string; created_at: string }>;
  deposits: DepositReviewRow[];
  withdrawals: WithdrawalReviewRow[];
  transfers: Array<{ order_no: string; platname: string; direction: string; amount: string; state: number; reason: string; created_at: string }>;
  bets: Array<{ platname: string; bet_id: string; game_name: string; category: string; bet_amount: string; valid_amount: string; payout: string; win_loss: string; status: number; bet_time: string }>;
  rebates: Array<{ platname: string; category: string; valid_amount: string; rate: string; money: string; state: number; created_at: string }>;
  red_packets: Array<Record<string, unknown>> | null;
  messages: Array<Record<string, unknown>> | null;
  cards: BoundCard[];
  logins: Array<{ ip: string; user_agent: string; ok: boolean; created_at: string }>;
}

export interface DailyReportRow {
  day: string;
  deposits: string;
  withdrawals: string;
  net_cash: string;
  stakes: string;
  payouts: string;
  ggr: string;
  rebates: string;
  redpackets: string;
  promotions: string;
  adjustments: string;
  new_members: number;
  active_members: number;
}
export interface PlatformReportRow {
  platname: string;
  bets: number;
  players: number;
  stakes: string;
  valid_stakes: string;
  payouts: string;
  ggr: string;
}
export interface AgentReportRow {
  agent: string | null;
  members: number;
  new_members: number;
  deposits: string;
  withdrawals: string;
  stakes: string;
  payouts: string;
  ggr: string;
}

export interface JobRow {
  name: string;
  schedule: string;
  last_run: { started_at: string; finished_at: string | null; ok: boolean | null; result: unknown; trigger: string } | null;
}
export interface JobRunReply {
  name: string;
  ran: boolean;
  ok: boolean;
  result: unknown;
}
export interface PendingTransferRow {
  order_no: string;
  username: string;
  platname: string;
  direction: string;
  amount: string;
  state: number;
  attempts: number;
  reason: string;
  created_at: string;
}

export interface StaffRow {
  id: number;
  name: string;
  role: string;
  disabled: boolean;
  totp_enabled: boolean;
  created_at: string;
  last_login_at: string | null;
  live_sessions: number;
}
export interface AuditRow {
  id: number;
  admin_id: number;
  admin: string;
  role: string;
  action: string;
  target: string;
  detail: unknown;
  before: unknown;
  after: unknown;
  amount: string | null;
  ip: string;
  created_at: string;
  hash: string | null;
}
export interface AuditVerifyReply {
  ok: boolean;
  first_broken: number | null;
  checked: number;
}
