import { OrderState } from '@portal/contracts';

// The agent module's queries: applications, and the referred members with their sums.

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

export const APPLICATION_COLUMNS = 'a.id, a.user_id, a.mobile, a.apply_info, a.state, a.reason, a.reviewed_at, a.created_at';

export interface ReviewRow extends ApplicationRow {
  username: string;
  realname: string;
  reviewer: string | null;
}

export const REVIEW_SELECT = `SELECT ${APPLICATION_COLUMNS}, u.username, u.realname, ra.name AS reviewer
  FROM agent_applications a JOIN users u ON u.id = a.user_id LEFT JOIN admins ra ON ra.id = a.reviewed_by`;

/**
 * Per referred member: approved deposits (the credited real_money) and
 * turnover (users.totalgame: the valid stakes of settled bets, kept by the bet sync).
 */
export const MEMBER_SUMS = `SELECT u.id, u.username, u.created_at, u.totalgame::text AS turnover,
    COALESCE((SELECT sum(d.real_money) FROM deposits d WHERE d.user_id = u.id AND d.state = ${OrderState.approved}), 0)::text AS deposits
  FROM users u WHERE u.referrer_id = $1`;

export interface MemberSumRow {
  id: number;
  username: string;
  created_at: Date;
  turnover: string;
  deposits: string;
}
