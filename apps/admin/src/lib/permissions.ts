import { isStaffRole, mayCall, type StaffRole } from '@portal/contracts';

// Which back-office paths a role may call, read from the one permission table in the contracts
// (ADMIN_PERMISSIONS): for the navigation and the buttons only. The API enforces every permission
// itself (a refused action answers 203 and changes nothing).

export type Role = StaffRole;

/** An unknown role string reads as the least privileged one. */
export function normaliseRole(role: string): Role {
  return isStaffRole(role) ? role : 'support';
}

export function can(role: string, path: string): boolean {
  return mayCall(normaliseRole(role), path);
}
