import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FIELD_MAX, FORGOT_ORDER, forgotPasswordSchema, isEmail, isMobile, parseInOrder } from '@portal/contracts';
import { call } from '../../api/client';
import { session } from '../../api/session';
import { AppLink } from '../../app/app-link';
import { Field } from '../../components/field';
import { useToast } from '../../components/toast';
import { ruleMessage } from '../../i18n/rule-message';
import { AuthShell } from './auth-shell';
import { CaptchaImage, type CaptchaHandle } from './captcha';

const RESEND_SECONDS = 60;

export default function ForgotPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const captcha = useRef<CaptchaHandle>(null);
  const [form, setForm] = useState({ phone: '', imageCode: '', code: '', password: '', confirmPass: '' });
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [field]: e.target.value }));

  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);

  const sendCode = async () => {
    const contact = form.phone.trim();
    if (!isMobile(contact) && !isEmail(contact)) return toast.error(ruleMessage('forgot.contactFormat'));
    if (!form.imageCode.trim()) return toast.error(ruleMessage('auth.codeRequired'));
    const byPhone = isMobile(contact);
    const body = { [byPhone ? 'phone' : 'mail']: contact, code: form.imageCode.trim(), captcha_id: captcha.current?.id() };
    try {
      const reply = await call(byPhone ? '/api/sendSMSCaptcha' : '/api/sendMailCaptcha', { body, handle401: false });
      setForm((f) => ({ ...f, imageCode: '' }));
      captcha.current?.refresh();
      if (reply.code !== 200) return toast.error(reply.message);
      toast.success(reply.message);
      setWait(RESEND_SECONDS);
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const body = { phone: form.phone.trim(), code: form.code.trim(), password: form.password, confirmPass: form.confirmPass, name: '' };
    const checked = parseInOrder(forgotPasswordSchema, body, FORGOT_ORDER);
    if (!checked.ok) return toast.error(ruleMessage(checked.key));
    setBusy(true);
    try {
      const reply = await call<{ username: string }>('/api/changePassword', { body, handle401: false });
      if (reply.code !== 200) return toast.error(reply.message);
      session.rememberName(reply.data.username);
      toast.success(reply.message);
      navigate('/login', { replace: true });
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title={t('auth.forgotTitle')} subtitle={t('auth.forgotSub')}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <Field label={t('auth.contact')} name="phone" maxLength={100} placeholder={t('auth.contactPh')} value={form.phone} onChange={set('phone')} />
        <Field
          label={t('auth.imageCode')}
          name="imageCode"
          autoComplete="off"
          maxLength={FIELD_MAX.loginCode}
          placeholder={t('auth.codePh')}
          value={form.imageCode}
          onChange={set('imageCode')}
          addon={<CaptchaImage ref={captcha} scene="forgot" />}
        />
        <Field
          label={t('auth.smsCode')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          placeholder={t('auth.codePh')}
          value={form.code}
          onChange={set('code')}
          addon={
            <button type="button" className="btn btn-small" disabled={wait > 0} onClick={() => void sendCode()} data-testid="send-code">
              {wait > 0 ? t('auth.resendIn', { s: wait }) : t('auth.sendCode')}
            </button>
          }
        />
        <Field label={t('auth.newPassword')} name="password" type="password" autoComplete="new-password" maxLength={FIELD_MAX.password} placeholder={t('auth.newPasswordPh')} value={form.password} onChange={set('password')} />
        <Field label={t('auth.confirmPass')} name="confirmPass" type="password" autoComplete="new-password" maxLength={FIELD_MAX.password} placeholder={t('auth.confirmPassPh')} value={form.confirmPass} onChange={set('confirmPass')} />
        <button type="submit" className="btn btn-gold btn-block" disabled={busy} data-testid="forgot-submit">{t('auth.confirmChange')}</button>
        <p className="auth-links">
          <AppLink to="/login" className="text-link">{t('auth.toLogin')}</AppLink>
          <AppLink to="/" className="text-link">{t('auth.browse')}</AppLink>
        </p>
      </form>
    </AuthShell>
  );
}
