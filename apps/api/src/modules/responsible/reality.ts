import {
  BetStatus,
  REALITY_CHECK_DEFAULT,
  isRealityCheckMinutes,
  type RealityCheckMinutes,
  type ResponsibleReality,
  type ResponsibleRealityInput,
} from '@portal/contracts';
import type { SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { MemberContext } from '../../context.js';
import { unauthorized } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';

interface Deps {
  sql: SqlPool;
  clock: Clock;
  /** How long one minute of the interval lasts: 60 000 ms (config.realityMinuteMs; shorter only under NODE_ENV=test). */
  minuteMs: number;
}

/**
 * Reality checks: the interval a member chose (responsible_reality; no row: the default), and what
 * the check of a session shows. The session is the login (sessions.created_at of the token asking),
 * so the clock survives page reloads and new tabs of the same login; a new login starts it again.
 */
export function createRealityService({ sql, clock, minuteMs }: Deps) {
  async function minutesOf(userId: number): Promise<RealityCheckMinutes> {
    const [row] = await sql.query<{ minutes: number }>('SELECT minutes FROM responsible_reality WHERE user_id = $1', [userId]);
    return row && isRealityCheckMinutes(row.minutes) ? row.minutes : REALITY_CHECK_DEFAULT;
  }

  /** The check of the session asking: its interval, start, time since, when the next check is due, and its settled bets' net. */
  async function realityState(ctx: MemberContext): Promise<ResponsibleReality> {
    const now = clock.now();
    const [minutes, [session]] = await Promise.all([
      minutesOf(ctx.userId),
      sql.query<{ created_at: Date }>('SELECT created_at FROM sessions WHERE id = $1 AND user_id = $2', [ctx.sessionId, ctx.userId]),
    ]);
    if (!session) throw unauthorized();
    const started = session.created_at;
    const [bets] = await sql.query<{ bets: number; stakes: string; net: string }>(
      `SELECT count(*)::int AS bets, COALESCE(SUM(bet_amount), 0)::text AS stakes, COALESCE(SUM(win_loss), 0)::text AS net
       FROM bet_records WHERE user_id = $1 AND status = ${BetStatus.settled} AND bet_time >= $2`,
      [ctx.userId, started],
    );
    const elapsedMs = Math.max(0, now.getTime() - started.getTime());
    const intervalMs = minutes * minuteMs;
    return {
      minutes,
      session_started_at: beijingDateTime(started),
      elapsed_seconds: Math.floor(elapsedMs / 1000),
      // Due at the login plus each whole interval: a check that came while the page was closed shows at once.
      next_check_ms: intervalMs === 0 ? null : intervalMs - (elapsedMs % intervalMs),
      bets: bets!.bets,
      stakes: formatMoney(bets!.stakes),
      net: formatMoney(bets!.net),
    };
  }

  /** Saves the member's interval (0: off) and answers the session's check with it. */
  async function setReality(ctx: MemberContext, input: ResponsibleRealityInput) {
    await sql.query(
      `INSERT INTO responsible_reality (user_id, minutes, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET minutes = EXCLUDED.minutes, updated_at = EXCLUDED.updated_at`,
      [ctx.userId, input.minutes, clock.now()],
    );
    return { data: await realityState(ctx), message: 'responsible.realitySet' as const };
  }

  return { realityState, setReality };
}

export type RealityService = ReturnType<typeof createRealityService>;
