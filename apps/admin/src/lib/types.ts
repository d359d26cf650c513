// Reply shapes the screens read, from the contracts (packages/contracts/src/staff/replies.ts and the cashier's).
export type {
  DepositReviewRow,
  WithdrawalReviewRow,
  BoundCard,
  Page,
  MemberMoneySummary,
  DepositDetailReply,
  WithdrawalDetailReply,
  BulkReply,
  MemberRow,
  MemberDetailReply,
  DailyReportRow,
  PlatformReportRow,
  AgentReportRow,
  JobRow,
  JobRunReply,
  PendingTransferRow,
  StaffRow,
  AuditRow,
  StaffMeReply,
  QueueCountsReply,
} from '@portal/contracts';
export type { AuditVerifyReply } from '@portal/contracts';
