import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ApiReply } from '@portal/contracts';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { staffSession } from '../../lib/session';
import { Card, Field, PageHead, Pill } from '../../components/ui';

const SIX_DIGITS = /^\d{6}$/;
/** The server's SVG QR code as an image source (an <img> runs nothing an SVG might carry). */
const svgImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The staff member's own second factor. Off: set up TOTP (a QR code of the otpauth URI to scan,
 * and the secret to type in by hand), then confirm with a code of the app. On: replacing the
 * authenticator or switching it off both take a current code of it (the API refuses without one).
 */
export default function SecurityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useAdminQuery('staff.me');
  const [enrol, setEnrol] = useState<ApiReply<'staff.totpEnrol'> | null>(null);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const start = useAdminAction('staff.totpEnrol', {
    onDone: (reply) => {
      setEnrol(reply);
      setCurrent('');
      setPassword('');
    },
  });
  const confirm = useAdminAction('staff.totpConfirm', {
    invalidates: ['staff.me'],
    onDone: () => {
      setEnrol(null);
      setCode('');
      const session = staffSession.current();
      if (session?.mustEnrolTotp) {
        staffSession.save({ ...session, mustEnrolTotp: false });
        // void: nothing waits for the route change (the router shows its own errors)
        void navigate('/', { replace: true });
      }
    },
  });
  const disable = useAdminAction('staff.totpDisable', { invalidates: ['staff.me'], onDone: () => setCurrent('') });
  const endOthers = useAdminAction('staff.revokeOwnSessions');
  const on = me.data?.totp_enabled;
  const currentOk = SIX_DIGITS.test(current.trim());
  return (
    <>
      <PageHead title={t('security.title')}>
        {me.data?.must_enrol_totp || staffSession.current()?.mustEnrolTotp ? t('security.mustEnrol') : t('security.hint')}
      </PageHead>
      <Card title={<>TOTP {on ? <Pill tone="good">{t('common.on')}</Pill> : <Pill>{t('common.off')}</Pill>}</>}>
        {!on && !enrol && (
          <form
            className="form form-wide"
            data-testid="totp-start"
            onSubmit={(e) => {
              e.preventDefault();
              start.mutate({ password });
            }}
          >
            <p className="muted">{t('security.passwordHint')}</p>
            <Field
              label={t('security.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
            <div className="form-actions">
              <button type="submit" className="btn btn-primary" disabled={!password || start.isPending}>
                {t('security.start')}
              </button>
            </div>
          </form>
        )}

        {on && !enrol && (
          <form className="form form-wide" data-testid="totp-current" onSubmit={(e) => e.preventDefault()}>
            <p className="muted">{t('security.currentHint')}</p>
            <Field
              label={t('security.currentCode')}
              name="current"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              required
            />
            <div className="form-actions">
              <button type="button" className="btn btn-ghost" disabled={!currentOk || start.isPending} onClick={() => start.mutate({ code: current.trim() })}>
                {t('security.replace')}
              </button>
              <button
                type="button"
                className="btn btn-danger"
                disabled={!currentOk || disable.isPending}
                onClick={() => disable.mutate({ code: current.trim() })}
              >
                {t('security.disable')}
              </button>
            </div>
          </form>
        )}

        {enrol && (
          <div className="stack">
            <p>{t('security.scan')}</p>
            <img src={svgImage(enrol.qr_svg)} alt={t('security.qrAlt')} width={220} height={220} data-testid="totp-qr" />
            <dl className="kv">
              <dt>{t('security.secret')}</dt>
              <dd className="mono strong break" data-testid="totp-secret">
                {enrol.secret}
              </dd>
              <dt>URI</dt>
              <dd className="mono small break">{enrol.uri}</dd>
            </dl>
            <form
              className="form form-wide"
              onSubmit={(e) => {
                e.preventDefault();
                confirm.mutate({ code: code.trim() });
              }}
            >
              <Field
                label={t('security.newCode')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                required
              />
              <div className="form-actions">
                {on && (
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => {
                      setEnrol(null);
                      setCode('');
                    }}
                  >
                    {t('common.cancel')}
                  </button>
                )}
                <button type="submit" className="btn btn-primary" disabled={confirm.isPending}>
                  {on ? t('security.confirmReplace') : t('security.confirm')}
                </button>
              </div>
            </form>
          </div>
        )}
      </Card>
      <Card title={t('security.sessions')}>
        <div className="stack">
          <p>{t('security.sessionsHint')}</p>
          <div className="form-actions">
            <button type="button" className="btn btn-danger" disabled={endOthers.isPending} onClick={() => endOthers.mutate(undefined)}>
              {t('security.endOthers')}
            </button>
          </div>
        </div>
      </Card>
    </>
  );
}
