import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn, useUser } from '../../lib/session/queries';
import { AppLink } from '../../components/app-link';
import { Clock } from './clock';
import { LogoutDialog } from './logout-dialog';
import { LanguageSelect } from '../../components/language-select';
import { UnreadBadge } from '../../features/inbox/unread-badge';
import { QuickLinks } from './float-buttons';

export function TopBar() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { data: user } = useUser();
  const [asking, setAsking] = useState(false);
  return (
    <div className="top-bar">
      <div className="container top-bar-inner">
        <div className="top-left">
          <span className="top-clock-label">{t('top.clock')}</span>
          <Clock />
        </div>
        <div className="top-right">
          {loggedIn ? (
            <>
              <span className="welcome" data-testid="welcome">
                {t('top.welcome', { name: user?.username ?? '' })}
              </span>
              {user && (
                <AppLink to="/vip" className="vip-chip" title="VIP">
                  <img src={user.vipname} alt="" width={18} height={18} /> {user.current_vip}
                </AppLink>
              )}
              <UnreadBadge />
              <button type="button" className="link-btn top-logout" onClick={() => setAsking(true)}>
                {t('top.logout')}
              </button>
            </>
          ) : (
            <span className="welcome">{t('top.guest')}</span>
          )}
          <QuickLinks />
          <LanguageSelect />
        </div>
      </div>
      <LogoutDialog open={asking} onClose={() => setAsking(false)} />
    </div>
  );
}
