import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type SecondaryCodeBody = { phone: string } | { mail: string };

/** The code for changing the withdrawal password, by SMS or by mail. */
export const sendSecondaryCode = (body: SecondaryCodeBody) =>
  'phone' in body ? api.send('profile.sendSecondarySmsCode', body) : api.send('profile.sendSecondaryMailCode', body);

export function useSendSecondaryCode() {
  return useMutation({ mutationFn: sendSecondaryCode });
}
