import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FIELD_MAX, LOGIN_ORDER, loginSchema, parseInOrder, type LoginReply } from '@portal/contracts';
import { call } from '../../api/client';
import { session } from '../../api/session';
import { useStartSession } from '../../api/queries';
import { AppLink } from '../../app/app-link';
import { safeRedirect } from '../../app/guard';
import { Field } from '../../components/field';
import { useToast } from '../../components/toast';
import { ruleMessage } from '../../i18n/rule-message';
import { AuthShell } from './auth-shell';
import { LineIcon } from '../../art/line-icons';
import { CaptchaImage, type CaptchaHandle } from './captcha';
import { useOpenService } from './use-service-link';

export default function LoginPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const startSession = useStartSession();
  const openService = useOpenService();
  const captcha = useRef<CaptchaHandle>(null);
  const [name, setName] = useState(() => session.rememberedName());
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(() => session.rememberedName() !== '');
  const [busy, setBusy] = useState(false);

  const failCaptcha = (message: string) => {
    toast.error(message);
    setCode('');
    captcha.current?.refresh();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const form = { name: name.trim(), password, code: code.trim(), captcha_id: captcha.current?.id() };
    const checked = parseInOrder(loginSchema, form, LOGIN_ORDER);
    if (!checked.ok) {
      if (checked.field === 'code') failCaptcha(ruleMessage(checked.key));
      else toast.error(ruleMessage(checked.key));
      return;
    }
    setBusy(true);
    try {
      const reply = await call<LoginReply>('/api/login_pc', { body: form, handle401: false });
      if (reply.code !== 200) {
        failCaptcha(reply.message);
        return;
      }
      session.rememberName(remember ? form.name : null);
      await startSession(reply.data.api_token);
      toast.success(reply.message);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (err) {
      failCaptcha((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title={t('auth.loginTitle')} subtitle={t('auth.loginSub')}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <Field label={t('auth.account')} name="name" autoComplete="username" maxLength={FIELD_MAX.name} placeholder={t('auth.accountPh')} value={name} onChange={(e) => setName(e.target.value)} icon={<LineIcon name="user" />} />
        <Field label={t('auth.password')} name="password" type="password" autoComplete="current-password" maxLength={FIELD_MAX.password} placeholder={t('auth.passwordPh')} value={password} onChange={(e) => setPassword(e.target.value)} icon={<LineIcon name="lock" />} />
        <Field
          label={t('auth.code')}
          name="code"
          autoComplete="off"
          maxLength={FIELD_MAX.loginCode}
          placeholder={t('auth.codePh')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          icon={<LineIcon name="shield" />}
          addon={<CaptchaImage ref={captcha} scene="login" />}
        />
        <div className="auth-row">
          <label className="check">
            <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> {t('auth.remember')}
          </label>
          <AppLink to="/forgot" className="text-link">{t('auth.forgot')}</AppLink>
        </div>
        <button type="submit" className="btn btn-gold btn-block" disabled={busy} data-testid="login-submit">
          {busy ? t('common.loading') : t('auth.loginBtn')}
        </button>
        <div className="auth-links">
          <span>{t('auth.noAccount')} <AppLink to="/register" className="text-link">{t('auth.registerLink')}</AppLink></span>
          <AppLink to="/" className="text-link">{t('auth.browse')}</AppLink>
          <button type="button" className="text-link link-btn" onClick={() => void openService()}>{t('auth.service')}</button>
        </div>
      </form>
    </AuthShell>
  );
}
