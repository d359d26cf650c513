import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useStaff } from '../lib/use-staff';

export function RequireStaff({ children }: { children: ReactNode }) {
  const staff = useStaff();
  const { pathname } = useLocation();
  if (!staff) return <Navigate to="/login" replace />;
  // Until the required second factor is set up the API refuses everything else: go straight to it.
  if (staff.mustEnrolTotp && pathname !== '/security') return <Navigate to="/security" replace />;
  return <>{children}</>;
}
