import { queryOptions, useQuery } from '@tanstack/react-query';
import { GameAppState, type Game, type GameCategory } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';

/** The enabled games of a category (spec §3: app_state 1 = enabled). */
export async function fetchGames(category: GameCategory): Promise<Game[]> {
  const list = await api.call('games.list', { category });
  return list.filter((g) => g.app_state === undefined || g.app_state === GameAppState.enabled);
}

/** Keyed by the language shown: the server names the games and platforms in it (a switch reads them again). */
export const gamesQueryOptions = (category: GameCategory, lang: string) =>
  queryOptions({ queryKey: ['games', category, lang] as const, queryFn: () => fetchGames(category), staleTime: 5 * 60_000 });

export function useGames(category: GameCategory) {
  return useQuery(gamesQueryOptions(category, useLang()));
}
