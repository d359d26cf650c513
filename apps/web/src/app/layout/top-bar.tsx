import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn, useLogout, useUser } from '../../lib/session/queries';
import { AppLink } from '../../components/app-link';
import { Dialog } from '../../components/dialog';
import { Clock } from './clock';
import { LanguageSelect } from '../../components/language-select';
import { UnreadBadge } from '../../features/inbox/unread-badge';

export function TopBar() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { data: user } = useUser();
  const logout = useLogout();
  const navigate = useNavigate();
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
              <button type="button" className="link-btn" onClick={() => setAsking(true)}>
                {t('top.logout')}
              </button>
            </>
          ) : (
            <span className="welcome">{t('top.guest')}</span>
          )}
          <LanguageSelect />
        </div>
      </div>
      <Dialog
        open={asking}
        title={t('common.prompt')}
        onClose={() => setAsking(false)}
        footer={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setAsking(false)}>
              {t('common.wrongClick')}
            </button>
            <button
              type="button"
              className="btn btn-gold"
              onClick={() => {
                setAsking(false);
                logout.mutate(undefined, { onSettled: () => navigate('/login') });
              }}
            >
              {t('common.yes')}
            </button>
          </>
        }
      >
        <p>{t('common.logoutConfirm')}</p>
      </Dialog>
    </div>
  );
}
