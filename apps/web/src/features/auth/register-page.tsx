import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FIELD_MAX, REGISTER_ORDER, parseInOrder, registerSchema } from '@portal/contracts';
import { NetworkError } from '../../lib/api-client';
import { useFormSubmit } from '../../lib/use-form-submit';
import { AppLink } from '../../components/app-link';
import { Field } from '../../components/field';
import { AuthShell, AuthSubmit } from './auth-shell';
import { CaptchaField, type CaptchaHandle } from './captcha';
import { useRegister, type RegisterBody } from './api/register';
import { DepositLimitOffer } from '../../components/deposit-limit-offer';

const EMPTY = { name: '', password: '', confirmPass: '', realname: '', phone: '', mail: '', paypassword: '', code: '' };

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pid = params.get('pid') ?? undefined;
  const registering = useRegister();
  const captcha = useRef<CaptchaHandle>(null);
  const [form, setForm] = useState(EMPTY);
  const [agreed, setAgreed] = useState(true);
  const [registered, setRegistered] = useState(false);
  const set = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [field]: e.target.value }));

  const submitRegister = useFormSubmit(registering, {
    check: (body: RegisterBody) => (agreed ? parseInOrder(registerSchema, body, REGISTER_ORDER) : { ok: false, key: 'register.agreement' }),
    // a refusal spends the picture; after no answer at all the member may simply try again
    onFailure: (error) => {
      if (error instanceof NetworkError) return;
      setForm((f) => ({ ...f, code: '' }));
      captcha.current?.refresh();
    },
    // the account is made and logged in: the optional deposit-limit step comes next
    onSuccess: () => setRegistered(true),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void submitRegister({ ...form, name: form.name.trim(), captcha_id: captcha.current?.id(), pid });
  };

  if (registered)
    return (
      <AuthShell title={t('auth.registerTitle')} subtitle={t('auth.registerSub')}>
        <DepositLimitOffer place={pid ? 'agent' : 'register'} onDone={() => void navigate('/', { replace: true })} />
      </AuthShell>
    );
  return (
    <AuthShell title={t('auth.registerTitle')} subtitle={t('auth.registerSub')}>
      <form className="auth-form auth-grid" onSubmit={submit} noValidate>
        <Field
          label={t('auth.account')}
          name="name"
          autoComplete="username"
          maxLength={FIELD_MAX.name}
          placeholder={t('auth.accountPh')}
          value={form.name}
          onChange={set('name')}
        />
        <Field label={t('auth.realname')} name="realname" maxLength={30} placeholder={t('auth.realnamePh')} value={form.realname} onChange={set('realname')} />
        <Field
          label={t('auth.password')}
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
        <Field
          label={t('auth.phone')}
          name="phone"
          inputMode="numeric"
          maxLength={11}
          placeholder={t('auth.phonePh')}
          value={form.phone}
          onChange={set('phone')}
        />
        <Field label={t('auth.mail')} name="mail" type="email" maxLength={100} placeholder={t('auth.mailPh')} value={form.mail} onChange={set('mail')} />
        <Field
          label={t('auth.paypassword')}
          name="paypassword"
          type="password"
          maxLength={6}
          placeholder={t('auth.paypasswordPh')}
          value={form.paypassword}
          onChange={set('paypassword')}
        />
        <CaptchaField
          scene="register"
          captcha={captcha}
          label={t('auth.code')}
          name="code"
          maxLength={FIELD_MAX.registerCode}
          value={form.code}
          onChange={set('code')}
        />
        <label className="check span-2">
          <input type="checkbox" name="agree" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} /> {t('auth.agree')}
        </label>
        {pid && <p className="hint span-2">{t('auth.pid', { pid })}</p>}
        <AuthSubmit busy={registering.isPending} label={t('auth.registerBtn')} testId="register-submit" className="span-2" />
        <p className="auth-links span-2">
          <span>
            {t('auth.haveAccount')}{' '}
            <AppLink to="/login" className="text-link">
              {t('auth.toLogin')}
            </AppLink>
          </span>
          <AppLink to="/" className="text-link">
            {t('auth.browse')}
          </AppLink>
        </p>
      </form>
    </AuthShell>
  );
}
