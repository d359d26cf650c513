import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaptchaScene } from '@portal/contracts';
import { api } from '../../../lib/api-client';

export const fetchCaptcha = (scene: CaptchaScene) => api.call('auth.captcha', { scene });

/** A picture is good for one try: never cached, never retried, fetched again on demand. */
export const captchaQueryOptions = (scene: CaptchaScene) =>
  queryOptions({ queryKey: ['captcha', scene] as const, queryFn: () => fetchCaptcha(scene), gcTime: 0, staleTime: Infinity, retry: false });

export function useCaptcha(scene: CaptchaScene) {
  return useQuery(captchaQueryOptions(scene));
}
