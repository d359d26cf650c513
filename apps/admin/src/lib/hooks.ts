import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { createIdempotencySlot } from '@portal/client';
import { useTranslation } from 'react-i18next';
import { request, send, type ApiError } from './api';
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
 * A back-office write: sent with an Idempotency-Key, toasts the server's message, and refreshes the
 * reads named in `invalidates` (path prefixes). The key follows @portal/client's policy: the same
 * input sent again after no reply (a time-out), 409, 429 or 5xx keeps its key, so a second click
 * after a time-out cannot post a manual adjustment twice; after a definite reply (success or a
 * refusal) the next click is a new action with a new key.
 */
export function useAdminAction<I extends object, T = unknown>(path: string, { invalidates = [], onDone }: { invalidates?: string[]; onDone?: (data: T, input: I) => void } = {}) {
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const [idempotency] = useState(createIdempotencySlot);
  return useMutation<{ data: T; message: string }, ApiError, I>({
    mutationFn: (input) => send<T>(path, { body: input, idempotency }),
    onSuccess: ({ data, message }, input) => {
      toast.success(message || t('common.done'));
      for (const prefix of invalidates) void client.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(prefix) });
      onDone?.(data, input);
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
}
