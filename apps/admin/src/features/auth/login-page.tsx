import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ReplyCode, type ApiReply } from '@portal/contracts';
import { api } from '../../lib/api';
import { staffSession } from '../../lib/session';
import { useStaff } from '../../lib/use-staff';
import { ADMIN_LOCALES, LOCALE_NAMES, changeLocale, currentLocale, type AdminLocale } from '../../i18n';

/** Staff sign in: name and password, then an image code when the server asks, and a TOTP code when the account needs one. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const staff = useStaff();
  const [form, setForm] = useState({ name: '', password: '', code: '', totp: '' });
  const [captcha, setCaptcha] = useState<ApiReply<'auth.captcha'> | null>(null);
  const [needTotp, setNeedTotp] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (staff) return <Navigate to="/" replace />;

  const loadCaptcha = async () => {
    try {
      setCaptcha(await api.call('auth.captcha', { scene: 'login' }));
    } catch {
      setCaptcha(null);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const body = {
        name: form.name.trim(),
        password: form.password,
        ...(captcha ? { captcha_id: captcha.captcha_id, code: form.code.trim() } : {}),
        ...(needTotp || form.totp ? { otp: form.totp.trim() } : {}),
      };
      const reply = await api.envelope('staff.login', body, { handle401: false });
      if (reply.code === ReplyCode.ok && 'api_token' in reply.data) {
        staffSession.save({ token: reply.data.api_token, name: reply.data.name, role: reply.data.role, mustEnrolTotp: !!reply.data.must_enrol_totp });
        await navigate(reply.data.must_enrol_totp ? '/security' : '/', { replace: true });
        return;
      }
      setError(reply.message);
      // The account has a second factor: the server asks for its code (code 200, {totp_required: true}).
      if (reply.code === ReplyCode.ok) {
        setNeedTotp(true);
        return;
      }
      // After a failure the server may want an image code: show one (it is ignored while not needed).
      await loadCaptcha();
    } catch (err) {
      setError(err instanceof Error ? err.message : t('common.failed'));
    } finally {
      setBusy(false);
    }
  };
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [k]: e.target.value });

  return (
    <div className="login-page">
      <div className="login-art" aria-hidden>
        <svg viewBox="0 0 400 300" width="100%" height="100%" preserveAspectRatio="xMidYMid slice">
          <defs>
            <linearGradient id="lg" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#2446c8" />
              <stop offset="1" stopColor="#0d1b4d" />
            </linearGradient>
          </defs>
          <rect width="400" height="300" fill="url(#lg)" />
          <g fill="none" stroke="rgba(255,255,255,.14)" strokeWidth="1.5">
            <circle cx="330" cy="40" r="90" />
            <circle cx="330" cy="40" r="130" />
            <path d="M0 230 C 80 190, 140 260, 220 220 S 340 170, 400 200" />
            <path d="M0 250 C 80 210, 140 280, 220 240 S 340 190, 400 220" />
          </g>
          <g fill="rgba(255,255,255,.85)">
            <rect x="40" y="120" width="14" height="60" rx="3" />
            <rect x="62" y="100" width="14" height="80" rx="3" />
            <rect x="84" y="135" width="14" height="45" rx="3" />
            <rect x="106" y="88" width="14" height="92" rx="3" />
          </g>
        </svg>
        <div className="login-art-text">
          <h2>{t('app.title')}</h2>
          <p>{t('auth.tagline')}</p>
        </div>
      </div>
      <form className="login-card form" onSubmit={(e) => void submit(e)} aria-label={t('auth.login')}>
        <div className="login-head">
          <h1>{t('auth.login')}</h1>
          <select aria-label={t('common.language')} value={currentLocale()} onChange={(e) => void changeLocale(e.target.value as AdminLocale)}>
            {ADMIN_LOCALES.map((l) => (
              <option key={l} value={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
        <label className="field">
          <span>{t('auth.name')}</span>
          <input name="name" autoComplete="username" value={form.name} onChange={set('name')} required maxLength={64} />
        </label>
        <label className="field">
          <span>{t('auth.password')}</span>
          <input name="password" type="password" autoComplete="current-password" value={form.password} onChange={set('password')} required maxLength={128} />
        </label>
        {captcha && (
          <label className="field">
            <span>{t('auth.captcha')}</span>
            <span className="captcha-row">
              <input name="code" aria-label={t('auth.captcha')} autoComplete="off" value={form.code} onChange={set('code')} maxLength={16} />
              <button
                type="button"
                className="captcha-img"
                onClick={() => void loadCaptcha()}
                title={t('auth.refreshCaptcha')}
                aria-label={t('auth.refreshCaptcha')}
              >
                <img src={captcha.image} alt="" width={110} height={40} />
              </button>
            </span>
          </label>
        )}
        {needTotp && (
          <label className="field">
            <span>{t('auth.totp')}</span>
            <input
              name="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              value={form.totp}
              onChange={set('totp')}
              autoFocus
            />
          </label>
        )}
        {error && (
          <div className="form-error" role="alert">
            {error}
          </div>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t('common.loading') : t('auth.submit')}
        </button>
      </form>
    </div>
  );
}
