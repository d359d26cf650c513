import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/feedback/image (multipart `file`): the stored screenshot's id, sent later as the feedback's `image`. */
export const uploadScreenshot = (file: File) => api.call('feedback.uploadImage', file);

export function useUploadScreenshot() {
  return useMutation({ mutationFn: uploadScreenshot });
}
