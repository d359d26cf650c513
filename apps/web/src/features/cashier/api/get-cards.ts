import type { CardType } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cashierKeys } from './keys';

/** POST /api/getcard {type}: the member's bound bank cards (1) or USDT addresses (2). */
export const fetchCards = (type: CardType) => api.call('cashier.cards', { type });

export const cardsQueryOptions = (type: CardType) => queryOptions({ queryKey: cashierKeys.cardsOf(type), queryFn: () => fetchCards(type) });

export const useCards = (type: CardType) => useQuery(cardsQueryOptions(type));
