import { useState } from 'react';
import { api } from '../../../lib/api-client';

/** POST /api/feedback/image (multipart `file`): the stored screenshot's id, sent later as the feedback's `image`. */
export const uploadScreenshot = (file: File) => api.call('feedback.uploadImage', file);

export function useUploadScreenshot() {
  const [isPending, setPending] = useState(false);
  const upload = async (file: File) => {
    setPending(true);
    try {
      return await uploadScreenshot(file);
    } finally {
      setPending(false);
    }
  };
  return { upload, isPending };
}
