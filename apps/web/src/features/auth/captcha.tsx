import { forwardRef, useImperativeHandle } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaScene } from '@portal/contracts';
import { useCaptcha } from './api/get-captcha';

export interface CaptchaHandle {
  refresh: () => void;
  id: () => string;
}

/** The server-issued image code: click the picture for a new one. */
export const CaptchaImage = forwardRef<CaptchaHandle, { scene: CaptchaScene }>(function CaptchaImage({ scene }, ref) {
  const { t } = useTranslation();
  const { data: captcha, isError, refetch } = useCaptcha(scene);
  const refresh = () => void refetch();
  useImperativeHandle(ref, () => ({ refresh, id: () => captcha?.captcha_id ?? '' }));
  return (
    <button type="button" className="captcha" onClick={refresh} title={t('auth.refreshCode')} aria-label={t('auth.refreshCode')} data-testid="captcha">
      {captcha ? <img src={captcha.image} alt={t('auth.code')} width={110} height={40} /> : <span className="captcha-wait">{isError ? '↻' : '…'}</span>}
    </button>
  );
});
