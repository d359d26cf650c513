import jwt from 'jsonwebtoken';
import { ReplyCode, type LinkReply } from '@portal/contracts';
import type { SqlPool } from '../../db/sql.js';
import type { MemberContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { signingKey } from '../../signing-key.js';

interface Deps {
  sql: SqlPool;
  jwtSecret: string;
  agentSiteUrl?: string;
}

/** The agent back office is a separate site (AGENT_SITE_URL); an agent gets a short-lived signed login link to it. */
export function createAgentService({ sql, jwtSecret, agentSiteUrl }: Deps) {
  async function loginUrl(ctx: MemberContext): Promise<LinkReply> {
    const [user] = await sql.query<{ is_agent: boolean; username: string }>('SELECT is_agent, username FROM users WHERE id = $1', [ctx.userId]);
    if (!user?.is_agent) throw new AppError(ReplyCode.denied, 'agent.notAgent');
    if (!agentSiteUrl) throw new AppError(ReplyCode.serverError, 'agent.unavailable');
    const token = jwt.sign({ username: user.username }, signingKey(jwtSecret), { algorithm: 'HS256', audience: 'agent-login', subject: String(ctx.userId), expiresIn: 300 });
    const url = new URL(agentSiteUrl);
    url.searchParams.set('token', token);
    return { url: url.toString() };
  }
  return { loginUrl };
}

export type AgentService = ReturnType<typeof createAgentService>;
