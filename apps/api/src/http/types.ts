import type { Locale } from '@portal/contracts';

export interface MemberAuth {
  kind: 'member';
  userId: number;
  sessionId: string;
}
export interface AdminAuth {
  kind: 'admin';
  adminId: number;
  role: string;
  sessionId: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      locale: Locale;
      member?: MemberAuth;
      admin?: AdminAuth;
    }
  }
}
