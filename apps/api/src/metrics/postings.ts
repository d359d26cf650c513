import type { Sql } from '../db/sql.js';

/**
 * Ledger postings (journal transactions) by kind, as exact totals, without counting the whole
 * journal on every scrape. A journal transaction is only ever inserted (the wallet's commands;
 * its entries reference it and are immutable), so what has been counted stays counted: each scrape
 * counts only the rows above `upTo` (a range of the primary key), and `upTo` moves forward once no
 * transaction can still commit a row below it.
 *
 * Ids come from a sequence, so a transaction still open may hold an id lower than rows already
 * visible. A mark (the highest visible id, and the time just after it was read) is folded into the
 * counted totals only when every transaction of this database then running has started after the
 * mark's time: any id at or under the mark was handed out before that time, to a transaction that
 * has ended since. While something holds a transaction open (or sessions are hidden from this
 * role), nothing is folded and the scrape simply counts more rows.
 */
export function createPostingCounter(sql: Sql): () => Promise<Map<string, number>> {
  const counted = new Map<string, number>();
  let upTo = '0';
  let mark: { at: Date; last: string } | null = null;

  const countAbove = async (low: string, high: string | null) =>
    sql.query<{ kind: string; n: string }>(
      `SELECT kind, count(*)::text AS n FROM journal_transactions WHERE id > $1 AND ($2::int8 IS NULL OR id <= $2::int8) GROUP BY kind`,
      [low, high],
    );

  const count = async () => {
    const [now] = await sql.query<{ at: Date; last: string; oldest: Date | null; hidden: number }>(
      `SELECT (SELECT coalesce(max(id), 0)::text FROM journal_transactions) AS last, clock_timestamp() AS at,
              (SELECT min(xact_start) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()) AS oldest,
              (SELECT count(*)::int FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND query = '<insufficient privilege>') AS hidden`,
    );
    if (mark && now!.hidden === 0 && (now!.oldest === null || now!.oldest > mark.at)) {
      for (const r of await countAbove(upTo, mark.last)) counted.set(r.kind, (counted.get(r.kind) ?? 0) + Number(r.n));
      upTo = mark.last;
      mark = null;
    }
    mark ??= { at: now!.at, last: now!.last };
    const totals = new Map(counted);
    for (const r of await countAbove(upTo, null)) totals.set(r.kind, (totals.get(r.kind) ?? 0) + Number(r.n));
    return totals;
  };
  // One count at a time: a scrape that gave up waiting must not fold while the next one reads.
  let last: Promise<unknown> = Promise.resolve();
  return () => {
    const next = last.then(count, count);
    last = next.catch(() => {});
    return next;
  };
}
