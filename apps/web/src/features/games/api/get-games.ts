import { queryOptions, useQuery } from '@tanstack/react-query';
import { GameAppState, type Game } from '@portal/contracts';
import { request } from '../../../lib/api-client';

/** The enabled games of a category (spec §3: app_state 1 = enabled). */
export async function fetchGames(category: string): Promise<Game[]> {
  const reply = await request<Game[] | { data: Game[] }>('/api/game/list', { method: 'GET', query: { category } });
  const list = Array.isArray(reply) ? reply : (reply?.data ?? []);
  return list.filter((g) => g.app_state === undefined || g.app_state === GameAppState.enabled);
}

export const gamesQueryOptions = (category: string) =>
  queryOptions({ queryKey: ['games', category] as const, queryFn: () => fetchGames(category), staleTime: 5 * 60_000 });

export function useGames(category: string) {
  return useQuery(gamesQueryOptions(category));
}
