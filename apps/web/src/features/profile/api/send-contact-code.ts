import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ContactCodeBody = { phone: string } | { mail: string };

/** The code to a new mobile or email, which the profile form then needs (with the login password) to take it. */
export const sendContactCode = (body: ContactCodeBody) =>
  'phone' in body ? api.send('profile.sendContactSmsCode', body) : api.send('profile.sendContactMailCode', body);

export function useSendContactCode() {
  return useMutation({ mutationFn: sendContactCode });
}
