import { forwardRef, useImperativeHandle, type ComponentProps, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaScene } from '@portal/contracts';
import { Field } from '../../components/field';
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

interface CaptchaFieldProps extends Omit<ComponentProps<typeof Field>, 'addon' | 'autoComplete' | 'placeholder'> {
  scene: CaptchaScene;
  captcha: Ref<CaptchaHandle>;
}

/** The image-code input with its picture beside it, as the login, register and forgot forms show it. */
export function CaptchaField({ scene, captcha, ...field }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return <Field autoComplete="off" placeholder={t('auth.codePh')} addon={<CaptchaImage ref={captcha} scene={scene} />} {...field} />;
}
