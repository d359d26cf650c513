import type { Locale } from '@portal/contracts';
import type { StaffRole } from '../context.js';
import type { Logger } from '../logger.js';

// What the authentication middleware learns, kept on the request for http/ only: route handlers
// get a MemberContext / AdminContext from http/endpoint.ts instead.
export interface MemberAuth {
  kind: 'member';
  userId: number;
  sessionId: string;
}
export interface AdminAuth {
  kind: 'admin';
  adminId: number;
  role: StaffRole;
  sessionId: string;
  /** Must enrol a TOTP second factor before anything else (STAFF_TOTP_REQUIRED, super and finance). */
  mustEnrolTotp: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      locale: Locale;
      member?: MemberAuth;
      admin?: AdminAuth;
      /** This request's logger, made on first use (http/request-log.ts). */
      readonly log: Logger;
      /** The id its log lines carry (set with the first of them). */
      logId?: number;
    }
  }
}
