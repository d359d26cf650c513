import jwt from 'jsonwebtoken';
import {
  AGENT_INBOX_TEMPLATES,
  AgentApplicationState,
  OrderState,
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
import type { PrismaClient, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { prismaSql, type Sql, type SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext, MemberContext } from '../../context.js';
import { denied, notFound, unauthorized } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { signingKey } from '../../signing-key.js';
import type { Audit } from '../../audit/log.js';
import type { Notify } from '../inbox/index.js';
import { presentApplication, presentMember, presentReview } from './presenter.js';
import { APPLICATION_COLUMNS, MEMBER_SUMS, REVIEW_SELECT, type ApplicationRow, type MemberSumRow, type ReviewRow } from './sql.js';

interface Deps {
  prisma: PrismaClient;
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
/** Review decisions may wait for a concurrent decision on the same row. */
const REVIEW_TX = { maxWait: 10_000, timeout: 30_000 } as const;

/**
 * Agents: a member applies (one pending application at a time, held by a
 * partial unique index), operations staff approve (the member becomes an agent) or reject with a
 * reason, each decision audited and told to the member through the inbox. An agent sees their
 * referral link and the members registered with their pid, with those members' approved deposits
 * and turnover, and nobody else's.
 */
export function createAgentService({ prisma, sql, clock, audit, notify, jwtSecret, publicUrl, agentSiteUrl }: Deps) {
  async function member(db: Sql, userId: number) {
    const [user] = await db.query<{ is_agent: boolean; username: string; realname: string }>('SELECT is_agent, username, realname FROM users WHERE id = $1', [
      userId,
    ]);
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
      await sql.query('INSERT INTO agent_applications (user_id, mobile, apply_info, state, created_at) VALUES ($1, $2, $3, $4, $5)', [
        ctx.userId,
        input.mobile,
        input.apply_info,
        AgentApplicationState.pending,
        clock.now(),
      ]);
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
    const [latest] = await sql.query<ApplicationRow>(
      `SELECT ${APPLICATION_COLUMNS} FROM agent_applications a WHERE a.user_id = $1 ORDER BY a.id DESC LIMIT 1`,
      [ctx.userId],
    );
    return presentApplication(user, latest);
  }

  async function summary(ctx: MemberContext): Promise<AgentSummary> {
    await requireAgent(ctx);
    const [sums] = await sql.query<{ members: number; turnover: string; deposits: string }>(
      `SELECT count(*)::int AS members, COALESCE(sum(u.totalgame), 0)::text AS turnover,
         (SELECT COALESCE(sum(d.real_money), 0) FROM deposits d JOIN users r ON r.id = d.user_id WHERE r.referrer_id = $1 AND d.state = ${OrderState.approved})::text AS deposits
       FROM users u WHERE u.referrer_id = $1`,
      [ctx.userId],
    );
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
    const [rows, [count]] = await Promise.all([
      sql.query<MemberSumRow>(`${MEMBER_SUMS} ORDER BY u.id DESC LIMIT $2 OFFSET $3`, [ctx.userId, PAGE_SIZE, (q.page - 1) * PAGE_SIZE]),
      sql.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE referrer_id = $1', [ctx.userId]),
    ]);
    return pageOf(rows.map(presentMember), count?.n ?? 0, q.page, PAGE_SIZE);
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
    const [row] = await db.query<ReviewRow>(`${REVIEW_SELECT} WHERE a.id = $1`, [id]);
    if (!row) throw notFound('agent.applicationNotFound');
    return row;
  }

  async function listApplications(_ctx: AdminContext, q: AgentApplicationsInput) {
    const [rows, [count]] = await Promise.all([
      sql.query<ReviewRow>(`${REVIEW_SELECT} WHERE ($1::int IS NULL OR a.state = $1) ORDER BY a.id DESC LIMIT $2 OFFSET $3`, [
        q.state ?? null,
        REVIEW_PAGE_SIZE,
        (q.page - 1) * REVIEW_PAGE_SIZE,
      ]),
      sql.query<{ n: number }>('SELECT count(*)::int AS n FROM agent_applications a WHERE ($1::int IS NULL OR a.state = $1)', [q.state ?? null]),
    ]);
    return pageOf(rows.map(presentReview), count?.n ?? 0, q.page, REVIEW_PAGE_SIZE);
  }

  /**
   * One decision on a pending application, in one transaction with its audit row and the member's
   * message. Only the guarded UPDATE that wins decides, so a repeated or concurrent decision
   * changes nothing twice.
   */
  function decide(id: number, decision: (tx: Sql, ptx: Tx) => Promise<ApplicationRow | undefined>) {
    return prisma
      .$transaction(async (ptx) => (await decision(prismaSql(ptx), ptx)) !== undefined, REVIEW_TX)
      .then(async (won) => ({ won, row: await forReview(sql, id) }));
  }

  async function approve(ctx: AdminContext, input: ApproveAgentInput) {
    const { won, row } = await decide(input.id, async (tx, ptx) => {
      const [app] = await tx.query<ApplicationRow>(
        `UPDATE agent_applications a SET state = $2, reviewed_by = $3, reviewed_at = $4 WHERE a.id = $1 AND a.state = $5 RETURNING ${APPLICATION_COLUMNS}`,
        [input.id, AgentApplicationState.approved, ctx.adminId, clock.now(), AgentApplicationState.pending],
      );
      if (!app) return undefined;
      await tx.query('UPDATE users SET is_agent = true WHERE id = $1', [app.user_id]);
      await notify(tx, { userId: app.user_id, template: AGENT_INBOX_TEMPLATES.approved });
      await audit(ptx, { adminId: ctx.adminId, action: 'agent.approve', target: String(app.id), detail: { userId: app.user_id } });
      return app;
    });
    if (won) return { message: 'agent.approved' as const, data: presentReview(row) };
    // Approved already (a retry): the same outcome again; rejected: that decision stands.
    if (row.state === AgentApplicationState.approved) return { message: 'agent.alreadyReviewed' as const, data: presentReview(row) };
    throw denied('agent.alreadyReviewed');
  }

  async function reject(ctx: AdminContext, input: RejectAgentInput) {
    const { won, row } = await decide(input.id, async (tx, ptx) => {
      const [app] = await tx.query<ApplicationRow>(
        `UPDATE agent_applications a SET state = $2, reason = $3, reviewed_by = $4, reviewed_at = $5 WHERE a.id = $1 AND a.state = $6 RETURNING ${APPLICATION_COLUMNS}`,
        [input.id, AgentApplicationState.rejected, input.reason, ctx.adminId, clock.now(), AgentApplicationState.pending],
      );
      if (!app) return undefined;
      await notify(tx, { userId: app.user_id, template: AGENT_INBOX_TEMPLATES.rejected, params: { reason: input.reason } });
      await audit(ptx, { adminId: ctx.adminId, action: 'agent.reject', target: String(app.id), detail: { userId: app.user_id, reason: input.reason } });
      return app;
    });
    if (won) return { message: 'agent.rejected' as const, data: presentReview(row) };
    if (row.state === AgentApplicationState.rejected) return { message: 'agent.alreadyReviewed' as const, data: presentReview(row) };
    throw denied('agent.alreadyReviewed');
  }

  return { apply, application, summary, members, loginUrl, listApplications, approve, reject };
}

export type AgentService = ReturnType<typeof createAgentService>;
