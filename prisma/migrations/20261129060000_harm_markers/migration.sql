-- The harm report's night play (docs/player-protection.md, "Markers of harm"): the bets placed
-- between 00:00 and 05:59 Beijing time, read without the other three quarters of the day's bets.
-- The predicate is the one records' nightBetsSql writes (bet_time is UTC).
CREATE INDEX "bet_records_night_idx" ON "bet_records" ("bet_time") INCLUDE ("user_id", "bet_amount")
  WHERE EXTRACT(hour FROM "bet_time" + interval '8 hours') >= 0 AND EXTRACT(hour FROM "bet_time" + interval '8 hours') < 6;
