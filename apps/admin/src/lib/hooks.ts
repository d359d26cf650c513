import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { newKey, request, send, type ApiError } from './api';
import { useToast } from '../components/toast';

/** A back-office read: POST (or GET) path with body, cached under [path, body]; pages keep the previous data while loading. */
export function useAdminQuery<T>(path: string, body: object = {}, { method = 'POST', enabled = true, refetchInterval }: { method?: 'GET' | 'POST'; enabled?: boolean; refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: [path, body],
    queryFn: () => request<T>(path, { method, body }),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval,
  });
}

/**
 * A back-office write: sent with an Idempotency-Key (kept while the same form is retried, renewed after
 * a success), toasts the server's message, and refreshes the reads named in `invalidates` (path prefixes).
 */
export function useAdminAction<I extends object, T = unknown>(path: string, { invalidates = [], onDone }: { invalidates?: string[]; onDone?: (data: T, input: I) => void } = {}) {
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const key = useRef(newKey());
  return useMutation<{ data: T; message: string }, ApiError, I>({
    mutationFn: (input) => send<T>(path, { body: input, idempotencyKey: key.current }),
    onSuccess: ({ data, message }, input) => {
      key.current = newKey();
      toast.success(message || t('common.done'));
      for (const prefix of invalidates) void client.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(prefix) });
      onDone?.(data, input);
    },
    onError: (error) => {
      key.current = newKey();
      toast.error(error.message);
    },
  });
}
