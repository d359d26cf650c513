import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/toast';

interface AppLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  title?: string;
  onClick?: () => void;
}

/** A link that answers '已在当前页面！' instead of navigating to the page already shown. */
export function AppLink({ to, className, children, title, onClick }: AppLinkProps) {
  const location = useLocation();
  const toast = useToast();
  const { t } = useTranslation();
  const current = location.pathname + location.search;
  const handle = (e: MouseEvent) => {
    if (to === current || (to === location.pathname && location.search === '')) {
      e.preventDefault();
      toast.warning(t('common.samePage'));
    }
    onClick?.();
  };
  return (
    <Link to={to} className={className} title={title} onClick={handle}>
      {children}
    </Link>
  );
}
