import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FIELD_MAX, REGISTER_SHORT_ORDER, parseInOrder, registerShortSchema } from '@portal/contracts';
import { useFormSubmit } from '../../lib/use-form-submit';
import { NetworkError } from '../../lib/api-client';
import { Field } from '../../components/field';
import { AuthShell, AuthSubmit } from './auth-shell';
import { useRegisterAgentMember, type AgentRegisterBody } from './api/register-agent';
import { CaptchaField, type CaptchaHandle } from './captcha';
import { DepositLimitOffer } from '../../components/deposit-limit-offer';

/** /registerForAplink: the agent link's short form; on success the member goes to the visit site. */
export default function AgentRegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const pid = params.get('pid') ?? undefined;
  const [form, setForm] = useState({ name: '', password: '', confirmPass: '', code: '' });
  const captcha = useRef<CaptchaHandle>(null);
  const registering = useRegisterAgentMember();
  // the account is made and logged in: the deposit limit offered, then on to the visit site
  const [target, setTarget] = useState<string | null>(null);
  const set = (field: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [field]: e.target.value }));

  const submitRegister = useFormSubmit(registering, {
    check: (body: AgentRegisterBody) => parseInOrder(registerShortSchema, body, REGISTER_SHORT_ORDER),
    // a refusal spends the picture (as on the full form)
    onFailure: (error) => {
      if (error instanceof NetworkError) return;
      setForm((f) => ({ ...f, code: '' }));
      captcha.current?.refresh();
    },
    onSuccess: (reply) => setTarget(reply.data.url || '/'),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void submitRegister({ ...form, name: form.name.trim(), captcha_id: captcha.current?.id(), pid });
  };

  if (target !== null)
    return (
      <AuthShell title={t('auth.agentTitle')} subtitle={t('auth.registerSub')}>
        <DepositLimitOffer place="short" onDone={() => window.location.assign(target)} />
      </AuthShell>
    );
  return (
    <AuthShell title={t('auth.agentTitle')} subtitle={t('auth.registerSub')}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <Field
          label={t('auth.account')}
          name="name"
          autoComplete="username"
          maxLength={FIELD_MAX.name}
          placeholder={t('auth.accountPh')}
          value={form.name}
          onChange={set('name')}
        />
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
        <CaptchaField
          scene="register"
          captcha={captcha}
          label={t('auth.code')}
          name="code"
          maxLength={FIELD_MAX.registerCode}
          value={form.code}
          onChange={set('code')}
        />
        {pid && <p className="hint">{t('auth.pid', { pid })}</p>}
        <AuthSubmit busy={registering.isPending} label={t('auth.registerBtn')} testId="agent-register-submit" />
      </form>
    </AuthShell>
  );
}
