import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { cashierKeys } from './keys';
import type { BoundCard } from './types';

/** POST /api/getcard {type}: the member's bound bank cards (1) or USDT addresses (2). */
export const fetchCards = (type: number) => request<BoundCard[]>('/api/getcard', { body: { type } });

export const cardsQueryOptions = (type: number) => queryOptions({ queryKey: cashierKeys.cardsOf(type), queryFn: () => fetchCards(type) });

export const useCards = (type: number) => useQuery(cardsQueryOptions(type));
