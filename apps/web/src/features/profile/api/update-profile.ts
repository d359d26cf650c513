import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session/queries';

export interface ProfileBody {
  birthday: string;
  email: string;
  mobile: string;
  /** Needed only when the email or mobile changes: the login password and the codes sent to the new contact. */
  password: string;
  email_code: string;
  mobile_code: string;
}

export const updateProfile = (body: ProfileBody) => api.send('profile.update', body);

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.user }),
  });
}
