import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppInfo, useBalance, useIsLoggedIn, useUser } from '../../lib/session/queries';
import { useSamePageGuard } from '../../components/app-link';
import { loadTexts } from '../../i18n';
import { MEMBER_MENU, agentMenuPath } from '../../features/profile/member-menu';
import { NAV_ITEMS } from './nav-items';

interface SiteDrawerProps {
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
  /** The menu button: it gets the focus back when the drawer closes. */
  opener: RefObject<HTMLButtonElement | null>;
}

const FOCUSABLE = 'a[href], button:not([disabled]), select, input, [tabindex]:not([tabindex="-1"])';

/**
 * The phone menu (≤ 900 px, where the header has no room for the main nav): a panel sliding in from
 * the right with the member's balance and pages and the site's sections. It is a modal dialog: the
 * focus moves in and stays in while it is open, and Escape, the close button, the backdrop or any
 * navigation closes it and gives the focus back to the menu button.
 */
export function SiteDrawer({ open, onClose, onLogout, opener }: SiteDrawerProps) {
  const { t, i18n } = useTranslation();
  const { data: app } = useAppInfo();
  const loggedIn = useIsLoggedIn();
  const { data: user } = useUser();
  const balance = useBalance();
  const guard = useSamePageGuard();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // any navigation closes it
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current !== location) onClose();
    shown.current = location;
  }, [location, onClose]);

  useEffect(() => {
    if (!open) return;
    // the member pages' names are in the texts loaded with the pages (src/i18n/parts.ts)
    if (loggedIn) void loadTexts('pages').catch(() => {});
    closeButton.current?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const button = opener.current;
    const drawer = panel.current;
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      const focus = document.activeElement;
      if (!focus || focus === document.body || drawer?.contains(focus)) button?.focus();
    };
  }, [open, loggedIn, onClose, opener]);

  // Tab and Shift+Tab go round inside the open drawer
  const keepFocus = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  const link = (to: string, label: string, end?: boolean) => (
    <NavLink
      key={to}
      to={to}
      end={end}
      className={({ isActive }) => `drawer-link${isActive ? ' active' : ''}`}
      onClick={(e) => {
        guard(to)(e);
        if (e.defaultPrevented) onClose(); // already there: the toast says so and the drawer goes
      }}
    >
      {label}
    </NavLink>
  );
  const memberTexts = i18n.exists('mine.menuRecharge');

  return (
    <div className={`drawer-root${open ? ' is-open' : ''}`}>
      <div className="drawer-backdrop" onClick={onClose} aria-hidden />
      <div
        ref={panel}
        id="site-drawer"
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t('top.menu')}
        inert={!open}
        onKeyDown={keepFocus}
        data-testid="site-drawer"
      >
        <div className="drawer-head">
          <strong className="drawer-title">{loggedIn ? user?.username : (app?.title ?? '')}</strong>
          <button ref={closeButton} type="button" className="drawer-close" aria-label={t('top.closeMenu')} onClick={onClose} data-testid="drawer-close">
            ×
          </button>
        </div>
        {loggedIn ? (
          <>
            <div className="drawer-member">
              {user && (
                <span className="vip-chip">
                  <img src={user.vipname} alt="" width={18} height={18} /> {user.current_vip}
                </span>
              )}
              <span className="drawer-balance">
                <small>{t('top.balance')}</small> <b>¥ {balance.data ?? user?.balance ?? '0.00'}</b>
              </span>
            </div>
            <div className="drawer-actions">
              {link('/mine/recharge', t('top.recharge'))}
              {link('/mine/withdraw', t('top.withdraw'))}
              {link('/mine/transfer', t('top.transfer'))}
            </div>
            <nav className="drawer-section" aria-label={t('top.mine')}>
              {memberTexts && (
                <>
                  {MEMBER_MENU.map((m) => link(m.to, t(m.key)))}
                  {link(agentMenuPath(user?.isagent), t('mine.menuAgent'))}
                </>
              )}
            </nav>
          </>
        ) : (
          <div className="drawer-actions">
            {link('/login', t('top.login'))}
            {link('/register', t('top.register'))}
          </div>
        )}
        <nav className="drawer-section" aria-label={t('top.sections')}>
          {NAV_ITEMS.map((item) => link(item.to, t(item.key), item.to === '/'))}
        </nav>
        {loggedIn && (
          <button type="button" className="drawer-link drawer-logout" onClick={onLogout}>
            {t('top.logout')}
          </button>
        )}
      </div>
    </div>
  );
}
