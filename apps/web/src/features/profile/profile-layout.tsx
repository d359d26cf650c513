import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { vipStanding } from '@portal/contracts';
import { useBalance, useUser } from '../../lib/session/queries';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useVipLevels } from '../../lib/vip-levels';
import { LineIcon } from '../../art/line-icons';
import { useUploadAvatar } from './api/upload-avatar';
import { useSamePageGuard } from '../../components/app-link';
import { MEMBER_MENU, agentMenuPath } from './member-menu';
import { useScrollCue } from '../../lib/scroll-cue';

export default function ProfileLayout() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const balance = useBalance();
  const file = useRef<HTMLInputElement>(null);
  const levels = useVipLevels();
  // the next level needs its deposits and its turnover: the bar is the lesser, and both are shown
  const standing = user ? vipStanding(levels.data, user) : null;
  const pct = standing?.progress ?? 0;

  // the picker is emptied after any answer, so choosing the same file again uploads it again
  const clearPicker = () => {
    if (file.current) file.current.value = '';
  };
  const submitAvatar = useFormSubmit(useUploadAvatar(), { onSuccess: clearPicker, onFailure: clearPicker });
  const upload = (f: File | undefined) => f && submitAvatar(f);

  // On a phone the menu is one scrolling row (styles/global.css): keep the current page's entry in view.
  const menu = useRef<HTMLElement>(null);
  useScrollCue(menu);
  // Spec §2: the side menu's current page, clicked again, says '已在当前页面！' (a warning toast, spec §8's 2.5 s).
  const samePage = useSamePageGuard();
  const { pathname } = useLocation();
  useEffect(() => {
    const row = menu.current;
    const active = row?.querySelector<HTMLElement>('.mine-link.active');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);

  return (
    <div className="container mine">
      <aside className="mine-side">
        <div className="mine-card">
          <button type="button" className="avatar" title={t('mine.avatar')} onClick={() => file.current?.click()}>
            {user?.avatar ? <img src={user.avatar} alt="" /> : <span className="avatar-letter">{user?.username.slice(0, 1).toUpperCase()}</span>}
            <span className="avatar-edit">{t('mine.avatar')}</span>
          </button>
          <input ref={file} type="file" accept="image/png,image/gif" hidden data-testid="avatar-input" onChange={(e) => void upload(e.target.files?.[0])} />
          <strong className="mine-name">{user?.username}</strong>
          {user && (
            <div className="vip-line">
              <img src={user.vipname} alt="" width={22} height={22} />
              <span>{user.current_vip}</span>
              <div className="progress" title={`${pct}%`} data-testid="vip-progress" data-progress={pct}>
                <span style={{ width: `${pct}%` }} />
              </div>
              <span>{user.next_vip}</span>
            </div>
          )}
          {standing?.next && (
            <dl className="vip-needs" data-testid="vip-needs">
              <div className={standing.deposit.progress >= 100 ? 'is-met' : ''} data-testid="vip-need-deposit">
                <dt>{t('vip.recharge')}</dt>
                <dd>
                  {standing.deposit.done} / {standing.deposit.required}
                </dd>
              </div>
              <div className={standing.turnover.progress >= 100 ? 'is-met' : ''} data-testid="vip-need-turnover">
                <dt>{t('vip.flow')}</dt>
                <dd>
                  {standing.turnover.done} / {standing.turnover.required}
                </dd>
              </div>
            </dl>
          )}
          <div className="mine-balance">
            <small>{t('top.balance')}</small>
            <b>¥ {balance.data ?? user?.balance ?? '0.00'}</b>
          </div>
        </div>
        <nav className="mine-menu" ref={menu} aria-label={t('top.mine')}>
          {MEMBER_MENU.map((m) => (
            <NavLink key={m.to} to={m.to} className={({ isActive }) => `mine-link${isActive ? ' active' : ''}`} onClick={samePage(m.to)}>
              <LineIcon name={m.icon} /> {t(m.key)}
            </NavLink>
          ))}
          <NavLink
            to={agentMenuPath(user?.isagent)}
            className={({ isActive }) => `mine-link${isActive ? ' active' : ''}`}
            onClick={samePage(agentMenuPath(user?.isagent))}
            data-testid="menu-agent"
          >
            <LineIcon name="user" /> {t('mine.menuAgent')}
          </NavLink>
        </nav>
      </aside>
      <section className="mine-main">
        <Outlet />
      </section>
    </div>
  );
}
