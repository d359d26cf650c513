import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FIELD_MAX, LOGIN_ORDER, loginSchema, parseInOrder } from '@portal/contracts';
import { session } from '../../lib/session/storage';
import { safeRedirect } from '../../lib/safe-redirect';
import { useOpenService } from '../../lib/service-link';
import { useFormSubmit } from '../../lib/use-form-submit';
import { AppLink } from '../../components/app-link';
import { Field } from '../../components/field';
import { LineIcon } from '../../art/line-icons';
import { AuthShell, AuthSubmit } from './auth-shell';
import { CaptchaField, type CaptchaHandle } from './captcha';
import { useLogin, type LoginBody } from './api/login';
import LoginScene from './components/login-scene';

/** Spec §2.3's looping background (in this route's chunk, never on the home page). */
const scene = <LoginScene />;

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const openService = useOpenService();
  const captcha = useRef<CaptchaHandle>(null);
  const [name, setName] = useState(() => session.rememberedName());
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(() => session.rememberedName() !== '');
  const loggingIn = useLogin();

  const resetCode = () => {
    setCode('');
    captcha.current?.refresh();
  };
  // A refused login (or a code that broke its rule) needs a new picture: the old one is spent.
  const submitLogin = useFormSubmit(loggingIn, {
    check: (body: LoginBody) => parseInOrder(loginSchema, body, LOGIN_ORDER),
    onInvalid: ({ field }) => field === 'code' && resetCode(),
    onFailure: resetCode,
    onSuccess: (_reply, body) => {
      session.rememberName(remember ? body.name : null);
      // void: nothing waits for the route change (the router shows its own errors)
      void navigate(safeRedirect(params.get('redirect')), { replace: true });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void submitLogin({ name: name.trim(), password, code: code.trim(), captcha_id: captcha.current?.id() });
  };

  return (
    <AuthShell title={t('auth.loginTitle')} subtitle={t('auth.loginSub')} scene={scene}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <Field
          label={t('auth.account')}
          name="name"
          autoComplete="username"
          maxLength={FIELD_MAX.name}
          placeholder={t('auth.accountPh')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          icon={<LineIcon name="user" />}
        />
        <Field
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={FIELD_MAX.password}
          placeholder={t('auth.passwordPh')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          icon={<LineIcon name="lock" />}
        />
        <CaptchaField
          scene="login"
          captcha={captcha}
          label={t('auth.code')}
          name="code"
          maxLength={FIELD_MAX.loginCode}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          icon={<LineIcon name="shield" />}
        />
        <div className="auth-row">
          <label className="check">
            <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> {t('auth.remember')}
          </label>
          <AppLink to="/forgot" className="text-link">
            {t('auth.forgot')}
          </AppLink>
        </div>
        <AuthSubmit busy={loggingIn.isPending} label={t('auth.loginBtn')} testId="login-submit" />
        <div className="auth-links">
          <span>
            {t('auth.noAccount')}{' '}
            <AppLink to="/register" className="text-link">
              {t('auth.registerLink')}
            </AppLink>
          </span>
          <AppLink to="/" className="text-link">
            {t('auth.browse')}
          </AppLink>
          <button type="button" className="text-link link-btn" onClick={() => void openService()}>
            {t('auth.service')}
          </button>
        </div>
      </form>
    </AuthShell>
  );
}
