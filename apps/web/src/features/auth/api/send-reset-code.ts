import { useMutation } from '@tanstack/react-query';
import { isMobile } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** The forgot page's code request: by SMS for a phone number, by mail otherwise, with the image code. */
export interface ResetCodeBody {
  contact: string;
  code: string;
  captcha_id: string | undefined;
}

export function sendResetCode({ contact, code, captcha_id }: ResetCodeBody) {
  const byPhone = isMobile(contact);
  return byPhone
    ? api.send('auth.sendSmsCode', { phone: contact, code, captcha_id }, { handle401: false })
    : api.send('auth.sendMailCode', { mail: contact, code, captcha_id }, { handle401: false });
}

export function useSendResetCode() {
  return useMutation({ mutationFn: sendResetCode });
}
