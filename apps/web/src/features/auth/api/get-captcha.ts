import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaptchaReply, CaptchaScene } from '@portal/contracts';
import { request } from '../../../lib/api-client';

export const fetchCaptcha = (scene: CaptchaScene) => request<CaptchaReply>('/api/captcha', { method: 'GET', query: { scene } });

/** A picture is good for one try: never cached, never retried, fetched again on demand. */
export const captchaQueryOptions = (scene: CaptchaScene) =>
  queryOptions({ queryKey: ['captcha', scene] as const, queryFn: () => fetchCaptcha(scene), gcTime: 0, staleTime: Infinity, retry: false });

export function useCaptcha(scene: CaptchaScene) {
  return useQuery(captchaQueryOptions(scene));
}
