// Staff roles and who may call which back-office path: the one permission table. The API enforces
// it for every /api/admin route (http/endpoint.ts); the back-office app reads it to show only what
// a role may use. A super admin may call everything.

export const STAFF_ROLES = ['super', 'finance', 'operations', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

const ALL: readonly StaffRole[] = STAFF_ROLES;
const SUPER: readonly StaffRole[] = ['super'];
const FINANCE: readonly StaffRole[] = ['super', 'finance'];
const OPERATIONS: readonly StaffRole[] = ['super', 'operations'];
const MONEY_DESK: readonly StaffRole[] = ['super', 'finance', 'operations'];
/** Read-only lists and records: every role, support included. */
const READERS: readonly StaffRole[] = ALL;
const OPERATIONS_READERS: readonly StaffRole[] = ['super', 'operations', 'support'];

/** Where the API mounts every back-office route; the permission table's paths all start with it. */
export const ADMIN_MOUNT = '/api/admin';

/**
 * Path (exactly as the route is mounted, without a query string) -> the roles allowed. Deny by
 * default: a path absent here is refused to every role, a super admin included, so a new route
 * answers 203 until its line is added. The API's permission-matrix test requires every mounted
 * /api/admin path to be listed.
 */
export const ADMIN_PERMISSIONS = {
  // Own session and second factor (any staff member, about themselves).
  '/api/admin/logout': ALL,
  '/api/admin/me': ALL,
  '/api/admin/staff/totp/enrol': ALL,
  '/api/admin/staff/totp/confirm': ALL,
  '/api/admin/staff/totp/disable': ALL,
  '/api/admin/staff/revoke-my-sessions': ALL,
  // Staff management.
  '/api/admin/staff/create': SUPER,
  '/api/admin/staff/list': SUPER,
  '/api/admin/staff/disable': SUPER,
  '/api/admin/staff/enable': SUPER,
  '/api/admin/staff/reset-password': SUPER,
  '/api/admin/staff/role': SUPER,
  '/api/admin/staff/revoke-sessions': SUPER,
  '/api/admin/staff/reset-totp': SUPER,
  // Audit log.
  '/api/admin/audit': SUPER,
  '/api/admin/audit/verify': SUPER,
  // Review queues. The cashier's queues are finance's alone (support reads a member's orders on the member's page).
  '/api/admin/queues/counts': READERS,
  '/api/admin/deposits': FINANCE,
  '/api/admin/deposits/detail': FINANCE,
  '/api/admin/deposits/approve': FINANCE,
  '/api/admin/deposits/reject': FINANCE,
  '/api/admin/deposits/bulk': FINANCE,
  '/api/admin/withdrawals': FINANCE,
  '/api/admin/withdrawals/detail': FINANCE,
  '/api/admin/withdrawals/approve': FINANCE,
  '/api/admin/withdrawals/reject': FINANCE,
  '/api/admin/withdrawals/bulk-reject': FINANCE,
  '/api/admin/activity/applies': OPERATIONS_READERS,
  '/api/admin/activity/review': OPERATIONS,
  // Cashier settings and money.
  '/api/admin/cashier/settings': FINANCE,
  '/api/admin/cashier/settings/update': FINANCE,
  '/api/admin/adjust': FINANCE,
  // Adjustments above ADJUST_REVIEW_ABOVE: a second staff member allowed to adjust decides (never the requester).
  '/api/admin/adjust/pending': FINANCE,
  '/api/admin/adjust/approve': FINANCE,
  '/api/admin/adjust/reject': FINANCE,
  // Members.
  '/api/admin/members/search': READERS,
  '/api/admin/members/detail': READERS,
  '/api/admin/members/freeze': MONEY_DESK,
  '/api/admin/members/unfreeze': MONEY_DESK,
  '/api/admin/members/reset-password': OPERATIONS,
  // Reports.
  '/api/admin/reports/daily': MONEY_DESK,
  '/api/admin/reports/daily.csv': MONEY_DESK,
  '/api/admin/reports/platforms': MONEY_DESK,
  '/api/admin/reports/agents': MONEY_DESK,
  // Operations.
  '/api/admin/ledger/check': MONEY_DESK,
  '/api/admin/jobs': OPERATIONS,
  '/api/admin/jobs/run': OPERATIONS,
  '/api/admin/transfers/pending': MONEY_DESK,
  '/api/admin/transfers/repair': MONEY_DESK,
  // Configuration of promotions (operations only); agent applications are records support may read.
  '/api/admin/site/update': OPERATIONS,
  '/api/admin/vip/levels': OPERATIONS,
  '/api/admin/vip/levels/update': OPERATIONS,
  '/api/admin/redpacket/settings': OPERATIONS,
  '/api/admin/redpacket/settings/update': OPERATIONS,
  '/api/admin/redpacket/rules': OPERATIONS,
  '/api/admin/redpacket/rules/save': OPERATIONS,
  '/api/admin/redpacket/rules/delete': OPERATIONS,
  '/api/admin/agents/applications': OPERATIONS_READERS,
  '/api/admin/agents/approve': OPERATIONS,
  '/api/admin/agents/reject': OPERATIONS,
  // Banners, notices, promotions and game platforms (content module's and games module's back-office routes).
  '/api/admin/content/notices': OPERATIONS,
  '/api/admin/content/notices/save': OPERATIONS,
  '/api/admin/content/notices/delete': OPERATIONS,
  '/api/admin/content/banners': OPERATIONS,
  '/api/admin/content/banners/save': OPERATIONS,
  '/api/admin/content/banners/delete': OPERATIONS,
  '/api/admin/content/activities': OPERATIONS,
  '/api/admin/content/activities/save': OPERATIONS,
  '/api/admin/content/activities/delete': OPERATIONS,
  '/api/admin/games/platforms': OPERATIONS,
  '/api/admin/games/platforms/update': OPERATIONS,
  // Internal messages: operations and support send them.
  '/api/admin/messages/send': ['super', 'operations', 'support'],
  // Verification codes sent (they let the reader take over an account): super admin only.
  '/api/admin/outbox': SUPER,
} as const satisfies Record<string, readonly StaffRole[]>;

export type AdminPath = keyof typeof ADMIN_PERMISSIONS;

export function isAdminPath(path: string): path is AdminPath {
  return Object.hasOwn(ADMIN_PERMISSIONS, path);
}

/**
 * Whether `role` may call `path`: only a path listed in the table, exactly as written there (no
 * case folding, no trailing slash), and then its roles; a super admin may call every listed path.
 */
export function mayCall(role: StaffRole, path: string): boolean {
  if (!isAdminPath(path)) return false;
  return role === 'super' || (ADMIN_PERMISSIONS[path] as readonly StaffRole[]).includes(role);
}

/** Roles whose accounts must use a TOTP second factor when STAFF_TOTP_REQUIRED is on. */
export const TOTP_REQUIRED_ROLES: readonly StaffRole[] = ['super', 'finance'];

/** Paths a staff member who must still enrol TOTP may call (everything else is refused until they do). */
export const TOTP_ENROL_PATHS: readonly AdminPath[] = ['/api/admin/logout', '/api/admin/me', '/api/admin/staff/totp/enrol', '/api/admin/staff/totp/confirm'];

/**
 * Bulk actions the back office offers, and why they are safe in bulk: each item is the same
 * single-order command (idempotent per order number, audited one by one) and needs no second
 * person. Approving withdrawals is not offered in bulk: money leaves the house and large ones need
 * the four-eyes second approval.
 */
export const BULK_ACTIONS = ['deposits.approve', 'deposits.reject', 'withdrawals.reject'] as const;
