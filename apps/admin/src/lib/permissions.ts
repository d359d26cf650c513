// Which back-office paths a role may call, for the navigation and the buttons only: the API enforces
// every permission itself (a refused action answers 203 and changes nothing).
// TEMPORARY local table until bo-api's contracts (ADMIN_PERMISSIONS, mayCall) are merged.

export type Role = 'super' | 'finance' | 'operations' | 'support';
const ALL: readonly Role[] = ['super', 'finance', 'operations', 'support'];
const SUPER: readonly Role[] = ['super'];
const FINANCE: readonly Role[] = ['super', 'finance'];
const OPERATIONS: readonly Role[] = ['super', 'operations'];
const MONEY_DESK: readonly Role[] = ['super', 'finance', 'operations'];
const FINANCE_READERS: readonly Role[] = ['super', 'finance', 'support'];
const OPERATIONS_READERS: readonly Role[] = ['super', 'operations', 'support'];

const TABLE: Record<string, readonly Role[]> = {
  '/api/admin/staff/list': SUPER,
  '/api/admin/audit': SUPER,
  '/api/admin/deposits': FINANCE_READERS,
  '/api/admin/deposits/approve': FINANCE,
  '/api/admin/withdrawals': FINANCE_READERS,
  '/api/admin/withdrawals/approve': FINANCE,
  '/api/admin/activity/applies': OPERATIONS_READERS,
  '/api/admin/activity/review': OPERATIONS,
  '/api/admin/cashier/settings': FINANCE,
  '/api/admin/adjust': FINANCE,
  '/api/admin/members/search': ALL,
  '/api/admin/members/freeze': MONEY_DESK,
  '/api/admin/members/reset-password': OPERATIONS,
  '/api/admin/reports/daily': MONEY_DESK,
  '/api/admin/ledger/check': MONEY_DESK,
  '/api/admin/jobs': OPERATIONS,
  '/api/admin/jobs/run': OPERATIONS,
  '/api/admin/transfers/pending': MONEY_DESK,
};

/** Paths of other modules (issue 10 item 7 and the content screens): operations' work, messages also support's. */
const OTHERS: Record<string, readonly Role[]> = {
  '/api/admin/site/update': OPERATIONS,
  '/api/admin/vip/levels': OPERATIONS,
  '/api/admin/redpacket/settings': OPERATIONS,
  '/api/admin/messages/send': OPERATIONS_READERS,
  '/api/admin/agents/applications': OPERATIONS,
  '/api/admin/agents/approve': OPERATIONS,
  '/api/admin/content/notices': OPERATIONS,
  '/api/admin/games/platforms': OPERATIONS,
};

/** Accepts the older single-role name ('superadmin') as super. */
export function normaliseRole(role: string): Role {
  if (role === 'super' || role === 'superadmin') return 'super';
  if (role === 'finance' || role === 'operations' || role === 'support') return role;
  return 'support';
}

export function can(role: string, path: string): boolean {
  const r = normaliseRole(role);
  if (r === 'super') return true;
  return (TABLE[path] ?? OTHERS[path] ?? []).includes(r);
}
