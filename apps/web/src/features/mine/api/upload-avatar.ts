import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session/queries';

export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('file', file);
  return send<unknown>('/api/uploadimg', { body });
}

export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.user }),
  });
}
