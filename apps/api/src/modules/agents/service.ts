import jwt from 'jsonwebtoken';
import {
  AGENT_INBOX_TEMPLATES,
  AgentApplicationState,
  PAGE_SIZE,
  agentLink,
  pageOf,
  type AgentApplicationReply,
  type AgentApplicationsInput,
  type AgentSummary,
  type ApplyAgentInput,
  type ApproveAgentInput,
  type LinkReply,
  type PageInput,
  type RejectAgentInput,
} from '@portal/contracts';
import { isUniqueViolation } from '../../db/errors.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext, MemberContext } from '../../context.js';
import { denied, notFound, unauthorized } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { signingKey } from '../../signing-key.js';
import type { Audit } from '../../audit/log.js';
import type { Notify } from '../inbox/index.js';
import { presentApplication, presentMember, presentReview } from './presenter.js';
import {
  applicationForReview,
  applicationPage,
  decidePending,
  insertApplication,
  latestApplication,
  makeAgent,
  memberOf,
  referralPage,
  referralSums,
  type ApplicationRow,
  type ReviewRow,
} from './store.js';

interface Deps {
  sql: SqlPool;
  clock: Clock;
  audit: Audit;
  notify: Notify;
  jwtSecret: string;
  /** The site's public origin (PUBLIC_URL): referral links are built from it, never from a request's Host. */
  publicUrl: string;
  /** A separate agent back office; without it /gamePage?dailiD opens the agent page of the member area. */
  agentSiteUrl?: string;
}

const REVIEW_PAGE_SIZE = 20;
/** The agent page of the member area (hash-routed, same origin as the page that asks). */
const AGENT_PAGE_URL = '/#/mine/agent';

/**
 * Agents: a member applies (one pending application at a time, held by a
 * partial unique index), operations staff approve (the member becomes an agent) or reject with a
 * reason, each decision audited and told to the member through the inbox. An agent sees their
 * referral link and the members registered with their pid, with those members' approved deposits
 * and turnover, and nobody else's.
 */
export function createAgentService({ sql, clock, audit, notify, jwtSecret, publicUrl, agentSiteUrl }: Deps) {
  async function member(db: Sql, userId: number) {
    const user = await memberOf(db, userId);
    if (!user) throw unauthorized(); // a live session of a removed member
    return user;
  }

  async function requireAgent(ctx: MemberContext) {
    const user = await member(sql, ctx.userId);
    if (!user.is_agent) throw denied('agent.notAgent');
    return user;
  }

  // ---- the member ----

  async function apply(ctx: MemberContext, input: ApplyAgentInput) {
    if ((await member(sql, ctx.userId)).is_agent) throw denied('agent.alreadyAgent');
    try {
      await insertApplication(sql, { userId: ctx.userId, mobile: input.mobile, applyInfo: input.apply_info, at: clock.now() });
    } catch (err) {
      // agent_applications_one_pending_per_user: this member already has one waiting (maybe sent a moment ago from another tab).
      if (isUniqueViolation(err)) throw denied('agent.applicationPending');
      throw err;
    }
    return { message: 'agent.applied' as const };
  }

  /** What /mine/applyagent shows: the member's real name, whether they are an agent, and their latest application. */
  async function application(ctx: MemberContext): Promise<AgentApplicationReply> {
    const user = await member(sql, ctx.userId);
    const latest = await latestApplication(sql, ctx.userId);
    return presentApplication(user, latest);
  }

  async function summary(ctx: MemberContext): Promise<AgentSummary> {
    await requireAgent(ctx);
    const sums = await referralSums(sql, ctx.userId);
    return {
      pid: ctx.userId,
      link: agentLink(publicUrl, ctx.userId),
      members: sums?.members ?? 0,
      deposits: formatMoney(sums?.deposits ?? '0'),
      turnover: formatMoney(sums?.turnover ?? '0'),
    };
  }

  /** The agent's referred members, newest first, 10 a page. */
  async function members(ctx: MemberContext, q: PageInput) {
    await requireAgent(ctx);
    const { rows, count } = await referralPage(sql, ctx.userId, q.page, PAGE_SIZE);
    return pageOf(rows.map(presentMember), count, q.page, PAGE_SIZE);
  }

  /**
   * Where /gamePage?dailiD goes: with a separate agent site (AGENT_SITE_URL), a short-lived signed
   * login link to it; without one, the agent page of this site's member area.
   */
  async function loginUrl(ctx: MemberContext): Promise<LinkReply> {
    const user = await requireAgent(ctx);
    if (!agentSiteUrl) return { url: AGENT_PAGE_URL };
    const token = jwt.sign({ username: user.username }, signingKey(jwtSecret), {
      algorithm: 'HS256',
      audience: 'agent-login',
      subject: String(ctx.userId),
      expiresIn: 300,
    });
    const url = new URL(agentSiteUrl);
    url.searchParams.set('token', token);
    return { url: url.toString() };
  }

  // ---- the back office ----

  async function forReview(db: Sql, id: number): Promise<ReviewRow> {
    const row = await applicationForReview(db, id);
    if (!row) throw notFound('agent.applicationNotFound');
    return row;
  }

  async function listApplications(_ctx: AdminContext, q: AgentApplicationsInput) {
    const { rows, count } = await applicationPage(sql, q.state ?? null, q.page, REVIEW_PAGE_SIZE);
    return pageOf(rows.map(presentReview), count, q.page, REVIEW_PAGE_SIZE);
  }

  /**
   * One decision on a pending application, in one transaction with its audit row and the member's
   * message. Only the guarded UPDATE that wins decides, so a repeated or concurrent decision
   * changes nothing twice.
   */
  async function decide(id: number, decision: (tx: Sql) => Promise<ApplicationRow | undefined>) {
    const won = await sql.tx(async (tx) => (await decision(tx)) !== undefined);
    return { won, row: await forReview(sql, id) };
  }

  async function approve(ctx: AdminContext, input: ApproveAgentInput) {
    const { won, row } = await decide(input.id, async (tx) => {
      const app = await decidePending(tx, input.id, { state: AgentApplicationState.approved, reviewedBy: ctx.adminId, at: clock.now() });
      if (!app) return undefined;
      await makeAgent(tx, app.user_id);
      await notify(tx, { userId: app.user_id, template: AGENT_INBOX_TEMPLATES.approved });
      await audit(tx, { adminId: ctx.adminId, action: 'agent.approve', target: String(app.id), detail: { userId: app.user_id } });
      return app;
    });
    if (won) return { message: 'agent.approved' as const, data: presentReview(row) };
    // Approved already (a retry): the same outcome again; rejected: that decision stands.
    if (row.state === AgentApplicationState.approved) return { message: 'agent.alreadyReviewed' as const, data: presentReview(row) };
    throw denied('agent.alreadyReviewed');
  }

  async function reject(ctx: AdminContext, input: RejectAgentInput) {
    const { won, row } = await decide(input.id, async (tx) => {
      const app = await decidePending(tx, input.id, { state: AgentApplicationState.rejected, reason: input.reason, reviewedBy: ctx.adminId, at: clock.now() });
      if (!app) return undefined;
      await notify(tx, { userId: app.user_id, template: AGENT_INBOX_TEMPLATES.rejected, params: { reason: input.reason } });
      await audit(tx, { adminId: ctx.adminId, action: 'agent.reject', target: String(app.id), detail: { userId: app.user_id, reason: input.reason } });
      return app;
    });
    if (won) return { message: 'agent.rejected' as const, data: presentReview(row) };
    if (row.state === AgentApplicationState.rejected) return { message: 'agent.alreadyReviewed' as const, data: presentReview(row) };
    throw denied('agent.alreadyReviewed');
  }

  return { apply, application, summary, members, loginUrl, listApplications, approve, reject };
}

export type AgentService = ReturnType<typeof createAgentService>;
