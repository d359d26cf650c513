import type { MouseEvent, ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useToast } from './toast';

/** Spec §2: navigating to the page already shown says '已在当前页面！' instead. */
export function useSamePageGuard() {
  const location = useLocation();
  const toast = useToast();
  const { t } = useTranslation();
  return (to: string) => (e: MouseEvent) => {
    const current = location.pathname + location.search;
    if (to === current || (to === location.pathname && location.search === '')) {
      e.preventDefault();
      toast.warning(t('common.samePage'));
    }
  };
}

interface AppLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  title?: string;
  onClick?: () => void;
}

export function AppLink({ to, className, children, title, onClick }: AppLinkProps) {
  const guard = useSamePageGuard();
  return (
    <Link
      to={to}
      className={className}
      title={title}
      onClick={(e) => {
        guard(to)(e);
        onClick?.();
      }}
    >
      {children}
    </Link>
  );
}

/** A menu link that marks the current section and guards against re-navigating to it. */
export function AppNavLink({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  const guard = useSamePageGuard();
  return (
    <NavLink to={to} end={end} className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`} onClick={guard(to)}>
      {children}
    </NavLink>
  );
}
