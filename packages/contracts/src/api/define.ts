import type { z } from 'zod';
import type { StaffRole } from '../staff/roles.js';

// The shape of one line of the API table (api/table.ts). Each domain declares its routes in
// <domain>/routes.ts with defineRoutes; the table puts them together.

export type Method = 'get' | 'post';
/** Who may call: anyone, a signed-in member (401 otherwise), a staff member whose role is listed (203 otherwise). */
export type Realm = 'public' | 'member' | 'staff';
/** Where the input is read: the JSON / form body, the query string, or one uploaded file (multipart field `file`). */
export type Source = 'body' | 'query' | 'file';

interface RouteBase {
  method: Method;
  /** The full path, exactly as mounted ('/api/admin/deposits/approve'): case-sensitive, no trailing slash. */
  path: string;
  /** Other spellings of the same route (the original's path beside the client's, a GET beside the POST): same input, same reply. */
  aliases?: readonly { method: Method; path: string }[];
  /** One line for the reference page. */
  summary: string;
  /** The contracts schema the input must pass (code 1000 otherwise); none: the input is ignored. */
  request?: z.ZodType;
  /** Field order of the form, so the first broken rule is the one reported (spec §5). */
  order?: readonly string[];
  source?: Source;
  /** The reply's `data` (the envelope is {code, message, data}); z.null() when a route answers with a message only. */
  reply: z.ZodType;
  /** The route honours an Idempotency-Key header, stored under this scope (apps/api/src/http/idempotency.ts). */
  idempotent?: string;
  /** The reply is a file download (CSV), not the envelope. */
  download?: 'text/csv';
}

export interface PublicRoute extends RouteBase {
  realm: 'public';
  /** A valid member token, when one is sent, is read (the reply may say more); anything else is anonymous. */
  optionalMember?: true;
  roles?: never;
}
export interface MemberRoute extends RouteBase {
  realm: 'member';
  optionalMember?: never;
  roles?: never;
}
export interface StaffRoute extends RouteBase {
  realm: 'staff';
  optionalMember?: never;
  /** The roles allowed (the permission table is made of these); a super admin may call every route. */
  roles: readonly StaffRole[];
}
export type RouteDef = PublicRoute | MemberRoute | StaffRoute;

/** A domain's routes, keyed by name ('deposits.approve'); the literal types are kept for the typed client. */
export function defineRoutes<const T extends Record<string, RouteDef>>(routes: T): T {
  return routes;
}
