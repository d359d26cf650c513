import { AgentApplicationState, OrderState } from '@portal/contracts';
import type { Sql } from '../../db/sql.js';

// The agents module's table (agent_applications), and what its pages show of the members' and the
// cashier's tables (users, deposits, admins: listed in modules/tables.ts).

export interface ApplicationRow {
  id: number;
  user_id: number;
  mobile: string;
  apply_info: string;
  state: number;
  reason: string;
  reviewed_at: Date | null;
  created_at: Date;
}

const APPLICATION_COLUMNS = 'a.id, a.user_id, a.mobile, a.apply_info, a.state, a.reason, a.reviewed_at, a.created_at';

export interface ReviewRow extends ApplicationRow {
  username: string;
  realname: string;
  reviewer: string | null;
}

const REVIEW_SELECT = `SELECT ${APPLICATION_COLUMNS}, u.username, u.realname, ra.name AS reviewer
  FROM agent_applications a JOIN users u ON u.id = a.user_id LEFT JOIN admins ra ON ra.id = a.reviewed_by`;

/**
 * Per referred member: approved deposits (the credited real_money) and
 * turnover (users.totalgame: the valid stakes of settled bets, kept by the bet sync).
 */
const MEMBER_SUMS = `SELECT u.id, u.username, u.created_at, u.totalgame::text AS turnover,
    COALESCE((SELECT sum(d.real_money) FROM deposits d WHERE d.user_id = u.id AND d.state = ${OrderState.approved}), 0)::text AS deposits
  FROM users u WHERE u.referrer_id = $1`;

export interface MemberSumRow {
  id: number;
  username: string;
  created_at: Date;
  turnover: string;
  deposits: string;
}

export async function memberOf(db: Sql, userId: number) {
  const [user] = await db.query<{ is_agent: boolean; username: string; realname: string }>('SELECT is_agent, username, realname FROM users WHERE id = $1', [
    userId,
  ]);
  return user;
}

/** A pending application; throws the unique violation of agent_applications_one_pending_per_user when the member has one waiting. */
export async function insertApplication(db: Sql, a: { userId: number; mobile: string; applyInfo: string; at: Date }): Promise<void> {
  await db.query('INSERT INTO agent_applications (user_id, mobile, apply_info, state, created_at) VALUES ($1, $2, $3, $4, $5)', [
    a.userId,
    a.mobile,
    a.applyInfo,
    AgentApplicationState.pending,
    a.at,
  ]);
}

export async function latestApplication(db: Sql, userId: number): Promise<ApplicationRow | undefined> {
  const [latest] = await db.query<ApplicationRow>(`SELECT ${APPLICATION_COLUMNS} FROM agent_applications a WHERE a.user_id = $1 ORDER BY a.id DESC LIMIT 1`, [
    userId,
  ]);
  return latest;
}

/** The agent's referred members: how many, their turnover and their approved deposits. */
export async function referralSums(db: Sql, agentId: number) {
  const [sums] = await db.query<{ members: number; turnover: string; deposits: string }>(
    `SELECT count(*)::int AS members, COALESCE(sum(u.totalgame), 0)::text AS turnover,
       (SELECT COALESCE(sum(d.real_money), 0) FROM deposits d JOIN users r ON r.id = d.user_id WHERE r.referrer_id = $1 AND d.state = ${OrderState.approved})::text AS deposits
     FROM users u WHERE u.referrer_id = $1`,
    [agentId],
  );
  return sums;
}

/** A page of the agent's referred members, newest first, and how many they are. */
export async function referralPage(db: Sql, agentId: number, page: number, perPage: number): Promise<{ rows: MemberSumRow[]; count: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<MemberSumRow>(`${MEMBER_SUMS} ORDER BY u.id DESC LIMIT $2 OFFSET $3`, [agentId, perPage, (page - 1) * perPage]),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE referrer_id = $1', [agentId]),
  ]);
  return { rows, count: count?.n ?? 0 };
}

export async function applicationForReview(db: Sql, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.query<ReviewRow>(`${REVIEW_SELECT} WHERE a.id = $1`, [id]);
  return row;
}

/** A page of applications (of one state when given), newest first, and how many match. */
export async function applicationPage(db: Sql, state: number | null, page: number, perPage: number): Promise<{ rows: ReviewRow[]; count: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<ReviewRow>(`${REVIEW_SELECT} WHERE ($1::int IS NULL OR a.state = $1) ORDER BY a.id DESC LIMIT $2 OFFSET $3`, [
      state,
      perPage,
      (page - 1) * perPage,
    ]),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM agent_applications a WHERE ($1::int IS NULL OR a.state = $1)', [state]),
  ]);
  return { rows, count: count?.n ?? 0 };
}

/** Decides a pending application (the guarded UPDATE: undefined when it is not pending any more). */
export async function decidePending(
  tx: Sql,
  id: number,
  d: { state: number; reason?: string; reviewedBy: number; at: Date },
): Promise<ApplicationRow | undefined> {
  const [app] = await tx.query<ApplicationRow>(
    `UPDATE agent_applications a SET state = $2, reason = COALESCE($3, a.reason), reviewed_by = $4, reviewed_at = $5::timestamptz AT TIME ZONE 'UTC'
     WHERE a.id = $1 AND a.state = $6 RETURNING ${APPLICATION_COLUMNS}`,
    [id, d.state, d.reason ?? null, d.reviewedBy, d.at.toISOString(), AgentApplicationState.pending],
  );
  return app;
}

/** The member becomes an agent (an approved application). */
export async function makeAgent(tx: Sql, userId: number): Promise<void> {
  await tx.query('UPDATE users SET is_agent = true WHERE id = $1', [userId]);
}
