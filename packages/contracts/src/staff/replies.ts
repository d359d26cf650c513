import { z } from 'zod';
import { moneyText as money, pageReply } from '../common/replies.js';
import { depositReviewRowSchema, withdrawalReviewRowSchema, boundCardSchema } from '../cashier/replies.js';
import { STAFF_ROLES } from './roles.js';

// Reply shapes (data) of the back office's own paths. Money is a 2-decimal string; times are
// 'YYYY-MM-DD HH:mm:ss' Beijing; days 'YYYY-MM-DD' Beijing.

const time = z.string();
const role = z.enum(STAFF_ROLES);

// ---- sign in, self, staff ----

/**
 * POST /api/admin/login: a token, or (code 200, message staff.totpRequired) {totp_required: true}
 * when the account has a second factor and no `otp` was sent. `must_enrol_totp`: the account must
 * enrol TOTP before anything but /me, /logout and /staff/totp/* is allowed (STAFF_TOTP_REQUIRED).
 */
export const staffSessionSchema = z.object({
  api_token: z.string(),
  name: z.string(),
  role,
  expires_at: time,
  must_enrol_totp: z.boolean(),
});
export const staffLoginReplySchema = z.union([staffSessionSchema, z.object({ totp_required: z.literal(true) })]);
export type StaffLoginReply = z.infer<typeof staffLoginReplySchema>;

/** /api/admin/me: who is signed in, and the paths their role may call (from ADMIN_PERMISSIONS). */
export const staffMeReplySchema = z.object({
  id: z.number(),
  name: z.string(),
  role,
  totp_enabled: z.boolean(),
  must_enrol_totp: z.boolean(),
  allowed_paths: z.array(z.string()),
});
export type StaffMeReply = z.infer<typeof staffMeReplySchema>;

/** /api/admin/staff/revoke-my-sessions: how many of the caller's other sessions ended (the one in use stays). */
export const staffRevokeOwnReplySchema = z.object({ ended: z.number() });
export type StaffRevokeOwnReply = z.infer<typeof staffRevokeOwnReplySchema>;

export const staffRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  role,
  disabled: z.boolean(),
  totp_enabled: z.boolean(),
  created_at: time,
  last_login_at: time.nullable(),
  /** Sessions neither expired nor revoked. */
  live_sessions: z.number(),
});
export type StaffRow = z.infer<typeof staffRowSchema>;
/** /staff/list: every staff account (no paging: a back office has few). */
export const staffListReplySchema = z.array(staffRowSchema);
export type StaffListReply = z.infer<typeof staffListReplySchema>;

/**
 * /staff/totp/enrol: the new secret (base32, for typing in by hand), its otpauth:// URI and that
 * URI as a QR code (an SVG document) to scan; confirm with a code to switch it on.
 */
export const totpEnrolReplySchema = z.object({ secret: z.string(), uri: z.string(), qr_svg: z.string() });
export type TotpEnrolReply = z.infer<typeof totpEnrolReplySchema>;

// ---- audit ----

export const auditRowSchema = z.object({
  id: z.number(),
  admin_id: z.number(),
  admin: z.string(),
  role: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.unknown(),
  /** Settings changes: the values before and after. */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** Money actions: the amount. */
  amount: money.nullable(),
  ip: z.string(),
  created_at: time,
  hash: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;
export const auditPageReplySchema = pageReply(auditRowSchema);
export type AuditPageReply = z.infer<typeof auditPageReplySchema>;

/** /audit/verify: ok when every row's hash matches its content and its predecessor; else the first row that does not. */
export const auditVerifyReplySchema = z.object({ ok: z.boolean(), first_broken: z.number().nullable(), checked: z.number() });
export type AuditVerifyReply = z.infer<typeof auditVerifyReplySchema>;

// ---- queues ----

/** /queues/counts: what waits for a decision (agent_applications null where the portal has no such table). */
export const queueCountsReplySchema = z.object({
  deposits: z.number(),
  withdrawals: z.number(),
  /** Withdrawals approved once, waiting for a second admin (four-eyes). */
  withdrawals_second_approval: z.number(),
  /** Balance adjustments above ADJUST_REVIEW_ABOVE waiting for a second staff member. */
  adjustments: z.number(),
  /** Payments out of a house account above their threshold waiting for a second finance or super staff member (the payouts queue). */
  house_payouts: z.number(),
  activity_applications: z.number(),
  agent_applications: z.number().nullable(),
});
export type QueueCountsReply = z.infer<typeof queueCountsReplySchema>;

export const memberMoneySummarySchema = z.object({
  username: z.string(),
  realname: z.string(),
  vip: z.number(),
  frozen: z.boolean(),
  /** Central wallet. */
  balance: money,
  paysum: money,
  /** Settled bets since the last approved withdrawal against what the turnover rule requires. */
  turnover: z.object({ done: money, required: money, met: z.boolean() }),
});
export type MemberMoneySummary = z.infer<typeof memberMoneySummarySchema>;

const orderContext = {
  member: memberMoneySummarySchema,
  recent_deposits: z.array(depositReviewRowSchema),
  recent_withdrawals: z.array(withdrawalReviewRowSchema),
  cards: z.array(boundCardSchema),
};
/**
 * /deposits/detail. `limit_note`: for a pending order, why approving it now would be refused by the
 * member's deposit limit and what staff can do (the approval's own message), or null.
 */
export const depositDetailReplySchema = z.object({ order: depositReviewRowSchema, ...orderContext, limit_note: z.string().nullable() });
export type DepositDetailReply = z.infer<typeof depositDetailReplySchema>;
/** /withdrawals/detail */
export const withdrawalDetailReplySchema = z.object({ order: withdrawalReviewRowSchema, ...orderContext });
export type WithdrawalDetailReply = z.infer<typeof withdrawalDetailReplySchema>;

/** Bulk actions: one line per order, in the order sent (code 200 done, else the refusal's code and message). */
export const bulkReplySchema = z.array(z.object({ order_no: z.string(), code: z.number(), message: z.string() }));
export type BulkReply = z.infer<typeof bulkReplySchema>;

// ---- members ----

export const memberRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  realname: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  vip: z.number(),
  balance: money,
  /** The referring agent's username. */
  agent: z.string().nullable(),
  is_agent: z.boolean(),
  frozen: z.boolean(),
  created_at: time,
  last_login_at: time.nullable(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;
export const memberSearchReplySchema = pageReply(memberRowSchema);
export type MemberSearchReply = z.infer<typeof memberSearchReplySchema>;

/** One journal entry of the member's accounts (newest first). */
export const ledgerLineSchema = z.object({ id: z.number(), wallet: z.string(), kind: z.string(), amount: money, memo: z.string(), created_at: time });

/** /members/detail: the latest 50 of each list, newest first; red_packets/messages null where those tables do not exist. */
export const memberDetailReplySchema = z.object({
  member: memberRowSchema.extend({ paysum: money, totalgame: money, frozen_reason: z.string(), frozen_at: time.nullable(), register_ip: z.string() }),
  /** central, then one per game platform. */
  wallets: z.array(z.object({ wallet: z.string(), balance: money })),
  turnover: z.object({ done: money, required: money, met: z.boolean() }),
  ledger: z.array(ledgerLineSchema),
  deposits: z.array(depositReviewRowSchema),
  withdrawals: z.array(withdrawalReviewRowSchema),
  transfers: z.array(
    z.object({ order_no: z.string(), platname: z.string(), direction: z.string(), amount: money, state: z.number(), reason: z.string(), created_at: time }),
  ),
  bets: z.array(
    z.object({
      platname: z.string(),
      bet_id: z.string(),
      game_name: z.string(),
      category: z.string(),
      bet_amount: money,
      valid_amount: money,
      payout: money,
      win_loss: money,
      status: z.number(),
      bet_time: time,
    }),
  ),
  rebates: z.array(z.object({ platname: z.string(), category: z.string(), valid_amount: money, rate: z.string(), money, state: z.number(), created_at: time })),
  red_packets: z.array(z.record(z.string(), z.unknown())).nullable(),
  messages: z.array(z.record(z.string(), z.unknown())).nullable(),
  cards: z.array(boundCardSchema),
  logins: z.array(z.object({ ip: z.string(), user_agent: z.string(), ok: z.boolean(), created_at: time })),
});
export type MemberDetailReply = z.infer<typeof memberDetailReplySchema>;

// ---- reports ----

/** /reports/daily: one row per Beijing day of the range, money from the ledger and bets from bet records. */
export const dailyReportRowSchema = z.object({
  day: z.string(),
  deposits: money,
  withdrawals: money,
  /** deposits - withdrawals */
  net_cash: money,
  stakes: money,
  payouts: money,
  /** stakes - payouts */
  ggr: money,
  rebates: money,
  redpackets: money,
  promotions: money,
  adjustments: money,
  new_members: z.number(),
  active_members: z.number(),
});
export type DailyReportRow = z.infer<typeof dailyReportRowSchema>;
export const dailyReportReplySchema = z.array(dailyReportRowSchema);

/** /reports/platforms: per game platform over the range (bet records). */
export const platformReportRowSchema = z.object({
  platname: z.string(),
  bets: z.number(),
  players: z.number(),
  stakes: money,
  valid_stakes: money,
  payouts: money,
  ggr: money,
});
export type PlatformReportRow = z.infer<typeof platformReportRowSchema>;

/** /reports/agents: per referring agent over the range (members without one under agent null). */
export const agentReportRowSchema = z.object({
  agent: z.string().nullable(),
  members: z.number(),
  new_members: z.number(),
  deposits: money,
  withdrawals: money,
  stakes: money,
  payouts: money,
  ggr: money,
});
export type AgentReportRow = z.infer<typeof agentReportRowSchema>;

// ---- operations ----

export const jobRunRowSchema = z.object({
  started_at: time,
  finished_at: time.nullable(),
  ok: z.boolean().nullable(),
  result: z.unknown(),
  trigger: z.string(),
});
/** /api/admin/jobs: each registered job with its schedule (node-cron, Beijing time) and last run. */
export const jobRowSchema = z.object({ name: z.string(), schedule: z.string(), last_run: jobRunRowSchema.nullable() });
export type JobRow = z.infer<typeof jobRowSchema>;
export const jobListReplySchema = z.array(jobRowSchema);
/** /jobs/run: ran false when another process holds the job's lock. */
export const jobRunReplySchema = z.object({ name: z.string(), ran: z.boolean(), ok: z.boolean(), result: z.unknown() });
export type JobRunReply = z.infer<typeof jobRunReplySchema>;

export const pendingTransferRowSchema = z.object({
  order_no: z.string(),
  username: z.string(),
  platname: z.string(),
  direction: z.string(),
  amount: money,
  state: z.number(),
  attempts: z.number(),
  reason: z.string(),
  created_at: time,
});
export type PendingTransferRow = z.infer<typeof pendingTransferRowSchema>;
export const pendingTransfersReplySchema = pageReply(pendingTransferRowSchema);
/** /transfers/repair: the transfer's state afterwards (1 success, 0 failed and reversed, 2 still pending). */
export const transferRepairReplySchema = z.object({ order_no: z.string(), state: z.number() });

// ---- balance adjustments (four eyes above ADJUST_REVIEW_ABOVE) ----

/** pending: waits for a second staff member; approved / rejected: decided by one; posted: at once (at or below the threshold). */
export const AdjustmentState = { pending: 'pending', approved: 'approved', rejected: 'rejected', posted: 'posted' } as const;
export type AdjustmentState = (typeof AdjustmentState)[keyof typeof AdjustmentState];
export const ADJUSTMENT_STATES = [AdjustmentState.pending, AdjustmentState.approved, AdjustmentState.rejected, AdjustmentState.posted] as const;

/** One adjustment as /adjust, /adjust/pending, /adjust/approve and /adjust/reject give it. */
export const adjustmentRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  /** Signed: negative for a debit. */
  amount: money,
  direction: z.enum(['credit', 'debit']),
  memo: z.string(),
  /** A correction adds nothing to the member's turnover requirement; its reason is required. */
  correction: z.boolean(),
  correction_reason: z.string(),
  state: z.enum(ADJUSTMENT_STATES),
  requested_by: z.string(),
  requested_at: time,
  decided_by: z.string().nullable(),
  decided_at: time.nullable(),
  reject_reason: z.string(),
  /** The member's central balance right after the money moved; null in every other reply. */
  balance: money.nullable(),
});
export type AdjustmentRow = z.infer<typeof adjustmentRowSchema>;
export const adjustmentPageReplySchema = pageReply(adjustmentRowSchema);
export type AdjustmentPageReply = z.infer<typeof adjustmentPageReplySchema>;

/** GET /api/admin/outbox: the SMS and emails sent, newest first (ISO times). */
export const outboxRowSchema = z.object({
  id: z.number(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  transport: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export const outboxReplySchema = z.array(outboxRowSchema);

/** GET /api/admin/activity/applies: promotion applications (ISO times). */
export const promotionApplicationRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  activity_id: z.number(),
  activity_name: z.string(),
  state: z.number(),
  remark: z.string(),
  created_at: z.string(),
  /**
   * The member's last approved deposit made before applying (what a percent bonus is reckoned on);
   * null when there is none. `used_by`: the other application whose bonus already used it (one
   * deposit, one bonus, unless the promotion is stackable); null while it is unused.
   */
  qualifying_deposit: z
    .object({
      deposit_no: z.string(),
      amount: z.string(),
      created_at: z.string(),
      used_by: z.object({ application_id: z.number(), activity_name: z.string() }).nullable(),
    })
    .nullable(),
  /** The bonus: paid (approved), or what an approval would pay now (pending); with the turnover it adds. Rejected: '0.00'. */
  bonus: z.string(),
  bonus_turnover: z.string(),
  /** Whether the promotion may pay on a deposit another promotion's bonus already used. */
  stackable: z.boolean(),
  /** Approved by a reviewer with a bonus above the threshold: the payouts queue's id while it waits for a second finance person; else null. */
  waiting_payout: z.number().nullable(),
});
export const promotionApplicationsReplySchema = pageReply(promotionApplicationRowSchema);

/** /api/admin/ledger/check: whether the ledger's invariants hold, and each breach found. */
export const ledgerCheckReplySchema = z.object({
  ok: z.boolean(),
  breaches: z.array(z.object({ rule: z.enum(['transaction_unbalanced', 'balance_mismatch', 'negative_member_balance']), detail: z.string() })),
});
