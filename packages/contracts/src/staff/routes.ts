import { z } from 'zod';
import { defineRoutes } from '../api/define.js';
import { adminLoginSchema } from '../admin/schemas.js';
import { ROLES } from './roles.js';
import {
  auditQuerySchema,
  jobRunSchema,
  memberFreezeSchema,
  memberResetPasswordSchema,
  memberSchema,
  memberSearchSchema,
  outboxQuerySchema,
  pendingTransfersSchema,
  reportRangeSchema,
  staffCreateSchema,
  staffIdSchema,
  staffResetPasswordSchema,
  staffRoleSchema,
  totpCodeSchema,
  totpEnrolSchema,
  transferRepairSchema,
} from './schemas.js';
import {
  agentReportRowSchema,
  auditPageReplySchema,
  auditVerifyReplySchema,
  dailyReportReplySchema,
  jobListReplySchema,
  jobRunReplySchema,
  memberDetailReplySchema,
  memberSearchReplySchema,
  outboxReplySchema,
  pendingTransfersReplySchema,
  platformReportRowSchema,
  queueCountsReplySchema,
  staffListReplySchema,
  staffLoginReplySchema,
  staffMeReplySchema,
  staffRevokeOwnReplySchema,
  totpEnrolReplySchema,
  transferRepairReplySchema,
} from './replies.js';

const staff = <const R extends readonly ('super' | 'finance' | 'operations' | 'support')[]>(roles: R) => ({ realm: 'staff', roles }) as const;

/** The back office's own routes: sign-in, own session and second factor, staff accounts, audit log, members, reports, operations. */
export const staffRoutes = defineRoutes({
  // The one back-office route without a staff session.
  'staff.login': { method: 'post', path: '/api/admin/login', realm: 'public', summary: 'Staff sign-in (with `otp` when the account has a second factor)', request: adminLoginSchema, reply: staffLoginReplySchema },
  'staff.logout': { method: 'post', path: '/api/admin/logout', ...staff(ROLES.all), summary: 'Sign out', reply: z.null() },
  'staff.me': { method: 'post', path: '/api/admin/me', ...staff(ROLES.all), summary: 'Who is signed in, and the paths their role may call', reply: staffMeReplySchema },
  'staff.totpEnrol': { method: 'post', path: '/api/admin/staff/totp/enrol', ...staff(ROLES.all), summary: 'Start enrolling a TOTP second factor', request: totpEnrolSchema, reply: totpEnrolReplySchema },
  'staff.totpConfirm': { method: 'post', path: '/api/admin/staff/totp/confirm', ...staff(ROLES.all), summary: 'Confirm the TOTP second factor with a code', request: totpCodeSchema, reply: z.null() },
  'staff.totpDisable': { method: 'post', path: '/api/admin/staff/totp/disable', ...staff(ROLES.all), summary: 'Turn the TOTP second factor off', request: totpCodeSchema, reply: z.null() },
  'staff.revokeOwnSessions': { method: 'post', path: '/api/admin/staff/revoke-my-sessions', ...staff(ROLES.all), summary: "End the caller's other sessions", reply: staffRevokeOwnReplySchema },
  'staff.create': { method: 'post', path: '/api/admin/staff/create', ...staff(ROLES.super), summary: 'Create a staff account', request: staffCreateSchema, idempotent: 'staff.create', reply: z.object({ id: z.number() }) },
  'staff.list': { method: 'post', path: '/api/admin/staff/list', ...staff(ROLES.super), summary: 'Every staff account', reply: staffListReplySchema },
  'staff.disable': { method: 'post', path: '/api/admin/staff/disable', ...staff(ROLES.super), summary: 'Disable a staff account', request: staffIdSchema, reply: z.null() },
  'staff.enable': { method: 'post', path: '/api/admin/staff/enable', ...staff(ROLES.super), summary: 'Enable a staff account', request: staffIdSchema, reply: z.null() },
  'staff.resetPassword': { method: 'post', path: '/api/admin/staff/reset-password', ...staff(ROLES.super), summary: "Set a staff member's password", request: staffResetPasswordSchema, reply: z.null() },
  'staff.role': { method: 'post', path: '/api/admin/staff/role', ...staff(ROLES.super), summary: "Change a staff member's role", request: staffRoleSchema, reply: z.null() },
  'staff.revokeSessions': { method: 'post', path: '/api/admin/staff/revoke-sessions', ...staff(ROLES.super), summary: "End a staff member's sessions", request: staffIdSchema, reply: z.null() },
  'staff.resetTotp': { method: 'post', path: '/api/admin/staff/reset-totp', ...staff(ROLES.super), summary: "Remove a staff member's second factor", request: staffIdSchema, reply: z.null() },
  'audit.list': { method: 'post', path: '/api/admin/audit', ...staff(ROLES.super), summary: 'The audit log, a page', request: auditQuerySchema, reply: auditPageReplySchema },
  'audit.verify': { method: 'post', path: '/api/admin/audit/verify', ...staff(ROLES.super), summary: "Check the audit log's hash chain", reply: auditVerifyReplySchema },
  'outbox.read': { method: 'get', path: '/api/admin/outbox', ...staff(ROLES.super), summary: 'The SMS and emails sent (audited)', request: outboxQuerySchema, source: 'query', reply: outboxReplySchema },

  'queues.counts': { method: 'post', path: '/api/admin/queues/counts', ...staff(ROLES.readers), summary: 'How many items wait in each review queue', reply: queueCountsReplySchema },
  'members.search': { method: 'post', path: '/api/admin/members/search', ...staff(ROLES.readers), summary: 'Find members, a page', request: memberSearchSchema, reply: memberSearchReplySchema },
  'members.detail': { method: 'post', path: '/api/admin/members/detail', ...staff(ROLES.readers), summary: "A member's page", request: memberSchema, reply: memberDetailReplySchema },
  'members.freeze': { method: 'post', path: '/api/admin/members/freeze', ...staff(ROLES.moneyDesk), summary: 'Freeze a member', request: memberFreezeSchema, idempotent: 'admin.members.freeze', reply: z.null() },
  'members.unfreeze': { method: 'post', path: '/api/admin/members/unfreeze', ...staff(ROLES.moneyDesk), summary: 'Unfreeze a member', request: memberSchema, idempotent: 'admin.members.unfreeze', reply: z.null() },
  'members.resetPassword': { method: 'post', path: '/api/admin/members/reset-password', ...staff(ROLES.operations), summary: "Reset a member's password", request: memberResetPasswordSchema, reply: z.null() },
  'reports.daily': { method: 'post', path: '/api/admin/reports/daily', ...staff(ROLES.moneyDesk), summary: 'The daily report', request: reportRangeSchema, reply: dailyReportReplySchema },
  'reports.dailyCsv': { method: 'post', path: '/api/admin/reports/daily.csv', ...staff(ROLES.moneyDesk), summary: 'The daily report as CSV (a download, not the envelope)', request: reportRangeSchema, download: 'text/csv', reply: z.string() },
  'reports.platforms': { method: 'post', path: '/api/admin/reports/platforms', ...staff(ROLES.moneyDesk), summary: 'Figures per game platform', request: reportRangeSchema, reply: z.array(platformReportRowSchema) },
  'reports.agents': { method: 'post', path: '/api/admin/reports/agents', ...staff(ROLES.moneyDesk), summary: 'Figures per agent', request: reportRangeSchema, reply: z.array(agentReportRowSchema) },
  'jobs.list': { method: 'post', path: '/api/admin/jobs', ...staff(ROLES.operations), summary: 'The background jobs and their last runs', reply: jobListReplySchema },
  'jobs.run': { method: 'post', path: '/api/admin/jobs/run', ...staff(ROLES.operations), summary: 'Run a job now', request: jobRunSchema, reply: jobRunReplySchema },
  'transfers.pending': { method: 'post', path: '/api/admin/transfers/pending', ...staff(ROLES.moneyDesk), summary: 'Transfers whose outcome is not known yet', request: pendingTransfersSchema, reply: pendingTransfersReplySchema },
  'transfers.repair': { method: 'post', path: '/api/admin/transfers/repair', ...staff(ROLES.moneyDesk), summary: 'Ask the platform again and settle a pending transfer', request: transferRepairSchema, reply: transferRepairReplySchema },
});
