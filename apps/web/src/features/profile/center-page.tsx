import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { UPDATE_USER_INFO_ORDER, parseInOrder, updateUserInfoSchema, type UserInfo } from '@portal/contracts';
import { useUser } from '../../lib/session/queries';
import { session } from '../../lib/session/storage';
import { useFormSubmit } from '../../lib/use-form-submit';
import { Field } from '../../components/field';
import { Spinner } from '../../components/states';
import { LineIcon } from '../../art/line-icons';
import { LoginPasswordDialog, PayPasswordDialog } from './password-dialogs';
import { useUpdateProfile, type ProfileBody } from './api/update-profile';
import { useSendContactCode, type ContactCodeBody } from './api/send-contact-code';
import { beijingToday } from '../../lib/dates';

const fieldsOf = (user: UserInfo | undefined) => ({
  birthday: user?.birthday ?? '',
  email: user?.email ?? '',
  mobile: user?.mobile ?? '',
  password: '',
  email_code: '',
  mobile_code: '',
});

export default function CenterPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data: user, isPending } = useUser();
  const [form, setForm] = useState(() => fieldsOf(user));
  const [dialog, setDialog] = useState<'login' | 'pay' | null>(null);
  const sendContactCode = useFormSubmit(useSendContactCode());
  const saveProfile = useFormSubmit(useUpdateProfile(), { check: (body: ProfileBody) => parseInOrder(updateUserInfoSchema, body, UPDATE_USER_INFO_ORDER) });
  // The form shows the member as last loaded: a new copy of the member (after a save) resets it.
  const [shownUser, setShownUser] = useState(user);
  if (user !== shownUser) {
    setShownUser(user);
    setForm(fieldsOf(user));
  }
  if (isPending || !user)
    return (
      <div className="panel">
        <Spinner />
      </div>
    );
  // A new email or mobile needs the login password and the code sent to the new contact.
  const emailChanged = form.email.trim() !== '' && form.email.trim().toLowerCase() !== user.email;
  const mobileChanged = form.mobile.trim() !== '' && form.mobile.trim() !== user.mobile;
  const codeAddon = (body: ContactCodeBody) => (
    <button type="button" className="btn btn-small" onClick={() => void sendContactCode(body)}>
      {t('auth.sendCode')}
    </button>
  );

  const save = (e: FormEvent) => {
    e.preventDefault();
    void saveProfile(form);
  };

  return (
    <div className="panel">
      <h2 className="panel-title">{t('mine.center')}</h2>
      <form className="profile-form" onSubmit={save} noValidate>
        <Field label={t('mine.username')} name="username" value={user.username} readOnly disabled />
        <Field label={t('auth.realname')} name="realname" value={user.realname} readOnly disabled title={t('mine.realnameHint')} />
        <Field
          label={t('mine.birthday')}
          name="birthday"
          type="date"
          max={beijingToday()}
          value={form.birthday}
          onChange={(e) => setForm((f) => ({ ...f, birthday: e.target.value }))}
        />
        <Field label={t('mine.email')} name="email" type="email" value={form.email} onChange={(e) => setForm((f) => ({ ...f, email: e.target.value }))} />
        {emailChanged && (
          <Field
            label={t('auth.smsCode')}
            name="email_code"
            inputMode="numeric"
            maxLength={6}
            value={form.email_code}
            onChange={(e) => setForm((f) => ({ ...f, email_code: e.target.value }))}
            addon={codeAddon({ mail: form.email.trim() })}
          />
        )}
        <Field
          label={t('mine.mobile')}
          name="mobile"
          inputMode="numeric"
          maxLength={11}
          value={form.mobile}
          onChange={(e) => setForm((f) => ({ ...f, mobile: e.target.value }))}
        />
        {mobileChanged && (
          <Field
            label={t('auth.smsCode')}
            name="mobile_code"
            inputMode="numeric"
            maxLength={6}
            value={form.mobile_code}
            onChange={(e) => setForm((f) => ({ ...f, mobile_code: e.target.value }))}
            addon={codeAddon({ phone: form.mobile.trim() })}
          />
        )}
        {(emailChanged || mobileChanged) && (
          <Field
            label={t('mine.loginPassword')}
            name="password"
            type="password"
            maxLength={32}
            value={form.password}
            onChange={(e) => setForm((f) => ({ ...f, password: e.target.value }))}
          />
        )}
        <button type="submit" className="btn btn-gold" data-testid="profile-save">
          {t('common.save')}
        </button>
      </form>
      <h3 className="panel-sub">{t('mine.security')}</h3>
      <div className="security-list">
        <div className="security-item">
          <span>
            <LineIcon name="lock" /> {t('mine.loginPassword')}
          </span>
          <span className="muted">********</span>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setDialog('login')} data-testid="security-login">
            {t('mine.modify')}
          </button>
        </div>
        <div className="security-item">
          <span>
            <LineIcon name="shield" /> {t('mine.payPassword')}
          </span>
          <span className="muted">{user.has_paypassword ? t('mine.isSet') : t('mine.notSet')}</span>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setDialog('pay')}>
            {user.has_paypassword ? t('mine.modify') : t('mine.setPay')}
          </button>
        </div>
      </div>
      <LoginPasswordDialog
        open={dialog === 'login'}
        mobile={user.mobile}
        email={user.email}
        onClose={() => setDialog(null)}
        onChanged={() => {
          session.clear();
          client.clear();
          // void: nothing waits for the route change (the router shows its own errors)
          void navigate('/login');
        }}
      />
      <PayPasswordDialog open={dialog === 'pay'} hasOld={user.has_paypassword} onClose={() => setDialog(null)} />
    </div>
  );
}
