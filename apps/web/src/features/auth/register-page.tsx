import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FIELD_MAX, REGISTER_ORDER, parseInOrder, registerSchema, type LoginReply } from '@portal/contracts';
import { call } from '../../api/client';
import { useStartSession } from '../../api/queries';
import { AppLink } from '../../app/app-link';
import { Field } from '../../components/field';
import { useToast } from '../../components/toast';
import { ruleMessage } from '../../i18n/rule-message';
import { AuthShell } from './auth-shell';
import { CaptchaImage, type CaptchaHandle } from './captcha';

const EMPTY = { name: '', password: '', confirmPass: '', realname: '', phone: '', mail: '', paypassword: '', code: '' };

export default function RegisterPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pid = params.get('pid') ?? undefined;
  const startSession = useStartSession();
  const captcha = useRef<CaptchaHandle>(null);
  const [form, setForm] = useState(EMPTY);
  const [agreed, setAgreed] = useState(true);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!agreed) return toast.error(ruleMessage('register.agreement'));
    const body = { ...form, name: form.name.trim(), captcha_id: captcha.current?.id(), pid };
    const checked = parseInOrder(registerSchema, body, REGISTER_ORDER);
    if (!checked.ok) return toast.error(ruleMessage(checked.key));
    setBusy(true);
    try {
      const reply = await call<LoginReply>('/api/register', { body, handle401: false });
      if (reply.code !== 200) {
        toast.error(reply.message);
        setForm((f) => ({ ...f, code: '' }));
        captcha.current?.refresh();
        return;
      }
      await startSession(reply.data.api_token);
      toast.success(reply.message);
      navigate('/', { replace: true });
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title={t('auth.registerTitle')} subtitle={t('auth.registerSub')}>
      <form className="auth-form auth-grid" onSubmit={submit} noValidate>
        <Field label={t('auth.account')} name="name" autoComplete="username" maxLength={FIELD_MAX.name} placeholder={t('auth.accountPh')} value={form.name} onChange={set('name')} />
        <Field label={t('auth.realname')} name="realname" maxLength={30} placeholder={t('auth.realnamePh')} value={form.realname} onChange={set('realname')} />
        <Field label={t('auth.password')} name="password" type="password" autoComplete="new-password" maxLength={FIELD_MAX.password} placeholder={t('auth.newPasswordPh')} value={form.password} onChange={set('password')} />
        <Field label={t('auth.confirmPass')} name="confirmPass" type="password" autoComplete="new-password" maxLength={FIELD_MAX.password} placeholder={t('auth.confirmPassPh')} value={form.confirmPass} onChange={set('confirmPass')} />
        <Field label={t('auth.phone')} name="phone" inputMode="numeric" maxLength={11} placeholder={t('auth.phonePh')} value={form.phone} onChange={set('phone')} />
        <Field label={t('auth.mail')} name="mail" type="email" maxLength={100} placeholder={t('auth.mailPh')} value={form.mail} onChange={set('mail')} />
        <Field label={t('auth.paypassword')} name="paypassword" type="password" maxLength={6} placeholder={t('auth.paypasswordPh')} value={form.paypassword} onChange={set('paypassword')} />
        <Field
          label={t('auth.code')}
          name="code"
          autoComplete="off"
          maxLength={FIELD_MAX.registerCode}
          placeholder={t('auth.codePh')}
          value={form.code}
          onChange={set('code')}
          addon={<CaptchaImage ref={captcha} scene="register" />}
        />
        <label className="check span-2">
          <input type="checkbox" name="agree" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} /> {t('auth.agree')}
        </label>
        {pid && <p className="hint span-2">{t('auth.pid', { pid })}</p>}
        <button type="submit" className="btn btn-gold btn-block span-2" disabled={busy} data-testid="register-submit">
          {busy ? t('common.loading') : t('auth.registerBtn')}
        </button>
        <p className="auth-links span-2">
          <span>{t('auth.haveAccount')} <AppLink to="/login" className="text-link">{t('auth.toLogin')}</AppLink></span>
          <AppLink to="/" className="text-link">{t('auth.browse')}</AppLink>
        </p>
      </form>
    </AuthShell>
  );
}
