import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

export type LaunchTarget = { agent: true } | { agent: false; name: string; type: string; code: string };

/** Where the game (or the agent back office) opens; the server may move money into the game wallet first. */
export function fetchLaunchUrl(target: LaunchTarget) {
  return target.agent
    ? request<{ url: string }>('/api/getAgentLoginUrl', { method: 'GET', query: { is_mobile_url: 0 } })
    : request<{ url: string }>('/api/getGameUrl', { body: { plat_name: target.name, game_type: target.type, game_code: target.code, is_mobile_url: 0 }, handle401: false });
}

export function useLaunchGame() {
  return useMutation({ mutationFn: fetchLaunchUrl });
}
