import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHANGE_SECONDARY_ORDER, EDIT_PASSWORD_ORDER, EDIT_PAY_PASSWORD_ORDER, changeSecondarySchema, editPasswordSchema, editPayPasswordSchema,
  isEmail, isMobile, parseInOrder,
} from '@portal/contracts';
import { call } from '../../api/client';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import { useToast } from '../../components/toast';
import { ruleMessage } from '../../i18n/rule-message';

interface Props {
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
}

export function LoginPasswordDialog({ open, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form, setForm] = useState({ password: '', newpasword: '', confirmPass: '' });
  const submit = async () => {
    const checked = parseInOrder(editPasswordSchema, form, EDIT_PASSWORD_ORDER);
    if (!checked.ok) return toast.error(ruleMessage(checked.key));
    const reply = await call('/api/editPassword', { body: form }).catch((e: Error) => ({ code: 0, message: e.message }));
    if (reply.code !== 200) return toast.error(reply.message);
    toast.success(reply.message);
    setForm({ password: '', newpasword: '', confirmPass: '' });
    onClose();
    onChanged();
  };
  return (
    <Dialog open={open} title={t('mine.loginPassword')} onClose={onClose} footer={<button type="button" className="btn btn-gold" onClick={() => void submit()} data-testid="login-password-submit">{t('common.confirm')}</button>}>
      <Field label={t('mine.oldPassword')} name="old-password" type="password" maxLength={32} value={form.password} onChange={(e) => setForm((f) => ({ ...f, password: e.target.value }))} />
      <Field label={t('auth.newPassword')} name="new-password" type="password" maxLength={32} value={form.newpasword} onChange={(e) => setForm((f) => ({ ...f, newpasword: e.target.value }))} />
      <Field label={t('auth.confirmPass')} name="confirm-password" type="password" maxLength={32} value={form.confirmPass} onChange={(e) => setForm((f) => ({ ...f, confirmPass: e.target.value }))} />
    </Dialog>
  );
}

type Method = 1 | 2 | 3;

export function PayPasswordDialog({ open, onClose, onChanged, hasOld }: Props & { hasOld: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [method, setMethod] = useState<Method>(1);
  const [form, setForm] = useState({ paypassword: '', contact: '', code: '', newpasword: '', confirmPass: '' });
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const sendCode = async () => {
    const contact = form.contact.trim();
    const bySms = method === 2;
    if (bySms ? !isMobile(contact) : !isEmail(contact)) return toast.error(ruleMessage(bySms ? 'register.mobileFormat' : 'register.emailFormat'));
    const reply = await call(bySms ? '/api/sendSMSCaptchaForSecondary' : '/api/sendMailCaptchaForSecondary', { body: bySms ? { phone: contact } : { mail: contact } }).catch((e: Error) => ({ code: 0, message: e.message }));
    if (reply.code !== 200) return toast.error(reply.message);
    toast.success(reply.message);
  };

  const submit = async () => {
    let reply: { code: number; message: string };
    if (method === 1) {
      const body = { type: 1, paypassword: form.paypassword, newpasword: form.newpasword, confirmPass: form.confirmPass };
      const checked = parseInOrder(editPayPasswordSchema, body, EDIT_PAY_PASSWORD_ORDER);
      if (!checked.ok) return toast.error(ruleMessage(checked.key));
      reply = await call('/api/editPayPassword', { body }).catch((e: Error) => ({ code: 0, message: e.message }));
    } else {
      const body = { phone: form.contact.trim(), code: form.code.trim(), newpasword: form.newpasword, confirmPass: form.confirmPass };
      const checked = parseInOrder(changeSecondarySchema, body, CHANGE_SECONDARY_ORDER);
      if (!checked.ok) return toast.error(ruleMessage(checked.key));
      reply = await call('/api/changeSecondaryPassword', { body }).catch((e: Error) => ({ code: 0, message: e.message }));
    }
    if (reply.code !== 200) return toast.error(reply.message);
    toast.success(reply.message);
    setForm({ paypassword: '', contact: '', code: '', newpasword: '', confirmPass: '' });
    onClose();
    onChanged();
  };

  return (
    <Dialog open={open} title={t('mine.payPassword')} onClose={onClose} footer={<button type="button" className="btn btn-gold" onClick={() => void submit()}>{t('common.confirm')}</button>}>
      <div className="segmented" role="tablist" aria-label={t('mine.method')}>
        {([1, 2, 3] as const).map((m) => (
          <button key={m} type="button" role="tab" aria-selected={method === m} className={method === m ? 'active' : ''} onClick={() => setMethod(m)}>
            {t(m === 1 ? 'mine.byOld' : m === 2 ? 'mine.bySms' : 'mine.byMail')}
          </button>
        ))}
      </div>
      {method === 1 ? (
        hasOld && <Field label={t('mine.byOld')} name="paypassword" type="password" maxLength={18} value={form.paypassword} onChange={set('paypassword')} />
      ) : (
        <>
          <Field label={t(method === 2 ? 'auth.phone' : 'auth.mail')} name="contact" maxLength={100} value={form.contact} onChange={set('contact')}
            addon={<button type="button" className="btn btn-small" onClick={() => void sendCode()}>{t('auth.sendCode')}</button>} />
          <Field label={t('auth.smsCode')} name="code" inputMode="numeric" maxLength={6} value={form.code} onChange={set('code')} />
        </>
      )}
      <Field label={t('auth.newPassword')} name="newpasword" type="password" maxLength={6} value={form.newpasword} onChange={set('newpasword')} />
      <Field label={t('auth.confirmPass')} name="confirmPass" type="password" maxLength={6} value={form.confirmPass} onChange={set('confirmPass')} />
    </Dialog>
  );
}
