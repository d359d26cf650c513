import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { staffSession } from '../../lib/session';
import { Card, PageHead, Pill } from '../../components/ui';

interface Me {
  name: string;
  role: string;
  totp_enabled: boolean;
  must_enrol_totp: boolean;
}

/** The staff member's own second factor: set up TOTP (secret and otpauth URI for the authenticator app), confirm with a code, or switch it off. */
export default function SecurityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useAdminQuery<Me>('/api/admin/me');
  const [enrol, setEnrol] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const start = useAdminAction<Record<string, never>, { secret: string; uri: string }>('/api/admin/staff/totp/enrol', { onDone: setEnrol });
  const confirm = useAdminAction<{ code: string }>('/api/admin/staff/totp/confirm', {
    invalidates: ['/api/admin/me'],
    onDone: () => {
      setEnrol(null);
      setCode('');
      const session = staffSession.current();
      if (session?.mustEnrolTotp) {
        staffSession.save({ ...session, mustEnrolTotp: false });
        navigate('/', { replace: true });
      }
    },
  });
  const disable = useAdminAction<{ code: string }>('/api/admin/staff/totp/disable', { invalidates: ['/api/admin/me'], onDone: () => setCode('') });
  const endOthers = useAdminAction<Record<string, never>, { ended: number }>('/api/admin/staff/revoke-my-sessions');
  const on = me.data?.totp_enabled;
  return (
    <>
      <PageHead title={t('security.title')}>{me.data?.must_enrol_totp || staffSession.current()?.mustEnrolTotp ? t('security.mustEnrol') : t('security.hint')}</PageHead>
      <Card title={<>TOTP {on ? <Pill tone="good">{t('common.on')}</Pill> : <Pill>{t('common.off')}</Pill>}</>}>
        {!on && !enrol && (
          <button type="button" className="btn btn-primary" disabled={start.isPending} onClick={() => start.mutate({})}>{t('security.start')}</button>
        )}
        {enrol && (
          <div className="stack">
            <p>{t('security.scan')}</p>
            <dl className="kv">
              <dt>{t('security.secret')}</dt><dd className="mono strong break" data-testid="totp-secret">{enrol.secret}</dd>
              <dt>URI</dt><dd className="mono small break">{enrol.uri}</dd>
            </dl>
          </div>
        )}
        {(enrol || on) && (
          <form className="form form-wide" onSubmit={(e) => { e.preventDefault(); (on ? disable : confirm).mutate({ code: code.trim() }); }}>
            <label className="field"><span>{t('auth.totp')}</span><input name="code" inputMode="numeric" pattern="\d{6}" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} required /></label>
            <div className="form-actions"><button type="submit" className={on ? 'btn btn-danger' : 'btn btn-primary'}>{on ? t('security.disable') : t('security.confirm')}</button></div>
          </form>
        )}
      </Card>
      <Card title={t('security.sessions')}>
        <div className="stack">
          <p>{t('security.sessionsHint')}</p>
          <div className="form-actions"><button type="button" className="btn btn-danger" disabled={endOthers.isPending} onClick={() => endOthers.mutate({})}>{t('security.endOthers')}</button></div>
        </div>
      </Card>
    </>
  );
}
