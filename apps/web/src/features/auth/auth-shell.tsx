import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../lib/session/queries';
import { AppLink } from '../../components/app-link';
import { CrownLogo } from '../../art/logo';
import { ShieldIcon } from '../../art/badges';
import { LanguageSelect } from '../../components/language-select';

/** The full-screen frame of the login, register and forgot pages: moving backdrop (plus the login page's `scene`), card, language. */
export function AuthShell({ title, subtitle, children, scene }: { title: string; subtitle: string; children: ReactNode; scene?: ReactNode }) {
  const { t } = useTranslation();
  const { data: app } = useAppInfo();
  return (
    <div className="auth-page">
      <div className="auth-backdrop" aria-hidden>
        <span className="orb orb-1" />
        <span className="orb orb-2" />
        <span className="orb orb-3" />
        <svg className="auth-cards" viewBox="0 0 400 300">
          <g className="float-a">
            <rect x="40" y="60" width="70" height="100" rx="8" fill="#f5f1e6" transform="rotate(-14 75 110)" />
            <text x="52" y="96" fontSize="26" fill="#c62f3a" transform="rotate(-14 75 110)">
              A♥
            </text>
          </g>
          <g className="float-b">
            <rect x="290" y="140" width="70" height="100" rx="8" fill="#f5f1e6" transform="rotate(12 325 190)" />
            <text x="302" y="176" fontSize="26" fill="#151515" transform="rotate(12 325 190)">
              K♠
            </text>
          </g>
          <g className="float-a">
            <circle cx="320" cy="60" r="26" fill="#c8313b" stroke="#fff" strokeWidth="5" strokeDasharray="8 6" />
          </g>
          <g className="float-b">
            <circle cx="90" cy="240" r="20" fill="#1f6fd1" stroke="#fff" strokeWidth="4" strokeDasharray="6 5" />
          </g>
        </svg>
        {scene}
      </div>
      <div className="auth-top">
        <AppLink to="/" className="brand">
          <CrownLogo size={40} />
          <strong>{app?.title ?? ''}</strong>
        </AppLink>
        <LanguageSelect />
      </div>
      <div className="auth-card">
        <h1>{title}</h1>
        <p className="auth-sub">{subtitle}</p>
        {children}
        <p className="auth-secure">
          <ShieldIcon size={16} /> {t('auth.secure')}
        </p>
      </div>
    </div>
  );
}

/** The gold submit button of the auth forms: it says it is busy while the form is being sent. */
export function AuthSubmit({ busy, label, testId, className = '' }: { busy: boolean; label: string; testId: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className={`btn btn-gold btn-block${className ? ` ${className}` : ''}`} disabled={busy} data-testid={testId}>
      {busy ? t('common.loading') : label}
    </button>
  );
}
