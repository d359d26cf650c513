import { forwardRef, useCallback, useEffect, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaReply, CaptchaScene } from '@portal/contracts';
import { request } from '../../api/client';

export interface CaptchaHandle {
  refresh: () => void;
  id: () => string;
}

/** The server-issued image code: click the picture for a new one. */
export const CaptchaImage = forwardRef<CaptchaHandle, { scene: CaptchaScene }>(function CaptchaImage({ scene }, ref) {
  const { t } = useTranslation();
  const [captcha, setCaptcha] = useState<CaptchaReply | null>(null);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(() => {
    setFailed(false);
    request<CaptchaReply>('/api/captcha', { method: 'GET', query: { scene } })
      .then(setCaptcha)
      .catch(() => setFailed(true));
  }, [scene]);
  useEffect(refresh, [refresh]);
  useImperativeHandle(ref, () => ({ refresh, id: () => captcha?.captcha_id ?? '' }), [refresh, captcha]);
  return (
    <button type="button" className="captcha" onClick={refresh} title={t('auth.refreshCode')} aria-label={t('auth.refreshCode')} data-testid="captcha">
      {captcha ? <img src={captcha.image} alt={t('auth.code')} width={110} height={40} /> : <span className="captcha-wait">{failed ? '↻' : '…'}</span>}
    </button>
  );
});
