import {
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
import type { BetReads } from '../records/index.js';
import { netSince, realityMinutes, saveRealityMinutes, sessionStart } from './store.js';

interface Deps {
  sql: SqlPool;
  clock: Clock;
  /** How long one minute of the interval lasts: 60 000 ms (config.realityMinuteMs; shorter only under NODE_ENV=test). */
  minuteMs: number;
  /** The records' sums: the session's settled bets; and the loss rows every platform's net is read from. */
  bets: Pick<BetReads, 'settledSince' | 'settledLossRowsSql'>;
}

/**
 * Reality checks: the interval a member chose (responsible_reality; no row: the default), and what
 * the check of a session shows. The session is the login (sessions.created_at of the token asking),
 * so the clock survives page reloads and new tabs of the same login; a new login starts it again.
 */
export function createRealityService({ sql, clock, minuteMs, bets: betSums }: Deps) {
  async function minutesOf(userId: number): Promise<RealityCheckMinutes> {
    const minutes = await realityMinutes(sql, userId);
    return minutes !== undefined && isRealityCheckMinutes(minutes) ? minutes : REALITY_CHECK_DEFAULT;
  }

  /** The check of the session asking: its interval, start, time since, when the next check is due, and its settled bets' net. */
  async function realityState(ctx: MemberContext): Promise<ResponsibleReality> {
    const now = clock.now();
    const [minutes, started] = await Promise.all([minutesOf(ctx.userId), sessionStart(sql, { sessionId: ctx.sessionId, userId: ctx.userId })]);
    if (!started) throw unauthorized();
    const [bets, net] = await Promise.all([
      betSums.settledSince(sql, ctx.userId, started),
      netSince(sql, { bets: betSums }, { userId: ctx.userId, since: started, now }),
    ]);
    const elapsedMs = Math.max(0, now.getTime() - started.getTime());
    const intervalMs = minutes * minuteMs;
    return {
      minutes,
      session_started_at: beijingDateTime(started),
      elapsed_seconds: Math.floor(elapsedMs / 1000),
      // Due at the login plus each whole interval: a check that came while the page was closed shows at once.
      next_check_ms: intervalMs === 0 ? null : intervalMs - (elapsedMs % intervalMs),
      bets: bets.bets,
      stakes: formatMoney(bets.stakes),
      net: formatMoney(net),
    };
  }

  /** Saves the member's interval (0: off) and answers the session's check with it. */
  async function setReality(ctx: MemberContext, input: ResponsibleRealityInput) {
    await saveRealityMinutes(sql, { userId: ctx.userId, minutes: input.minutes, at: clock.now() });
    return { data: await realityState(ctx), message: 'responsible.realitySet' as const };
  }

  return { realityState, setReality };
}

export type RealityService = ReturnType<typeof createRealityService>;
