/**
 * An agent application's state: waiting for review, approved (the member is an agent), rejected with a
 * reason. none (0) is never stored: /mine/applyagent gives it to a member who never applied.
 */
export const AgentApplicationState = { none: 0, pending: 1, approved: 2, rejected: 3 } as const;
export type AgentApplicationState = (typeof AgentApplicationState)[keyof typeof AgentApplicationState];

/** The inbox templates a review writes (their `.title` / `.content` keys are in agents/texts.ts). */
export const AGENT_INBOX_TEMPLATES = { approved: 'inbox.agent.approved', rejected: 'inbox.agent.rejected' } as const;

/** Where an agent's referral link leads: the short register form, carrying the agent's id as pid. */
export const AGENT_LINK_PATH = '/registerForAplink';

/** The referral link of an agent on the site at `publicUrl` (an origin such as https://portal.example). */
export function agentLink(publicUrl: string, pid: number): string {
  return `${publicUrl.replace(/\/+$/, '')}${AGENT_LINK_PATH}?pid=${pid}`;
}

/** `url` with `pid` added to its query: in the hash part for a hash-routed page (`/#/app` -> `/#/app?pid=7`). */
export function withPid(url: string, pid: number | undefined): string {
  if (pid === undefined) return url;
  const hash = url.indexOf('#');
  const [head, tail] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  if (tail) return `${head}${tail}${tail.includes('?') ? '&' : '?'}pid=${pid}`;
  return `${head}${head.includes('?') ? '&' : '?'}pid=${pid}`;
}
