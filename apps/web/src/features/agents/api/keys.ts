/** The agent feature's queries: the application state, the agent summary, the referred members. */
export const agentKeys = {
  all: ['agent'] as const,
  application: ['agent', 'application'] as const,
  summary: ['agent', 'summary'] as const,
  members: (page: number) => ['agent', 'members', page] as const,
};
