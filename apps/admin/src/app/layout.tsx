import { Suspense, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '@portal/contracts';
import { Icon, type IconName } from '../components/icons';
import { Loading } from '../components/states';
import { can, normaliseRole } from '../lib/permissions';
import { usePendingCounts } from '../lib/pending';
import { useStaff } from '../lib/use-staff';
import { staffSession } from '../lib/session';
import { api } from '../lib/api';
import { ADMIN_LOCALES, LOCALE_NAMES, changeLocale, currentLocale, type AdminLocale } from '../i18n';

interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  /** The route whose permission shows the item (the screen's main read). */
  route?: RouteName;
  badge?: 'deposits' | 'withdrawals' | 'adjustments' | 'house_payouts' | 'activity_applications' | 'agent_applications';
}
const GROUPS: Array<{ title: string; items: NavItem[] }> = [
  { title: 'nav.overview', items: [{ to: '/', label: 'nav.dashboard', icon: 'dashboard' }] },
  {
    title: 'nav.queues',
    items: [
      { to: '/deposits', label: 'nav.deposits', icon: 'deposit', route: 'deposits.list', badge: 'deposits' },
      { to: '/withdrawals', label: 'nav.withdrawals', icon: 'withdraw', route: 'withdrawals.list', badge: 'withdrawals' },
      { to: '/chain', label: 'nav.chain', icon: 'deposit', route: 'chain.status' },
      { to: '/adjustments', label: 'nav.adjustments', icon: 'adjust', route: 'adjust.pending', badge: 'adjustments' },
      { to: '/payouts', label: 'nav.payouts', icon: 'adjust', route: 'payouts.list', badge: 'house_payouts' },
      { to: '/applications', label: 'nav.applications', icon: 'apply', route: 'promotions.applications', badge: 'activity_applications' },
      { to: '/agents', label: 'nav.agents', icon: 'agent', route: 'agents.applications', badge: 'agent_applications' },
      { to: '/feedback', label: 'nav.feedback', icon: 'message', route: 'feedback.list' },
    ],
  },
  {
    title: 'nav.trading',
    items: [
      { to: '/sports', label: 'nav.sports', icon: 'sports', route: 'sports.events' },
      { to: '/lottery', label: 'nav.lottery', icon: 'game', route: 'lottery.draws' },
    ],
  },
  { title: 'nav.people', items: [{ to: '/members', label: 'nav.members', icon: 'members', route: 'members.search' }] },
  {
    title: 'nav.configuration',
    items: [
      { to: '/settings/site', label: 'nav.site', icon: 'settings', route: 'site.update' },
      { to: '/settings/cashier', label: 'nav.cashier', icon: 'deposit', route: 'cashier.settings' },
      { to: '/settings/vip', label: 'nav.vip', icon: 'vip', route: 'vip.levels' },
      { to: '/settings/redpacket', label: 'nav.redpacket', icon: 'redpacket', route: 'redpacket.settings' },
      { to: '/content', label: 'nav.content', icon: 'content', route: 'promotions.list' },
      { to: '/messages', label: 'nav.messages', icon: 'message', route: 'inbox.send' },
      { to: '/settings/games', label: 'nav.games', icon: 'game', route: 'games.platforms' },
      { to: '/settings/seamless', label: 'nav.seamless', icon: 'game', route: 'seamless.platforms' },
    ],
  },
  {
    title: 'nav.insight',
    items: [
      { to: '/reports', label: 'nav.reports', icon: 'report', route: 'reports.daily' },
      { to: '/operations', label: 'nav.operations', icon: 'ops', route: 'transfers.pending' },
      { to: '/protection', label: 'nav.harm', icon: 'report', route: 'responsible.admin.harm' },
      { to: '/affordability', label: 'nav.affordability', icon: 'report', route: 'responsible.admin.affordability' },
    ],
  },
  {
    title: 'nav.admin',
    items: [
      { to: '/staff', label: 'nav.staff', icon: 'staff', route: 'staff.list' },
      { to: '/audit', label: 'nav.audit', icon: 'audit', route: 'audit.list' },
    ],
  },
];

/** The shell: navigation by role (what a role cannot do is hidden; the API still refuses it), the header, the screen. */
export function Layout() {
  const { t } = useTranslation();
  const staff = useStaff();
  const navigate = useNavigate();
  const pending = usePendingCounts();
  const role = staff?.role ?? '';
  // On a phone the menu is a drawer the header's button opens: open on the page it was opened on, so it closes on the next page.
  const { pathname } = useLocation();
  const [navOpenOn, setNavOpenOn] = useState<string | null>(null);
  const navOpen = navOpenOn === pathname;
  const logout = async () => {
    await api.envelope('staff.logout').catch(() => null);
    staffSession.clear();
    await navigate('/login', { replace: true });
  };
  return (
    <div className={navOpen ? 'shell nav-open' : 'shell'}>
      {navOpen && <div className="nav-backdrop" aria-hidden onClick={() => setNavOpenOn(null)} />}
      <aside className="sidebar" id="admin-nav">
        <div className="brand">
          <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden>
            <rect width="32" height="32" rx="8" fill="url(#brand-g)" />
            <path d="M9 23V9h7.5a4.5 4.5 0 0 1 0 9H13v5z" fill="#fff" />
            <defs>
              <linearGradient id="brand-g" x1="0" y1="0" x2="32" y2="32">
                <stop offset="0" stopColor="#4f7cff" />
                <stop offset="1" stopColor="#1d3fb8" />
              </linearGradient>
            </defs>
          </svg>
          <span>{t('app.title')}</span>
        </div>
        <nav className="nav" aria-label={t('nav.main')}>
          {GROUPS.map((group) => {
            const items = group.items.filter((i) => !i.route || can(role, i.route));
            if (items.length === 0) return null;
            return (
              <div key={group.title} className="nav-group">
                <div className="nav-title">{t(group.title)}</div>
                {items.map((item) => (
                  <NavLink key={item.to} to={item.to} end={item.to === '/'} className={({ isActive }) => (isActive ? 'nav-item active' : 'nav-item')}>
                    <Icon name={item.icon} />
                    <span>{t(item.label)}</span>
                    <Badge count={item.badge ? pending?.[item.badge] : null} id={item.badge} />
                  </NavLink>
                ))}
              </div>
            );
          })}
        </nav>
      </aside>
      <div className="main">
        <header className="topbar">
          <button
            type="button"
            className="menu-btn"
            aria-label={t('nav.main')}
            aria-controls="admin-nav"
            aria-expanded={navOpen}
            data-testid="admin-menu"
            onClick={() => setNavOpenOn(navOpen ? null : pathname)}
          >
            <Icon name="menu" size={20} />
          </button>
          <div className="topbar-left muted">{t('app.subtitle')}</div>
          <div className="topbar-right">
            <select
              className="lang"
              aria-label={t('common.language')}
              value={currentLocale()}
              onChange={(e) => void changeLocale(e.target.value as AdminLocale)}
            >
              {ADMIN_LOCALES.map((l) => (
                <option key={l} value={l}>
                  {LOCALE_NAMES[l]}
                </option>
              ))}
            </select>
            <NavLink to="/security" className="btn btn-ghost btn-sm topbar-security" aria-label={t('security.title')} title={t('security.title')}>
              <Icon name="shield" size={16} />
              <span className="topbar-text">{t('security.title')}</span>
            </NavLink>
            <span className="who">
              <span className="avatar" aria-hidden>
                {staff?.name.slice(0, 1).toUpperCase()}
              </span>
              <span className="who-text">
                <strong data-testid="staff-name">{staff?.name}</strong>
                <small className={`role role-${normaliseRole(role)}`}>{t(`roles.${normaliseRole(role)}`)}</small>
              </span>
            </span>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-label={t('auth.logout')}
              title={t('auth.logout')}
              data-testid="logout"
              onClick={() => void logout()}
            >
              <Icon name="logout" size={16} /> <span className="topbar-text">{t('auth.logout')}</span>
            </button>
          </div>
        </header>
        <main className="content">
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

function Badge({ count, id }: { count: number | null | undefined; id?: string }) {
  if (!count) return null;
  return (
    <span className="badge" data-testid={`badge-${id}`}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
