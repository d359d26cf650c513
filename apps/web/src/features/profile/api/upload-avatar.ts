import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session/queries';

/** The image as multipart field `file` (the typed client builds the form). */
export const uploadAvatar = (file: File) => api.send('profile.uploadAvatar', file);

export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.user }),
  });
}
