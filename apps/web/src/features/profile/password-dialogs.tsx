import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHANGE_PASSWORD_BY_CODE_ORDER,
  CHANGE_SECONDARY_ORDER,
  changePasswordByCodeSchema,
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
import { useChangePasswordByCode, useSendPasswordCode } from './api/change-password-by-code';

interface Props {
  open: boolean;
  onClose: () => void;
  onChanged?: () => void;
}

const EMPTY_PASSWORD: PasswordBody = { password: '', newpasword: '', confirmPass: '' };
const EMPTY_PAY = { paypassword: '', contact: '', code: '', newpasword: '', confirmPass: '' };

const RESEND_SECONDS = 60;
const EMPTY_BY_CODE = { code: '', newpasword: '', password: '' };
type LoginMethod = 'old' | 'sms' | 'email';

/** 138****5678 / ab****@mail.com: enough for the member to know where the code goes. */
const maskContact = (contact: string) => (contact.length <= 4 ? contact : `${contact.slice(0, 3)}****${contact.slice(-4)}`);

/**
 * The login password (spec §2.5, §5, §7): by the current password, or by a code sent to the
 * member's own bound phone or email (the server sends it there, never to an address typed here).
 */
export function LoginPasswordDialog({ open, onClose, onChanged, mobile = '', email = '' }: Props & { mobile?: string; email?: string }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<LoginMethod>('old');
  const [form, setForm] = useState(EMPTY_PASSWORD);
  const [byCode, setByCode] = useState(EMPTY_BY_CODE);
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);
  const done = () => {
    setForm(EMPTY_PASSWORD);
    setByCode(EMPTY_BY_CODE);
    onClose();
    onChanged?.();
  };
  const submitOld = useFormSubmit(useChangePassword(), {
    check: (body: PasswordBody) => parseInOrder(editPasswordSchema, body, EDIT_PASSWORD_ORDER),
    onSuccess: done,
  });
  const contact = method === 'sms' ? mobile : method === 'email' ? email : '';
  const requestCode = useFormSubmit(useSendPasswordCode(), {
    check: (): FormCheck => (contact ? { ok: true } : { ok: false, key: 'profile.noContactBound' }),
    onSuccess: () => setWait(RESEND_SECONDS),
  });
  const submitByCode = useFormSubmit(useChangePasswordByCode(), {
    check: (body: { phone: string; code: string; newpasword: string; password: string }) =>
      contact ? parseInOrder(changePasswordByCodeSchema, body, CHANGE_PASSWORD_BY_CODE_ORDER) : { ok: false, key: 'profile.noContactBound' },
    onSuccess: done,
  });
  const submit = () =>
    method === 'old' ? submitOld(form) : submitByCode({ phone: contact, code: byCode.code.trim(), newpasword: byCode.newpasword, password: byCode.password });
  const setCode = (k: keyof typeof EMPTY_BY_CODE) => (e: React.ChangeEvent<HTMLInputElement>) => setByCode((f) => ({ ...f, [k]: e.target.value }));

  return (
    <Dialog
      open={open}
      title={t('mine.loginPassword')}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-gold" onClick={() => void submit()} data-testid="login-password-submit">
          {t('common.confirm')}
        </button>
      }
    >
      <div className="segmented" role="tablist" aria-label={t('mine.method')}>
        {(['old', 'sms', 'email'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={method === m}
            className={method === m ? 'active' : ''}
            onClick={() => setMethod(m)}
            data-testid={`login-password-by-${m}`}
          >
            {t(m === 'old' ? 'mine.byOldLogin' : m === 'sms' ? 'mine.bySms' : 'mine.byMail')}
          </button>
        ))}
      </div>
      {method === 'old' ? (
        <>
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
        </>
      ) : (
        <>
          <p className="hint" data-testid="code-goes-to">
            {contact ? t('mine.codeGoesTo', { contact: maskContact(contact) }) : t('mine.noContactBound')}
          </p>
          <Field
            label={t('auth.smsCode')}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={byCode.code}
            onChange={setCode('code')}
            addon={
              <button
                type="button"
                className="btn btn-small"
                disabled={wait > 0 || !contact}
                onClick={() => void requestCode({ channel: method === 'sms' ? 'sms' : 'email' })}
                data-testid="login-password-send-code"
              >
                {wait > 0 ? t('auth.resendIn', { s: wait }) : t('auth.sendCode')}
              </button>
            }
          />
          <Field label={t('auth.newPassword')} name="by-code-new" type="password" maxLength={32} value={byCode.newpasword} onChange={setCode('newpasword')} />
          <Field label={t('auth.confirmPass')} name="by-code-confirm" type="password" maxLength={32} value={byCode.password} onChange={setCode('password')} />
        </>
      )}
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
