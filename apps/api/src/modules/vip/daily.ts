import { BetStatus } from '@portal/contracts';
import type { Clock } from '../../clock.js';
import type { SqlPool } from '../../db/sql.js';
import type { Logger } from '../../logger.js';
import { beijingDate } from '../../time.js';
import { retentionSince, type Progression } from './progression.js';

export interface DailyResult {
  day: string;
  demoted: number;
  promoted: number;
}

/**
 * The `vip-daily` job, shortly after midnight Beijing time: first drops one level for every member
 * whose last 90 days' turnover misses their level's keep_flow, then promotes one level every member
 * who qualifies for the next (those who qualified for several climb one more each day). Each member
 * in a transaction of their own; the candidates are found in bulk and re-checked under the row
 * lock. Running it twice the same Beijing day changes nothing more (vip_changes is unique per
 * member, day and direction).
 */
export function createVipDaily({ sql, clock, log, progression }: { sql: SqlPool; clock: Clock; log: Logger; progression: Progression }) {
  return async function runDaily(): Promise<DailyResult> {
    const now = clock.now();
    const since = retentionSince(now).toISOString();
    const day = beijingDate(now);
    const dropping = await sql.query<{ id: number }>(
      `SELECT u.id FROM users u JOIN vip_levels l ON l.level = u.vip_level
       WHERE u.vip_level > 1 AND u.created_at <= ($1::timestamptz AT TIME ZONE 'UTC')
         AND l.keep_flow > COALESCE((SELECT SUM(b.valid_amount) FROM bet_records b
                                     WHERE b.user_id = u.id AND b.status = ${BetStatus.settled} AND b.bet_time >= ($1::timestamptz AT TIME ZONE 'UTC')), 0)
       ORDER BY u.id`,
      [since],
    );
    let demoted = 0;
    for (const { id } of dropping) if (await sql.tx((db) => progression.demote(db, { userId: id, now }))) demoted += 1;

    const rising = await sql.query<{ id: number }>(
      `SELECT u.id FROM users u
       JOIN LATERAL (SELECT recharge, flow FROM vip_levels WHERE level > u.vip_level AND enabled ORDER BY level LIMIT 1) n ON true
       WHERE u.paysum >= n.recharge AND u.totalgame >= n.flow
         AND NOT EXISTS (SELECT 1 FROM vip_changes c WHERE c.user_id = u.id AND c.day = $1::date AND c.direction = 'up')
       ORDER BY u.id`,
      [day],
    );
    let promoted = 0;
    for (const { id } of rising) if (await sql.tx((db) => progression.promote(db, { userId: id, reason: 'daily', now }))) promoted += 1;

    log.info({ day, demoted, promoted }, 'vip-daily');
    return { day, demoted, promoted };
  };
}
