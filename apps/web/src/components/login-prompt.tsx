import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '../lib/session/queries';
import { Dialog } from './dialog';

/** What the pop-up asks: 'venue.loginFirst' (enter a game) unless the action names its own message key. */
type WithLogin = (action: () => void, options?: { prompt?: string }) => void;
const LoginPromptContext = createContext<WithLogin | null>(null);

/** Actions that need a session (enter a game, apply for a promotion) show the login pop-up when logged out (spec §4). */
export function LoginPromptProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  // the message key of the open pop-up, null when closed
  const [asking, setAsking] = useState<string | null>(null);
  const withLogin = useCallback<WithLogin>((action, options) => (loggedIn ? action() : setAsking(options?.prompt ?? 'venue.loginFirst')), [loggedIn]);
  const go = (path: string) => {
    setAsking(null);
    // void: nothing waits for the route change (the router shows its own errors)
    void navigate(path);
  };
  return (
    <LoginPromptContext.Provider value={withLogin}>
      {children}
      <Dialog
        open={asking !== null}
        title={t('common.prompt')}
        onClose={() => setAsking(null)}
        footer={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => go('/register')}>
              {t('top.register')}
            </button>
            <button type="button" className="btn btn-gold" onClick={() => go(`/login?redirect=${encodeURIComponent(window.location.hash.slice(1) || '/')}`)}>
              {t('top.login')}
            </button>
          </>
        }
      >
        <p data-testid="login-prompt">{asking !== null && t(asking)}</p>
      </Dialog>
    </LoginPromptContext.Provider>
  );
}

export function useWithLogin(): WithLogin {
  const withLogin = useContext(LoginPromptContext);
  if (!withLogin) throw new Error('useWithLogin outside LoginPromptProvider');
  return withLogin;
}
