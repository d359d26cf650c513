import { Navigate, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useIsLoggedIn } from '../lib/session/queries';

/** Spec §2.1: being logged in means a session token is present; otherwise go to /login?redirect=<full path>. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  if (!loggedIn) {
    const target = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(target)}`} replace />;
  }
  return <>{children}</>;
}
