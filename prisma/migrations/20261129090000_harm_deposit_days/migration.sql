-- The harm report's deposit markers (docs/player-protection.md, "Markers of harm"): approved deposits
-- by member and Beijing day, in that order, read from the index alone. Deposits chasing losses
-- (deposit days, then a window over them) then needs neither a hash of every member's days nor a
-- sort, and the weekly deposits and payment methods group by member without a sort either. The day
-- is the expression responsible/store.ts groups by (created_at is UTC).
CREATE INDEX "deposits_approved_days_idx" ON "deposits" ("user_id", (("created_at" + interval '8 hours')::date))
  INCLUDE ("amount", "created_at", "paytype") WHERE "state" = 2;
