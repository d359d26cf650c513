import { z } from 'zod';
import { intInput } from '../common/schemas.js';
import { calendarDay, isEmail, isMobile, optionalText, requiredText } from '../common/validation.js';
import { STAFF_ROLES } from './roles.js';

// Requests of the back office's own paths (staff, audit, queues, members, reports, operations).
// Every route is POST with a JSON body unless docs/back-office.md#the-back-office-api says otherwise.

const page = z.preprocess(
  (v: number | string | null | undefined) => (v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'common.badRequest' })
    .int({ error: 'common.badRequest' })
    .min(1, { error: 'common.badRequest' })
    .max(100_000, { error: 'common.badRequest' }),
);
const optionalFilter = (max: number) =>
  z.preprocess(
    (v: string | null | undefined) => (v === null || v === '' ? undefined : v),
    z.string({ error: 'common.badRequest' }).trim().max(max, { error: 'common.badRequest' }).optional(),
  );
const staffId = intInput('common.badRequest');
const role = z.enum(STAFF_ROLES, { error: 'staff.roleInvalid' });
/** Staff passwords: 8-64 characters with a letter and a digit. */
const staffPassword = z
  .string({ error: 'staff.passwordInvalid' })
  .min(8, { error: 'staff.passwordInvalid' })
  .max(64, { error: 'staff.passwordInvalid' })
  .regex(/[A-Za-z]/, { error: 'staff.passwordInvalid' })
  .regex(/\d/, { error: 'staff.passwordInvalid' });
const username = requiredText('admin.userNotFound', 32);
const reason = requiredText('staff.reasonRequired', 200);
/** A six-digit code of the staff member's authenticator app. */
const totpCode = z
  .string({ error: 'staff.totpWrong' })
  .trim()
  .regex(/^\d{6}$/, { error: 'staff.totpWrong' });

// ---- staff accounts ----

/** POST /api/admin/staff/create {name, password, role} */
export const staffCreateSchema = z.object({
  name: z
    .string({ error: 'staff.nameInvalid' })
    .trim()
    .regex(/^[A-Za-z0-9_.-]{3,32}$/, { error: 'staff.nameInvalid' }),
  password: staffPassword,
  role,
});
export type StaffCreateInput = z.infer<typeof staffCreateSchema>;

/** /staff/disable, /staff/enable, /staff/revoke-sessions, /staff/reset-totp {id} */
export const staffIdSchema = z.object({ id: staffId });
export type StaffIdInput = z.infer<typeof staffIdSchema>;

/** /staff/reset-password {id, password}: also ends that staff member's sessions. */
export const staffResetPasswordSchema = z.object({ id: staffId, password: staffPassword });
export type StaffResetPasswordInput = z.infer<typeof staffResetPasswordSchema>;

/** /staff/role {id, role} */
export const staffRoleSchema = z.object({ id: staffId, role });
export type StaffRoleInput = z.infer<typeof staffRoleSchema>;

/**
 * /staff/totp/confirm {code}: a code of the new (pending) secret switches it on.
 * /staff/totp/disable {code}: a current code of the enrolled secret. Each code is accepted once.
 */
export const totpCodeSchema = z.object({ code: totpCode });
export type TotpCodeInput = z.infer<typeof totpCodeSchema>;

/**
 * /staff/totp/enrol {code?, password?}: a current code is required when the account already has a
 * secret (re-enrolling), the sign-in password when it has none (first enrolment), so a stolen
 * session alone can never put its own authenticator on the account. Blank means none.
 */
export const totpEnrolSchema = z.object({
  code: z.preprocess((v: string | null | undefined) => (v === null || v === '' ? undefined : v), totpCode.optional()),
  password: z.preprocess((v: string | null | undefined) => (v === null || v === '' ? undefined : v), z.string().max(64).optional()),
});
export type TotpEnrolInput = z.infer<typeof totpEnrolSchema>;

// ---- audit ----

/** /api/admin/audit {page, actor?, action?}: actor is a staff name, action a prefix ("deposit." matches all deposit actions). */
export const auditQuerySchema = z.object({ page, actor: optionalFilter(64), action: optionalFilter(64) });
export type AuditQueryInput = z.infer<typeof auditQuerySchema>;

/** /audit/verify and /ledger/check {full?}: by default a check reads only what was added since its last clean check (its checkpoint); full: true re-reads everything. */
export const checkScopeSchema = z.object({ full: z.boolean({ error: 'common.badRequest' }).optional() });
export type CheckScopeInput = z.infer<typeof checkScopeSchema>;

// ---- queues ----

/** /deposits/detail {deposit_no} */
export const depositDetailSchema = z.object({ deposit_no: requiredText('cashier.depositNoRequired', 64) });
export type DepositDetailInput = z.infer<typeof depositDetailSchema>;
/** /withdrawals/detail {order_no} */
export const withdrawalDetailSchema = z.object({ order_no: requiredText('cashier.depositNoRequired', 64) });
export type WithdrawalDetailInput = z.infer<typeof withdrawalDetailSchema>;

const orderNos = z
  .array(requiredText('cashier.depositNoRequired', 64), { error: 'staff.bulkEmpty' })
  .min(1, { error: 'staff.bulkEmpty' })
  .max(100, { error: 'staff.bulkEmpty' });

/** /deposits/bulk {action: approve|reject, deposit_nos[], reason (reject)}: each order decided as if alone. */
export const depositBulkSchema = z.discriminatedUnion(
  'action',
  [z.object({ action: z.literal('approve'), deposit_nos: orderNos }), z.object({ action: z.literal('reject'), deposit_nos: orderNos, reason })],
  { error: 'common.badRequest' },
);
export type DepositBulkInput = z.infer<typeof depositBulkSchema>;

/** /withdrawals/bulk-reject {order_nos[], reason}: each held amount refunded as if rejected alone. */
export const withdrawalBulkRejectSchema = z.object({ order_nos: orderNos, reason });
export type WithdrawalBulkRejectInput = z.infer<typeof withdrawalBulkRejectSchema>;

// ---- members ----

/** /members/search {q}: a username, realname, mobile, email, member id or agent (referrer) username. */
export const memberSearchSchema = z.object({ q: requiredText('staff.queryRequired', 64), page });
export type MemberSearchInput = z.infer<typeof memberSearchSchema>;

const blankToUndefined = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : v);
/**
 * /members/list: every member, newest first, a page (per_page at most 200, for the CSV export's
 * paging); optional filters: text (as members/search), state, VIP level, registered on or after
 * `from` / on or before `to` (Beijing days), agents only.
 */
export const memberListSchema = z.object({
  page,
  per_page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'common.badRequest' })
      .int({ error: 'common.badRequest' })
      .min(1, { error: 'common.badRequest' })
      .max(200, { error: 'common.badRequest' })
      .default(20),
  ),
  q: z.preprocess(blankToUndefined, z.string({ error: 'common.badRequest' }).trim().max(64, { error: 'common.badRequest' }).default('')),
  state: z.preprocess(blankToUndefined, z.enum(['active', 'frozen'], { error: 'common.badRequest' }).optional()),
  vip: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'common.badRequest' })
      .int({ error: 'common.badRequest' })
      .min(1, { error: 'common.badRequest' })
      .max(10, { error: 'common.badRequest' })
      .optional(),
  ),
  from: z.preprocess(blankToUndefined, calendarDay().optional()),
  to: z.preprocess(blankToUndefined, calendarDay().optional()),
  agents_only: z.boolean({ error: 'common.badRequest' }).default(false),
  /** The pages are read for a CSV export: contacts in full, and every page writes an audit row (members.export) with the filters and the members read. */
  export: z.boolean({ error: 'common.badRequest' }).default(false),
});
export type MemberListInput = z.infer<typeof memberListSchema>;

/** /members/detail {username}, /members/unfreeze {username} */
export const memberSchema = z.object({ username });
export type MemberInput = z.infer<typeof memberSchema>;

/** /members/freeze {username, reason} */
export const memberFreezeSchema = z.object({ username, reason });
export type MemberFreezeInput = z.infer<typeof memberFreezeSchema>;

/** /members/reset-password {username, password}: the member's login password (6-16, letters and digits as at registration); ends their sessions. */
export const memberResetPasswordSchema = z.object({
  username,
  password: z.string({ error: 'staff.passwordInvalid' }).regex(/^[A-Za-z0-9]{6,16}$/, { error: 'staff.passwordInvalid' }),
});
export type MemberResetPasswordInput = z.infer<typeof memberResetPasswordSchema>;

/** /members/contact {username, mobile?, email?}: staff set a member's phone and / or email (a field left empty is kept). */
export const memberContactSchema = z
  .object({
    username,
    mobile: optionalText('profile.mobileFormat', isMobile, 11),
    email: optionalText('profile.emailFormat', isEmail),
  })
  .refine((v) => v.mobile !== '' || v.email !== '', { error: 'register.contactRequired', path: ['mobile'] });
export type MemberContactInput = z.infer<typeof memberContactSchema>;

// ---- reports ----

const day = calendarDay();

/** At most this many Beijing days in one report. */
export const REPORT_MAX_DAYS = 366;

/** /reports/daily, /reports/daily.csv, /reports/platforms, /reports/agents {from, to}: Beijing days, inclusive. */
export const reportRangeSchema = z
  .object({ from: day, to: day })
  .refine((v) => v.from <= v.to && (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 < REPORT_MAX_DAYS, { error: 'staff.rangeInvalid' });
export type ReportRangeInput = z.infer<typeof reportRangeSchema>;

// ---- operations ----

/** /jobs/run {name}: any registered job (GET/POST /api/admin/jobs lists them). */
export const jobRunSchema = z.object({ name: requiredText('staff.jobUnknown', 64) });
export type JobRunInput = z.infer<typeof jobRunSchema>;

/** /transfers/pending {page} */
export const pendingTransfersSchema = z.object({ page });
export type PendingTransfersInput = z.infer<typeof pendingTransfersSchema>;

/** /transfers/repair {order_no}: asks the platform what became of a pending transfer and settles or reverses it. */
export const transferRepairSchema = z.object({ order_no: requiredText('staff.transferNotPending', 64) });
export type TransferRepairInput = z.infer<typeof transferRepairSchema>;

/** GET /api/admin/outbox?recipient=&limit=: the SMS and emails the portal sent (reading it is audited). */
export const outboxQuerySchema = z.object({
  recipient: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;
