import { ADMIN_PREFIX, staffRouteEntries, type ApiRoutes, type RouteName } from '../api/table.js';
import type { StaffRole } from './roles.js';

// Staff roles and who may call which back-office path: the one permission table. The API enforces
// it for every /api/admin route (http/endpoint.ts); the back-office app reads it to show only what
// a role may use. A super admin may call everything.

export { STAFF_ROLES, isStaffRole, ROLES, type StaffRole } from './roles.js';

/** Where the API mounts every back-office route; the permission table's paths all start with it. */
export const ADMIN_MOUNT = ADMIN_PREFIX;

/** A back-office path of the API table (a staff route's own path). */
export type AdminPath = { [N in RouteName]: ApiRoutes[N] extends { realm: 'staff'; path: infer P extends string } ? P : never }[RouteName];

/**
 * Path (exactly as the route is mounted, without a query string) -> the roles allowed: the roles
 * of the API table's staff routes (api/table.ts, declared in each domain's routes.ts). Deny by
 * default: a path absent here is refused to every role, a super admin included, and the API
 * mounts no back-office route outside the table.
 */
export const ADMIN_PERMISSIONS: Readonly<Record<AdminPath, readonly StaffRole[]>> = Object.freeze(
  Object.fromEntries(staffRouteEntries().map(([, route]) => [route.path, route.roles])) as Record<AdminPath, readonly StaffRole[]>,
);

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

/**
 * A member's phone as the back office's lists show it (138****5678): enough to tell members apart
 * and to confirm a match, not enough to call. The full number is in the member's page and the CSV
 * export, both audited (members.detail, members.export).
 */
export function maskMobile(mobile: string): string {
  if (mobile.length < 8) return `${'*'.repeat(Math.max(mobile.length - 2, 1))}${mobile.slice(-2)}`;
  return `${mobile.slice(0, 3)}${'*'.repeat(Math.max(mobile.length - 7, 4))}${mobile.slice(-4)}`;
}

/** A member's email as the back office's lists show it (a***@example.com); see maskMobile. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return maskMobile(email);
  return `${email[0]}***${email.slice(at)}`;
}
