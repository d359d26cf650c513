import { useMutation } from '@tanstack/react-query';
import { send } from '../../../lib/api-client';

export type ContactCodeBody = { phone: string } | { mail: string };

/** The code to a new mobile or email, which the profile form then needs (with the login password) to take it. */
export const sendContactCode = (body: ContactCodeBody) =>
  send<unknown>('phone' in body ? '/api/sendSMSCaptchaForContact' : '/api/sendMailCaptchaForContact', { body });

export function useSendContactCode() {
  return useMutation({ mutationFn: sendContactCode });
}
