import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useAppInfo, useBalance, useIsLoggedIn, useUser, sessionKeys } from '../../lib/session/queries';
import { AppLink, AppNavLink } from '../../components/app-link';
import { CrownLogo } from '../../art/logo';
import { NAV_ITEMS } from './nav-items';
import { MenuPanel } from '../../features/games/components/menu-panel';
import { LogoutDialog } from './logout-dialog';

// The phone drawer is fetched the first time it is opened: the home page's first load does not carry it.
const SiteDrawer = lazy(() => import('./site-drawer').then((m) => ({ default: m.SiteDrawer })));

export function Header() {
  const { t } = useTranslation();
  const { data: app } = useAppInfo();
  const loggedIn = useIsLoggedIn();
  const { data: user } = useUser();
  const balance = useBalance();
  const client = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [askingLogout, setAskingLogout] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // The drawer and its logout question sit beside the header, not in it: the header's backdrop-filter
  // would make it their containing block and cut them to its height.
  return (
    <>
      <header className="header">
        <div className="container header-inner">
          <AppLink to="/" className="brand">
            <CrownLogo size={44} />
            <span className="brand-text">
              <strong>{app?.title ?? ''}</strong>
              <small>ROYAL CROWN</small>
            </span>
          </AppLink>
          <nav className="nav" aria-label="main">
            {NAV_ITEMS.map((item) => (
              <div className="nav-item" key={item.to}>
                <AppNavLink to={item.to} end={item.to === '/'}>
                  {t(item.key)}
                </AppNavLink>
                {'category' in item && <MenuPanel category={item.category} />}
              </div>
            ))}
          </nav>
          <div className="header-user">
            {loggedIn ? (
              <div className="member-box" data-testid="member-box">
                <AppLink to="/mine/center" className="member-name">
                  {user?.username}
                </AppLink>
                <span className="member-balance">
                  <small>{t('top.balance')}</small>
                  <b data-testid="balance">¥ {balance.data ?? user?.balance ?? '0.00'}</b>
                  <button
                    type="button"
                    className={`icon-btn${balance.isFetching ? ' spinning' : ''}`}
                    aria-label={t('top.refresh')}
                    title={t('top.refresh')}
                    onClick={() => void client.invalidateQueries({ queryKey: sessionKeys.balance })}
                  >
                    ↻
                  </button>
                </span>
              </div>
            ) : (
              <div className="auth-buttons">
                <AppLink to="/login" className="btn btn-ghost">
                  {t('top.login')}
                </AppLink>
                <AppLink to="/register" className="btn btn-gold">
                  {t('top.register')}
                </AppLink>
              </div>
            )}
          </div>
          <button
            ref={menuButton}
            type="button"
            className="menu-btn"
            aria-label={t('top.menu')}
            aria-expanded={menuOpen}
            aria-controls="site-drawer"
            onClick={() => {
              setDrawerLoaded(true);
              setMenuOpen(true);
            }}
            data-testid="menu-button"
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
              <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </header>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <SiteDrawer
            open={menuOpen}
            onClose={closeMenu}
            onLogout={() => {
              setMenuOpen(false);
              setAskingLogout(true);
            }}
            opener={menuButton}
          />
        </Suspense>
      )}
      <LogoutDialog open={askingLogout} onClose={() => setAskingLogout(false)} />
    </>
  );
}
