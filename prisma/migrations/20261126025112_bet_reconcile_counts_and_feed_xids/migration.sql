-- The bet feed reads the built-in platform's bets in (xid, id) order, up to the oldest
-- transaction still running in this database (books.ts betsSince). Bets already there get xid 0:
-- all committed, read in id order first, so a stored cursor "N" (an id) continues as (0, N).
DROP INDEX "builtin_bets_brand_id_idx";
ALTER TABLE "builtin_bets" ADD COLUMN "xid" BIGINT NOT NULL DEFAULT 0;
ALTER TABLE "builtin_bets" ALTER COLUMN "xid" SET DEFAULT ((pg_current_xact_id())::text)::bigint;
CREATE INDEX "builtin_bets_brand_xid_id_idx" ON "builtin_bets"("brand", "xid", "id");

-- Bets stored and bets reconciled into the member's platform account (records/bet-sync.ts), both
-- only ever growing; each sync run finds the members of a platform still owed a reconcile through
-- this partial index.
ALTER TABLE "platform_players" ADD COLUMN "bets_synced" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "platform_players" ADD COLUMN "bets_reconciled" INTEGER NOT NULL DEFAULT 0;
CREATE INDEX "platform_players_unreconciled" ON "platform_players" ("platname", "user_id") WHERE "bets_synced" > "bets_reconciled";
