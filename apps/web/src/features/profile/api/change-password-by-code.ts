import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordByCodeInput, SendPasswordCodeInput } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** A code for the login password, to the member's own bound phone (sms) or email: the server picks the address. */
export const sendPasswordCode = (body: SendPasswordCodeInput) => api.send('profile.sendPasswordCode', body);

export function useSendPasswordCode() {
  return useMutation({ mutationFn: sendPasswordCode });
}

/**
 * The login password by that code (spec §7 /api/changePassword, the member form: phone, code,
 * newpasword, password = the new one repeated). The server ends every session, so the page logs out after.
 */
export const changePasswordByCode = (body: ChangePasswordByCodeInput) => api.send('auth.resetPassword', body);

export function useChangePasswordByCode() {
  return useMutation({ mutationFn: changePasswordByCode });
}
