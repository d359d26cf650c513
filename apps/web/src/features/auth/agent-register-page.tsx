import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FIELD_MAX, REGISTER_SHORT_ORDER, parseInOrder, registerShortSchema, type LoginReply } from '@portal/contracts';
import { call } from '../../api/client';
import { session } from '../../api/session';
import { Field } from '../../components/field';
import { useToast } from '../../components/toast';
import { ruleMessage } from '../../i18n/rule-message';
import { AuthShell } from './auth-shell';
import { CaptchaImage, type CaptchaHandle } from './captcha';

/** /registerForAplink: the agent link's short form; on success the member goes to the visit site. */
export default function AgentRegisterPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const [params] = useSearchParams();
  const pid = params.get('pid') ?? undefined;
  const [form, setForm] = useState({ name: '', password: '', confirmPass: '', code: '' });
  const captcha = useRef<CaptchaHandle>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const body = { ...form, name: form.name.trim(), captcha_id: captcha.current?.id(), pid };
    const checked = parseInOrder(registerShortSchema, body, REGISTER_SHORT_ORDER);
    if (!checked.ok) return toast.error(ruleMessage(checked.key));
    setBusy(true);
    try {
      const reply = await call<LoginReply & { url: string }>('/api/register_kv', { body, handle401: false });
      if (reply.code !== 200) {
        toast.error(reply.message);
        setForm((f) => ({ ...f, code: '' }));
        captcha.current?.refresh();
        return;
      }
      session.start(reply.data.api_token);
      toast.success(reply.message);
      const target = reply.data.url || '/';
      setTimeout(() => window.location.assign(target), 800);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title={t('auth.agentTitle')} subtitle={t('auth.registerSub')}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <Field label={t('auth.account')} name="name" autoComplete="username" maxLength={FIELD_MAX.name} placeholder={t('auth.accountPh')} value={form.name} onChange={set('name')} />
        <Field label={t('auth.password')} name="password" type="password" autoComplete="new-password" maxLength={FIELD_MAX.password} placeholder={t('auth.newPasswordPh')} value={form.password} onChange={set('password')} />
        <Field label={t('auth.confirmPass')} name="confirmPass" type="password" autoComplete="new-password" maxLength={FIELD_MAX.password} placeholder={t('auth.confirmPassPh')} value={form.confirmPass} onChange={set('confirmPass')} />
        <Field label={t('auth.code')} name="code" autoComplete="off" maxLength={FIELD_MAX.registerCode} placeholder={t('auth.codePh')} value={form.code} onChange={set('code')}
          addon={<CaptchaImage ref={captcha} scene="register" />} />
        {pid && <p className="hint">{t('auth.pid', { pid })}</p>}
        <button type="submit" className="btn btn-gold btn-block" disabled={busy} data-testid="agent-register-submit">
          {busy ? t('common.loading') : t('auth.registerBtn')}
        </button>
      </form>
    </AuthShell>
  );
}
