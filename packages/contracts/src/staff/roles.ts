// Staff roles, and the groups of them the API table (api/table.ts) gives its back-office routes.
// Kept apart from rules.ts, which derives the permission table from the API table: the per-domain
// route files import these, so they must not import the table back.

export const STAFF_ROLES = ['super', 'finance', 'operations', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Who may call a back-office route (a super admin may call every one). */
export const ROLES = {
  all: STAFF_ROLES,
  super: ['super'],
  finance: ['super', 'finance'],
  operations: ['super', 'operations'],
  moneyDesk: ['super', 'finance', 'operations'],
  /** Read-only lists and records: every role, support included. */
  readers: STAFF_ROLES,
  operationsReaders: ['super', 'operations', 'support'],
} as const satisfies Record<string, readonly StaffRole[]>;
