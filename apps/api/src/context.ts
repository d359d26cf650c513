import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale, StaffRole } from '@portal/contracts';

// Who is asking, as the use cases see it: built by http/endpoint.ts from the request, so services
// never read the request itself.

export type { StaffRole } from '@portal/contracts';
export interface Origin {
  ip: string;
  userAgent: string;
}

export interface PublicContext extends Origin {
  locale: Locale;
  /** The caller-scoped Idempotency-Key, on routes declared `idempotent`. */
  idempotencyKey?: string;
}

export interface MemberContext extends PublicContext {
  userId: number;
  sessionId: string;
}

/** A public route that reads better for a signed-in member (null when anonymous). */
export interface OptionalMemberContext extends PublicContext {
  userId: number | null;
}

export interface AdminContext extends PublicContext {
  adminId: number;
  role: StaffRole;
  sessionId: string;
}

/**
 * The staff member behind the admin request being served, for the audit log: every audit row gets
 * the actor's role and IP even when its caller passes only the admin id (http/endpoint.ts sets it).
 */
export const adminScope = new AsyncLocalStorage<{ adminId: number; role: StaffRole; ip: string }>();
