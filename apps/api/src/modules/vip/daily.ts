import type { Clock } from '../../clock.js';
import type { SqlPool } from '../../db/sql.js';
import type { Logger } from '../../logger.js';
import { beijingDate } from '../../time.js';
import type { BetReads } from '../records/index.js';
import type { Progression } from './progression.js';
import { retentionSince } from './rules.js';
import { droppingSince, risingOn } from './store.js';

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
export function createVipDaily({
  sql,
  clock,
  log,
  progression,
  bets,
}: {
  sql: SqlPool;
  clock: Clock;
  log: Logger;
  progression: Progression;
  bets: Pick<BetReads, 'validStakeSinceSql'>;
}) {
  return async function runDaily(): Promise<DailyResult> {
    const now = clock.now();
    const day = beijingDate(now);
    let demoted = 0;
    for (const id of await droppingSince(sql, bets, retentionSince(now))) if (await sql.tx((db) => progression.demote(db, { userId: id, now }))) demoted += 1;

    let promoted = 0;
    for (const id of await risingOn(sql, day)) if (await sql.tx((db) => progression.promote(db, { userId: id, reason: 'daily', now }))) promoted += 1;

    log.info({ day, demoted, promoted }, 'vip-daily');
    return { day, demoted, promoted };
  };
}
