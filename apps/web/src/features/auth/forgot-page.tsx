import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FIELD_MAX, FORGOT_ORDER, forgotPasswordSchema, isEmail, isMobile, parseInOrder } from '@portal/contracts';
import { NetworkError } from '../../lib/api-client';
import { useFormSubmit, type FormCheck } from '../../lib/use-form-submit';
import { AppLink } from '../../components/app-link';
import { Field } from '../../components/field';
import { AuthShell } from './auth-shell';
import { CaptchaField, type CaptchaHandle } from './captcha';
import { useSendResetCode, type ResetCodeBody } from './api/send-reset-code';
import { useResetPassword, type ResetPasswordBody } from './api/reset-password';

const RESEND_SECONDS = 60;

/** A code goes to a phone number or a mail address, and needs the picture's code. */
function checkCodeRequest({ contact, code }: ResetCodeBody): FormCheck {
  if (!isMobile(contact) && !isEmail(contact)) return { ok: false, key: 'forgot.contactFormat' };
  if (!code) return { ok: false, key: 'auth.codeRequired' };
  return { ok: true };
}

export default function ForgotPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const captcha = useRef<CaptchaHandle>(null);
  const [form, setForm] = useState({ phone: '', imageCode: '', code: '', password: '', confirmPass: '' });
  const [wait, setWait] = useState(0);
  const set = (field: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [field]: e.target.value }));

  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);

  // Once the server answered, the picture is spent: a new one is shown whatever it said.
  const newPicture = () => {
    setForm((f) => ({ ...f, imageCode: '' }));
    captcha.current?.refresh();
  };
  const submitCodeRequest = useFormSubmit(useSendResetCode(), {
    check: checkCodeRequest,
    onFailure: (error) => !(error instanceof NetworkError) && newPicture(),
    onSuccess: () => {
      newPicture();
      setWait(RESEND_SECONDS);
    },
  });
  const sendCode = () => submitCodeRequest({ contact: form.phone.trim(), code: form.imageCode.trim(), captcha_id: captcha.current?.id() });

  const resetting = useResetPassword();
  const submitReset = useFormSubmit(resetting, {
    check: (body: ResetPasswordBody) => parseInOrder(forgotPasswordSchema, body, FORGOT_ORDER),
    onSuccess: () => navigate('/login', { replace: true }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void submitReset({ phone: form.phone.trim(), code: form.code.trim(), password: form.password, confirmPass: form.confirmPass, name: '' });
  };

  return (
    <AuthShell title={t('auth.forgotTitle')} subtitle={t('auth.forgotSub')}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <Field label={t('auth.contact')} name="phone" maxLength={100} placeholder={t('auth.contactPh')} value={form.phone} onChange={set('phone')} />
        <CaptchaField
          scene="forgot"
          captcha={captcha}
          label={t('auth.imageCode')}
          name="imageCode"
          maxLength={FIELD_MAX.loginCode}
          value={form.imageCode}
          onChange={set('imageCode')}
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
        <Field
          label={t('auth.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={FIELD_MAX.password}
          placeholder={t('auth.newPasswordPh')}
          value={form.password}
          onChange={set('password')}
        />
        <Field
          label={t('auth.confirmPass')}
          name="confirmPass"
          type="password"
          autoComplete="new-password"
          maxLength={FIELD_MAX.password}
          placeholder={t('auth.confirmPassPh')}
          value={form.confirmPass}
          onChange={set('confirmPass')}
        />
        <button type="submit" className="btn btn-gold btn-block" disabled={resetting.isPending} data-testid="forgot-submit">
          {t('auth.confirmChange')}
        </button>
        <p className="auth-links">
          <AppLink to="/login" className="text-link">
            {t('auth.toLogin')}
          </AppLink>
          <AppLink to="/" className="text-link">
            {t('auth.browse')}
          </AppLink>
        </p>
      </form>
    </AuthShell>
  );
}
