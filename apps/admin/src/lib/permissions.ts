import { isStaffRole, mayCall, type RouteName, type StaffRole } from '@portal/contracts';
import { ROUTE_MAP } from '@portal/client';

// Which back-office routes a role may call, read from the one permission table in the contracts
// (ADMIN_PERMISSIONS, made of the API table's staff roles): for the navigation and the buttons only.
// The API enforces every permission itself (a refused action answers 203 and changes nothing).

export type Role = StaffRole;

/** An unknown role string reads as the least privileged one. */
export function normaliseRole(role: string): Role {
  return isStaffRole(role) ? role : 'support';
}

/** Whether `role` may call the route (by name: a wrong name is a type error). */
export function can(role: string, route: RouteName): boolean {
  return mayCall(normaliseRole(role), ROUTE_MAP[route][1]);
}
