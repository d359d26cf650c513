import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useStaff } from '../lib/use-staff';

export function RequireStaff({ children }: { children: ReactNode }) {
  const staff = useStaff();
  if (!staff) return <Navigate to="/login" replace />;
  return <>{children}</>;
}
