import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { afterMoneyMoved } from '../../../lib/money-moved';

export type LaunchTarget = { agent: true } | { agent: false; name: string; type: string; code: string };

/** Where the game (or the agent back office) opens; the server may move money into the game wallet first. */
export function fetchLaunchUrl(target: LaunchTarget) {
  return target.agent
    ? api.call('agents.loginUrl', { is_mobile_url: 0 })
    : api.call('games.launch', { plat_name: target.name, game_type: target.type, game_code: target.code, is_mobile_url: 0 }, { handle401: false });
}

/** In auto-transfer mode a game launch recalls the other platforms' money and moves it all into this game: a money action. */
export function useLaunchGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fetchLaunchUrl,
    onSettled: (_reply, _error, target) => (target.agent ? undefined : afterMoneyMoved(client)),
  });
}
