import { useMutation } from '@tanstack/react-query';
import { isMobile } from '@portal/contracts';
import { send } from '../../../lib/api-client';

/** The forgot page's code request: by SMS for a phone number, by mail otherwise, with the image code. */
export interface ResetCodeBody {
  contact: string;
  code: string;
  captcha_id: string | undefined;
}

export function sendResetCode({ contact, code, captcha_id }: ResetCodeBody) {
  const byPhone = isMobile(contact);
  const body = { [byPhone ? 'phone' : 'mail']: contact, code, captcha_id };
  return send<unknown>(byPhone ? '/api/sendSMSCaptcha' : '/api/sendMailCaptcha', { body, handle401: false });
}

export function useSendResetCode() {
  return useMutation({ mutationFn: sendResetCode });
}
