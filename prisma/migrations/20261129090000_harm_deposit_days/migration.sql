-- The harm report's deposit markers (docs/player-protection.md, "Markers of harm"): approved deposits
-- by member and Beijing day, in that order, read from the index alone. Deposits chasing losses
-- (deposit days, then a window over them) then needs neither a hash of every member's days nor a
-- sort, and the weekly deposits and payment methods group by member without a sort either. The day
-- is the expression responsible/store.ts groups by (created_at is UTC).
CREATE INDEX "deposits_approved_days_idx" ON "deposits" ("user_id", (("created_at" + interval '8 hours')::date))
  INCLUDE ("amount", "created_at", "paytype") WHERE "state" = 2;

-- A member's bets by time carry their stake, payout and status in the index itself, so the sums
-- read per member and period (the day's loss of deposits chasing losses, the stakes after a
-- cancelled withdrawal, a loss limit's losses) are index-only scans, not a heap page per bet. It
-- replaces the plain (user_id, bet_time) index. Partial on a predicate every row meets (user_id is
-- NOT NULL, and any query on a member implies it): schema.prisma cannot say INCLUDE, and Prisma's
-- diff leaves partial indexes to the migrations (as bet_records_night_idx). Built without CONCURRENTLY
-- (a migration runs in a transaction): bet writes wait while it builds, about 30 s at 5 M bets.
DROP INDEX "bet_records_user_id_bet_time_idx";
CREATE INDEX "bet_records_user_time_cover_idx" ON "bet_records" ("user_id", "bet_time") INCLUDE ("bet_amount", "payout", "status")
  WHERE "user_id" IS NOT NULL;

-- Both tables only grow; autovacuum's default visits an insert-only table after 20 % more rows
-- (days of deposits, a million bets), and until then its new pages are not all-visible and the
-- index-only scans above read the table for them. Every 2 % instead: a visit to the new pages only.
ALTER TABLE "deposits" SET (autovacuum_vacuum_insert_scale_factor = 0.02);
ALTER TABLE "bet_records" SET (autovacuum_vacuum_insert_scale_factor = 0.02);
