import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { createIdempotencySlot } from '@portal/client';
import type { ApiInput, ApiReply, RouteName } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { api, type ApiError } from './api';
import { useToast } from '../components/toast';

/** The query key of a read: the route's name first, so that a write can refresh every read of a route. */
function queryKeyOf<N extends RouteName>(name: N, input?: ApiInput<N>) {
  return [name, input ?? {}] as const;
}

/**
 * A back-office read by route name (typed by the API table: a wrong name or field is a type error),
 * cached under [name, input]; pages keep the previous data while loading.
 */
export function useAdminQuery<N extends RouteName>(
  name: N,
  input?: ApiInput<N>,
  { enabled = true, refetchInterval }: { enabled?: boolean; refetchInterval?: number } = {},
) {
  return useQuery<ApiReply<N>, ApiError>({
    queryKey: queryKeyOf(name, input),
    queryFn: () => (api.call as (n: N, i?: ApiInput<N>) => Promise<ApiReply<N>>)(name, input),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval,
  });
}

export interface AdminActionOptions<N extends RouteName> {
  /** The reads to refresh after a success, by route name. */
  invalidates?: readonly RouteName[];
  onDone?: (data: ApiReply<N>, input: ApiInput<N>) => void;
}

/**
 * A back-office write by route name: sent with an Idempotency-Key, toasts the server's message, and
 * refreshes the reads named in `invalidates`. The key follows @portal/client's policy: the same
 * input sent again after no reply (a time-out), 409, 429 or 5xx keeps its key, so a second click
 * after a time-out cannot post a manual adjustment twice; after a definite reply (success or a
 * refusal) the next click is a new action with a new key.
 */
export function useAdminAction<N extends RouteName>(name: N, { invalidates = [], onDone }: AdminActionOptions<N> = {}) {
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const [idempotency] = useState(createIdempotencySlot);
  const send = api.send as (n: N, i: ApiInput<N>, o: { idempotency: typeof idempotency }) => Promise<{ data: ApiReply<N>; message: string }>;
  return useMutation<{ data: ApiReply<N>; message: string }, ApiError, ApiInput<N>>({
    mutationFn: (input) => send(name, input, { idempotency }),
    onSuccess: ({ data, message }, input) => {
      toast.success(message || t('common.done'));
      for (const route of invalidates) void client.invalidateQueries({ queryKey: [route] });
      onDone?.(data, input);
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
}
