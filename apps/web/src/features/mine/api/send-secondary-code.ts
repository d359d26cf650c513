import { useMutation } from '@tanstack/react-query';
import { send } from '../../../lib/api-client';

export type SecondaryCodeBody = { phone: string } | { mail: string };

/** The code for changing the withdrawal password, by SMS or by mail. */
export const sendSecondaryCode = (body: SecondaryCodeBody) =>
  send<unknown>('phone' in body ? '/api/sendSMSCaptchaForSecondary' : '/api/sendMailCaptchaForSecondary', { body });

export function useSendSecondaryCode() {
  return useMutation({ mutationFn: sendSecondaryCode });
}
