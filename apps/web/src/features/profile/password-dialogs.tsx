import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHANGE_SECONDARY_ORDER,
  EDIT_PASSWORD_ORDER,
  EDIT_PAY_PASSWORD_ORDER,
  changeSecondarySchema,
  editPasswordSchema,
  editPayPasswordSchema,
  isEmail,
  isMobile,
  parseInOrder,
} from '@portal/contracts';
import { useFormSubmit, type FormCheck } from '../../lib/use-form-submit';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import { useChangePassword, type PasswordBody } from './api/change-password';
import { useChangePayPassword, type PayPasswordBody } from './api/change-pay-password';
import { useSendSecondaryCode, type SecondaryCodeBody } from './api/send-secondary-code';

interface Props {
  open: boolean;
  onClose: () => void;
  onChanged?: () => void;
}

const EMPTY_PASSWORD: PasswordBody = { password: '', newpasword: '', confirmPass: '' };
const EMPTY_PAY = { paypassword: '', contact: '', code: '', newpasword: '', confirmPass: '' };

export function LoginPasswordDialog({ open, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY_PASSWORD);
  const submit = useFormSubmit(useChangePassword(), {
    check: (body: PasswordBody) => parseInOrder(editPasswordSchema, body, EDIT_PASSWORD_ORDER),
    onSuccess: () => {
      setForm(EMPTY_PASSWORD);
      onClose();
      onChanged?.();
    },
  });
  return (
    <Dialog
      open={open}
      title={t('mine.loginPassword')}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-gold" onClick={() => void submit(form)} data-testid="login-password-submit">
          {t('common.confirm')}
        </button>
      }
    >
      <Field
        label={t('mine.oldPassword')}
        name="old-password"
        type="password"
        maxLength={32}
        value={form.password}
        onChange={(e) => setForm((f) => ({ ...f, password: e.target.value }))}
      />
      <Field
        label={t('auth.newPassword')}
        name="new-password"
        type="password"
        maxLength={32}
        value={form.newpasword}
        onChange={(e) => setForm((f) => ({ ...f, newpasword: e.target.value }))}
      />
      <Field
        label={t('auth.confirmPass')}
        name="confirm-password"
        type="password"
        maxLength={32}
        value={form.confirmPass}
        onChange={(e) => setForm((f) => ({ ...f, confirmPass: e.target.value }))}
      />
    </Dialog>
  );
}

type Method = 1 | 2 | 3;

export function PayPasswordDialog({ open, onClose, onChanged, hasOld }: Props & { hasOld: boolean }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>(1);
  const [form, setForm] = useState(EMPTY_PAY);
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const bySms = method === 2;
  const submitCodeRequest = useFormSubmit(useSendSecondaryCode(), {
    check: (body: SecondaryCodeBody): FormCheck => {
      if ('phone' in body) return isMobile(body.phone) ? { ok: true } : { ok: false, key: 'register.mobileFormat' };
      return isEmail(body.mail) ? { ok: true } : { ok: false, key: 'register.emailFormat' };
    },
  });
  const sendCode = () => {
    const contact = form.contact.trim();
    return submitCodeRequest(bySms ? { phone: contact } : { mail: contact });
  };

  const submitChange = useFormSubmit(useChangePayPassword(), {
    check: (body: PayPasswordBody) =>
      'type' in body ? parseInOrder(editPayPasswordSchema, body, EDIT_PAY_PASSWORD_ORDER) : parseInOrder(changeSecondarySchema, body, CHANGE_SECONDARY_ORDER),
    onSuccess: () => {
      setForm(EMPTY_PAY);
      onClose();
      onChanged?.();
    },
  });
  const submit = () =>
    submitChange(
      method === 1
        ? { type: 1, paypassword: form.paypassword, newpasword: form.newpasword, confirmPass: form.confirmPass }
        : { phone: form.contact.trim(), code: form.code.trim(), newpasword: form.newpasword, confirmPass: form.confirmPass },
    );

  return (
    <Dialog
      open={open}
      title={t('mine.payPassword')}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-gold" onClick={() => void submit()}>
          {t('common.confirm')}
        </button>
      }
    >
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
          <Field
            label={t(method === 2 ? 'auth.phone' : 'auth.mail')}
            name="contact"
            maxLength={100}
            value={form.contact}
            onChange={set('contact')}
            addon={
              <button type="button" className="btn btn-small" onClick={() => void sendCode()}>
                {t('auth.sendCode')}
              </button>
            }
          />
          <Field label={t('auth.smsCode')} name="code" inputMode="numeric" maxLength={6} value={form.code} onChange={set('code')} />
        </>
      )}
      <Field label={t('auth.newPassword')} name="newpasword" type="password" maxLength={6} value={form.newpasword} onChange={set('newpasword')} />
      <Field label={t('auth.confirmPass')} name="confirmPass" type="password" maxLength={6} value={form.confirmPass} onChange={set('confirmPass')} />
    </Dialog>
  );
}
